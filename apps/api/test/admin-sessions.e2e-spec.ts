import request from 'supertest'
import { Session } from '../src/modules/auth/entities/session.entity'
import { SessionsService } from '../src/modules/auth/sessions.service'
import { type Admin, signedInAdmin } from './admins'
import { createTestApp, type TestApp } from './test-app'

const UNKNOWN_ID = '3f1c2a9e-1d4b-4c55-9a7e-2b8f6d0c1e23'
const MINUTE = 60_000
const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

interface Tokens {
  accessToken: string
  refreshToken: string
  user: { id: string; email: string }
}

/** The sessions page of the admin panel: its list, figures, deleting one and the cleanup. */
describe('admin sessions (e2e)', () => {
  let t: TestApp
  let admin: Admin
  let chrome: Tokens
  let iphone: Tokens
  let idle: Tokens
  let revoked: Tokens
  const http = () => request(t.app.getHttpServer())
  const em = () => t.orm.em.fork()

  let registered = 0
  const register = async (userAgent?: string): Promise<Tokens> => {
    registered++
    const email = `sesion${registered}@example.com`
    await http()
      .post('/api/auth/register')
      .send({ username: `sesion${registered}`, email, password: 'una-clave-larga' })
      .expect(202)
    const call = userAgent
      ? http().post('/api/auth/login').set('user-agent', userAgent)
      : http().post('/api/auth/login')
    return (await call.send({ login: email, password: 'una-clave-larga' }).expect(200)).body
  }

  /** A session row as the list shows it. */
  const row = (session: Session, email: string, active: boolean) => ({
    id: session.id,
    userId: session.user.id,
    email,
    isAdmin: session.isAdmin,
    userAgent: session.userAgent,
    device: deviceOf(session.userAgent),
    ip: session.ip,
    createdAt: session.createdAt.toISOString(),
    lastUsedAt: session.lastUsedAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
    active,
  })
  const deviceOf = (userAgent: string | null) =>
    userAgent === CHROME_ON_LINUX
      ? 'Chrome en Linux'
      : userAgent === SAFARI_ON_IPHONE
        ? 'Safari en iOS'
        : 'Dispositivo desconocido'

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FACTOR: '10' })
    admin = await signedInAdmin(t.app, t.orm)
    chrome = await register(CHROME_ON_LINUX)
    iphone = await register(SAFARI_ON_IPHONE)
    idle = await register()
    revoked = await register(CHROME_ON_LINUX)
    const tx = em()
    // Idle past the default 30 minutes; the other one signed out.
    await tx.nativeUpdate(
      Session,
      { user: idle.user.id },
      { lastUsedAt: new Date(Date.now() - 31 * MINUTE) },
    )
    await http()
      .post('/api/auth/logout')
      .set('authorization', `Bearer ${revoked.accessToken}`)
      .expect(204)
  })
  afterAll(() => t.close())

  it.each([
    ['GET /api/admin/sessions', () => http().get('/api/admin/sessions')],
    ['GET /api/admin/sessions-stats', () => http().get('/api/admin/sessions-stats')],
    ['DELETE /api/admin/sessions/{id}', () => http().delete(`/api/admin/sessions/${UNKNOWN_ID}`)],
    ['POST /api/admin/sessions/cleanup', () => http().post('/api/admin/sessions/cleanup')],
  ])('%s: a visitor gets 401, a customer 403', async (_name, call) => {
    const visitor = await call().expect(401)
    expect(visitor.body).toMatchObject({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      reason: 'authentication_required',
      message: 'Inicia sesión para continuar',
    })
    const customer = await call().set('authorization', `Bearer ${chrome.accessToken}`).expect(403)
    expect(customer.body).toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
      reason: 'admin_required',
      message: 'Solo los administradores autorizados pueden hacer esto',
    })
  })

  it('lists every session, most recently used first, with its user, device, address and state', async () => {
    const list = await admin.as(http().get('/api/admin/sessions')).expect(200)
    const sessions = await em().find(
      Session,
      {},
      { populate: ['user'], orderBy: { lastUsedAt: 'desc', id: 'asc' } },
    )
    const ended = new Set([idle.user.id, revoked.user.id])
    expect(list.body).toEqual(
      sessions.map((session) => row(session, session.user.email, !ended.has(session.user.id))),
    )
    expect(
      list.body.map((session: { email: string; device: string; isAdmin: boolean }) => [
        session.email,
        session.device,
        session.isAdmin,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['jefa@aurum.example', 'Dispositivo desconocido', true],
        [chrome.user.email, 'Chrome en Linux', false],
        [iphone.user.email, 'Safari en iOS', false],
      ]),
    )
  })

  it('counts sessions: total, active and ended; no cleanup yet', async () => {
    const stats = await admin.as(http().get('/api/admin/sessions-stats')).expect(200)
    // The admin's, chrome's and iphone's are live; idle and revoked have ended.
    expect(stats.body).toEqual({ total: 5, active: 3, expired: 2, lastCleanup: null })
  })

  it('deletes one session: its tokens stop at once; a second delete is a 404, a bad id a 400', async () => {
    const session = await em().findOneOrFail(Session, { user: iphone.user.id })
    await admin.as(http().delete(`/api/admin/sessions/${session.id}`)).expect(204)
    expect(await em().count(Session, { id: session.id })).toBe(0)
    await http()
      .get('/api/auth/me')
      .set('authorization', `Bearer ${iphone.accessToken}`)
      .expect(401)
    await http().post('/api/auth/refresh').send({ refreshToken: iphone.refreshToken }).expect(401)

    const again = await admin.as(http().delete(`/api/admin/sessions/${session.id}`)).expect(404)
    expect(again.body).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      reason: 'session_not_found',
      message: 'Sesión no encontrada',
    })
    const bad = await admin.as(http().delete('/api/admin/sessions/no-es-un-id')).expect(400)
    expect(bad.body.code).toBe('VALIDATION_FAILED')
  })

  it('cleans up the ended sessions, says how many, and when; expired one-time links go too', async () => {
    const before = Date.now()
    const code = (hash: string, expiresAt: Date) =>
      em().execute(
        `insert into one_time_code (code_hash, purpose, expires_at) values (?, 'oauth-state', ?)`,
        [hash, expiresAt],
      )
    await code('a'.repeat(64), new Date(Date.now() - 60_000))
    await code('b'.repeat(64), new Date(Date.now() + 60_000))
    const cleanup = await admin.as(http().post('/api/admin/sessions/cleanup')).expect(200)
    expect(cleanup.body).toEqual({ deletedCount: 2 })
    const left = await em().find(Session, {}, { populate: ['user'] })
    expect(left.map((session) => session.user.email).sort()).toEqual(
      [chrome.user.email, 'jefa@aurum.example'].sort(),
    )

    const stats = await admin.as(http().get('/api/admin/sessions-stats')).expect(200)
    expect(stats.body).toEqual({
      total: 2,
      active: 2,
      expired: 0,
      lastCleanup: expect.any(String),
    })
    expect(Date.parse(stats.body.lastCleanup)).toBeGreaterThanOrEqual(before - 1000)
    const codes = await em().execute<{ code_hash: string }[]>('select code_hash from one_time_code')
    const kept = codes.map((row) => row.code_hash)
    expect(kept).toContain('b'.repeat(64))
    expect(kept).not.toContain('a'.repeat(64))
    const again = await admin.as(http().post('/api/admin/sessions/cleanup')).expect(200)
    expect(again.body).toEqual({ deletedCount: 0 })
  })

  it('runs the hourly cleanup on one replica only, whichever fires first and however late the others', async () => {
    // Found by scripts/resilience/two-replicas.mjs: the advisory lock lasts only while a run does,
    // so a replica whose timer fired after the first run had committed ran the cleanup again.
    const sessions = t.app.get(SessionsService)
    const lastCleanupAgo = (minutes: number) =>
      em().execute(`update setting set value = ? where key = 'sessions.lastCleanup'`, [
        new Date(Date.now() - minutes * MINUTE).toISOString(),
      ])
    const ended = async () => {
      const customer = await register()
      await http()
        .post('/api/auth/logout')
        .set('authorization', `Bearer ${customer.accessToken}`)
        .expect(204)
    }
    await lastCleanupAgo(61)
    await ended()
    // Two replicas at the same moment, then a third a little later: one run deletes, the others skip.
    const atOnce = await Promise.all([sessions.scheduledCleanup(), sessions.scheduledCleanup()])
    const later = await sessions.scheduledCleanup()
    expect([...atOnce, later].sort()).toEqual([1, null, null])
    // A session ending after this hour's run waits for the next hour's.
    await ended()
    expect(await sessions.scheduledCleanup()).toBeNull()
    await lastCleanupAgo(60)
    expect(await sessions.scheduledCleanup()).toBe(1)
  })
})
