import request from 'supertest'
import { AccountEvent } from '../src/modules/accounts/entities/account-event.entity'
import { Session } from '../src/modules/auth/entities/session.entity'
import { Notification } from '../src/modules/notifications/entities/notification.entity'
import { DEFAULT_SETTINGS, UserSettings } from '../src/modules/users/entities/user-settings.entity'
import { User } from '../src/modules/users/entities/user.entity'
import { createTestApp, type TestApp } from './test-app'

interface AuthAnswer {
  accessToken: string
  refreshToken: string
  user: { id: string; email: string }
}

/** The session an access token belongs to (its sid claim). */
function sessionOf(answer: AuthAnswer): string {
  const claims = JSON.parse(Buffer.from(answer.accessToken.split('.')[1], 'base64url').toString())
  return (claims as { sid: string }).sid
}

const PASSWORD = 'una-clave-larga'
const NEW_PASSWORD = 'otra-clave-mas-larga'

/** Every field changed from its default. */
const CHANGED = {
  notifications: {
    email: false,
    push: false,
    sms: true,
    marketing: true,
    orderUpdates: false,
    newProducts: false,
    promotions: true,
  },
  privacy: {
    profileVisibility: 'private',
    showEmail: true,
    showPhone: true,
    allowAnalytics: false,
    allowCookies: false,
  },
  appearance: { theme: 'light', fontSize: 'large', compactMode: true, animations: false },
  language: { locale: 'en-GB', currency: 'GBP', timezone: 'America/Bogota' },
  security: { twoFactorAuth: true, sessionTimeout: 480, loginNotifications: false },
  data: { autoBackup: true, backupFrequency: 'monthly', exportFormat: 'pdf' },
}

