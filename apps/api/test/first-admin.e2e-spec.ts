import request from 'supertest'
import { createFirstAdmin } from '../src/db/first-admin'
import { seedDemoShop } from '../src/db/seed/demo-shop.seeder'
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../src/db/seed/demo-accounts'
import { User } from '../src/modules/users/entities/user.entity'
import { createTestApp, type TestApp } from './test-app'

/** The first administrator comes only from ADMIN_EMAIL + ADMIN_PASSWORD, or the operator's word. */
describe('the first administrator (e2e)', () => {
  let t: TestApp
  const http = () => request(t.app.getHttpServer())
  const em = () => t.orm.em.fork()
  const roleOf = async (email: string) => (await em().findOneOrFail(User, { email })).role

  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('a real database gets the demo catalogue without the demo accounts', async () => {
    await seedDemoShop(em())
    expect(await em().count(User, {})).toBe(0)
    await seedDemoShop(em(), { demoAccounts: true })
    expect(await roleOf(DEMO_ADMIN.email)).toBe('admin')
    expect(await roleOf(DEMO_CUSTOMER.email)).toBe('customer')
    await em().nativeDelete(User, {})
  })

  it('creates the administrator from ADMIN_EMAIL + ADMIN_PASSWORD, who can sign in to the panel', async () => {
    const input = { email: 'Duena@Aurum.example', password: 'una-clave-muy-larga' }
    expect(await createFirstAdmin(em(), input)).toBe('created')
    expect(await createFirstAdmin(em(), input)).toBe('already-admin')
    await http()
      .post('/api/auth/admin/login')
      .send({ login: 'duena@aurum.example', password: input.password })
      .expect(200)
    // The spec's path and body sign in the same way.
    const alias = await http()
      .post('/api/admin/login')
      .send({ email: 'duena@aurum.example', password: input.password })
      .expect(200)
    expect(alias.body.user).toMatchObject({ email: 'duena@aurum.example', role: 'admin' })
  })

  it('never promotes an account that registered the admin email first, unless the operator says so', async () => {
    await http()
      .post('/api/auth/register')
      .send({ username: 'intruso', email: 'jefa@aurum.example', password: 'clave-del-intruso' })
      .expect(202)
    const input = { email: 'jefa@aurum.example', password: 'una-clave-muy-larga' }
    expect(await createFirstAdmin(em(), input)).toBe('customer-exists')
    expect(await roleOf('jefa@aurum.example')).toBe('customer')
    await http()
      .post('/api/auth/admin/login')
      .send({ login: 'jefa@aurum.example', password: 'clave-del-intruso' })
      .expect(401)
    // The seeder, too, leaves whoever owns a demo email as they are.
    await http()
      .post('/api/auth/register')
      .send({ username: 'otro', email: DEMO_ADMIN.email, password: 'clave-del-intruso' })
      .expect(202)
    await seedDemoShop(em(), { demoAccounts: true })
    expect(await roleOf(DEMO_ADMIN.email)).toBe('customer')

    expect(await createFirstAdmin(em(), { email: 'jefa@aurum.example', promote: true })).toBe(
      'promoted',
    )
    expect(await roleOf('jefa@aurum.example')).toBe('admin')
  })
})
