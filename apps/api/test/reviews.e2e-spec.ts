import request from 'supertest'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { Checkout } from '../src/modules/checkout/entities/checkout.entity'
import { Order } from '../src/modules/orders/entities/order.entity'
import { ReviewVote } from '../src/modules/reviews/entities/review-vote.entity'
import { Review } from '../src/modules/reviews/entities/review.entity'
import { User } from '../src/modules/users/entities/user.entity'
import { type Admin, signedInAdmin } from './admins'
import { createPerfumes } from './factories'
import { type Shopper, shopper } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

const HOUR = 3_600_000

/** Reviews (spec 001 §2 Reviews, §3, §5, §6, §7): the list, the writes, 'Verificado' and 'Útil'. */
describe('reviews (e2e)', () => {
  let t: TestApp
  let admin: Admin
  let ambar: Perfume
  let rosa: Perfume
  let cedro: Perfume
  let nardo: Perfume
  let oud: Perfume
  const http = () => request(t.app.getHttpServer())
  const em = () => t.orm.em.fork()

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'local', RATE_LIMIT_FACTOR: '10' })
    ;[ambar, rosa, cedro, nardo, oud] = await createPerfumes(t.orm.em, [
      { name: 'Ámbar Nocturno', brand: 'Maison Alba' },
      { name: 'Rosa Blanca', brand: 'Lancôme' },
      { name: 'Cedro 100%', brand: 'Casa de Prueba' },
      { name: 'Nardo', brand: 'Casa de Prueba', sizes: [['5ml', 5, 1500, 100]] },
      { name: 'Oud Real', brand: 'Casa de Prueba', sizes: [['5ml', 5, 2500, 100]] },
    ])
    admin = await signedInAdmin(t.app, t.orm)
  })
  afterAll(() => t.close())

  /** A known set of twelve reviews, written straight to the database (the list reads it). */
  describe('the list: sorts, filter, search and pages on a known data set', () => {
    const RATINGS = [5, 4, 3, 2, 1, 5, 4, 3, 2, 1, 5, 4]
    const HELPFUL = [0, 3, 1, 7, 2, 0, 5, 0, 0, 4, 1, 6]
    const base = new Date('2026-01-10T10:00:00.000Z').getTime()
    const perfumeOf = (i: number) => [ambar, rosa, cedro][i % 3]
    const reviewIds: string[] = []
    const userIds: string[] = []

    beforeAll(async () => {
      const tx = em()
      for (let i = 0; i < 12; i++) {
        const user = tx.create(User, {
          email: `lector${i}@example.com`,
          // The first has a name; the last signed up with their email as username.
          username: i === 11 ? 'lector11@example.com' : `lector${i}`,
          name: i === 0 ? 'Lucía Fernández' : null,
          avatarUrl: i === 0 ? 'https://example.com/lucia.png' : null,
        })
        const review = tx.create(Review, {
          user,
          perfume: perfumeOf(i).id,
          rating: RATINGS[i],
          title:
            i === 2
              ? 'Un 50% más de lo que esperaba'
              : i === 0
                ? '<script>alert(1)</script>'
                : `Reseña ${i}`,
          content: i === 6 ? 'Huele a vainilla y a madera' : `Contenido ${i}`,
          pros: i === 0 ? 'Dura todo el día' : '',
          cons: i === 0 ? 'El precio' : '',
          longevity: (i % 5) + 1,
          sillage: ((i + 1) % 5) + 1,
          value: ((i + 2) % 5) + 1,
          helpfulCount: HELPFUL[i],
          createdAt: new Date(base + i * HOUR),
          updatedAt: new Date(base + i * HOUR),
        })
        reviewIds.push(review.id)
        userIds.push(user.id)
      }
      await tx.flush()
    })

    const page = async (query: Record<string, string | number>) =>
      (await http().get('/api/reviews').query(query).expect(200)).body as {
        items: { id: string }[]
        total: number
        page: number
        pageSize: number
      }
    const order = async (query: Record<string, string | number>) => {
      const body = await page(query)
      return { ids: body.items.map((item) => reviewIds.indexOf(item.id)), total: body.total }
    }

    it('answers whole reviews with the author’s display name, never their email', async () => {
      const body = await page({ sort: 'oldest' })
      expect(body).toMatchObject({ total: 12, page: 1, pageSize: 10 })
      expect(body.items).toHaveLength(10)
      expect(body.items[0]).toEqual({
        id: reviewIds[0],
        userId: userIds[0],
        user: { name: 'Lucía Fernández', avatar: 'https://example.com/lucia.png' },
        perfumeId: ambar.id,
        perfumeName: 'Ámbar Nocturno',
        perfumeBrand: 'Maison Alba',
        perfumeSlug: ambar.slug,
        rating: 5,
        // Stored as written; the pages show it as text.
        title: '<script>alert(1)</script>',
        content: 'Contenido 0',
        pros: 'Dura todo el día',
        cons: 'El precio',
        longevity: 1,
        sillage: 2,
        value: 3,
        helpfulCount: 0,
        isVerified: false,
        createdAt: '2026-01-10T10:00:00.000Z',
      })
      expect(body.items[1]).toMatchObject({ user: { name: 'lector1', avatar: null } })
      const newest = await page({})
      expect(newest.items[0]).toMatchObject({ id: reviewIds[11], user: { name: 'lector11' } })
      expect(JSON.stringify(newest)).not.toContain('@example.com')
    })

    it('sorts by newest (the default), oldest, rating and helpful, and pages by ten', async () => {
      expect(await order({})).toEqual({ ids: [11, 10, 9, 8, 7, 6, 5, 4, 3, 2], total: 12 })
      expect(await order({ page: 2 })).toEqual({ ids: [1, 0], total: 12 })
      expect(await order({ page: 3 })).toEqual({ ids: [], total: 12 })
      expect(await order({ sort: 'oldest' })).toEqual({
        ids: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        total: 12,
      })
      // Ties: the newest first.
      expect(await order({ sort: 'rating' })).toEqual({
        ids: [10, 5, 0, 11, 6, 1, 7, 2, 8, 3],
        total: 12,
      })
      expect(await order({ sort: 'rating', page: 2 })).toEqual({ ids: [9, 4], total: 12 })
      expect(await order({ sort: 'helpful' })).toEqual({
        ids: [3, 11, 6, 9, 1, 4, 10, 2, 8, 7],
        total: 12,
      })
      expect(await order({ sort: 'helpful', page: 2 })).toEqual({ ids: [5, 0], total: 12 })
    })

    it('filters by rating and perfume, and searches title, text, perfume and brand', async () => {
      expect(await order({ filter: '5' })).toEqual({ ids: [10, 5, 0], total: 3 })
      expect(await order({ filter: '1', sort: 'oldest' })).toEqual({ ids: [4, 9], total: 2 })
      expect(await order({ filter: 'all', perfumeId: ambar.id })).toEqual({
        ids: [9, 6, 3, 0],
        total: 4,
      })
      // The brand without its accent, and in any case.
      expect(await order({ search: 'lancome' })).toEqual({ ids: [10, 7, 4, 1], total: 4 })
      expect(await order({ search: 'LANCÔME', filter: '4' })).toEqual({ ids: [1], total: 1 })
      expect(await order({ search: 'Vainilla' })).toEqual({ ids: [6], total: 1 })
      expect(await order({ search: 'nocturno' })).toEqual({ ids: [9, 6, 3, 0], total: 4 })
      // % and _ are letters to search, not patterns.
      expect(await order({ search: '50%' })).toEqual({ ids: [2], total: 1 })
      expect(await order({ search: '100%' })).toEqual({ ids: [11, 8, 5, 2], total: 4 })
      expect(await order({ search: '_' })).toEqual({ ids: [], total: 0 })
      expect(await order({ search: '  reseña 1 ' })).toEqual({ ids: [11, 10, 1], total: 3 })
      // Empty values are the defaults (the spec's page sends them so).
      expect(await order({ search: '', filter: '', sort: '', perfumeId: '' })).toEqual({
        ids: [11, 10, 9, 8, 7, 6, 5, 4, 3, 2],
        total: 12,
      })
    })

    it('refuses parameters outside their values with a 400', async () => {
      for (const query of [
        { filter: '6' },
        { sort: 'best' },
        { page: '0' },
        { page: 'dos' },
        { perfumeId: 'abc' },
        { search: 'x'.repeat(101) },
        { userId: userIds[0] },
      ]) {
        const answer = await http().get('/api/reviews').query(query).expect(400)
        expect(answer.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' })
      }
      const bad = await http().get('/api/reviews').query({ filter: '6' }).expect(400)
      expect(bad.body.fieldErrors).toEqual({
        filter: ['El filtro es all o una valoración de 1 a 5'],
      })
    })

    it('lists one customer’s reviews, newest first; publicly', async () => {
      const body = (await http().get(`/api/reviews/user/${userIds[3]}`).expect(200)).body
      expect(body.map((item: { id: string }) => item.id)).toEqual([reviewIds[3]])
      expect(body[0]).toMatchObject({ userId: userIds[3], rating: 2, helpfulCount: 7 })
      const nobody = await http()
        .get('/api/reviews/user/00000000-0000-4000-8000-000000000000')
        .expect(200)
      expect(nobody.body).toEqual([])
      await http().get('/api/reviews/user/nadie').expect(400)
    })

    it('sums a perfume up: average, count, the three fragrance averages, the latest five', async () => {
      const body = (await http().get(`/api/perfumes/${ambar.id}/reviews/summary`).expect(200)).body
      // Reviews 0, 3, 6, 9: ratings 5, 2, 4, 1; longevity 1, 4, 2, 5; sillage 2, 5, 3, 1; value 3, 1, 4, 2.
      expect(body).toEqual({
        perfumeId: ambar.id,
        average: 3,
        count: 4,
        longevity: 3,
        sillage: 2.8,
        value: 2.5,
        latest: [reviewIds[9], reviewIds[6], reviewIds[3], reviewIds[0]].map((id) =>
          expect.objectContaining({ id, perfumeId: ambar.id }),
        ),
      })
      const none = (await http().get(`/api/perfumes/${oud.id}/reviews/summary`).expect(200)).body
      expect(none).toEqual({
        perfumeId: oud.id,
        average: 0,
        count: 0,
        longevity: 0,
        sillage: 0,
        value: 0,
        latest: [],
      })
      await http()
        .get('/api/perfumes/00000000-0000-4000-8000-000000000000/reviews/summary')
        .expect(404)
      await http().get('/api/perfumes/no-es-un-id/reviews/summary').expect(400)
    })
  })

  describe('writing, editing, deleting and voting', () => {
    let ana: Shopper
    let beto: Shopper

    beforeAll(async () => {
      ana = await shopper(t.app)
      beto = await shopper(t.app)
    })

    const rowOf = (id: string) => em().findOne(Review, { id })
    const plain = (review: Review | null) =>
      review && {
        rating: review.rating,
        title: review.title,
        content: review.content,
        pros: review.pros,
        cons: review.cons,
        longevity: review.longevity,
        sillage: review.sillage,
        value: review.value,
        helpfulCount: review.helpfulCount,
      }

    it('writes a review: trimmed, ratings 5 when not given, not verified without a purchase', async () => {
      const created = await ana
        .as(http().post('/api/reviews'))
        .send({
          perfumeId: nardo.id,
          title: '  Muy bueno  ',
          content: ' Fresco y limpio.\nDura poco. ',
          pros: ' Fresco ',
        })
        .expect(201)
      expect(created.body).toEqual({
        id: expect.any(String),
        userId: ana.userId,
        user: { name: ana.email.split('@')[0], avatar: null },
        perfumeId: nardo.id,
        perfumeName: 'Nardo',
        perfumeBrand: 'Casa de Prueba',
        perfumeSlug: 'nardo',
        rating: 5,
        title: 'Muy bueno',
        content: 'Fresco y limpio.\nDura poco.',
        pros: 'Fresco',
        cons: '',
        longevity: 5,
        sillage: 5,
        value: 5,
        helpfulCount: 0,
        isVerified: false,
        createdAt: expect.any(String),
      })
      expect(plain(await rowOf(created.body.id))).toEqual({
        rating: 5,
        title: 'Muy bueno',
        content: 'Fresco y limpio.\nDura poco.',
        pros: 'Fresco',
        cons: '',
        longevity: 5,
        sillage: 5,
        value: 5,
        helpfulCount: 0,
      })
    })

    it('a second review of the same perfume edits the first (200, one row)', async () => {
      const [first] = await em().find(Review, { user: ana.userId, perfume: nardo.id })
      const again = await ana
        .as(http().post('/api/reviews'))
        .send({
          perfumeId: nardo.id,
          rating: 3,
          title: 'Cambio de opinión',
          content: 'Con el tiempo, menos.',
          longevity: 2,
          sillage: 3,
          value: 4,
        })
        .expect(200)
      expect(again.body).toMatchObject({
        id: first.id,
        rating: 3,
        title: 'Cambio de opinión',
        pros: '',
        longevity: 2,
        sillage: 3,
        value: 4,
        createdAt: first.createdAt.toISOString(),
      })
      expect(await em().count(Review, { user: ana.userId, perfume: nardo.id })).toBe(1)
      // Ten quick submits of a new review still make one.
      const quick = await Promise.all(
        Array.from({ length: 10 }, () =>
          beto
            .as(http().post('/api/reviews'))
            .send({ perfumeId: oud.id, title: 'Rápida', content: 'Doble clic' }),
        ),
      )
      expect(quick.map((answer) => answer.status).sort()).toEqual([
        200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
      ])
      expect(await em().count(Review, { user: beto.userId, perfume: oud.id })).toBe(1)
    })

    it('refuses bad input field by field, changing nothing', async () => {
      const before = await em().count(Review, {})
      const empty = await ana.as(http().post('/api/reviews')).send({}).expect(400)
      expect(empty.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: expect.any(String),
        fieldErrors: {
          perfumeId: ['Elige un perfume'],
          title: ['El título es obligatorio'],
          content: ['La reseña es obligatoria'],
        },
      })
      const blank = await ana
        .as(http().post('/api/reviews'))
        .send({ perfumeId: nardo.id, title: '   ', content: '  ' })
        .expect(400)
      expect(blank.body.fieldErrors).toEqual({
        title: ['El título es obligatorio'],
        content: ['La reseña es obligatoria'],
      })
      const long = await ana
        .as(http().post('/api/reviews'))
        .send({
          perfumeId: nardo.id,
          title: 't'.repeat(121),
          content: 'c'.repeat(2001),
          pros: 'p'.repeat(501),
          cons: 'c'.repeat(501),
        })
        .expect(400)
      expect(long.body.fieldErrors).toEqual({
        title: ['El título no puede superar los 120 caracteres'],
        content: ['La reseña no puede superar los 2000 caracteres'],
        pros: ['Los pros no puede superar los 500 caracteres'],
        cons: ['Los contras no puede superar los 500 caracteres'],
      })
      const ratings = await ana
        .as(http().post('/api/reviews'))
        .send({
          perfumeId: nardo.id,
          title: 'T',
          content: 'C',
          rating: 0,
          longevity: 6,
          sillage: 2.5,
          value: 'mucho',
        })
        .expect(400)
      expect(Object.keys(ratings.body.fieldErrors).sort()).toEqual([
        'longevity',
        'rating',
        'sillage',
        'value',
      ])
      expect(ratings.body.fieldErrors.rating).toEqual(['La valoración: elige de 1 a 5 estrellas'])
      await ana
        .as(http().post('/api/reviews'))
        .send({ perfumeId: nardo.id, title: 'T', content: 'C', isVerified: true })
        .expect(400)
      const unknown = await ana
        .as(http().post('/api/reviews'))
        .send({ perfumeId: '00000000-0000-4000-8000-000000000000', title: 'T', content: 'C' })
        .expect(404)
      expect(unknown.body).toMatchObject({
        statusCode: 404,
        code: 'NOT_FOUND',
        reason: 'perfume_not_found',
        message: 'Perfume no encontrado',
      })
      const visitor = await http()
        .post('/api/reviews')
        .send({ perfumeId: nardo.id, title: 'T', content: 'C' })
        .expect(401)
      expect(visitor.body.code).toBe('UNAUTHENTICATED')
      expect(await em().count(Review, {})).toBe(before)
    })

    it('the author edits their review; another customer cannot edit or delete it (404, unchanged)', async () => {
      const [review] = await em().find(Review, { user: ana.userId, perfume: nardo.id })
      const before = plain(await rowOf(review.id))
      const body = { title: 'Ajena', content: 'Cambiada por otro', rating: 1 }
      const foreignPut = await beto
        .as(http().put(`/api/reviews/${review.id}`))
        .send(body)
        .expect(404)
      expect(foreignPut.body).toMatchObject({
        statusCode: 404,
        code: 'NOT_FOUND',
        reason: 'review_not_found',
        message: 'Reseña no encontrada',
      })
      await beto.as(http().delete(`/api/reviews/${review.id}`)).expect(404)
      expect(plain(await rowOf(review.id))).toEqual(before)
      await http().put(`/api/reviews/${review.id}`).send(body).expect(401)
      await http().delete(`/api/reviews/${review.id}`).expect(401)
      expect(plain(await rowOf(review.id))).toEqual(before)

      const edited = await ana
        .as(http().put(`/api/reviews/${review.id}`))
        .send({ title: 'Editada', content: 'Ahora sí', cons: 'Caro', rating: 4, sillage: 1 })
        .expect(200)
      expect(edited.body).toMatchObject({
        id: review.id,
        perfumeId: nardo.id,
        title: 'Editada',
        content: 'Ahora sí',
        pros: '',
        cons: 'Caro',
        rating: 4,
        longevity: 5,
        sillage: 1,
        value: 5,
      })
      // The perfume of a review does not change.
      const moved = await ana
        .as(http().put(`/api/reviews/${review.id}`))
        .send({ perfumeId: oud.id, title: 'X', content: 'Y' })
        .expect(400)
      expect(moved.body.fieldErrors).toEqual({ perfumeId: ['La reseña es de otro perfume'] })
      await ana
        .as(http().put(`/api/reviews/${review.id}`))
        .send({ perfumeId: nardo.id, title: 'Editada', content: 'Ahora sí' })
        .expect(200)
      await ana
        .as(http().put(`/api/reviews/${review.id}`))
        .send({ title: '', content: 'Y' })
        .expect(400)
      await ana.as(http().put('/api/reviews/no-es-un-id')).send(body).expect(400)
      await ana
        .as(http().put('/api/reviews/00000000-0000-4000-8000-000000000000'))
        .send(body)
        .expect(404)
    })

    it('counts 20 concurrent votes of one customer once; the author cannot vote', async () => {
      const [review] = await em().find(Review, { user: ana.userId, perfume: nardo.id })
      const votes = await Promise.all(
        Array.from({ length: 20 }, () => beto.as(http().post(`/api/reviews/${review.id}/helpful`))),
      )
      expect(votes.map((vote) => vote.status)).toEqual(Array(20).fill(200))
      for (const vote of votes) expect(vote.body).toEqual({ helpfulCount: 1, voted: true })
      expect((await rowOf(review.id))?.helpfulCount).toBe(1)
      expect(await em().count(ReviewVote, { review: review.id })).toBe(1)

      const own = await ana.as(http().post(`/api/reviews/${review.id}/helpful`)).expect(403)
      expect(own.body).toMatchObject({
        statusCode: 403,
        code: 'FORBIDDEN',
        reason: 'own_review_vote',
        message: 'No puedes votar tu propia reseña',
      })
      await http().post(`/api/reviews/${review.id}/helpful`).expect(401)
      await beto
        .as(http().post('/api/reviews/00000000-0000-4000-8000-000000000000/helpful'))
        .expect(404)
      const carla = await shopper(t.app)
      const second = await carla.as(http().post(`/api/reviews/${review.id}/helpful`)).expect(200)
      expect(second.body).toEqual({ helpfulCount: 2, voted: true })
      expect((await rowOf(review.id))?.helpfulCount).toBe(2)
    })

    it('an administrator edits and deletes anyone’s review', async () => {
      const [review] = await em().find(Review, { user: beto.userId, perfume: oud.id })
      const edited = await admin
        .as(http().put(`/api/reviews/${review.id}`))
        .send({ title: 'Moderada', content: 'Texto moderado' })
        .expect(200)
      expect(edited.body).toMatchObject({ id: review.id, userId: beto.userId, title: 'Moderada' })
      await admin.as(http().delete(`/api/reviews/${review.id}`)).expect(204)
      expect(await rowOf(review.id)).toBeNull()
    })

    it('the author deletes their review, with its votes', async () => {
      const dora = await shopper(t.app)
      const written = await dora
        .as(http().post('/api/reviews'))
        .send({ perfumeId: oud.id, title: 'Borrar', content: 'Pronto' })
        .expect(201)
      await ana.as(http().post(`/api/reviews/${written.body.id}/helpful`)).expect(200)
      await dora.as(http().delete(`/api/reviews/${written.body.id}`)).expect(204)
      expect(await rowOf(written.body.id)).toBeNull()
      expect(await em().count(ReviewVote, { review: written.body.id })).toBe(0)
      await dora.as(http().delete(`/api/reviews/${written.body.id}`)).expect(404)
    })
  })

  describe("'Verificado', the profile and the account's data", () => {
    /** Pays for the buyer's cart on the local test page: a confirmed order. */
    const buy = async (buyer: Shopper) => {
      const started = await buyer
        .as(http().post('/api/checkout/session'))
        .send({ addressId: buyer.addressId })
        .expect(201)
      const checkout = await em().findOneOrFail(Checkout, {
        providerSessionId: started.body.sessionId,
      })
      await http().post(`/api/checkout/local/${checkout.id}/pay`).expect(303)
      return em().findOneOrFail(Order, { paymentSessionId: started.body.sessionId })
    }
    const review = (who: Shopper, perfume: Perfume) =>
      who
        .as(http().post('/api/reviews'))
        .send({ perfumeId: perfume.id, title: 'Comprado', content: 'Lo compré aquí' })
    const verified = async (perfume: Perfume) =>
      Object.fromEntries(
        (
          await http().get('/api/reviews').query({ perfumeId: perfume.id }).expect(200)
        ).body.items.map((item: { userId: string; isVerified: boolean }) => [
          item.userId,
          item.isVerified,
        ]),
      )

    it('is true only for a buyer of that perfume in a paid order', async () => {
      const buyer = await shopper(t.app, [[oud, '5ml', 1]])
      const other = await shopper(t.app, [[nardo, '5ml', 1]])
      const looker = await shopper(t.app)
      await buy(buyer)
      await buy(other)
      await review(buyer, oud).expect(201)
      await review(other, oud).expect(201)
      await review(looker, oud).expect(201)
      expect(await verified(oud)).toEqual({
        [buyer.userId]: true,
        [other.userId]: false,
        [looker.userId]: false,
      })
      const written = await review(buyer, oud).expect(200)
      expect(written.body.isVerified).toBe(true)

      // A refunded or cancelled order is no purchase any more.
      const order = await em().findOneOrFail(Order, { user: buyer.userId })
      await em().nativeUpdate(Order, { id: order.id }, { status: 'refunded' })
      expect((await verified(oud))[buyer.userId]).toBe(false)
      await em().nativeUpdate(Order, { id: order.id }, { status: 'pending' })
      expect((await verified(oud))[buyer.userId]).toBe(false)
      await em().nativeUpdate(Order, { id: order.id }, { status: 'delivered' })
      expect((await verified(oud))[buyer.userId]).toBe(true)
    })

    it('counts in the profile, shows in its activity and in the data export', async () => {
      const eva = await shopper(t.app)
      const stats = async () => (await eva.as(http().get('/api/user/stats')).expect(200)).body
      expect((await stats()).reviewsCount).toBe(0)
      await eva
        .as(http().post('/api/reviews'))
        .send({
          perfumeId: rosa.id,
          rating: 4,
          title: 'Elegante',
          content: 'Una rosa limpia',
          pros: 'Elegante',
          cons: 'Suave',
          longevity: 3,
          sillage: 2,
          value: 4,
        })
        .expect(201)
      await eva
        .as(http().post('/api/reviews'))
        .send({ perfumeId: cedro.id, title: 'Madera', content: 'Seco' })
        .expect(201)
      expect((await stats()).reviewsCount).toBe(2)
      const activity = (await eva.as(http().get('/api/user/activity')).expect(200)).body
      expect(
        activity
          .filter((item: { type: string }) => item.type === 'review')
          .map((item: { title: string; description: string }) => [item.title, item.description]),
      ).toEqual([
        ['Reseña publicada', 'Cedro 100%'],
        ['Reseña publicada', 'Rosa Blanca'],
      ])
      const data = (
        await eva.as(http().get('/api/user/export-data')).query({ format: 'json' }).expect(200)
      ).body
      expect(data.reviews).toEqual([
        expect.objectContaining({ perfume: 'Cedro 100%', brand: 'Casa de Prueba', rating: 5 }),
        {
          perfume: 'Rosa Blanca',
          brand: 'Lancôme',
          rating: 4,
          title: 'Elegante',
          content: 'Una rosa limpia',
          pros: 'Elegante',
          cons: 'Suave',
          longevity: 3,
          sillage: 2,
          value: 4,
          helpfulCount: 0,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      ])
    })

    it('a deleted account takes its reviews and votes with it', async () => {
      const fede = await shopper(t.app)
      const written = await fede
        .as(http().post('/api/reviews'))
        .send({ perfumeId: rosa.id, title: 'Me voy', content: 'Adiós' })
        .expect(201)
      const other = (await em().find(Review, { perfume: cedro.id }))[0]
      await fede.as(http().post(`/api/reviews/${other.id}/helpful`)).expect(200)
      await fede
        .as(http().delete('/api/user/delete-account'))
        .send({ password: 'una-clave-larga' })
        .expect(204)
      expect(await rowOf(written.body.id)).toBeNull()
      expect(await em().count(ReviewVote, { user: fede.userId })).toBe(0)
    })

    const rowOf = (id: string) => em().findOne(Review, { id })
  })
})
