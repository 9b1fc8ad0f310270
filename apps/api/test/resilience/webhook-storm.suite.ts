import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { Client } from 'pg'
import { createFirstAdmin } from '../../src/db/first-admin'
import { createPerfumes } from '../factories'
import { startFakeStripe } from '../fake-stripe'
import {
  type Answer,
  ApiClient,
  type Customer,
  deliver,
  inPool,
  listen,
  newCustomer,
  reportFigures,
  runSeed,
  seededRandom,
  sessionEvent,
  shuffled,
  stripeOverrides,
} from '../load'
import { createTestApp, type TestApp } from '../test-app'

const AT_ONCE = 20
const MAX_DELIVERIES = 5
/** The advisory lock the test-only trigger waits for at commit (see holdCommits). */
const COMMIT_GATE = 7_316_001
const STOCK = 100_000

type Kind = 'paid' | 'paid later' | 'failed later' | 'expired'

/** Stripe's events for a session of each kind (the async ones start 'completed' but unpaid). */
function eventsOf(kind: Kind, index: number, sessionId: string) {
  const event = (name: string, type: string, status: string) =>
    sessionEvent(`evt_storm_${name}_${index}`, type, sessionId, status)
  switch (kind) {
    case 'paid':
      return [event('completed', 'checkout.session.completed', 'paid')]
    case 'paid later':
      return [
        event('completed', 'checkout.session.completed', 'unpaid'),
        event('succeeded', 'checkout.session.async_payment_succeeded', 'paid'),
      ]
    case 'failed later':
      return [
        event('completed', 'checkout.session.completed', 'unpaid'),
        event('failed', 'checkout.session.async_payment_failed', 'unpaid'),
      ]
    case 'expired':
      return [event('expired', 'checkout.session.expired', 'unpaid')]
  }
}

export interface StormSizes {
  sessions: number
  buyers: number
  /** Times the API process is killed between commit and answer (needs apps/api/dist). */
  kills: number
}

/**
 * Stripe's webhook under a storm, on a real PostgreSQL: payment sessions whose events are each
 * delivered 1 to 5 times, shuffled, 20 at a time, to the app listening on a loopback port; then
 * the API process (the production build) killed after its transaction committed and before it
 * answered, and the event delivered again to a new process. The bar: exactly one order per paid
 * session, none for the others, no 5xx.
 */
