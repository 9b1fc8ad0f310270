import request from 'supertest'
import { OneTimeCode } from '../src/modules/auth/entities/one-time-code.entity'
import { User } from '../src/modules/users/entities/user.entity'
import { type Inbox, startInbox } from './smtp-inbox'
import { createTestApp, type TestApp } from './test-app'

const PASSWORD = 'una-clave-larga'

describe('addresses that belong to their owners, and forgotten passwords (e2e, over SMTP)', () => {
  let t: TestApp
  let inbox: Inbox
  const http = () => request(t.app.getHttpServer())
  let counter = 0
  const newName = () => `correo${++counter}`

  /** The first mail to this address whose text has this link; its token. */
  async function linkIn(to: string, path: string): Promise<string> {
    const mail = await inbox.waitFor(
      (message) => message.to.includes(to) && message.text.includes(path),
    )
    const url = new URL(mail.text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`))![0])
    expect(mail.html).toContain(url.toString().replace(/&/g, '&amp;'))
    return url.searchParams.get('token')!
  }
  const mailsTo = (to: string) => inbox.messages.filter((message) => message.to.includes(to))
  const login = (email: string, password = PASSWORD) =>
    http().post('/api/auth/login').send({ login: email, password })
  async function registered(name = newName()) {
    const email = `${name}@example.com`
    await http()
      .post('/api/auth/register')
      .send({ username: name, email, password: PASSWORD })
      .expect(202, { email })
    const session = (await login(email).expect(200)).body
    return { name, email, bearer: `Bearer ${session.accessToken}`, session }
  }
  const me = (bearer: string) => http().get('/api/auth/me').set('authorization', bearer).expect(200)

  beforeAll(async () => {
    inbox = await startInbox()
    t = await createTestApp({ SMTP_URL: inbox.url, RATE_LIMIT_FACTOR: '10' })
  })
  afterAll(async () => {
    await t.close()
    await inbox.close()
  })

  it('mails a new account a link whose POST confirms the address, once', async () => {
    const ana = await registered()
    expect((await me(ana.bearer)).body).toMatchObject({ emailVerified: false, pendingEmail: null })
    const token = await linkIn(ana.email, '/verificar-correo')

    await http().post('/api/auth/verify-email').send({ token }).expect(200, { email: ana.email })
    expect((await me(ana.bearer)).body.emailVerified).toBe(true)
    const again = await http().post('/api/auth/verify-email').send({ token }).expect(400)
    expect(again.body).toMatchObject({ code: 'LINK_INVALID' })
    // Confirmed: nothing to send again.
    await http().post('/api/auth/verify-email/resend').set('authorization', ana.bearer).expect(409)
  })

  it('sends another link on request; an expired one changes nothing', async () => {
    const bea = await registered()
    const first = await linkIn(bea.email, '/verificar-correo')
    await t.orm.em
      .fork()
      .nativeUpdate(
        OneTimeCode,
        { purpose: 'verify-email' },
        { expiresAt: new Date(Date.now() - 1000) },
      )
    await http().post('/api/auth/verify-email').send({ token: first }).expect(400)
    expect((await me(bea.bearer)).body.emailVerified).toBe(false)

    await http()
      .post('/api/auth/verify-email/resend')
      .set('authorization', bea.bearer)
      .expect(202, { email: bea.email })
    await inbox.waitFor(() => mailsTo(bea.email).length === 2)
    const second = mailsTo(bea.email)[1].text.match(/token=([\w-]+)/)![1]
    await http().post('/api/auth/verify-email').send({ token: second }).expect(200)
  })

  it('answers a taken address as a free one, and mails its owner instead of creating anything', async () => {
    const owner = await registered()
    await linkIn(owner.email, '/verificar-correo')
    const before = await t.orm.em.fork().count(User, {})
    for (const username of [newName(), newName()]) {
      await http()
        .post('/api/auth/register')
        .send({ username, email: owner.email.toUpperCase(), password: 'otra-clave-larga' })
        .expect(202, { email: owner.email })
    }
    expect(await t.orm.em.fork().count(User, {})).toBe(before)
    // One notice (at most one an hour), with the ways back in, and no verification link.
    const notice = await inbox.waitFor(
      (message) =>
        message.to.includes(owner.email) && message.text.includes('/recuperar-contrasena'),
    )
    expect(notice.text).toContain('/auth')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(mailsTo(owner.email)).toHaveLength(2)
    await login(owner.email, 'otra-clave-larga').expect(401)
  })

  it('changes the email only when the new address confirms, and tells the old one', async () => {
    const carla = await registered()
    const newEmail = `${carla.name}.nueva@example.com`
    const changed = await http()
      .put('/api/profile')
      .set('authorization', carla.bearer)
      .send({ username: carla.name, email: newEmail, currentPassword: PASSWORD })
      .expect(200)
    expect(changed.body).toMatchObject({ email: carla.email, pendingEmail: newEmail })
    const token = await linkIn(newEmail, '/verificar-correo')
    await login(newEmail).expect(401)

    await http().post('/api/auth/verify-email').send({ token }).expect(200, { email: newEmail })
    expect((await me(carla.bearer)).body).toMatchObject({
      email: newEmail,
      pendingEmail: null,
      emailVerified: true,
    })
    await login(newEmail).expect(200)
    await login(carla.email).expect(401)
    const told = await inbox.waitFor(
      (message) => message.to.includes(carla.email) && message.text.includes(newEmail),
    )
    expect(told.text).not.toContain('token=')
  })

  it('mails a reset link only to a known address, with the same answer for both', async () => {
    const dora = await registered()
    for (const email of [dora.email, 'nadie.aqui@example.com']) {
      await http().post('/api/auth/password-reset').send({ email }).expect(202, { email })
    }
    await linkIn(dora.email, '/restablecer-contrasena')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(mailsTo('nadie.aqui@example.com')).toEqual([])
  })

  it('sets a new password with the link once, ends every session and mails a notice', async () => {
    const eva = await registered()
    await http().post('/api/auth/password-reset').send({ email: eva.email }).expect(202)
    await http().post('/api/auth/password-reset').send({ email: eva.email }).expect(202)
    await inbox.waitFor(
      () =>
        mailsTo(eva.email).filter((mail) => mail.text.includes('/restablecer-contrasena'))
          .length === 2,
    )
    const [older, token] = mailsTo(eva.email)
      .filter((mail) => mail.text.includes('/restablecer-contrasena'))
      .map((mail) => mail.text.match(/restablecer-contrasena\?token=([\w-]+)/)![1])

    const short = await http()
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: 'corta' })
      .expect(400)
    expect(short.body.fieldErrors).toEqual({
      password: ['La contraseña debe tener al menos 8 caracteres'],
    })
    await http()
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: 'la-clave-nueva' })
      .expect(204)

    await login(eva.email).expect(401)
    await login(eva.email, 'la-clave-nueva').expect(200)
    await http().get('/api/auth/me').set('authorization', eva.bearer).expect(401)
    await http()
      .post('/api/auth/refresh')
      .send({ refreshToken: eva.session.refreshToken })
      .expect(401)
    // Each link works once, and the other link of the same account is spent with it.
    for (const spent of [token, older]) {
      const refused = await http()
        .post('/api/auth/password-reset/confirm')
        .send({ token: spent, password: 'otra-clave-mas' })
        .expect(400)
      expect(refused.body.code).toBe('LINK_INVALID')
    }
    await login(eva.email, 'la-clave-nueva').expect(200)
    // Following the link proved the address too.
    expect(
      (await t.orm.em.fork().findOneOrFail(User, { email: eva.email })).emailVerifiedAt,
    ).not.toBeNull()
    await inbox.waitFor(
      (mail) =>
        mail.to.includes(eva.email) &&
        /contraseña/i.test(mail.subject) &&
        mail.text.includes('sesi'),
    )
  })

  it('refuses malformed tokens with a 400 and changes nothing', async () => {
    for (const token of ['', 'corto', 'x'.repeat(201), 'con espacios y símbolos!!!!!!!!!!']) {
      await http().post('/api/auth/verify-email').send({ token }).expect(400)
      await http()
        .post('/api/auth/password-reset/confirm')
        .send({ token, password: 'la-clave-nueva' })
        .expect(400)
    }
    await http().post('/api/auth/password-reset').send({ email: 'no-es-un-email' }).expect(400)
  })
})
