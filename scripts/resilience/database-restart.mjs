// Database restart: the API (production build, NODE_ENV=production) on a PostgreSQL cluster of this
// suite's own takes Stripe checkouts from 20 customers at once for 30 s (checkout session at the
// tests' fake Stripe, then its signed webhook, redelivered until acknowledged as Stripe does).
// Ten seconds in, the server is stopped hard (`pg_ctl stop -m immediate`) and started again four
// seconds later. Bar: no acknowledged order lost, none duplicated, the API never exits, every
// request during the outage answered 503 quickly (no hang, no 500), /api/health says 503 during
// it, and the API serves again within 10 s of the database accepting connections.
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { createJiti } from 'jiti'
import pg from 'pg'
import {
  alive,
  freePort,
  root,
  run,
  runSuite,
  say,
  sleep,
  startCluster,
  startProcess,
  tail,
  temporaryFolder,
  waitForOk,
} from './support/processes.mjs'

const SUITE = 'database restart'
const WORKERS = 20
const RUN_MS = 30_000
const OUTAGE_AT_MS = 10_000
const OUTAGE_MS = 4_000
/** Stripe keeps redelivering an unacknowledged event; here for at most this long after the run. */
const REDELIVERY_MS = 20_000
/** The bars. */
const QUICK_ANSWER_MS = 3_000
const RECOVERY_MS = 10_000

// The API tests' own helpers (TypeScript): customers and Stripe's events made as the tests make them.
const jiti = createJiti(import.meta.url)
const { startFakeStripe } = await jiti.import('../../apps/api/test/fake-stripe.ts')
const { WEBHOOK_SECRET, sessionEvent, signedEvent } = await jiti.import(
  '../../apps/api/test/load.ts',
)
const { newCustomer } = await jiti.import('../../apps/api/test/shoppers.ts')

runSuite(SUITE, 5 * 60_000, async () => {
  if (!existsSync(join(root, 'apps/api/dist/main.js'))) {
    throw new Error('apps/api/dist is missing: run `npm run build` first')
  }
  const folder = temporaryFolder('aurum-db-restart-')
  const cluster = await startCluster('aurum-db-restart-pg-')
  say(SUITE, `PostgreSQL 15 of its own on 127.0.0.1:${cluster.port}`)
  const fakeStripe = await startFakeStripe()

  const apiPort = await freePort()
  const api = `http://127.0.0.1:${apiPort}`
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: cluster.url,
    API_HOST: '127.0.0.1',
    API_PORT: String(apiPort),
    JWT_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_resilience',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fakeStripe.url,
    // Production wants a mail server; this suite sends no mail worth delivering.
    MAIL_TRANSPORT: 'log',
    // Twenty customers from one address for 30 s: the limits stay, a thousand times wider.
    RATE_LIMIT_FACTOR: '1000',
    LOG_LEVEL: 'warn',
    MEDIA_DIR: join(folder, 'media'),
  }
  delete env.REDIS_URL
  run(process.execPath, ['apps/api/dist/db/cli.js', 'seed'], { env })
  const db = new pg.Client({ connectionString: cluster.url })
  await db.connect()
  // Every checkout is served: a bottle of a cubic metre per perfume, received through the ledger.
  await db.query(`with received as (
      insert into bottle (id, perfume_id, size_ml, batch_code, opened_at, state)
      select gen_random_uuid(), id, 1000000, 'RESILIENCIA', now(), 'open' from perfume returning id)
    insert into stock_movement (id, bottle_id, type, ml)
    select gen_random_uuid(), id, 'received', 1000000 from received`)
  await db.end()

  const apiProcess = startProcess('api', process.execPath, ['apps/api/dist/main.js'], {
    env,
    folder,
  })
  try {
    await waitForOk(`${api}/api/health`, 60_000, apiProcess)
    return await checkoutsThroughRestart({ api, apiProcess, cluster, fakeStripe })
  } finally {
    await fakeStripe.close()
    if (!alive(apiProcess)) console.error(tail(apiProcess))
  }
})

