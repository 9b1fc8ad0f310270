// Rolling restart: two API and two web replicas (production builds, jobs in-process) behind nginx,
// one PostgreSQL database (beside DATABASE_URL's, made and dropped here), under a steady load of
// LOAD_PER_SECOND requests a second: visitors' pages, signed-in customers' pages (their session
// cookies), API catalogue reads and customers' own API reads (their tokens), and orders placed
// through the API (cart, checkout, the local test payment). While it runs, each replica in turn is
// stopped with SIGTERM, waited for, started again and waited for until nginx routes to it again.
// Bars: every request answered as expected (a 502, a 503, a reset or a timeout is a failure); every
// acknowledged order in the database exactly once and no other; every replica exits 0 within
// STOP_BAR_MS; every customer still signed in on the web (cookie) and on the API (token).
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { URLSearchParams } from 'node:url'
import pg from 'pg'
import {
  atCleanup,
  root,
  run,
  runSuite,
  say,
  sleep,
  startProcess,
  temporaryFolder,
  waitForOk,
} from './support/processes.mjs'
import { startNginx } from './support/nginx.mjs'

const SUITE = 'rolling restart'
/** Ports of the suite's own: nginx, the replicas, and each replica's metrics. */
const PROXY_PORT = 4570
const API_PORTS = [4571, 4572]
const WEB_PORTS = [3571, 3572]
const METRICS_PORTS = [9571, 9572, 9573, 9574]
const CUSTOMERS = 5
/** Reads a second, beside the orders: each customer places one order a second (3 requests). */
const READS_PER_SECOND = 35
const ORDER_EVERY_MS = 1_000
const LOAD_PER_SECOND = READS_PER_SECOND + (CUSTOMERS * 3 * 1_000) / ORDER_EVERY_MS
/** The load runs until the last replica is back, and this long after; never longer than LOAD_MS. */
const LOAD_AFTER_MS = 3_000
const LOAD_MS = 90_000
/** More requests than this waiting at once means the shop stopped answering: no more are sent. */
const MOST_IN_FLIGHT = 200
const REQUEST_TIMEOUT_MS = 15_000
/** The bars: a stop ends within this, a started replica serves through nginx within that. */
const STOP_BAR_MS = 10_000
const BACK_BAR_MS = 60_000
/** Customers from one address for a minute: the limits stay, a thousand times wider. */
const RATE_LIMIT_FACTOR = 1000

runSuite(SUITE, 5 * 60_000, async () => {
  for (const built of ['apps/api/dist/main.js', 'apps/web/build/server/index.js']) {
    if (!existsSync(join(root, built)))
      throw new Error(`${built} is missing: run \`npm run build\` first`)
  }
  if (!process.env.DATABASE_URL)
    throw new Error('DATABASE_URL is needed (npm run test:resilience gives one)')
  for (const port of [PROXY_PORT, ...API_PORTS, ...WEB_PORTS]) {
    if (!(await portIsFree(port))) throw new Error(`port ${port} is taken: another run is going?`)
  }
  const folder = temporaryFolder('aurum-rolling-')
  const database = await ownDatabase(process.env.DATABASE_URL)
  atCleanup(database.drop)
  return withShop(folder, database.url)
})

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** A database of the suite's own beside DATABASE_URL's: `<name>_rolling`, dropped at the end. */
async function ownDatabase(given) {
  const url = new URL(given)
  const name = `${url.pathname.slice(1)}_rolling`
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: given })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`drop database if exists "${name}" with (force)`)
  await admin(`create database "${name}"`)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  }
}

