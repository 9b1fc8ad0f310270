import { MAX_ALLERGENS_LENGTH, shortOrderId } from '@aurum/contracts'
import request from 'supertest'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { Checkout } from '../src/modules/checkout/entities/checkout.entity'
import { type Admin, signedInAdmin } from './admins'
import { pdfText } from './pdf-text'
import { SHIPPING_ADDRESS, type Shopper, shopper } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

const ALLERGENS = 'Linalool, Limonene, Citral'
const NO_ORDER = '00000000-0000-4000-8000-000000000000'

/** The back office prints an order's packing slip and its decants' labels, alone or in bulk. */
describe("back office: an order's packing slip and labels (e2e)", () => {
  let t: TestApp
  let admin: Admin
  let amber: string
  let cedar: string
  /** Two decants of Ámbar (one from each of its batches) and one of Cedro. */
  let first: { id: string; code: string; buyer: Shopper }
  /** A collection's set of both perfumes. */
  let second: { id: string; code: string }
  const http = () => request(t.app.getHttpServer())

  /** A perfume of 5 and 10 ml created through the back office, with no bottle yet. */
  const newPerfume = async (name: string, extra: object = {}): Promise<string> =>
    (
      await admin
        .as(http().post('/api/perfumes'))
        .send({
          name,
          brand: 'Casa Etiquetas',
          description: 'Un perfume para imprimir.',
          category: 'unisex',
          sizes: '5ml, 10ml',
          prices: '6.00, 10.00',
          ...extra,
        })
        .expect(201)
    ).body.id
  const receive = (perfumeId: string, ml: number, batchCode: string) =>
    admin
      .as(http().post(`/api/admin/perfumes/${perfumeId}/bottles`))
      .send({ ml, batchCode })
      .expect(201)
  const pay = async (buyer: Shopper) => {
    const started = await buyer
      .as(http().post('/api/checkout/session'))
      .send({ addressId: buyer.addressId })
      .expect(201)
    const checkout = await t.orm.em
      .fork()
      .findOneOrFail(Checkout, { providerSessionId: started.body.sessionId })
    await http().post(`/api/checkout/local/${checkout.id}/pay`).expect(303)
    const order = await buyer
      .as(http().get(`/api/orders/by-session/${started.body.sessionId}`))
      .expect(200)
    return { id: order.body.id as string, code: shortOrderId(order.body.id) }
  }
  const asPerfume = (id: string) => ({ id }) as Perfume
  /** The PDF an answer carries, as text, and the name it is downloaded as. */
  const pdfOf = async (call: request.Test) => {
    const answer = await call
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => done(null, Buffer.concat(chunks)))
      })
      .expect(200)
    expect(answer.headers['content-type']).toBe('application/pdf')
    expect(answer.headers['cache-control']).toBe('private, no-store')
    return {
      ...(await pdfText(answer.body as Buffer)),
      disposition: answer.headers['content-disposition'],
    }
  }
  const count = (text: string, part: string) => text.split(part).length - 1

  beforeAll(async () => {
    t = await createTestApp({
      PAYMENT_PROVIDER: 'local',
      RATE_LIMIT_FACTOR: '20',
      LOG_LEVEL: 'error',
    })
    admin = await signedInAdmin(t.app, t.orm)
    amber = await newPerfume('Ámbar Etiqueta', { allergens: ALLERGENS })
    cedar = await newPerfume('Cedro Etiqueta')
    // Ámbar's first bottle holds one decant of 5 ml and a little: the second decant is poured
    // from the next bottle, so the two labels of one line carry different batches.
    await receive(amber, 6, 'AMB-1')
    await receive(amber, 50, 'AMB-2')
    await receive(cedar, 50, 'CED-1')
    const buyer = await shopper(t.app, [
      [asPerfume(amber), '5ml', 2],
      [asPerfume(cedar), '10ml', 1],
    ])
    first = { ...(await pay(buyer)), buyer }

    const collection = (
      await admin
        .as(http().post('/api/collections'))
        .send({
          name: 'Dúo Etiquetas',
          description: 'Dos perfumes para imprimir.',
          theme: 'prueba',
          perfumeIds: [amber, cedar],
          sizes: ['5ml'],
          prices: ['11.00'],
        })
        .expect(201)
    ).body
    const setBuyer = await shopper(t.app, [])
    await setBuyer
      .as(http().post('/api/cart/sets'))
      .send({ collectionId: collection.id, size: '5ml', quantity: 1 })
      .expect(201)
    second = await pay(setBuyer)
  })
  afterAll(() => t.close())

  it("keeps a perfume's allergens: given, changed, cleared with null, at most 500 characters", async () => {
    const shown = async () =>
      (await admin.as(http().get(`/api/admin/perfumes/${amber}`)).expect(200)).body.allergens
    expect(await shown()).toBe(ALLERGENS)
    const put = (allergens: unknown) =>
      admin.as(http().put(`/api/perfumes/${cedar}`)).send({ id: cedar, allergens })
    expect((await put('  Coumarin, Eugenol ').expect(200)).body.allergens).toBe('Coumarin, Eugenol')
    expect((await put(null).expect(200)).body.allergens).toBeNull()
    const tooLong = await put('x'.repeat(MAX_ALLERGENS_LENGTH + 1)).expect(400)
    expect(tooLong.body.fieldErrors).toEqual({ allergens: ['Como máximo 500 caracteres'] })
    expect(await shown()).toBe(ALLERGENS)
    const [row] = await t.orm.em
      .fork()
      .execute<{ allergens: string | null }[]>('select allergens from perfume where id = ?', [
        cedar,
      ])
    expect(row.allergens).toBeNull()
  })

  it('prints the packing slip: customer, address, each line with its batches and units', async () => {
    const slip = await pdfOf(admin.as(http().get(`/api/admin/orders/${first.id}/packing-slip`)))
    expect(slip.disposition).toBe(`attachment; filename="albaran-${first.code}.pdf"`)
    expect(slip.pages).toBe(1)
    for (const expected of [
      'Albarán',
      `Pedido #${first.code}`,
      first.buyer.email,
      SHIPPING_ADDRESS.name,
      SHIPPING_ADDRESS.street,
      `${SHIPPING_ADDRESS.zipCode} ${SHIPPING_ADDRESS.city}`,
      'Ámbar Etiqueta',
      'Cedro Etiqueta',
      'Casa Etiquetas',
      'AMB-1, AMB-2',
      'CED-1',
      '3 unidades en total',
    ]) {
      expect(slip.text).toContain(expected)
    }
  })

  it("prints a label per decant, with its batch, the perfume's allergens and the decant notice", async () => {
    const labels = await pdfOf(admin.as(http().get(`/api/admin/orders/${first.id}/labels`)))
    expect(labels.disposition).toBe(`attachment; filename="etiquetas-${first.code}.pdf"`)
    expect(labels.pages).toBe(1)
    // Two of Ámbar (quantity 2), one of Cedro.
    expect(count(labels.text, 'Decant de perfume original')).toBe(3)
    expect(count(labels.text, 'Ámbar Etiqueta')).toBe(2)
    expect(labels.text).toContain('5 ml · Lote AMB-1')
    expect(labels.text).toContain('5 ml · Lote AMB-2')
    expect(labels.text).toContain('10 ml · Lote CED-1')
    // Only Ámbar declares allergens.
    expect(count(labels.text, `Alérgenos: ${ALLERGENS}`)).toBe(2)
    expect(count(labels.text, `#${first.code}`)).toBe(3)
  })

  it("a set's line gets a label per perfume of the set", async () => {
    const labels = await pdfOf(admin.as(http().get(`/api/admin/orders/${second.id}/labels`)))
    expect(count(labels.text, 'Decant de perfume original')).toBe(2)
    // Ámbar's first bottle kept 1 ml: the set's decant came from the second.
    expect(labels.text).toContain('Ámbar Etiqueta')
    expect(labels.text).toContain('5 ml · Lote AMB-2')
    expect(labels.text).toContain('Cedro Etiqueta')
    expect(labels.text).toContain('5 ml · Lote CED-1')
    expect(count(labels.text, `Alérgenos: ${ALLERGENS}`)).toBe(1)
    const slip = await pdfOf(admin.as(http().get(`/api/admin/orders/${second.id}/packing-slip`)))
    expect(slip.text).toContain('Dúo Etiquetas')
    expect(slip.text).toContain('Ámbar Etiqueta: AMB-2')
    expect(slip.text).toContain('Cedro Etiqueta: CED-1')
  })

  it('prints several orders in one PDF: slips each on its own page, labels one after another', async () => {
    const print = (document: string) =>
      admin
        .as(http().post('/api/admin/orders/print'))
        .send({ orderIds: [second.id, first.id], document })
    const slips = await pdfOf(print('packing-slip'))
    expect(slips.disposition).toBe('attachment; filename="albaranes.pdf"')
    expect(slips.pages).toBe(2)
    expect(slips.text).toContain(`Pedido #${first.code}`)
    expect(slips.text).toContain(`Pedido #${second.code}`)
    // In the order asked.
    expect(slips.text.indexOf(second.code)).toBeLessThan(slips.text.indexOf(first.code))

    const labels = await pdfOf(print('labels'))
    expect(labels.disposition).toBe('attachment; filename="etiquetas.pdf"')
    expect(labels.pages).toBe(1)
    expect(count(labels.text, 'Decant de perfume original')).toBe(5)
    expect(count(labels.text, `#${first.code}`)).toBe(3)
    expect(count(labels.text, `#${second.code}`)).toBe(2)
  })

  it('prints nothing for an order that is not there, and refuses bad input', async () => {
    const missing = await admin
      .as(http().post('/api/admin/orders/print'))
      .send({ orderIds: [first.id, NO_ORDER], document: 'labels' })
      .expect(404)
    expect(missing.body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      reason: 'order_to_print_not_found',
      message: `Pedido no encontrado: ${NO_ORDER}. No se ha impreso ningún documento`,
      params: { orderId: NO_ORDER },
    })
    await admin.as(http().get(`/api/admin/orders/${NO_ORDER}/packing-slip`)).expect(404)
    await admin.as(http().get(`/api/admin/orders/${NO_ORDER}/labels`)).expect(404)
    await admin.as(http().get('/api/admin/orders/no-es-un-id/labels')).expect(400)

    const refused = async (body: object) =>
      (await admin.as(http().post('/api/admin/orders/print')).send(body).expect(400)).body
        .fieldErrors
    expect(await refused({ orderIds: [], document: 'labels' })).toEqual({
      orderIds: ['Elige al menos un pedido'],
    })
    expect(await refused({ orderIds: [first.id, first.id], document: 'labels' })).toEqual({
      orderIds: ['Un pedido aparece dos veces'],
    })
    const many = Array.from(
      { length: 51 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    )
    expect(await refused({ orderIds: many, document: 'labels' })).toEqual({
      orderIds: ['Como máximo 50 pedidos a la vez'],
    })
    expect(await refused({ orderIds: [first.id], document: 'facturas' })).toEqual({
      document: ['Elige qué imprimir: albaranes o etiquetas'],
    })
  })

  it('is for the administrator only: a customer gets 403, a visitor 401, even for their own order', async () => {
    const calls = [
      () => http().get(`/api/admin/orders/${first.id}/packing-slip`),
      () => http().get(`/api/admin/orders/${first.id}/labels`),
      () =>
        http()
          .post('/api/admin/orders/print')
          .send({ orderIds: [first.id], document: 'labels' }),
    ]
    for (const call of calls) {
      const asOwner = await first.buyer.as(call()).expect(403)
      expect(asOwner.body).toMatchObject({ code: 'FORBIDDEN', reason: 'admin_required' })
      await call().expect(401)
    }
  })
})
