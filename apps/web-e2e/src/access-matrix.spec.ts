import { readFileSync } from 'node:fs'
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test'
import pg from 'pg'
import { type Expected, WEB_ACCESS_MATRIX, type WebObject } from './support/access-matrix'
import { DEEP, noteSample, turn } from './support/deep'
import { E2E_LOG_FILE, e2eApiUrl, e2eWebUrl } from './support/environment'
import { ADMIN, PASSWORD, uniqueName } from './support/fixtures'
import { keepSecret } from './support/logs'
import { webRoutes } from './support/routes'

interface Account {
  email: string
  password: string
  userId: string
  headers: { authorization: string }
}

/** A customer registered at the API, with a password of their own. */
async function newCustomer(request: APIRequestContext, name: string): Promise<Account> {
  const username = uniqueName(`matriz${name}`)
  const password = uniqueName('clave-')
  const registered = await request.post(`${e2eApiUrl}/api/auth/register`, {
    data: { username, email: `${username}@example.com`, password },
  })
  expect(registered.status()).toBe(202)
  const answer = await request.post(`${e2eApiUrl}/api/auth/login`, {
    data: { login: `${username}@example.com`, password },
  })
  expect(answer.status()).toBe(200)
  const body = await answer.json()
  keepSecret(password, body.accessToken, body.refreshToken)
  return {
    email: `${username}@example.com`,
    password,
    userId: body.user.id,
    headers: { authorization: `Bearer ${body.accessToken}` },
  }
}

async function apiAdmin(request: APIRequestContext): Promise<Account> {
  const answer = await request.post(`${e2eApiUrl}/api/auth/admin/login`, {
    data: { login: ADMIN.email, password: ADMIN.password },
  })
  expect(answer.status()).toBe(200)
  const body = await answer.json()
  keepSecret(body.accessToken, body.refreshToken)
  return {
    ...ADMIN,
    userId: body.user.id,
    headers: { authorization: `Bearer ${body.accessToken}` },
  }
}

/** A paid order of the account, through the API and the local test payment page: its id. */
async function buy(request: APIRequestContext, account: Account, perfumeId: string) {
  const api = (path: string) => `${e2eApiUrl}/api${path}`
  const { headers } = account
  const added = await request.post(api('/cart/items'), {
    headers,
    data: { productId: perfumeId, quantity: 1 },
  })
  expect(added.status()).toBe(201)
  const address = await request.post(api('/addresses'), {
    headers,
    data: {
      name: 'Lucía Fernández',
      street: 'Calle Mayor 1',
      city: 'Madrid',
      state: 'Madrid',
      zipCode: '28013',
      country: 'España',
      phone: '+34 600 000 000',
    },
  })
  const started = await request.post(api('/checkout/session'), {
    headers,
    data: { addressId: (await address.json()).id },
  })
  expect(started.status()).toBe(201)
  const { url, sessionId } = await started.json()
  const paid = await request.post(url.replace(/\/?$/, '/pay'), { maxRedirects: 0 })
  expect(paid.status()).toBe(303)
  const order = await request.get(api(`/orders/by-session/${sessionId}`), { headers })
  expect(order.status()).toBe(200)
  return (await order.json()).id as string
}

/** A browser signed in through the shop's own forms, as a person would. */
async function signedIn(browser: Browser, path: '/auth' | '/admin-auth', account: Account) {
  const context = await browser.newContext()
  const form: Record<string, string> =
    path === '/auth'
      ? { intent: 'login', login: account.email, password: account.password, redirectTo: '/' }
      : { login: account.email, password: account.password }
  const answer = await context.request.post(path, { form, maxRedirects: 0 })
  expect(answer.status(), `sign-in at ${path}`).toBe(302)
  for (const cookie of await context.cookies()) keepSecret(cookie.value)
  return context
}

/** The browser tests' own database, beside DATABASE_URL (serve.mjs); none for the embedded one. */
function e2eDatabaseUrl(): string | null {
  if (!process.env.DATABASE_URL) return null
  const url = new URL(process.env.DATABASE_URL)
  url.pathname = `${url.pathname}_e2e`
  return url.toString()
}

/** How many rows each table has. */
async function rowCounts(connectionString: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
    )
    const { rows } = await client.query<{ name: string; rows: number }>(
      tables
        .map(({ name }) => `select '${name}' as name, count(*)::int as rows from "${name}"`)
        .join(' union all '),
    )
    return Object.fromEntries(rows.map(({ name, rows: count }) => [name, count]))
  } finally {
    await client.end()
  }
}