async function withShop(folder, databaseUrl) {
  const proxy = `http://127.0.0.1:${PROXY_PORT}`
  const shared = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    RATE_LIMIT_FACTOR: String(RATE_LIMIT_FACTOR),
    // Everything goes through the proxy, the web replicas' calls to the API too.
    WEB_URL: proxy,
    API_PUBLIC_URL: proxy,
    API_URL: proxy,
    AURUM_DEMO: 'true',
    PAYMENT_PROVIDER: 'local',
    ALLOW_TEST_PAYMENTS: 'true',
    MAIL_TRANSPORT: 'log',
    MEDIA_DIR: join(folder, 'media'),
    LOG_LEVEL: 'info',
  }
  run(process.execPath, ['apps/api/dist/db/cli.js', 'prepare'], { env: shared })
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    // Every order is served: a bottle of a cubic metre per perfume, received through the ledger.
    await db.query(`with received as (
        insert into bottle (id, perfume_id, size_ml, batch_code, opened_at, state)
        select gen_random_uuid(), id, 1000000, 'RODANTE', now(), 'open' from perfume returning id)
      insert into stock_movement (id, bottle_id, type, ml)
      select gen_random_uuid(), id, 'received', 1000000 from received`)

    const replicas = [
      ...API_PORTS.map((port, n) => ({
        name: `api${n + 1}`,
        port,
        health: '/api/health',
        start: () =>
          startProcess(`api${n + 1}`, process.execPath, ['apps/api/dist/main.js'], {
            env: {
              ...shared,
              API_PORT: String(port),
              API_HOST: '127.0.0.1',
              METRICS_PORT: String(METRICS_PORTS[n]),
            },
            folder,
          }),
      })),
      ...WEB_PORTS.map((port, n) => ({
        name: `web${n + 1}`,
        port,
        health: '/',
        start: () =>
          startProcess(`web${n + 1}`, process.execPath, ['server.mjs'], {
            env: {
              ...shared,
              PORT: String(port),
              HOST: '127.0.0.1',
              METRICS_PORT: String(METRICS_PORTS[2 + n]),
            },
            cwd: join(root, 'apps/web'),
            folder,
          }),
      })),
    ]
    for (const replica of replicas) replica.process = replica.start()
    const nginx = startNginx(folder, PROXY_PORT, API_PORTS, WEB_PORTS)
    say(SUITE, 'starting two API replicas, two web replicas and nginx')
    await Promise.all(
      replicas.map((replica) =>
        waitForOk(`http://127.0.0.1:${replica.port}${replica.health}`, 90_000, replica.process),
      ),
    )
    await waitForOk(`${proxy}/api/health`, 10_000, nginx)
    say(
      SUITE,
      `nginx on ${proxy} -> API :${API_PORTS.join(' :')}, web :${WEB_PORTS.join(' :')}; jobs in-process on both API replicas`,
    )
    return await restartsUnderLoad({ proxy, db, replicas })
  } finally {
    await db.end()
  }
}

/** A customer registered through the API with an address, signed in on the API and on the web. */
async function signedInCustomer(proxy, n) {
  const name = `rodante${Date.now()}${n}`
  const email = `${name}@example.com`
  const password = 'una-clave-larga'
  const post = (path, body, bearer) =>
    fetch(`${proxy}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(body),
    })
  const registered = await post('/api/auth/register', { username: name, email, password })
  if (registered.status !== 202) throw new Error(`register answered ${registered.status}`)
  const signedIn = await post('/api/auth/login', { login: email, password })
  if (signedIn.status !== 200) throw new Error(`API sign-in answered ${signedIn.status}`)
  const { accessToken } = await signedIn.json()
  const address = await post(
    '/api/addresses',
    {
      name: 'Lucía Fernández',
      street: 'Calle Mayor 1',
      city: 'Madrid',
      state: 'Madrid',
      zipCode: '28013',
      country: 'España',
      phone: '+34 600 000 000',
    },
    accessToken,
  )
  if (address.status !== 201) throw new Error(`address answered ${address.status}`)
  // The web's own session: the sign-in form, as a browser without JavaScript posts it.
  const web = await fetch(`${proxy}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'login', login: email, password }),
    redirect: 'manual',
  })
  const cookie = web.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  if ((web.status !== 302 && web.status !== 303) || !cookie.includes('__aurum=')) {
    throw new Error(`web sign-in answered ${web.status}`)
  }
  return { email, bearer: accessToken, cookie, addressId: (await address.json()).id }
}

