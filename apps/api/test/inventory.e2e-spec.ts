import request from 'supertest'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { CheckoutExpiry } from '../src/modules/checkout/checkout-expiry'
import { Checkout } from '../src/modules/checkout/entities/checkout.entity'
import { FulfilmentService } from '../src/modules/checkout/fulfilment.service'
import { type Admin, signedInAdmin } from './admins'
import { setFreeMl } from './factories'
import { type Shopper, shopper } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

const HOUR = 60 * 60_000

/** Inventory in millilitres: bottles, the ledger, holds at checkout, batches on order lines. */
describe('inventory in millilitres (e2e)', () => {
  let t: TestApp
  let admin: Admin
  const http = () => request(t.app.getHttpServer())
  const sql = <Row>(query: string, params: unknown[] = []) =>
    t.orm.em.fork().getConnection().execute<Row[]>(query, params)

  beforeAll(async () => {
    t = await createTestApp({
      PAYMENT_PROVIDER: 'local',
      RATE_LIMIT_FACTOR: '20',
      LOG_LEVEL: 'error',
    })
    admin = await signedInAdmin(t.app, t.orm)
  })
  afterAll(() => t.close())

  /** A perfume of 2, 5 and 10 ml with no bottle yet, created through the spec's own body. */
  const newPerfume = async (name: string): Promise<string> =>
    (
      await admin
        .as(http().post('/api/perfumes'))
        .send({
          name,
          brand: 'Casa Inventario',
          description: 'Un perfume para contar mililitros.',
          category: 'unisex',
          sizes: '2ml, 5ml, 10ml',
          prices: '3.00, 6.00, 10.00',
          stock: [7, 7, 7],
        })
        .expect(201)
    ).body.id
  /** What each size can sell, as the admin's list shows it. */
  const stockOf = async (perfumeId: string): Promise<number[]> =>
    (await admin.as(http().get(`/api/admin/perfumes/${perfumeId}`)).expect(200)).body.stock
  const receive = (perfumeId: string, body: object) =>
    admin.as(http().post(`/api/admin/perfumes/${perfumeId}/bottles`)).send(body)
  const pay = async (buyer: Shopper) => {
    const started = await buyer
      .as(http().post('/api/checkout/session'))
      .send({ addressId: buyer.addressId })
      .expect(201)
    const checkout = await t.orm.em
      .fork()
      .findOneOrFail(Checkout, { providerSessionId: started.body.sessionId })
    await http().post(`/api/checkout/local/${checkout.id}/pay`).expect(303)
    return (
      await buyer.as(http().get(`/api/orders/by-session/${started.body.sessionId}`)).expect(200)
    ).body
  }
  const asPerfume = (id: string) => ({ id }) as Perfume

  it('a 50 ml bottle sells 25 × 2 ml, 10 × 5 ml, 5 × 10 ml; a sale of 10 ml leaves [20, 8, 4], poured from its batch', async () => {
    const id = await newPerfume('Cincuenta')
    // The spec's body may still carry stock: it is ignored, nothing sells without a bottle.
    expect(await stockOf(id)).toEqual([0, 0, 0])
    const bottle = (await receive(id, { ml: 50, batchCode: 'l1234', costCents: 5000 }).expect(201))
      .body
    expect(bottle).toMatchObject({
      sizeMl: 50,
      mlLeft: 50,
      mlFree: 50,
      batchCode: 'L1234',
      state: 'sealed',
    })
    expect(await stockOf(id)).toEqual([25, 10, 5])

    // The owner wants to hear when a perfume falls under 45 ml in its bottles.
    await admin
      .as(http().put('/api/settings'))
      .send({ key: 'low_stock_ml', value: '45' })
      .expect(200)
    const buyer = await shopper(t.app, [[asPerfume(id), '10ml', 1]])
    const order = await pay(buyer)
    expect(order.status).toBe('confirmed')
    const notices = (await admin.as(http().get('/api/notifications')).expect(200)).body as {
      items: { title: string; message: string }[]
    }
    expect(notices.items).toContainEqual(
      expect.objectContaining({
        title: 'Quedan pocos mililitros',
        message:
          'Cincuenta de Casa Inventario: quedan 40 ml en sus frascos. Recibe un frasco nuevo en Inventario.',
      }),
    )
    await admin
      .as(http().put('/api/settings'))
      .send({ key: 'low_stock_ml', value: '20' })
      .expect(200)
    expect(order.items).toEqual([
      expect.objectContaining({
        size: '10ml',
        batches: [{ perfumeName: 'Cincuenta', batchCode: 'L1234', ml: 10 }],
      }),
    ])
    expect(await stockOf(id)).toEqual([20, 8, 4])

    // The owner sees the batch and what the decant cost: 10 of 50 ml of a 50.00 bottle.
    const adminOrder = (await admin.as(http().get(`/api/admin/orders/${order.id}`)).expect(200))
      .body
    expect(adminOrder.costOfGoods).toBe('10.00')
    // Poured from, the sealed bottle is open now.
    const [opened] = (await admin.as(http().get(`/api/admin/perfumes/${id}/bottles`)).expect(200))
      .body
    expect(opened).toMatchObject({ mlLeft: 40, state: 'open', openedAt: expect.any(String) })

    // The admin's form, saved after the sale with the stock it showed before, changes nothing.
    await admin
      .as(http().put(`/api/perfumes/${id}`))
      .send({ id, name: 'Cincuenta', stock: [25, 10, 5], inStock: true })
      .expect(200)
    expect(await stockOf(id)).toEqual([20, 8, 4])

    // The ledger: received 50, held 10, released 10, sold 10; its sum is what the bottle has.
    const movements = (
      await admin.as(http().get(`/api/admin/inventory/movements?perfumeId=${id}`)).expect(200)
    ).body as { type: string; ml: number; batchCode: string; orderId: string | null }[]
    expect(movements.map((movement) => [movement.type, movement.ml]).reverse()).toEqual([
      ['received', 50],
      ['held', -10],
      ['released', 10],
      ['sold', -10],
    ])
    expect(movements.find((movement) => movement.type === 'sold')?.orderId).toBe(order.id)
    const [{ left, ledger }] = await sql<{ left: number; ledger: number }>(
      `select b.ml_left as left,
         (select sum(ml)::int from stock_movement m where m.bottle_id = b.id and m.type not in ('held', 'released')) as ledger
       from bottle b where b.perfume_id = ?`,
      [id],
    )
    expect(ledger).toBe(left)
    const csv = await admin
      .as(http().get(`/api/admin/inventory/movements.csv?perfumeId=${id}&type=sold`))
      .expect(200)
    expect(csv.text.split('\r\n')[1]).toContain('Cincuenta,Casa Inventario,L1234,sold,-10')
  })

  it('20 checkouts at once for the last 10 ml: exactly one holds it, the others get a 409 naming the size', async () => {
    const id = await newPerfume('Último')
    await receive(id, { ml: 10, batchCode: 'ULT-1' }).expect(201)
    const buyers = await Promise.all(
      Array.from({ length: 20 }, () => shopper(t.app, [[asPerfume(id), '10ml', 1]])),
    )
    const answers = await Promise.all(
      buyers.map((buyer) =>
        buyer.as(http().post('/api/checkout/session')).send({ addressId: buyer.addressId }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    const refused = answers.filter((answer) => answer.status !== 201)
    expect(refused).toHaveLength(19)
    for (const answer of refused) {
      expect(answer.body).toMatchObject({
        statusCode: 409,
        code: 'OUT_OF_STOCK',
        message: 'No queda stock suficiente de Último 10ml',
      })
    }
    expect(await stockOf(id)).toEqual([0, 0, 0])
    const [{ held }] = await sql<{ held: number }>(
      'select sum(ml_held)::int as held from bottle where perfume_id = ?',
      [id],
    )
    expect(held).toBe(10)
  })

  it('an expired hold frees its ml; a payment that arrives after it, with the ml gone, is refunded', async () => {
    const id = await newPerfume('Tardío')
    await receive(id, { ml: 10, batchCode: 'TAR-1' }).expect(201)
    const late = await shopper(t.app, [[asPerfume(id), '10ml', 1]])
    const started = await late
      .as(http().post('/api/checkout/session'))
      .send({ addressId: late.addressId })
      .expect(201)
    expect(await stockOf(id)).toEqual([0, 0, 0])

    await t.app.get(CheckoutExpiry).run(new Date(Date.now() + HOUR))
    expect(await stockOf(id)).toEqual([5, 2, 1])

    // Someone else buys the freed 10 ml.
    const quick = await shopper(t.app, [[asPerfume(id), '10ml', 1]])
    expect((await pay(quick)).status).toBe('confirmed')

    // The first customer's payment still arrives (a provider's late event).
    const outcome = await t.app.get(FulfilmentService).handle({
      id: `evt_late_${started.body.sessionId}`,
      type: 'checkout.session.completed',
      data: { object: { id: started.body.sessionId, payment_status: 'paid' } },
    })
    expect(outcome).toBe('refunded')
    const order = (
      await late.as(http().get(`/api/orders/by-session/${started.body.sessionId}`)).expect(200)
    ).body
    expect(order.status).toBe('cancelled')
    const adminOrder = (await admin.as(http().get(`/api/admin/orders/${order.id}`)).expect(200))
      .body
    expect(adminOrder.refunded).toBe(order.total)
    const told = await sql<{ title: string }>(
      `select title from notification where user_id = ? order by created_at`,
      [late.userId],
    )
    expect(told.map((notice) => notice.title)).toContain('Pedido recibido')
    expect(await stockOf(id)).toEqual([0, 0, 0])
  })

  it('a late payment whose ml are still free is served', async () => {
    const id = await newPerfume('Paciente')
    await receive(id, { ml: 20, batchCode: 'PAC-1' }).expect(201)
    const buyer = await shopper(t.app, [[asPerfume(id), '10ml', 1]])
    const started = await buyer
      .as(http().post('/api/checkout/session'))
      .send({ addressId: buyer.addressId })
      .expect(201)
    await t.app.get(CheckoutExpiry).run(new Date(Date.now() + HOUR))
    const outcome = await t.app.get(FulfilmentService).handle({
      id: `evt_late_${started.body.sessionId}`,
      type: 'checkout.session.completed',
      data: { object: { id: started.body.sessionId, payment_status: 'paid' } },
    })
    expect(outcome).toBe('fulfilled')
    const order = (
      await buyer.as(http().get(`/api/orders/by-session/${started.body.sessionId}`)).expect(200)
    ).body
    expect(order).toMatchObject({ status: 'confirmed' })
    expect(order.items[0].batches).toEqual([
      { perfumeName: 'Paciente', batchCode: 'PAC-1', ml: 10 },
    ])
    expect(await stockOf(id)).toEqual([5, 2, 1])
  })

  it('pours take the oldest opened bottle first, each decant from one bottle unless the owner allows two', async () => {
    const id = await newPerfume('Dos frascos')
    const older = (
      await receive(id, { ml: 7, batchCode: 'VIEJO', openedAt: '2026-01-01T10:00:00Z' }).expect(201)
    ).body
    await receive(id, { ml: 8, batchCode: 'NUEVO' }).expect(201)
    // 7 + 8 ml: one 5 ml from each bottle, no 10 ml from either.
    expect(await stockOf(id)).toEqual([7, 2, 0])
    await admin
      .as(http().put('/api/settings'))
      .send({ key: 'pour_across_bottles', value: 'true' })
      .expect(200)
    expect(await stockOf(id)).toEqual([7, 3, 1])
    const buyer = await shopper(t.app, [[asPerfume(id), '10ml', 1]])
    const order = await pay(buyer)
    expect(order.items[0].batches).toEqual([
      { perfumeName: 'Dos frascos', batchCode: 'VIEJO', ml: 7 },
      { perfumeName: 'Dos frascos', batchCode: 'NUEVO', ml: 3 },
    ])
    await admin
      .as(http().put('/api/settings'))
      .send({ key: 'pour_across_bottles', value: 'false' })
      .expect(200)
    expect(
      (await admin.as(http().get(`/api/admin/perfumes/${id}/bottles`)).expect(200)).body,
    ).toEqual([
      expect.objectContaining({ id: older.id, mlLeft: 0 }),
      expect.objectContaining({ batchCode: 'NUEVO', mlLeft: 5 }),
    ])
  })

  it('the owner adjusts with a reason, marks a bottle empty, and cannot take what checkouts hold', async () => {
    const id = await newPerfume('Ajustes')
    const bottle = (await receive(id, { ml: 30, batchCode: 'AJ-1' }).expect(201)).body
    await admin
      .as(http().post(`/api/admin/bottles/${bottle.id}/adjustments`))
      .send({ ml: -3, reason: 'evaporation' })
      .expect(201)
      .expect((answer) => expect(answer.body.mlLeft).toBe(27))
    await admin
      .as(http().post(`/api/admin/bottles/${bottle.id}/adjustments`))
      .send({ ml: 0, reason: 'waste' })
      .expect(400)
    await admin
      .as(http().post(`/api/admin/bottles/${bottle.id}/adjustments`))
      .send({ ml: 5, reason: 'count' })
      .expect(409)
      .expect((answer) =>
        expect(answer.body.message).toBe(
          'Un frasco de 30 ml no puede tener más: ahora tiene 27 ml',
        ),
      )
    const buyer = await shopper(t.app, [[asPerfume(id), '10ml', 2]])
    await buyer
      .as(http().post('/api/checkout/session'))
      .send({ addressId: buyer.addressId })
      .expect(201)
    await admin
      .as(http().post(`/api/admin/bottles/${bottle.id}/adjustments`))
      .send({ ml: -10, reason: 'breakage' })
      .expect(409)
      .expect((answer) =>
        expect(answer.body.message).toBe(
          'El frasco tiene 27 ml y 20 ml están apartados para pagos en curso: se pueden quitar 7 ml como mucho',
        ),
      )
    await admin.as(http().post(`/api/admin/bottles/${bottle.id}/empty`)).expect(409)
    await setFreeMl(t.orm.em, id, 0)
    await t.app.get(CheckoutExpiry).run(new Date(Date.now() + HOUR))
    const emptied = (
      await admin.as(http().post(`/api/admin/bottles/${bottle.id}/empty`)).expect(200)
    ).body
    expect(emptied).toMatchObject({ mlLeft: 0, mlHeld: 0, state: 'empty' })
    const reasons = (
      await admin
        .as(http().get(`/api/admin/inventory/movements?perfumeId=${id}&type=adjusted`))
        .expect(200)
    ).body.map((movement: { reason: string }) => movement.reason)
    expect(reasons).toEqual(['emptied', 'count', 'evaporation'])
    expect(await stockOf(id)).toEqual([0, 0, 0])
  })

  it('a cancelled order puts its ml back into the bottle it was poured from', async () => {
    const id = await newPerfume('Devuelto')
    await receive(id, { ml: 20, batchCode: 'DEV-1' }).expect(201)
    const buyer = await shopper(t.app, [[asPerfume(id), '5ml', 2]])
    const order = await pay(buyer)
    expect(await stockOf(id)).toEqual([5, 2, 1])
    await admin
      .as(http().patch(`/api/admin/orders/${order.id}`))
      .send({ status: 'cancelled' })
      .expect(200)
    expect(await stockOf(id)).toEqual([10, 4, 2])
    const types = (
      await admin.as(http().get(`/api/admin/inventory/movements?perfumeId=${id}`)).expect(200)
    ).body.map((movement: { type: string; ml: number }) => [movement.type, movement.ml])
    expect(types[0]).toEqual(['returned', 10])
  })

  it('bad input changes nothing: a 400 with the field, a 404 for a perfume or bottle that is not there', async () => {
    const id = await newPerfume('Entradas')
    const answer = await receive(id, { ml: 0, batchCode: '' }).expect(400)
    expect(Object.keys(answer.body.fieldErrors).sort()).toEqual(['batchCode', 'ml'])
    await receive('00000000-0000-4000-8000-000000000000', { ml: 10, batchCode: 'X' }).expect(404)
    await admin
      .as(http().post('/api/admin/bottles/00000000-0000-4000-8000-000000000000/adjustments'))
      .send({ ml: 1, reason: 'count' })
      .expect(404)
    await admin.as(http().get('/api/admin/inventory/movements?type=robado')).expect(400)
    expect(await stockOf(id)).toEqual([0, 0, 0])
  })

  it('a collection sold as a set holds and sells the ml of each of its perfumes, and is there only while all are', async () => {
    const [uno, dos] = [await newPerfume('Set Uno'), await newPerfume('Set Dos')]
    await receive(uno, { ml: 20, batchCode: 'UNO-1' }).expect(201)
    await receive(dos, { ml: 10, batchCode: 'DOS-1' }).expect(201)
    const collection = (
      await admin
        .as(http().post('/api/collections'))
        .send({
          name: 'Dúo de Prueba',
          description: 'Dos perfumes para probar.',
          theme: 'prueba',
          perfumeIds: [uno, dos],
          sizes: ['5ml'],
          prices: ['15.00'],
        })
        .expect(201)
    ).body
    const buyer = await shopper(t.app, [])
    const addSet = (body: object) =>
      buyer
        .as(http().post('/api/cart/sets'))
        .send({ collectionId: collection.id, size: '5ml', ...body })
    // Ten ml of Dos: two sets at most.
    await addSet({ quantity: 3 }).expect(409)
    await addSet({ size: '10ml' }).expect(400)
    const cart = (await addSet({ quantity: 1 }).expect(201)).body
    expect(cart.sets).toEqual([
      {
        id: expect.any(String),
        kind: 'collection',
        collectionId: collection.id,
        slug: collection.slug,
        name: 'Dúo de Prueba',
        size: '5ml',
        quantity: 1,
        price: '15.00',
        lineTotal: '15.00',
        stock: 2,
        perfumes: [
          expect.objectContaining({ id: uno, name: 'Set Uno' }),
          expect.objectContaining({ id: dos, name: 'Set Dos' }),
        ],
      },
    ])
    expect(cart).toMatchObject({ itemCount: 1, total: '15.00' })

    const order = await pay(buyer)
    expect(order.items).toEqual([
      expect.objectContaining({
        perfumeName: 'Dúo de Prueba',
        size: '5ml',
        unitPrice: '15.00',
        setPerfumes: [
          { name: 'Set Uno', brand: 'Casa Inventario' },
          { name: 'Set Dos', brand: 'Casa Inventario' },
        ],
        batches: [
          { perfumeName: 'Set Dos', batchCode: 'DOS-1', ml: 5 },
          { perfumeName: 'Set Uno', batchCode: 'UNO-1', ml: 5 },
        ],
      }),
    ])
    expect(await stockOf(uno)).toEqual([7, 3, 1])
    expect(await stockOf(dos)).toEqual([2, 1, 0])
    // The paid set left the cart.
    expect((await buyer.as(http().get('/api/cart')).expect(200)).body.sets).toEqual([])

    // Dos sells out: the set is not there any more, and a checkout names what is missing.
    const late = await shopper(t.app, [])
    await late
      .as(http().post('/api/cart/sets'))
      .send({ collectionId: collection.id, size: '5ml' })
      .expect(201)
    await setFreeMl(t.orm.em, dos, 0)
    expect((await late.as(http().get('/api/cart')).expect(200)).body.sets[0].stock).toBe(0)
    const refused = await late
      .as(http().post('/api/checkout/session'))
      .send({ addressId: late.addressId })
      .expect(409)
    expect(refused.body.message).toBe('No queda stock suficiente de Dúo de Prueba 5ml')
    expect(await stockOf(uno)).toEqual([7, 3, 1])
  })

  it('a discovery set: the customer picks as many perfumes as a tier allows, at its discount', async () => {
    const picks = [
      await newPerfume('Elige A'),
      await newPerfume('Elige B'),
      await newPerfume('Elige C'),
    ]
    for (const id of picks) await receive(id, { ml: 30, batchCode: 'ELIGE' }).expect(201)
    const buyer = await shopper(t.app, [])
    const addSet = (perfumeIds: string[]) =>
      buyer.as(http().post('/api/cart/sets')).send({ perfumeIds, size: '2ml' })
    // The store's tiers are 3 perfumes (10 % off) and 5 (15 % off).
    expect((await addSet(picks.slice(0, 2)).expect(400)).body.fieldErrors).toEqual({
      perfumeIds: ['Un set descubrimiento tiene 3 o 5 perfumes'],
    })
    await addSet([picks[0], picks[0], picks[1]]).expect(400)
    await addSet([picks[0], picks[1], '00000000-0000-4000-8000-000000000000']).expect(404)
    // 3 × 3.00 less 10 %.
    const cart = (await addSet(picks).expect(201)).body
    expect(cart.sets[0]).toMatchObject({
      kind: 'discovery',
      name: 'Set descubrimiento',
      price: '8.10',
    })
    // The same picks in another order are the same set.
    const again = (await addSet([...picks].reverse()).expect(201)).body
    expect(again.sets).toHaveLength(1)
    expect(again.sets[0].quantity).toBe(2)
    const order = await pay(buyer)
    expect(order.items[0]).toMatchObject({
      perfumeName: 'Set descubrimiento',
      quantity: 2,
      unitPrice: '8.10',
    })
    for (const id of picks) expect(await stockOf(id)).toEqual([13, 5, 2])
  })
})