async function checkoutsThroughRestart({ api, apiProcess, cluster }) {
  const figures = {
    acknowledged: [],
    answers503: 0,
    other5xx: 0,
    unanswered: 0,
    maxOutageAnswerMs: 0,
    maxInFlightFailureMs: 0,
    redeliveries: 0,
    healthDuringOutage: [],
  }
  const phase = { outageFrom: null, down: null, restartAskedAt: null, databaseBackAt: null }
  const during = () => phase.down !== null && phase.databaseBackAt === null

  /**
   * One call (`bearer`: the Authorization header's value); failures are counted and timed (a hang
   * would show as a long answer time).
   */
  async function call(method, path, { bearer, body, headers = {} } = {}) {
    const started = Date.now()
    // Asked while the database was down (not caught in flight by the stop): must fail fast.
    const askedDuringOutage = phase.down !== null && phase.databaseBackAt === null
    let status = 0
    let json = null
    try {
      const answer = await fetch(`${api}${path}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(bearer ? { authorization: bearer } : {}),
          ...headers,
        },
        body: typeof body === 'string' ? body : body && JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      })
      status = answer.status
      json = await answer.json().catch(() => null)
    } catch {
      figures.unanswered++
    }
    if (status < 200 || status >= 300) {
      const took = Date.now() - started
      if (askedDuringOutage) figures.maxOutageAnswerMs = Math.max(figures.maxOutageAnswerMs, took)
      else figures.maxInFlightFailureMs = Math.max(figures.maxInFlightFailureMs, took)
      if (status === 503) figures.answers503++
      else if (status >= 500) {
        figures.other5xx++
        console.error(`[${SUITE}] ${method} ${path}: ${status} ${JSON.stringify(json)}`)
      }
    }
    return { status, body: json }
  }

  const [perfume] = (await call('GET', '/api/perfumes')).body
  const size = perfume.variants[0].size
  const shoppers = []
  for (let n = 0; n < WORKERS; n++) {
    shoppers.push(await newCustomer({ send: call }, `reinicio${Date.now()}${n}`))
  }
  say(
    SUITE,
    `${WORKERS} customers registered; ${RUN_MS / 1000} s of checkouts, ${WORKERS} at a time`,
  )

  const started = Date.now()
  const endAt = started + RUN_MS
  const at = () => Date.now() - started

  /** Stripe's delivery: the same event again until the shop answers 2xx. */
  async function deliver(sessionId) {
    const event = sessionEvent(`evt_${sessionId}`, 'checkout.session.completed', sessionId)
    for (let attempt = 0; Date.now() < endAt + REDELIVERY_MS; attempt++) {
      if (attempt) figures.redeliveries++
      const { payload, signature } = signedEvent(event)
      const { status, body } = await call('POST', '/api/stripe/webhook', {
        body: payload,
        headers: { 'stripe-signature': signature },
      })
      if (status === 200) return body.outcome
      await sleep(250)
    }
    return null
  }

  async function worker({ bearer, addressId }) {
    while (Date.now() < endAt) {
      const added = await call('POST', '/api/cart/items', {
        bearer,
        body: { productId: perfume.id, size, quantity: 1 },
      })
      if (added.status !== 201) {
        await sleep(100)
        continue
      }
      const session = await call('POST', '/api/checkout/session', { bearer, body: { addressId } })
      if (session.status !== 201) {
        await sleep(100)
        continue
      }
      const outcome = await deliver(session.body.sessionId)
      if (outcome)
        figures.acknowledged.push({ sessionId: session.body.sessionId, outcome, at: at() })
    }
  }

  async function watchHealth() {
    while (Date.now() < endAt) {
      const probeAt = Date.now()
      const { status } = await call('GET', '/api/health')
      if (during()) figures.healthDuringOutage.push(status)
      if (phase.restartAskedAt && probeAt > phase.restartAskedAt && status === 200) {
        phase.healthBackAt ??= Date.now()
      }
      await sleep(200)
    }
  }

  async function outage() {
    await sleep(OUTAGE_AT_MS)
    phase.outageFrom = at()
    await cluster.stopImmediately()
    phase.down = at()
    say(SUITE, `${(at() / 1000).toFixed(1)} s: PostgreSQL stopped hard (pg_ctl stop -m immediate)`)
    await sleep(OUTAGE_MS)
    phase.restartAskedAt = Date.now()
    await cluster.start()
    phase.databaseBackAt = Date.now()
    say(SUITE, `${(at() / 1000).toFixed(1)} s: PostgreSQL accepts connections again`)
  }

  await Promise.all([...shoppers.map(worker), watchHealth(), outage()])
  const backAt = phase.databaseBackAt - started
  // pg_ctl notices the server is up a little after it is: the API may be back before it returns.
  const recoveryMs = phase.healthBackAt
    ? Math.max(0, phase.healthBackAt - phase.databaseBackAt)
    : null
  const firstAfter = figures.acknowledged.filter((one) => one.at > backAt).map((one) => one.at)
  const firstCheckoutAfterMs = firstAfter.length ? Math.min(...firstAfter) - backAt : null

  // What the database kept: one order per acknowledged session, no session with two.
  const db = new pg.Client({ connectionString: cluster.url })
  await db.connect()
  const { rows } = await db.query(
    'select payment_session_id as session, count(*)::int as orders from customer_order group by 1',
  )
  await db.end()
  const ordersBySession = new Map(rows.map((row) => [row.session, row.orders]))
  const acknowledgedSessions = new Set(figures.acknowledged.map((one) => one.sessionId))
  const lost = [...acknowledgedSessions].filter((id) => !ordersBySession.has(id)).length
  const duplicates = rows.reduce((sum, row) => sum + row.orders - 1, 0)
  const unacknowledged = rows.filter((row) => !acknowledgedSessions.has(row.session)).length
  const apiAlive = alive(apiProcess)
  const healthShowedOutage = figures.healthDuringOutage.includes(503)

  const checks = [
    [
      figures.acknowledged.length > 0 && firstAfter.length > 0,
      'checkouts acknowledged before and after the restart',
    ],
    [lost === 0, 'no acknowledged order lost'],
    [duplicates === 0, 'no order duplicated'],
    [apiAlive, 'the API process never exited'],
    [
      figures.answers503 > 0 && figures.other5xx === 0 && figures.unanswered === 0,
      'the outage answered 503, never another 5xx or nothing',
    ],
    [
      figures.maxOutageAnswerMs <= QUICK_ANSWER_MS,
      `every request made during the outage answered within ${QUICK_ANSWER_MS} ms`,
    ],
    [healthShowedOutage, '/api/health answered 503 during the outage'],
    [
      recoveryMs !== null && recoveryMs <= RECOVERY_MS,
      `/api/health 200 again within ${RECOVERY_MS / 1000} s`,
    ],
  ]
  for (const [ok, text] of checks) say(SUITE, `${ok ? 'ok    ' : 'FAILED'} ${text}`)
  const outageHealth = figures.healthDuringOutage.reduce(
    (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  )
  say(
    SUITE,
    `outage: stop asked at ${(phase.outageFrom / 1000).toFixed(1)} s, down at ${(phase.down / 1000).toFixed(1)} s, accepting connections again at ${(backAt / 1000).toFixed(1)} s; /api/health during it: ${JSON.stringify(outageHealth)}`,
  )
  say(
    SUITE,
    `checkouts acknowledged: ${figures.acknowledged.length} (${figures.redeliveries} webhook redeliveries; ${figures.acknowledged.filter((one) => one.outcome === 'duplicate').length} acknowledged as a repeat of a committed event)`,
  )
  say(
    SUITE,
    `orders lost: ${lost}, duplicates: ${duplicates}, orders never acknowledged: ${unacknowledged}`,
  )
  say(
    SUITE,
    `503 answers: ${figures.answers503}, other 5xx: ${figures.other5xx}, unanswered: ${figures.unanswered}`,
  )
  say(
    SUITE,
    `max outage answer time: ${figures.maxOutageAnswerMs} ms (requests caught in flight by the stop failed within ${figures.maxInFlightFailureMs} ms)`,
  )
  say(
    SUITE,
    `recovery time: /api/health 200 ${recoveryMs ?? 'never'} ms after the database accepted connections, first checkout acknowledged ${firstCheckoutAfterMs ?? 'never'} ms after; API process ${apiAlive ? 'still running' : 'EXITED'}`,
  )
  return checks.every(([ok]) => ok)
}