/**
 * Everything the page's CSP refuses goes to reports: the page's own securitypolicyviolation
 * events and Chromium's console lines about the policy.
 */
async function watchCsp(page: Page, reports: string[], label = ''): Promise<void> {
  await page.exposeFunction('reportCspViolation', (text: string) =>
    reports.push(`${label} ${page.url()}: ${text}`),
  )
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    )
  })
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) {
      reports.push(`${label} ${page.url()}: ${message.text()}`)
    }
  })
}

/** The JSON lines of the shop's log so far (serve.mjs keeps it). */
function loggedEvents(): Record<string, unknown>[] {
  return readFileSync(E2E_LOG_FILE, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        const entry: unknown = JSON.parse(line)
        return entry && typeof entry === 'object' ? [entry as Record<string, unknown>] : []
      } catch {
        return []
      }
    })
}

/** GETs of the crawl at once: the web and the API each get a core's worth of work. */
const GETS_IN_FLIGHT = 4

/** `work` on every item, `inFlight` at a time: the answers in the items' order. */
async function inTurns<T, R>(items: T[], inFlight: number, work: (item: T) => Promise<R>) {
  const answers: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      answers[index] = await work(items[index])
    }
  }
  await Promise.all(Array.from({ length: inFlight }, worker))
  return answers
}

type Who = 'visitor' | 'A' | 'B' | 'admin'
const ROLE: Record<Who, 'visitor' | 'customer' | 'admin'> = {
  visitor: 'visitor',
  A: 'customer',
  B: 'customer',
  admin: 'admin',
}

const expectedOf = (expected: Expected, target: 'own' | 'other' | null) =>
  typeof expected === 'number' ? expected : expected[target ?? 'other']

test('every route of the build has an entry in the web access matrix', async () => {
  const ids = (await webRoutes()).map((route) => route.id).sort()
  const table = Object.keys(WEB_ACCESS_MATRIX).sort()
  expect({
    missing: ids.filter((id) => !table.includes(id)),
    gone: table.filter((id) => !ids.includes(id)),
  }).toEqual({ missing: [], gone: [] })
})