describe('account settings and password change (e2e)', () => {
  let t: TestApp
  const http = () => request(t.app.getHttpServer())
  let counter = 0

  const register = async (): Promise<AuthAnswer & { email: string }> => {
    counter++
    const email = `ajustes${counter}@example.com`
    await http()
      .post('/api/auth/register')
      .send({ username: `ajustes${counter}`, email, password: PASSWORD })
      .expect(202)
    const response = await login(email, PASSWORD).expect(200)
    return { ...(response.body as AuthAnswer), email }
  }
  const login = (email: string, password: string) =>
    http().post('/api/auth/login').send({ login: email, password })
  const as = (answer: AuthAnswer, call: request.Test) =>
    call.set('authorization', `Bearer ${answer.accessToken}`)
  const storedSettings = async (userId: string) =>
    (await t.orm.em.fork().findOne(UserSettings, { user: userId }))?.settings ?? null
  const passwordHash = async (userId: string) =>
    (await t.orm.em.fork().findOneOrFail(User, userId)).passwordHash
  const liveSessions = async (userId: string) =>
    (await t.orm.em.fork().find(Session, { user: userId, revokedAt: null })).map(({ id }) => id)

  beforeAll(async () => {
    // This file changes passwords and settings far more often than a person would.
    t = await createTestApp({ RATE_LIMIT_FACTOR: '10' })
  })
  afterAll(() => t.close())

  describe('settings', () => {
    it('answers the defaults of spec 001 §9 (EUR and Madrid: the store decisions) at both paths', async () => {
      const ana = await register()
      const expected = {
        notifications: {
          email: true,
          push: true,
          sms: false,
          marketing: false,
          orderUpdates: true,
          newProducts: true,
          promotions: false,
        },
        privacy: {
          profileVisibility: 'public',
          showEmail: false,
          showPhone: false,
          allowAnalytics: true,
          allowCookies: true,
        },
        appearance: { theme: 'dark', fontSize: 'medium', compactMode: false, animations: true },
        language: { locale: 'es-ES', currency: 'EUR', timezone: 'Europe/Madrid' },
        security: { twoFactorAuth: false, sessionTimeout: 30, loginNotifications: true },
        data: { autoBackup: false, backupFrequency: 'weekly', exportFormat: 'json' },
      }
      expect((await as(ana, http().get('/api/user/settings')).expect(200)).body).toEqual(expected)
      expect((await as(ana, http().get('/api/user-settings')).expect(200)).body).toEqual(expected)

      // A user without a settings row (or with groups never saved) gets the defaults too.
      await t.orm.em.fork().nativeDelete(UserSettings, { user: ana.user.id })
      expect((await as(ana, http().get('/api/user/settings')).expect(200)).body).toEqual(expected)
      await t.orm.em.fork().insert(UserSettings, {
        user: ana.user.id,
        settings: { appearance: { theme: 'light' } } as never,
      })
      expect((await as(ana, http().get('/api/user/settings')).expect(200)).body).toEqual({
        ...expected,
        appearance: { ...expected.appearance, theme: 'light' },
      })
    })

    it('keeps the whole object a PUT sends, and answers it', async () => {
      const ana = await register()
      const saved = await as(ana, http().put('/api/user/settings')).send(CHANGED).expect(200)
      expect(saved.body).toEqual(CHANGED)
      expect((await as(ana, http().get('/api/user/settings')).expect(200)).body).toEqual(CHANGED)
      expect(await storedSettings(ana.user.id)).toEqual(CHANGED)

      // Saving again (the last save wins) and back to the defaults.
      await as(ana, http().put('/api/user/settings')).send(DEFAULT_SETTINGS).expect(200)
      expect(await storedSettings(ana.user.id)).toEqual(DEFAULT_SETTINGS)
    })

    it('refuses an unknown key, a value outside its options or a partial object, and changes nothing', async () => {
      const ana = await register()
      await as(ana, http().put('/api/user/settings')).send(CHANGED).expect(200)

      const unknownTop = await as(ana, http().put('/api/user/settings'))
        .send({ ...CHANGED, admin: true })
        .expect(400)
      expect(unknownTop.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Datos no válidos: admin: Campo no admitido',
        fieldErrors: { admin: ['Campo no admitido'] },
      })

      const unknownNested = await as(ana, http().put('/api/user/settings'))
        .send({ ...CHANGED, security: { ...CHANGED.security, role: 'admin' } })
        .expect(400)
      expect(unknownNested.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Datos no válidos: security.role: Campo no admitido',
        fieldErrors: { 'security.role': ['Campo no admitido'] },
      })

      const wrongEnums = await as(ana, http().put('/api/user/settings'))
        .send({
          ...CHANGED,
          language: { locale: 'pt-BR', currency: 'ARS', timezone: 'Europe/Paris' },
          security: { ...CHANGED.security, sessionTimeout: 10_000 },
        })
        .expect(400)
      expect(wrongEnums.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: expect.stringMatching(/^Datos no válidos: language\.locale: /),
        fieldErrors: {
          'language.locale': [
            'Debe ser uno de estos valores: es-ES, es-MX, en-US, en-GB, fr-FR, de-DE',
          ],
          'language.currency': ['Debe ser uno de estos valores: USD, EUR, GBP, MXN, COP'],
          'language.timezone': [
            'Debe ser uno de estos valores: America/New_York, America/Chicago, America/Denver, America/Los_Angeles, Europe/Madrid, Europe/London, America/Mexico_City, America/Bogota',
          ],
          'security.sessionTimeout': ['Debe ser uno de estos valores: 15, 30, 60, 120, 480'],
        },
      })

      const partial = await as(ana, http().put('/api/user/settings'))
        .send({ appearance: { theme: 'dark' } })
        .expect(400)
      expect(partial.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: expect.stringMatching(/^Datos no válidos: notifications: /),
        fieldErrors: {
          notifications: ['Este campo es obligatorio'],
          privacy: ['Este campo es obligatorio'],
          'appearance.fontSize': ['Debe ser uno de estos valores: small, medium, large'],
          'appearance.compactMode': ['Este campo es obligatorio'],
          'appearance.animations': ['Este campo es obligatorio'],
          language: ['Este campo es obligatorio'],
          security: ['Este campo es obligatorio'],
          data: ['Este campo es obligatorio'],
        },
      })

      await as(ana, http().put('/api/user/settings')).send([]).expect(400)
      expect(await storedSettings(ana.user.id)).toEqual(CHANGED)
    })

    it('refuses a visitor', async () => {
      const unauthenticated = {
        statusCode: 401,
        code: 'UNAUTHENTICATED',
        reason: 'authentication_required',
        message: 'Inicia sesión para continuar',
      }
      expect((await http().get('/api/user/settings').expect(401)).body).toEqual(unauthenticated)
      expect((await http().get('/api/user-settings').expect(401)).body).toEqual(unauthenticated)
      expect((await http().put('/api/user/settings').send(CHANGED).expect(401)).body).toEqual(
        unauthenticated,
      )
      expect(
        (
          await http()
            .put('/api/user/change-password')
            .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
            .expect(401)
        ).body,
      ).toEqual(unauthenticated)
    })

    it('ends a session idle past the saved timeout (15 minutes), and keeps one that is not', async () => {
      const ana = await register()
      await as(ana, http().put('/api/user/settings'))
        .send({
          ...DEFAULT_SETTINGS,
          security: { ...DEFAULT_SETTINGS.security, sessionTimeout: 15 },
        })
        .expect(200)
      const em = t.orm.em.fork()
      const idleFor = (minutes: number) =>
        em.nativeUpdate(
          Session,
          { user: ana.user.id },
          { lastUsedAt: new Date(Date.now() - minutes * 60_000) },
        )

      await idleFor(14)
      await as(ana, http().get('/api/auth/me')).expect(200)
      await idleFor(16)
      const idle = await as(ana, http().get('/api/user/settings')).expect(401)
      expect(idle.body).toMatchObject({
        statusCode: 401,
        code: 'SESSION_ENDED',
        reason: 'session_ended',
        message: 'Tu sesión ha terminado: inicia sesión de nuevo',
      })
      await http().post('/api/auth/refresh').send({ refreshToken: ana.refreshToken }).expect(401)

      // With the longest timeout (8 hours) the same idle time is fine.
      const beto = await register()
      await as(beto, http().put('/api/user/settings'))
        .send({
          ...DEFAULT_SETTINGS,
          security: { ...DEFAULT_SETTINGS.security, sessionTimeout: 480 },
        })
        .expect(200)
      await em.nativeUpdate(
        Session,
        { user: beto.user.id },
        { lastUsedAt: new Date(Date.now() - 60 * 60_000) },
      )
      await as(beto, http().get('/api/auth/me')).expect(200)
    })
  })

  describe('password change', () => {
    it('stores the new hash, ends every other session, keeps this one, tells the customer once', async () => {
      const ana = await register()
      const other = (await login(ana.email, PASSWORD).expect(200)).body as AuthAnswer
      const third = (await login(ana.email, PASSWORD).expect(200)).body as AuthAnswer
      const before = await passwordHash(ana.user.id)
      const mine = sessionOf(ana)

      const changed = await as(ana, http().put('/api/user/change-password'))
        .send({
          currentPassword: PASSWORD,
          newPassword: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        })
        .expect(200)
      expect(changed.body).toEqual({ otherSessionsEnded: 2 })

      const after = await passwordHash(ana.user.id)
      expect(after).not.toBe(before)
      expect(after).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
      expect(await liveSessions(ana.user.id)).toEqual([mine])

      // The other sessions: refresh token and access token refused at once.
      const refused = await http()
        .post('/api/auth/refresh')
        .send({ refreshToken: other.refreshToken })
        .expect(401)
      expect(refused.body.code).toBe('SESSION_ENDED')
      await as(third, http().get('/api/auth/me')).expect(401)
      // This session goes on, its refresh token too.
      await as(ana, http().get('/api/user/settings')).expect(200)
      await http().post('/api/auth/refresh').send({ refreshToken: ana.refreshToken }).expect(200)

      await login(ana.email, PASSWORD).expect(401)
      await login(ana.email, NEW_PASSWORD).expect(200)

      const notifications = await t.orm.em.fork().find(Notification, { user: ana.user.id })
      expect(
        notifications.map(({ type, title, message, isRead }) => ({ type, title, message, isRead })),
      ).toEqual([
        {
          type: 'security',
          title: 'Contraseña actualizada',
          message:
            'Tu contraseña se cambió correctamente. Por seguridad, se cerraron las demás sesiones abiertas de tu cuenta.',
          isRead: false,
        },
      ])
      const events = await t.orm.em.fork().find(AccountEvent, {
        user: ana.user.id,
        type: 'password_change',
      })
      expect(events).toHaveLength(1)
    })

    it('keeps the spec path PUT /api/profile/password working (confirmation optional)', async () => {
      const ana = await register()
      const other = (await login(ana.email, PASSWORD).expect(200)).body as AuthAnswer
      const changed = await as(ana, http().put('/api/profile/password'))
        .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
        .expect(200)
      expect(changed.body).toEqual({ otherSessionsEnded: 1 })
      await as(other, http().get('/api/auth/me')).expect(401)
      await login(ana.email, NEW_PASSWORD).expect(200)
    })

    it('refuses a confirmation that does not match, a short or unchanged password: nothing changes', async () => {
      const ana = await register()
      const other = (await login(ana.email, PASSWORD).expect(200)).body as AuthAnswer
      const before = await passwordHash(ana.user.id)
      const sessions = await liveSessions(ana.user.id)

      const mismatch = await as(ana, http().put('/api/user/change-password'))
        .send({
          currentPassword: PASSWORD,
          newPassword: NEW_PASSWORD,
          confirmPassword: 'otra-cosa-distinta',
        })
        .expect(400)
      expect(mismatch.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Datos no válidos: confirmPassword: Las contraseñas no coinciden',
        fieldErrors: { confirmPassword: ['Las contraseñas no coinciden'] },
      })

      const short = await as(ana, http().put('/api/user/change-password'))
        .send({ currentPassword: PASSWORD, newPassword: 'corta' })
        .expect(400)
      expect(short.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Datos no válidos: newPassword: La contraseña debe tener al menos 8 caracteres',
        fieldErrors: { newPassword: ['La contraseña debe tener al menos 8 caracteres'] },
      })

      const same = await as(ana, http().put('/api/user/change-password'))
        .send({ currentPassword: PASSWORD, newPassword: PASSWORD })
        .expect(400)
      expect(same.body.fieldErrors).toEqual({
        newPassword: ['La nueva contraseña debe ser distinta de la actual'],
      })

      const extra = await as(ana, http().put('/api/user/change-password'))
        .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD, userId: other.user.id })
        .expect(400)
      expect(extra.body.fieldErrors).toEqual({ userId: ['Campo no admitido'] })

      expect(await passwordHash(ana.user.id)).toBe(before)
      expect(await liveSessions(ana.user.id)).toEqual(sessions)
      expect(await t.orm.em.fork().count(Notification, { user: ana.user.id })).toBe(0)
    })

    it('refuses a wrong current password with a message for the field: rows unchanged', async () => {
      const ana = await register()
      await login(ana.email, PASSWORD).expect(200)
      const before = await passwordHash(ana.user.id)
      const sessions = await liveSessions(ana.user.id)

      const wrong = await as(ana, http().put('/api/user/change-password'))
        .send({
          currentPassword: 'no-es-la-clave',
          newPassword: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        })
        .expect(400)
      expect(wrong.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        reason: 'current_password_incorrect',
        message: 'La contraseña actual no es correcta',
        fieldErrors: { currentPassword: ['La contraseña actual no es correcta'] },
      })
      expect(await passwordHash(ana.user.id)).toBe(before)
      expect(await liveSessions(ana.user.id)).toEqual(sessions)
      expect(await t.orm.em.fork().count(Notification, { user: ana.user.id })).toBe(0)
      expect(
        await t.orm.em.fork().count(AccountEvent, { user: ana.user.id, type: 'password_change' }),
      ).toBe(0)
      await login(ana.email, PASSWORD).expect(200)
    })

    it('refuses an account that signs in with Google only (it has no password to prove)', async () => {
      const ana = await register()
      await t.orm.em.fork().nativeUpdate(User, { id: ana.user.id }, { passwordHash: null })
      const refused = await as(ana, http().put('/api/user/change-password'))
        .send({ currentPassword: 'cualquier-cosa', newPassword: NEW_PASSWORD })
        .expect(400)
      expect(refused.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        reason: 'google_only',
        message: 'Tu cuenta inicia sesión con Google y no tiene contraseña',
        fieldErrors: {
          currentPassword: ['Tu cuenta inicia sesión con Google y no tiene contraseña'],
        },
      })
      expect(await passwordHash(ana.user.id)).toBeNull()
    })
  })
})