export function describeWebhookStorm(suite: string, sizes: StormSizes): void {
  const { sessions: SESSIONS, buyers: BUYERS, kills: KILLS } = sizes
  // PGlite (the embedded database without DATABASE_URL) runs one transaction at a time.
  const describeOnPostgres = process.env.EMBEDDED_DATABASE ? describe.skip : describe
  describeOnPostgres(`${suite} (e2e)`, () => {
    let t: TestApp
    let fake: Awaited<ReturnType<typeof startFakeStripe>>
    let api: ApiClient
    const random = seededRandom(runSeed())
    const figures: string[] = []
    const children = new Set<ChildProcess>()
    const sql = <T>(query: string, params: unknown[] = []) =>
      t.orm.em.fork().execute<T[]>(query, params)

    beforeAll(async () => {
      fake = await startFakeStripe()
      t = await createTestApp(stripeOverrides(fake.url))
      api = new ApiClient(await listen(t))
    })

    afterAll(async () => {
      for (const child of children) child.kill('SIGKILL')
      reportFigures(suite, figures)
      await t.close()
      await fake.close()
    })

    it(`${SESSIONS} sessions, each event delivered 1 to ${MAX_DELIVERIES} times, shuffled, ${AT_ONCE} at a time: one order per paid session`, async () => {
      const perfumes = await createPerfumes(
        t.orm.em,
        ['Tormenta A', 'Tormenta B', 'Tormenta C', 'Tormenta D'].map((name, index) => ({
          name,
          sizes: [['5ml', 5, 1000 + index * 250, STOCK]] as [string, number, number, number][],
        })),
      )
      // Each buyer's cart holds three of the four perfumes, in an order of its own, so orders
      // paid at once take their stock in different orders.
      const buyers: Customer[] = await inPool(
        Array.from({ length: BUYERS }, (_, index) => index),
        8,
        (index) =>
          newCustomer(
            api,
            `tormenta${index}`,
            [0, 1, 2].map((step) => [
              perfumes[(index + step * (index % 2 ? 1 : 3)) % 4].id,
              '5ml',
              1 + step,
            ]),
          ),
      )
      const kinds: Kind[] = shuffled(
        Array.from({ length: SESSIONS }, (_, index): Kind =>
          index % 5 < 2
            ? 'paid'
            : (['paid later', 'failed later', 'expired'] as const)[(index % 5) - 2],
        ),
        random,
      )
      const sessions = await inPool(kinds, 10, async (kind, index) => {
        const buyer = buyers[index % BUYERS]
        const started = await api.send('POST', '/api/checkout/session', {
          bearer: buyer.bearer,
          body: { addressId: buyer.addressId },
        })
        expect(started.status).toBe(201)
        const id: string = started.body.sessionId
        // What Stripe's own record says once the customer is done.
        fake.sessions.set(
          id,
          kind === 'expired'
            ? { status: 'expired', payment_status: 'unpaid' }
            : {
                status: 'complete',
                payment_status: kind === 'paid later' || kind === 'paid' ? 'paid' : 'unpaid',
              },
        )
        return { id, kind, index }
      })
      const deliveries = shuffled(
        sessions.flatMap(({ id, kind, index }) =>
          eventsOf(kind, index, id).flatMap((event) =>
            Array.from({ length: 1 + Math.floor(random() * MAX_DELIVERIES) }, () => event),
          ),
        ),
        random,
      )
      const started = Date.now()
      const answers = await inPool(deliveries, AT_ONCE, (event) => deliver(api, event))
      const seconds = (Date.now() - started) / 1000
      const outcomes: Record<string, number> = {}
      for (const answer of answers) {
        const key = answer.status === 200 ? answer.body.outcome : `HTTP ${answer.status}`
        outcomes[key] = (outcomes[key] ?? 0) + 1
      }

      const orders = await sql<{ session: string; orders: number }>(
        `select payment_session_id as session, count(*)::int as orders from customer_order
       group by payment_session_id`,
      )
      const ordersOf = new Map(orders.map((row) => [row.session, row.orders]))
      const paid = sessions.filter(({ kind }) => kind === 'paid' || kind === 'paid later')
      const lost = paid.filter(({ id }) => !ordersOf.has(id)).length
      const duplicates = orders.reduce((sum, row) => sum + row.orders - 1, 0)
      const unpaidWithOrder = sessions.filter(
        ({ id, kind }) => kind !== 'paid' && kind !== 'paid later' && ordersOf.has(id),
      ).length
      figures.push(
        `sessions: ${SESSIONS} (${paid.length} paid), deliveries: ${deliveries.length} of ${new Set(deliveries.map((event) => event.id)).size} events, ${AT_ONCE} at a time, in ${seconds.toFixed(1)} s`,
        `outcomes: ${JSON.stringify(outcomes)}`,
        `orders lost: ${lost}, duplicates: ${duplicates}, orders for unpaid sessions: ${unpaidWithOrder}, 5xx seen: ${api.serverErrors.length}`,
      )

      expect(api.serverErrors).toEqual([])
      expect({ lost, duplicates, unpaidWithOrder }).toEqual({
        lost: 0,
        duplicates: 0,
        unpaidWithOrder: 0,
      })
      expect(outcomes.fulfilled).toBe(paid.length)
      const checkouts = await sql<{ status: string; count: number }>(
        'select status, count(*)::int as count from checkout group by status order by status',
      )
      expect(checkouts).toEqual(
        [
          { status: 'expired', count: kinds.filter((kind) => kind === 'expired').length },
          { status: 'failed', count: kinds.filter((kind) => kind === 'failed later').length },
          { status: 'paid', count: paid.length },
        ].filter((row) => row.count > 0),
      )
      // Each paid session took its units once: the stock went down by exactly what was paid for.
      const [{ units }] = await sql<{ units: number }>(
        `select coalesce(sum((line->>'quantity')::int), 0)::int as units
       from checkout, jsonb_array_elements(lines::jsonb) as line where status = 'paid'`,
      )
      const [{ stock }] = await sql<{ stock: number }>(
        'select sum(stock)::int as stock from perfume_variant',
      )
      expect(stock).toBe(STOCK * perfumes.length - units)
    })

    it(`every paid order cancelled, each asked twice, ${AT_ONCE} at a time: one refund of what was paid, the stock back`, async () => {
      const email = 'jefa@aurum.example'
      const password = 'una-clave-de-administracion'
      await createFirstAdmin(t.orm.em.fork(), { email, password })
      const signedIn = await api.send('POST', '/api/auth/admin/login', {
        body: { login: email, password },
      })
      const admin = `Bearer ${signedIn.body.accessToken}`
      const orders = await sql<{ id: string; session: string; total: number }>(
        'select id, payment_session_id as session, total_cents as total from customer_order',
      )
      const asks = shuffled([...orders, ...orders], random)
      const answers = await inPool(asks, AT_ONCE, (order) =>
        api.send('PATCH', `/api/admin/orders/${order.id}`, {
          bearer: admin,
          body: { status: 'cancelled' },
        }),
      )
      const refunds = orders.map(
        (order) =>
          fake.refunds.filter((refund) => refund.payment_intent === `pi_for_${order.session}`)
            .length,
      )
      const overRefunded = orders.filter(
        (order) =>
          fake.refunds
            .filter((refund) => refund.payment_intent === `pi_for_${order.session}`)
            .reduce((sum, refund) => sum + refund.amount, 0) > order.total,
      ).length
      figures.push(
        `cancelled at once: ${orders.length} orders asked ${asks.length} times, answers ${JSON.stringify(statusCounts(answers))}, refunds per order ${[...new Set(refunds)].join('/')}, refunds over what was paid: ${overRefunded}`,
      )
      expect(api.serverErrors).toEqual([])
      expect(statusCounts(answers)).toEqual({ 200: orders.length, 409: orders.length })
      expect(refunds).toEqual(orders.map(() => 1))
      expect(overRefunded).toBe(0)
      const [{ stock }] = await sql<{ stock: number }>(
        'select sum(stock)::int as stock from perfume_variant',
      )
      const [{ count }] = await sql<{ count: number }>(
        'select count(*)::int as count from perfume_variant',
      )
      expect(stock).toBe(STOCK * count)
    })

    const itKills = KILLS > 0 ? it : it.skip
    itKills(
      `the API killed after it committed an order and before it answered, ${KILLS} times: the event delivered again makes no second order`,
      async () => {
        const main = join(__dirname, '../../dist/main.js')
        if (!existsSync(main))
          throw new Error('apps/api/dist is missing: run `npm run build` first')
        const [perfume] = await createPerfumes(t.orm.em, [
          { name: 'Interrumpido', sizes: [['5ml', 5, 1800, STOCK]] },
        ])
        await holdCommits()
        const gate = new Client({ connectionString: process.env.DATABASE_URL })
        await gate.connect()
        const results: string[] = []
        let answeredBeforeKill = 0
        try {
          let child = await startApi(main)
          for (let kill = 1; kill <= KILLS; kill++) {
            const buyer = await newCustomer(child.api, `interrumpido${kill}`, [
              [perfume.id, '5ml', 1],
            ])
            const started = await child.api.send('POST', '/api/checkout/session', {
              bearer: buyer.bearer,
              body: { addressId: buyer.addressId },
            })
            expect(started.status).toBe(201)
            const sessionId: string = started.body.sessionId
            fake.sessions.set(sessionId, { status: 'complete', payment_status: 'paid' })
            const event = sessionEvent(
              `evt_killed_${kill}`,
              'checkout.session.completed',
              sessionId,
            )

            // The commit waits at the gate; the process is frozen there, the gate opens, the order
            // row appears (committed), and only then is the process killed: it never answers.
            await gate.query('select pg_advisory_lock($1)', [COMMIT_GATE])
            const delivery = deliver(child.api, event).then(
              (answer): Answer | 'no answer' => answer,
              () => 'no answer' as const,
            )
            await until(async () => {
              const { rows } = await gate.query(
                `select 1 from pg_stat_activity where datname = current_database()
             and wait_event_type = 'Lock' and wait_event = 'advisory' and query ilike 'commit%'`,
              )
              return rows.length > 0
            })
            child.process.kill('SIGSTOP')
            await gate.query('select pg_advisory_unlock($1)', [COMMIT_GATE])
            await until(async () => (await ordersFor(sessionId)) === 1)
            child.process.kill('SIGKILL')
            await child.exited
            const answer = await delivery
            if (answer !== 'no answer') answeredBeforeKill++
            expect(answer).toBe('no answer')

            child = await startApi(main)
            const again = await deliver(child.api, event)
            expect(again).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } })
            expect(await ordersFor(sessionId)).toBe(1)
            const order = await child.api.send('GET', `/api/orders/by-session/${sessionId}`, {
              bearer: buyer.bearer,
            })
            expect(order.body).toMatchObject({ status: 'confirmed', total: '21.95' })
            results.push(`${again.body.outcome}, ${await ordersFor(sessionId)} order`)
          }
          child.process.kill('SIGKILL')
          await child.exited
        } finally {
          await gate.end()
          await sql('drop trigger if exists resilience_hold_commit on customer_order')
        }
        figures.push(
          `killed between commit and answer: ${results.length} times, each redelivery: ${results.join('; ')}; answers received before the kill: ${answeredBeforeKill}`,
        )
      },
    )

    /**
     * Test-only, in this suite's own database: a deferred trigger makes the commit of an order wait
     * for an advisory lock the test holds, so the process can be caught between commit and answer.
     */
    async function holdCommits(): Promise<void> {
      await sql(`create or replace function resilience_hold_commit() returns trigger
      language plpgsql as $$ begin perform pg_advisory_xact_lock(${COMMIT_GATE}); return null; end $$`)
      await sql(`create constraint trigger resilience_hold_commit after insert on customer_order
      deferrable initially deferred for each row execute function resilience_hold_commit()`)
    }

    async function ordersFor(sessionId: string): Promise<number> {
      const [{ count }] = await sql<{ count: number }>(
        'select count(*)::int as count from customer_order where payment_session_id = ?',
        [sessionId],
      )
      return count
    }

    /** `node apps/api/dist/main.js` on a free loopback port, on this suite's database and fake Stripe. */
    async function startApi(main: string) {
      const port = await freePort()
      const child = spawn(process.execPath, [main], {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          DATABASE_URL: process.env.DATABASE_URL,
          API_HOST: '127.0.0.1',
          API_PORT: String(port),
          JWT_SECRET: 'integration-tests-sign-with-this-secret',
          LOG_LEVEL: 'warn',
          ...stripeOverrides(fake.url),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      })
      children.add(child)
      let errors = ''
      child.stderr?.on('data', (chunk) => (errors += chunk))
      const exited = new Promise<void>((resolve) =>
        child.once('exit', () => {
          children.delete(child)
          resolve()
        }),
      )
      const client = new ApiClient(`http://127.0.0.1:${port}`)
      await until(async () => {
        if (child.exitCode !== null) throw new Error(`the API exited: ${errors}`)
        try {
          return (await fetch(`${client.baseUrl}/api/health`)).status === 200
        } catch {
          return false
        }
      }, 30_000)
      return { process: child, api: client, exited }
    }
  })
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

function statusCounts(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1
  return counts
}