// Alone, after the parallel journeys (the serial projects): it counts every table's rows before
// and after each role's crawl, so any other test's write would be read as the crawl's.
test(
  'each role gets the status written down on every page; reading changes no row; the CSP reports nothing',
  {
    tag: '@serial',
  },
  async ({ browser, request }) => {
    test.setTimeout(600_000)
    const routes = await webRoutes()
    const admin = await apiAdmin(request)
    const [perfume] = (await (
      await request.get(`${e2eApiUrl}/api/admin/perfumes`, { headers: admin.headers })
    ).json()) as { id: string; slug: string }[]
    const [collection] = (await (
      await request.get(`${e2eApiUrl}/api/admin/collections`, { headers: admin.headers })
    ).json()) as { id: string; slug: string }[]
    const a = await newCustomer(request, 'a')
    const b = await newCustomer(request, 'b')
    const orders: Record<string, string> = {
      [a.userId]: await buy(request, a, perfume.id),
      [b.userId]: await buy(request, b, perfume.id),
      [admin.userId]: await buy(request, admin, perfume.id),
    }
    const accounts = { A: a, B: b, admin }
    const contexts: Record<Who, BrowserContext> = {
      visitor: await browser.newContext(),
      A: await signedIn(browser, '/auth', a),
      B: await signedIn(browser, '/auth', b),
      admin: await signedIn(browser, '/admin-auth', admin),
    }

    /** The object a URL names for an attempt on one's own (or someone else's) object. */
    const objectFor = (object: WebObject, who: Who, target: 'own' | 'other' | null): string => {
      const owner = who !== 'visitor' && target === 'own' ? accounts[who] : who === 'A' ? b : a
      switch (object) {
        case 'order':
          return orders[owner.userId]
        case 'userId':
          return a.userId
        case 'perfumeId':
          return perfume.id
        case 'perfumeSlug':
          return perfume.slug
        case 'collectionId':
          return collection.id
        case 'collectionSlug':
          return collection.slug
      }
    }

    /**
     * Who opens a route's page in Chromium (the CSP enforced, scripts counted): every role that gets
     * it in a deep pass; else one of them, turning with the sample's seed, so each page is opened
     * once. Every role still asks every route for its status.
     */
    const roles = ['visitor', 'A', 'B', 'admin'] as const
    const opensPage = (routeIndex: number, who: Who): boolean => {
      if (DEEP) return true
      const row = WEB_ACCESS_MATRIX[routes[routeIndex].id]
      const readers = roles.filter(
        (role) => expectedOf(row[ROLE[role]], row.object === 'order' ? 'own' : null) === 200,
      )
      return readers.length > 0 && turn(readers, routeIndex) === who
    }
    noteSample('the pages each role may read, opened in Chromium by one role each')

    const database = e2eDatabaseUrl()
    const mismatches: string[] = []
    const violations: string[] = []
    let visits = 0
    let asked = 0
    let tables = 0
    for (const who of roles) {
      const context = contexts[who]
      if (who === 'visitor') {
        // The watch itself is checked once: an inline script without the nonce is reported.
        const canary = await context.newPage()
        const reports: string[] = []
        await watchCsp(canary, reports)
        await canary.goto('/')
        await canary.addScriptTag({ content: 'window.noNonce = true' }).catch(() => undefined)
        await expect
          .poll(() => reports.length, 'a script without the nonce is seen')
          .toBeGreaterThan(0)
        await canary.close()
      }
      const page = await context.newPage()
      await watchCsp(page, violations, who)
      const opened = new Set<string>()
      const before = database ? await rowCounts(database) : null
      // Every route's status for this role, asked a few at a time (reading only: the order of
      // the answers does not matter); then its pages opened one by one.
      const attempts: { routeIndex: number; url: string; expected: number; label: string }[] = []
      for (const [routeIndex, route] of routes.entries()) {
        const row = WEB_ACCESS_MATRIX[route.id]
        if (!row) continue
        const role = ROLE[who]
        const targets: ('own' | 'other' | null)[] =
          row.object === 'order' && who !== 'visitor' && role !== 'admin'
            ? ['own', 'other']
            : row.object === 'order' && role === 'admin' && route.id === 'routes/orders_.$id'
              ? ['own', 'other']
              : [null]
        for (const target of targets) {
          const url =
            route.pattern
              .replace(/:(\w+)/, () =>
                row.object ? objectFor(row.object, who, target) : 'ejemplo',
              )
              .replace('/*', '/cualquier-cosa') + (row.query ?? '')
          const label = `GET ${url} (${route.id}) as ${who}${target ? ` (${target})` : ''}`
          attempts.push({ routeIndex, url, expected: expectedOf(row[role], target), label })
        }
      }
      const answers = await inTurns(attempts, GETS_IN_FLIGHT, async ({ url }) => {
        const answer = await context.request.get(url, { maxRedirects: 0 })
        return { status: answer.status(), headers: answer.headers() }
      })
      asked += attempts.length
      for (const [index, { routeIndex, url, expected, label }] of attempts.entries()) {
        const { status, headers } = answers[index]
        if (status !== expected) {
          mismatches.push(`${label}: ${status}, expected ${expected} ${headers.location ?? ''}`)
        }
        // The pages a person sees: opened in Chromium, where the CSP is enforced.
        const html = status === 200 && (headers['content-type'] ?? '').includes('text/html')
        if (!html) continue
        const policy = headers['content-security-policy'] ?? ''
        // A visitor's catalogue page kept by the web server allows its scripts by their hashes.
        const kept = headers['x-page-cache'] !== undefined
        expect
          .soft(policy, url)
          .toMatch(
            kept
              ? /script-src 'self'( 'sha256-[\w+/=]+')+(;|$)/
              : /script-src 'self' 'nonce-[\w+/=]+'(;|$)/,
          )
        // A layout and its index share a URL: one visit is enough.
        if (opened.has(url) || !opensPage(routeIndex, who)) continue
        opened.add(url)
        await page.goto(url)
        await page.waitForLoadState('load')
        visits++
        const withoutNonce = kept
          ? 0
          : await page.evaluate(
              () => Array.from(document.scripts).filter((script) => !script.nonce).length,
            )
        if (withoutNonce) violations.push(`${who} ${url}: ${withoutNonce} scripts without a nonce`)
      }
      if (before && database) {
        const after = await rowCounts(database)
        tables = Object.keys(after).length
        const changed = Object.keys({ ...before, ...after }).filter(
          (table) => before[table] !== after[table],
        )
        expect
          .soft(
            changed.map((table) => `${table}: ${before[table]} -> ${after[table]}`),
            `rows changed by ${who}'s crawl`,
          )
          .toEqual([])
      }
      await page.close()
    }

    // The back office's actions refuse a visitor and a customer before reading the form.
    let posts = 0
    for (const route of routes) {
      const row = WEB_ACCESS_MATRIX[route.id]
      if (!row?.post) continue
      // An index route's action is reached with ?index (the bare URL is its layout's).
      const url =
        route.pattern.replace(/:(\w+)/, () => objectFor(row.object ?? 'perfumeId', 'admin', null)) +
        (route.id.endsWith('._index') ? '?index' : '')
      for (const who of ['visitor', 'A'] as const) {
        const answer = await contexts[who].request.post(url, { form: {}, maxRedirects: 0 })
        posts++
        const expected = row.post[who === 'visitor' ? 'visitor' : 'customer']
        if (answer.status() !== expected) {
          mismatches.push(`POST ${url} as ${who}: ${answer.status()}, expected ${expected}`)
        }
      }
    }
    for (const context of Object.values(contexts)) await context.close()

    console.log(
      `web access matrix: ${routes.length} routes, ${asked} GETs and ${posts} posts asked, ` +
        `${tables} tables counted before and after each role, ` +
        `${visits} pages opened, ${mismatches.length} mismatches, ${violations.length} CSP reports` +
        (database ? '' : ' (rows not counted: no DATABASE_URL)'),
    )
    expect(mismatches).toEqual([])
    expect(violations).toEqual([])
  },
)

