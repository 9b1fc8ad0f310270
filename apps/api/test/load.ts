import { appendFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import type { TestApp } from './test-app'

/**
 * Helpers of the suites that send many requests at once (money, races, webhook storms): the app
 * listening on a loopback port, so requests arrive together over real sockets and meet in the
 * PostgreSQL pool, a client that counts every 5xx, a bounded pool of workers, seeded shuffles and
 * the figures each suite prints at its end.
 */

export const WEBHOOK_SECRET = 'whsec_aurum_integration_tests'

/** What the suites' apps need: Stripe (the fake one) and limits that a load from one address passes. */
export function stripeOverrides(fakeStripeUrl: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_aurum',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fakeStripeUrl,
    PAYMENT_PROVIDER: 'stripe',
    RATE_LIMIT_FACTOR: '100000',
  }
}

/** Starts the test app's server on a free loopback port; answers its address. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = t.app.getHttpServer().address() as AddressInfo
  return `http://127.0.0.1:${port}`
}

export interface Answer {
  status: number
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- whole bodies are asserted
  body: any
}

/** A client of a listening API over fetch (one connection per request in flight). */
export class ApiClient {
  /** Every answer of 500 or more, by route. */
  readonly serverErrors: string[] = []
  /** Requests that got no answer at all (a reset connection). */
  unanswered = 0
  requests = 0

  constructor(readonly baseUrl: string) {}

  async send(
    method: string,
    path: string,
    options: { bearer?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers }
    if (options.bearer) headers.authorization = options.bearer
    let payload: string | undefined
    if (options.body !== undefined) {
      payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
      headers['content-type'] ??= 'application/json'
    }
    this.requests++
    let response: Response
    try {
      response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload })
    } catch (error) {
      this.unanswered++
      throw error
    }
    const text = await response.text()
    if (response.status >= 500) this.serverErrors.push(`${method} ${path} ${response.status}`)
    let body: unknown = text
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      // Not JSON: the text itself is kept.
    }
    return { status: response.status, body }
  }
}

// The suites' customers are registered as every test's are; kept importable from here, beside
// the client they are made through.
export { type Customer, newCustomer } from './shoppers'

const stripe = new Stripe('sk_test_aurum')

/** A Stripe event as Stripe sends it: the body and its Stripe-Signature with the tests' secret. */
export function signedEvent(event: object): { payload: string; signature: string } {
  const payload = JSON.stringify(event)
  return {
    payload,
    signature: stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  }
}

/** Delivers an event to the webhook, as Stripe does (signed when it is sent). */
export function deliver(api: ApiClient, event: object): Promise<Answer> {
  const { payload, signature } = signedEvent(event)
  return api.send('POST', '/api/stripe/webhook', {
    body: payload,
    headers: { 'stripe-signature': signature },
  })
}

/** A `checkout.session.*` event of a payment session, in Stripe's shape. */
export function sessionEvent(id: string, type: string, sessionId: string, paymentStatus = 'paid') {
  return {
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: paymentStatus,
        metadata: {},
      },
    },
  }
}

/** Runs the task on every item, at most `width` at once; answers the results in item order. */
export async function inPool<T, R>(
  items: readonly T[],
  width: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index], index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker))
  return results
}

/**
 * A seeded random source (mulberry32), so a run that failed can be replayed: the seed comes from
 * RESILIENCE_SEED when given, and is printed with the figures.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function runSeed(): number {
  const given = Number(process.env.RESILIENCE_SEED)
  return Number.isInteger(given) && given > 0 ? given : Date.now() % 2_147_483_647
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items]
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1))
    ;[copy[index], copy[other]] = [copy[other], copy[index]]
  }
  return copy
}

/**
 * Prints a suite's figures; under `npm run test:resilience` they are also kept for the reporter
 * (test/resilience/figures-reporter.js), which prints them again as the run's last lines.
 */
export function reportFigures(suite: string, lines: string[]): void {
  const text = lines.map((line) => `[${suite}] ${line}\n`).join('')
  process.stdout.write(`\n${text}`)
  const kept = process.env.RESILIENCE_FIGURES_FILE
  if (kept) appendFileSync(kept, text)
}