async function restartsUnderLoad({ proxy, db, replicas }) {
  const [perfume] = await (await fetch(`${proxy}/api/perfumes`)).json()
  const size = perfume.variants[0].size
  const customers = []
  for (let n = 0; n < CUSTOMERS; n++) customers.push(await signedInCustomer(proxy, n))
  say(
    SUITE,
    `${CUSTOMERS} customers signed in on the web and the API; about ${LOAD_PER_SECOND} requests a second until every replica has been restarted (at most ${LOAD_MS / 1000} s)`,
  )

  const started = Date.now()
  const at = () => ((Date.now() - started) / 1000).toFixed(1)
  const figures = { sent: 0, failed: [], durations: [], skipped: 0, inFlight: 0, retried: 0 }
  /** Which replica is being restarted: a failure names the one it happened during. */
  let restarting = 'none'
  let loadEndsAt = started + LOAD_MS

  /**
   * One request through nginx; anything but `expected` is a failure, kept with what it was. A
   * customer's web session cookie is kept up to date from what the answer sets.
   */
  async function send(what, path, { expected, method = 'GET', body, bearer, customer } = {}) {
    figures.sent++
    figures.inFlight++
    const begun = performance.now()
    let status = 'no answer'
    let upstream = null
    let answer = null
    try {
      const response = await fetch(path.startsWith('http') ? path : `${proxy}${path}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          ...(customer && !bearer ? { cookie: customer.cookie } : {}),
        },
        body: body && JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
      status = response.status
      upstream = response.headers.get('x-upstream')
      // nginx tried one replica, then the other: the first refused or dropped the connection.
      if (upstream?.includes(',')) figures.retried++
      const kept = response.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .find((one) => one.startsWith('__aurum='))
      if (customer && kept) customer.cookie = kept
      answer = {
        location: response.headers.get('location'),
        body: (response.headers.get('content-type') ?? '').includes('json')
          ? await response.json()
          : await response.arrayBuffer(),
      }
    } catch (error) {
      status = error?.cause?.code ?? error?.name ?? 'no answer'
    } finally {
      figures.inFlight--
      figures.durations.push(performance.now() - begun)
    }
    if (status !== expected) {
      figures.failed.push({ at: at(), what, method, path, status, upstream, restarting })
      return null
    }
    return answer
  }

  const reads = [
    ['visitor page', () => send('visitor page', '/', { expected: 200 })],
    ['visitor page', () => send('visitor page', '/catalogo', { expected: 200 })],
    ['visitor page', () => send('visitor page', `/perfume/${perfume.slug}`, { expected: 200 })],
    ['catalogue read', () => send('catalogue read', '/api/perfumes', { expected: 200 })],
    [
      'catalogue read',
      () => send('catalogue read', `/api/perfumes/${perfume.slug}`, { expected: 200 }),
    ],
    ...customers.flatMap((customer) => [
      ['signed-in page', () => send('signed-in page', '/profile', { expected: 200, customer })],
      ['signed-in page', () => send('signed-in page', '/orders', { expected: 200, customer })],
      [
        'customer API read',
        () => send('customer API read', '/api/auth/me', { expected: 200, bearer: customer.bearer }),
      ],
    ]),
  ]

  /** A read every 1/READS_PER_SECOND s, round the list; never over MOST_IN_FLIGHT waiting. */
  async function readLoad() {
    const pending = []
    for (let n = 0; Date.now() < loadEndsAt; n++) {
      const due = started + (n * 1_000) / READS_PER_SECOND
      if (due > Date.now()) await sleep(due - Date.now())
      if (figures.inFlight >= MOST_IN_FLIGHT) figures.skipped++
      else pending.push(reads[n % reads.length][1]())
    }
    await Promise.all(pending)
  }

  const acknowledged = []
  /** A customer's orders, one every ORDER_EVERY_MS: cart, checkout, the test page's payment. */
  async function orders(customer, n) {
    await sleep((n * ORDER_EVERY_MS) / CUSTOMERS)
    while (Date.now() < loadEndsAt) {
      const next = Date.now() + ORDER_EVERY_MS
      const added = await send('order: cart', '/api/cart/items', {
        method: 'POST',
        expected: 201,
        bearer: customer.bearer,
        body: { productId: perfume.id, size, quantity: 1 },
      })
      const checkout =
        added &&
        (await send('order: checkout', '/api/checkout/session', {
          method: 'POST',
          expected: 201,
          bearer: customer.bearer,
          body: { addressId: customer.addressId },
        }))
      // The checkout's session id is the order's mark: the order the payment makes carries it.
      const sessionId = checkout?.body.sessionId
      const paid =
        checkout &&
        (await send('order: payment', `${checkout.body.url}/pay`, {
          method: 'POST',
          expected: 303,
        }))
      if (paid?.location?.includes(`session_id=${encodeURIComponent(sessionId)}`)) {
        acknowledged.push({ sessionId, email: customer.email })
      } else if (paid) {
        figures.failed.push({
          at: at(),
          what: 'order: payment',
          method: 'POST',
          path: checkout.body.url,
          status: `303 to ${paid.location}`,
          restarting,
        })
      }
      if (next > Date.now()) await sleep(next - Date.now())
    }
  }

  const stops = []
  async function restartEach() {
    // The load settles before the first stop.
    await sleep(3_000)
    for (const replica of replicas) {
      restarting = replica.name
      const asked = Date.now()
      const exited = new Promise((resolve) =>
        replica.process.once('exit', (code, signal) => resolve({ code, signal })),
      )
      replica.process.kill('SIGTERM')
      const ended = await Promise.race([exited, sleep(30_000).then(() => null)])
      if (!ended) replica.process.kill('SIGKILL')
      const stop = {
        name: replica.name,
        stopMs: Date.now() - asked,
        code: ended ? (ended.code ?? ended.signal) : 'killed after 30 s',
      }
      say(SUITE, `${at()} s: ${replica.name} stopped in ${stop.stopMs} ms, exit code ${stop.code}`)
      const restartedAt = Date.now()
      replica.process = replica.start()
      await waitForOk(`http://127.0.0.1:${replica.port}${replica.health}`, 90_000, replica.process)
      // nginx keeps a server that refused a connection out of its round for a while (fail_timeout):
      // the next replica stops only once this one answers through nginx again.
      stop.backMs = (await routedAgain(proxy, replica)) ? Date.now() - restartedAt : null
      stops.push(stop)
      say(
        SUITE,
        `${at()} s: ${replica.name} started again, answering through nginx ${stop.backMs ?? 'NEVER'} ms after its start`,
      )
      restarting = 'none'
    }
    loadEndsAt = Math.min(loadEndsAt, Date.now() + LOAD_AFTER_MS)
  }

  await Promise.all([readLoad(), ...customers.map(orders), restartEach()])
  const loadSeconds = (Date.now() - started) / 1000

  // Still signed in: the web cookie opens /profile, the token opens /api/auth/me.
  let signedOut = 0
  for (const customer of customers) {
    const page = await fetch(`${proxy}/profile`, {
      headers: { cookie: customer.cookie },
      redirect: 'manual',
    })
    const me = await fetch(`${proxy}/api/auth/me`, {
      headers: { authorization: `Bearer ${customer.bearer}` },
    })
    const user = page.status === 200 && me.status === 200 ? await me.json() : null
    if (user?.email !== customer.email) {
      signedOut++
      console.error(
        `[${SUITE}] ${customer.email}: /profile ${page.status}, /api/auth/me ${me.status}`,
      )
    }
  }

  // What the database kept: each acknowledged order once, and no order the load did not see paid.
  const { rows } = await db.query(
    `select o.payment_session_id as session, count(*)::int as orders
       from customer_order o join app_user u on u.id = o.user_id
      where u.email = any($1) group by 1`,
    [customers.map((customer) => customer.email)],
  )
  const found = new Map(rows.map((row) => [row.session, row.orders]))
  const missing = acknowledged.filter(({ sessionId }) => !found.has(sessionId)).length
  const duplicated = rows.reduce((sum, row) => sum + row.orders - 1, 0)
  const ours = new Set(acknowledged.map(({ sessionId }) => sessionId))
  const unacknowledged = rows.filter((row) => !ours.has(row.session)).length

  const durations = figures.durations.sort((a, b) => a - b)
  const p99 = durations[Math.min(durations.length - 1, Math.floor(durations.length * 0.99))]
  const byStatus = figures.failed.reduce(
    (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  )
  for (const failure of figures.failed.slice(0, 20)) {
    console.error(`[${SUITE}] failed: ${JSON.stringify(failure)}`)
  }
  const checks = [
    [
      stops.length === replicas.length,
      `every replica restarted (${stops.length} of ${replicas.length})`,
    ],
    [figures.failed.length === 0, 'every request answered as expected'],
    [figures.skipped === 0, `never ${MOST_IN_FLIGHT} requests waiting at once`],
    [
      stops.every(({ code, stopMs }) => code === 0 && stopMs <= STOP_BAR_MS),
      `every replica exited 0 within ${STOP_BAR_MS / 1000} s of SIGTERM`,
    ],
    [
      stops.every(({ backMs }) => backMs !== null && backMs <= BACK_BAR_MS),
      `every replica answered through nginx within ${BACK_BAR_MS / 1000} s of its start`,
    ],
    [acknowledged.length > 0 && missing === 0, 'no acknowledged order lost'],
    [duplicated === 0 && unacknowledged === 0, 'no order duplicated or unacknowledged'],
    [signedOut === 0, 'every customer still signed in on the web and the API'],
  ]
  say(SUITE, '--- figures')
  for (const [ok, text] of checks) say(SUITE, `${ok ? 'ok    ' : 'FAILED'} ${text}`)
  for (const { name, stopMs, code, backMs } of stops) {
    say(
      SUITE,
      `${name}: stopped in ${stopMs} ms, exit code ${code}; through nginx again ${backMs ?? 'never'} ms after its start`,
    )
  }
  say(
    SUITE,
    `requests sent: ${figures.sent} in ${loadSeconds.toFixed(0)} s (${(figures.sent / loadSeconds).toFixed(0)} a second), failed: ${figures.failed.length} ${JSON.stringify(byStatus)}, not sent (too many waiting): ${figures.skipped}; answered by the other replica after nginx's retry: ${figures.retried}; p99 ${p99.toFixed(0)} ms`,
  )
  say(
    SUITE,
    `orders placed (payment acknowledged): ${acknowledged.length}, found in the database: ${acknowledged.length - missing}, missing: ${missing}, duplicated: ${duplicated}, unacknowledged: ${unacknowledged}`,
  )
  say(SUITE, `customers signed out: ${signedOut} of ${CUSTOMERS}`)
  return checks.every(([ok]) => ok)
}

/** Waits until nginx sends `replica`'s health request to it; false after BACK_BAR_MS. */
async function routedAgain(proxy, replica) {
  const started = Date.now()
  const address = `127.0.0.1:${replica.port}`
  while (Date.now() - started < BACK_BAR_MS) {
    try {
      const answer = await fetch(`${proxy}${replica.health}`, {
        signal: AbortSignal.timeout(2_000),
      })
      await answer.arrayBuffer()
      if (answer.ok && answer.headers.get('x-upstream') === address) return true
    } catch {
      // asked again below
    }
    await sleep(100)
  }
  return false
}