test('a customer whose browser claims to be the administrator is still a customer', async ({
  browser,
  request,
}) => {
  const customer = await newCustomer(request, 'c')
  const context = await signedIn(browser, '/auth', customer)
  const url = new URL(e2eWebUrl)
  const claims = [
    { name: 'role', value: 'admin' },
    { name: 'isAdmin', value: 'true' },
    { name: 'adminEmail', value: ADMIN.email },
    { name: 'user', value: encodeURIComponent(JSON.stringify({ role: 'admin', isAdmin: true })) },
  ]
  await context.addCookies(claims.map((cookie) => ({ ...cookie, domain: url.hostname, path: '/' })))
  for (const path of ['/admin', '/admin/pedidos', '/admin/usuarios']) {
    const answer = await context.request.get(path, { maxRedirects: 0 })
    expect(answer.status(), path).toBe(403)
  }
  const me = await (await context.request.get('/usuario-actual')).json()
  expect(me.user).toMatchObject({ email: customer.email, role: 'customer' })
  // The shop's log says who signed in, and who was refused at the back office's door, and when.
  await expect
    .poll(() => {
      const events = loggedEvents().filter((event) => event.userId === customer.userId)
      return {
        signedIn: events.some((event) => event.event === 'sign-in' && event.outcome === 'success'),
        refused: events.some(
          (event) =>
            event.event === 'access-denied' &&
            event.statusCode === 403 &&
            event.path === '/admin/pedidos' &&
            typeof event.time === 'number',
        ),
      }
    })
    .toEqual({ signedIn: true, refused: true })

  // The session cookie edited by hand, or written from scratch, is no session at all.
  const [session] = (await context.cookies()).filter((cookie) => cookie.name === '__aurum')
  const edited = session.value.slice(0, -4) + (session.value.endsWith('AAAA') ? 'BBBB' : 'AAAA')
  const forged = Buffer.from(
    JSON.stringify({ auth: { user: { email: ADMIN.email, role: 'admin' } } }),
  ).toString('base64')
  for (const value of [edited, forged]) {
    const stranger = await browser.newContext()
    await stranger.addCookies([{ name: '__aurum', value, domain: url.hostname, path: '/' }])
    const admin = await stranger.request.get('/admin', { maxRedirects: 0 })
    expect(admin.status()).toBe(302)
    expect(admin.headers().location).toBe('/admin-auth')
    expect((await stranger.request.get('/profile', { maxRedirects: 0 })).status()).toBe(401)
    await stranger.close()
  }
  await context.close()

  // A role posted with the sign-up form is not read either.
  const newcomer = await browser.newContext()
  const username = uniqueName('rol')
  const signUp = await newcomer.request.post('/auth', {
    form: {
      intent: 'register',
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      redirectTo: '/',
      role: 'admin',
      isAdmin: 'true',
    },
    maxRedirects: 0,
  })
  expect(signUp.status()).toBe(302)
  expect((await newcomer.request.get('/admin', { maxRedirects: 0 })).status()).toBe(403)
  await newcomer.close()
})
