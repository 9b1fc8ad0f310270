import request from 'supertest'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { MailSender } from '../src/modules/mail/mail-sender'
import { User } from '../src/modules/users/entities/user.entity'
import { type Admin, signedInAdmin } from './admins'
import { createPerfumes } from './factories'
import { type Shopper, shopper } from './shoppers'
import { type Inbox, startInbox } from './smtp-inbox'
import { createTestApp, type TestApp } from './test-app'

describe("a favourite's news by mail, only with consent (e2e, over SMTP)", () => {
  let t: TestApp
  let inbox: Inbox
  let admin: Admin
  let perfume: Perfume
  const http = () => request(t.app.getHttpServer())
  const edit = (body: object, what: Perfume = perfume) =>
    admin
      .as(http().put(`/api/perfumes/${what.id}`))
      .send({ id: what.id, ...body })
      .expect(200)
  /** A bottle arrives for a perfume none of whose sizes could sell: it is back in stock. */
  const receive = (what: Perfume = perfume) =>
    admin
      .as(http().post(`/api/admin/perfumes/${what.id}/bottles`))
      .send({ ml: 25, batchCode: 'VUELVE-1' })
      .expect(201)
  const mailsTo = (who: Shopper, about = 'Ámbar') =>
    inbox.messages.filter((mail) => mail.to.includes(who.email) && mail.subject.includes(about))
  const save = (who: Shopper, what: Perfume) =>
    who.as(http().post('/api/favorites')).send({ perfumeId: what.id }).expect(201)

  /** A customer who saved the perfume; confirmed and agreeing to marketing mail, or not. */
  async function fan(
    options: { confirmed: boolean; marketing: boolean },
    what: Perfume = perfume,
  ): Promise<Shopper> {
    const who = await shopper(t.app)
    await save(who, what)
    if (options.confirmed) {
      await t.orm.em.fork().nativeUpdate(User, { id: who.userId }, { emailVerifiedAt: new Date() })
    }
    // As the settings page saves them (account-settings.e2e-spec.ts tests that page).
    await t.orm.em.fork().execute(
      `update user_settings set settings = jsonb_set(jsonb_set(settings,
         '{notifications,marketing}', ?::jsonb), '{notifications,promotions}', 'true')
       where user_id = ?`,
      [JSON.stringify(options.marketing), who.userId],
    )
    return who
  }

  beforeAll(async () => {
    inbox = await startInbox()
    t = await createTestApp({ SMTP_URL: inbox.url, RATE_LIMIT_FACTOR: '10' })
    admin = await signedInAdmin(t.app, t.orm)
    ;[perfume] = await createPerfumes(t.orm.em, [
      { name: 'Ámbar Nocturno', brand: 'Maison Test', sizes: [['5ml', 5, 1500, 0]] },
    ])
  })
  afterAll(async () => {
    await t.close()
    await inbox.close()
  })

  it('mails only confirmed customers who agreed, with a one-click way out that works', async () => {
    const yes = await fan({ confirmed: true, marketing: true })
    const unconfirmed = await fan({ confirmed: false, marketing: true })
    const declined = await fan({ confirmed: true, marketing: false })

    await edit({ isOnOffer: true, discountPercentage: 20 })
    const offer = await inbox.waitFor(
      (mail) => mail.to.includes(yes.email) && mail.subject === 'Ámbar Nocturno está en oferta',
    )
    expect(offer.text).toContain('20 % de descuento')
    const oneClick = offer.rawHeaders['list-unsubscribe'].match(/^<([^>]+)>$/)![1]
    expect(offer.rawHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(offer.text).toContain('/baja?token=')

    await receive()
    await inbox.waitFor(
      (mail) =>
        mail.to.includes(yes.email) && mail.subject === 'Ámbar Nocturno vuelve a estar disponible',
    )
    expect(mailsTo(unconfirmed)).toEqual([])
    expect(mailsTo(declined)).toEqual([])

    // The provider's one-click POST, as RFC 8058 sends it.
    const url = new URL(oneClick)
    await http()
      .post(`${url.pathname}${url.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200, { done: true })
    const [saved] = await t.orm.em
      .fork()
      .execute(
        `select settings #>> '{notifications,marketing}' as marketing from user_settings where user_id = ?`,
        [yes.userId],
      )
    expect(saved.marketing).toBe('false')
    // Another favourite back in stock: a customer who still agrees hears of it, they do not.
    const [other] = await createPerfumes(t.orm.em, [
      { name: 'Cedro Polar', brand: 'Maison Test', sizes: [['5ml', 5, 1500, 0]] },
    ])
    await save(yes, other)
    const still = await fan({ confirmed: true, marketing: true }, other)
    await receive(other)
    await inbox.waitFor(
      (mail) =>
        mail.to.includes(still.email) && mail.subject === 'Cedro Polar vuelve a estar disponible',
    )
    // Twice: the first run may be one that began before the edit's mails were queued.
    await t.app.get(MailSender).sendDue()
    await t.app.get(MailSender).sendDue()
    expect(mailsTo(yes, 'Cedro')).toEqual([])
    expect(mailsTo(yes)).toHaveLength(2)
  })

  it('refuses a token that is not the shop’s', async () => {
    const refused = await http()
      .post('/api/mail/unsubscribe')
      .query({ token: `${'0'.repeat(32)}${'A'.repeat(43)}` })
      .expect(400)
    expect(refused.body.code).toBe('LINK_INVALID')
    await http().post('/api/mail/unsubscribe').expect(400)
  })
})
