import request from 'supertest'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { Checkout } from '../src/modules/checkout/entities/checkout.entity'
import { Order } from '../src/modules/orders/entities/order.entity'
import { createPerfumes } from './factories'
import { type Shopper, shopper } from './shoppers'
import { createTestApp, eventually, type TestApp } from './test-app'

/** Nobody has voted: every key is there, every count is zero. */
const NO_VOTES = {
  votes: 0,
  longevity: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
  sillage: { '1': 0, '2': 0, '3': 0, '4': 0 },
  seasons: { primavera: 0, verano: 0, otoño: 0, invierno: 0 },
  timeOfDay: { dia: 0, noche: 0 },
}

/** Buyers' performance votes (issue 29): who votes, one vote each, the perfume's distributions. */
describe('performance votes (e2e)', () => {
  let t: TestApp
  let ambar: Perfume
  let rosa: Perfume
  let buyer: Shopper
  let otherBuyer: Shopper
  let looker: Shopper
  const http = () => request(t.app.getHttpServer())
  const em = () => t.orm.em.fork()

  /** Pays for the buyer's cart on the local test page: a confirmed order. */
  const buy = async (who: Shopper) => {
    const started = await who
      .as(http().post('/api/checkout/session'))
      .send({ addressId: who.addressId })
      .expect(201)
    const checkout = await em().findOneOrFail(Checkout, {
      providerSessionId: started.body.sessionId,
    })
    await http().post(`/api/checkout/local/${checkout.id}/pay`).expect(303)
    return em().findOneOrFail(Order, { paymentSessionId: started.body.sessionId })
  }
  const vote = (who: Shopper, perfume: { id: string }, body: object) =>
    who.as(http().post(`/api/perfumes/${perfume.id}/performance`)).send(body)
  const mine = async (who: Shopper, perfume: Perfume) =>
    (await who.as(http().get(`/api/perfumes/${perfume.id}/performance/mine`)).expect(200)).body
  /** Every vote stored on the perfume, as rows. */
  const stored = (perfume: Perfume) =>
    em().execute<{ user_id: string; longevity: number; sillage: number }[]>(
      `select user_id, longevity, sillage, seasons, time_of_day from performance_vote
        where perfume_id = ? order by created_at`,
      [perfume.id],
    )
  const catalogueVersion = async () =>
    Number(
      (await em().execute<{ version: string }[]>('select version from catalogue_version'))[0]
        .version,
    )
  /** The distributions in the perfume's own (cached) answer, once the cache has caught up. */
  const shown = async (perfume: Perfume) =>
    (await http().get(`/api/perfumes/${perfume.slug}`).expect(200)).body.performance

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'local', RATE_LIMIT_FACTOR: '10' })
    ;[ambar, rosa] = await createPerfumes(t.orm.em, [
      { name: 'Ámbar Nocturno', sizes: [['5ml', 5, 1500, 100]] },
      { name: 'Rosa Blanca', sizes: [['5ml', 5, 1200, 100]] },
    ])
    buyer = await shopper(t.app, [[ambar, '5ml', 1]])
    otherBuyer = await shopper(t.app, [
      [ambar, '5ml', 1],
      [rosa, '5ml', 1],
    ])
    // Bought a different perfume: no buyer of Ámbar.
    looker = await shopper(t.app, [[rosa, '5ml', 1]])
    await buy(buyer)
    await buy(otherBuyer)
    await buy(looker)
  })
  afterAll(() => t.close())

  it('asks who is signed in', async () => {
    const answer = await http()
      .post(`/api/perfumes/${ambar.id}/performance`)
      .send({ longevity: 4, sillage: 3, seasons: [], timeOfDay: 'dia' })
      .expect(401)
    expect(answer.body).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' })
    await http().get(`/api/perfumes/${ambar.id}/performance/mine`).expect(401)
    expect(await stored(ambar)).toEqual([])
  })

  it('refuses a customer who did not buy the perfume, and stores nothing', async () => {
    expect(await mine(looker, ambar)).toEqual({ canVote: false, vote: null })
    const version = await catalogueVersion()
    const refused = await vote(looker, ambar, {
      longevity: 5,
      sillage: 4,
      seasons: ['verano'],
      timeOfDay: 'dia',
    }).expect(403)
    expect(refused.body).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      reason: 'performance_vote_needs_purchase',
      message: 'Solo quien ha comprado este perfume puede votar cómo dura y cómo se nota',
    })
    expect(await stored(ambar)).toEqual([])
    // A refusal wrote nothing, so the cached answers stay.
    expect(await catalogueVersion()).toBe(version)
  })

  it('refuses an order that is not paid (pending, cancelled, refunded) as no purchase', async () => {
    const order = await em().findOneOrFail(Order, { user: buyer.userId })
    for (const status of ['pending', 'cancelled', 'refunded'] as const) {
      await em().nativeUpdate(Order, { id: order.id }, { status })
      expect(await mine(buyer, ambar)).toEqual({ canVote: false, vote: null })
      await vote(buyer, ambar, { longevity: 3, sillage: 2, seasons: [], timeOfDay: 'dia' }).expect(
        403,
      )
    }
    await em().nativeUpdate(Order, { id: order.id }, { status: 'delivered' })
    expect(await stored(ambar)).toEqual([])
  })

  it('takes a buyer’s vote, answers the distributions, and the perfume’s answer shows them', async () => {
    expect(await shown(ambar)).toEqual(NO_VOTES)
    expect(await mine(buyer, ambar)).toEqual({ canVote: true, vote: null })
    const version = await catalogueVersion()
    const answer = await vote(buyer, ambar, {
      longevity: 4,
      sillage: 3,
      // Stored in the year's order, whatever order they came in.
      seasons: ['invierno', 'otoño'],
      timeOfDay: 'noche',
    }).expect(200)
    const afterOne = {
      votes: 1,
      longevity: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 },
      sillage: { '1': 0, '2': 0, '3': 1, '4': 0 },
      seasons: { primavera: 0, verano: 0, otoño: 1, invierno: 1 },
      timeOfDay: { dia: 0, noche: 1 },
    }
    expect(answer.body).toEqual(afterOne)
    expect(await mine(buyer, ambar)).toEqual({
      canVote: true,
      vote: { longevity: 4, sillage: 3, seasons: ['otoño', 'invierno'], timeOfDay: 'noche' },
    })
    // The trigger moved the version in the vote's transaction: every replica drops its answers.
    expect(await catalogueVersion()).toBeGreaterThan(version)
    await eventually(() => shown(ambar), afterOne)
    // Another perfume's votes are its own; the lists carry none.
    expect(await shown(rosa)).toEqual(NO_VOTES)
    const list = (await http().get('/api/perfumes').expect(200)).body as object[]
    expect(list.length).toBeGreaterThan(0)
    for (const perfume of list) expect(perfume).not.toHaveProperty('performance')
  })

  it('replaces the first vote with the second, and counts each buyer once', async () => {
    await vote(buyer, ambar, {
      longevity: 2,
      sillage: 1,
      seasons: ['primavera', 'verano', 'otoño', 'invierno'],
      timeOfDay: 'dia',
    }).expect(200)
    const answer = await vote(otherBuyer, ambar, {
      longevity: 5,
      sillage: 4,
      seasons: [],
      timeOfDay: 'dia',
    }).expect(200)
    const expected = {
      votes: 2,
      longevity: { '1': 0, '2': 1, '3': 0, '4': 0, '5': 1 },
      sillage: { '1': 1, '2': 0, '3': 0, '4': 1 },
      seasons: { primavera: 1, verano: 1, otoño: 1, invierno: 1 },
      timeOfDay: { dia: 2, noche: 0 },
    }
    expect(answer.body).toEqual(expected)
    expect(await stored(ambar)).toEqual([
      {
        user_id: buyer.userId,
        longevity: 2,
        sillage: 1,
        seasons: ['primavera', 'verano', 'otoño', 'invierno'],
        time_of_day: 'dia',
      },
      {
        user_id: otherBuyer.userId,
        longevity: 5,
        sillage: 4,
        seasons: [],
        time_of_day: 'dia',
      },
    ])
    await eventually(() => shown(ambar), expected)

    // The same vote again changes no row: the version stays, the answers stay cached.
    const version = await catalogueVersion()
    await vote(otherBuyer, ambar, {
      longevity: 5,
      sillage: 4,
      seasons: [],
      timeOfDay: 'dia',
    }).expect(200)
    expect(await catalogueVersion()).toBe(version)
  })

  it('refuses a body out of range, repeated, unknown or incomplete with a 400, and stores nothing', async () => {
    const before = await stored(rosa)
    const good = { longevity: 3, sillage: 2, seasons: ['verano'], timeOfDay: 'dia' }
    const bad: [object, string][] = [
      [{ ...good, longevity: 6 }, 'longevity'],
      [{ ...good, longevity: 0 }, 'longevity'],
      [{ ...good, longevity: 2.5 }, 'longevity'],
      [{ ...good, longevity: '3' }, 'longevity'],
      [{ ...good, sillage: 5 }, 'sillage'],
      [{ ...good, seasons: ['verano', 'verano'] }, 'seasons'],
      [{ ...good, seasons: ['monzón'] }, 'seasons.0'],
      [{ ...good, seasons: 'verano' }, 'seasons'],
      [{ ...good, timeOfDay: 'tarde' }, 'timeOfDay'],
      [{ longevity: 3, sillage: 2, seasons: [] }, 'timeOfDay'],
      [{ ...good, userId: looker.userId }, 'userId'],
    ]
    for (const [body, field] of bad) {
      const answer = await vote(otherBuyer, rosa, body).expect(400)
      expect(answer.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' })
      expect(Object.keys(answer.body.fieldErrors ?? {})).toContain(field)
    }
    expect(await stored(rosa)).toEqual(before)
  })

  it('answers 404 for a perfume the shop does not have and 400 for a malformed id', async () => {
    const body = { longevity: 3, sillage: 2, seasons: [], timeOfDay: 'dia' }
    const missing = await vote(buyer, { id: '00000000-0000-4000-8000-000000000000' }, body).expect(
      404,
    )
    expect(missing.body).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      reason: 'perfume_not_found',
      message: 'Perfume no encontrado',
    })
    await buyer
      .as(http().get('/api/perfumes/00000000-0000-4000-8000-000000000000/performance/mine'))
      .expect(404)
    await vote(buyer, { id: 'no-es-un-id' }, body).expect(400)
  })

  it('goes with the account that voted', async () => {
    const leaving = await shopper(t.app, [[rosa, '5ml', 1]])
    await buy(leaving)
    await vote(leaving, rosa, {
      longevity: 1,
      sillage: 1,
      seasons: ['primavera'],
      timeOfDay: 'dia',
    }).expect(200)
    expect(await stored(rosa)).toHaveLength(1)
    await leaving
      .as(http().delete('/api/user/delete-account'))
      .send({ password: leaving.password })
      .expect(204)
    expect(await stored(rosa)).toEqual([])
    await eventually(() => shown(rosa), NO_VOTES)
  })
})
