import { randomBytes } from 'node:crypto'
import {
  type APIRequestContext,
  test as base,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test'
import { e2eApiUrl } from './environment'
import { keepSecret } from './logs'

/** The seeded administrator (the demo shop's, public in the README). */
export const ADMIN = { email: 'admin@aurumdecants.es', password: 'aurum-admin-2026' }
/** The seeded customer, whom the journeys only read with (nothing of theirs is changed). */
export const DEMO_CUSTOMER = { email: 'cliente@aurumdecants.es', password: 'aurum-cliente-2026' }
/** The password of every customer the journeys create (logs.ts looks for it in the shop's log). */
export const PASSWORD = 'una-clave-larga'

export interface Customer {
  username: string
  email: string
  password: string
}

/**
 * A name no other test of the run has: two workers and two projects run side by side on one
 * database, so the time alone (or a counter per worker) could be taken twice.
 */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(3).toString('hex')}`
}

/** The spec's name as a username prefix ('account-data.spec.ts': 'accountdata'): whose row is whose. */
function prefixOf(info: TestInfo): string {
  return (info.file.split('/').pop() ?? 'e2e').replace(/\.spec\.ts$/, '').replace(/\W/g, '')
}

/** Notes the session cookies the context holds now, to be looked for in the shop's log. */
async function keepSessionCookies(request: APIRequestContext): Promise<void> {
  const { cookies } = await request.storageState()
  keepSecret(...cookies.filter((cookie) => cookie.name === '__aurum').map((cookie) => cookie.value))
}

/**
 * The web's own forms, posted by a browser context's request (what the button would send, without
 * typing): the context then holds the signed-in session, and the first page the test opens shows
 * the form's toast, as after a click. `origin` is another web server of the shop.
 */
async function postSignIn(
  request: APIRequestContext,
  path: '/auth' | '/admin-auth',
  form: Record<string, string>,
  landing: string,
  origin = '',
): Promise<void> {
  const answer = await request.post(`${origin}${path}`, { form, maxRedirects: 0 })
  const outcome = `${answer.status()} ${answer.headers().location ?? ''}`.trim()
  expect(outcome, `${path} (${form.intent ?? 'admin'}) for ${form.login ?? form.username}`).toBe(
    `302 ${landing}`,
  )
  await keepSessionCookies(request)
}

/** A new customer signed up through the web's sign-up form (posted, not typed) on this context. */
export async function registerCustomer(
  request: APIRequestContext,
  prefix = 'cliente',
  username = uniqueName(prefix),
): Promise<Customer> {
  const customer = { username, email: `${username}@example.com`, password: PASSWORD }
  await postSignIn(request, '/auth', { intent: 'register', ...customer, redirectTo: '/' }, '/')
  return customer
}

/** Signs this context in with the web's sign-in form (posted, not typed). */
export async function signIn(
  request: APIRequestContext,
  login: string,
  password = PASSWORD,
  origin = '',
): Promise<void> {
  const form = { intent: 'login', login, password, redirectTo: '/' }
  await postSignIn(request, '/auth', form, '/', origin)
}

/** Signs this context in as the administrator with the back office's sign-in form (posted). */
export async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  const form = { login: ADMIN.email, password: ADMIN.password }
  await postSignIn(request, '/admin-auth', form, '/admin')
}

export interface ApiCustomer extends Customer {
  userId: string
  /** The API's own session of them, for what the journey has done elsewhere (another device). */
  headers: { authorization: string }
}

/** A new customer registered straight at the API, with the API's session of them; not signed in on the web. */
export async function apiCustomer(
  request: APIRequestContext,
  prefix = 'cliente',
  username = uniqueName(prefix),
): Promise<ApiCustomer> {
  const customer = { username, email: `${username}@example.com`, password: PASSWORD }
  const registered = await request.post(`${e2eApiUrl}/api/auth/register`, { data: customer })
  expect(registered.status(), `registering ${username} at the API`).toBe(202)
  // Registration opens no session (its answer is the same for a taken address): sign in.
  const answer = await request.post(`${e2eApiUrl}/api/auth/login`, {
    data: { login: customer.email, password: PASSWORD },
  })
  expect(answer.status(), `signing ${username} in at the API`).toBe(200)
  const body = (await answer.json()) as { accessToken: string; user: { id: string } }
  keepSecret(body.accessToken)
  return {
    ...customer,
    userId: body.user.id,
    headers: { authorization: `Bearer ${body.accessToken}` },
  }
}

/** The administrator's API session, for what the back office would do beside the journey. */
export async function apiAdmin(request: APIRequestContext): Promise<{ authorization: string }> {
  const answer = await request.post(`${e2eApiUrl}/api/auth/admin/login`, {
    data: { login: ADMIN.email, password: ADMIN.password },
  })
  expect(answer.status(), 'the administrator signs in at the API').toBe(200)
  const { accessToken } = (await answer.json()) as { accessToken: string }
  keepSecret(accessToken)
  return { authorization: `Bearer ${accessToken}` }
}

/**
 * The login fixtures, as the style guide asks (after the Epic Stack's): `await login()` signs up a
 * brand-new customer and signs the test's page in as them; `admin` is a page of its own (its own
 * browser context, with the project's JavaScript setting) signed in as the administrator, so a
 * journey can have both at once. Only the journeys about those forms type into them
 * (accounts.spec.ts, and the ones that sign in on their way back to a page).
 */
export const test = base.extend<{ login: () => Promise<Customer>; admin: Page }>({
  login: async ({ page }, use, info) => {
    await use(() => registerCustomer(page.request, prefixOf(info)))
  },
  admin: async ({ browser, baseURL, locale, javaScriptEnabled }, use) => {
    const context = await browser.newContext({ baseURL, locale, javaScriptEnabled })
    await signInAsAdmin(context.request)
    await use(await context.newPage())
    await context.close()
  },
})

export { expect }
