import { type ChildProcess, fork } from 'node:child_process'
import { createHash } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { Client } from 'pg'
import type { NestFastifyApplication } from '@nestjs/platform-fastify'
import { ApiErrorSchema } from '../../src/common/api-errors'
import { flushSeen, takeViolations } from '../contract/contract-recorder'
import { createTestApp } from '../test-app'
import { type ApiRoute, type Caller, apiRoutes } from './api-routes'
import { prepareFuzzShop } from './fuzz-shop'
import {
  type HostileBody,
  type HostileHeaders,
  hostileBody,
  hostileHeaders,
  hostileQuery,
  urlValue,
} from './hostile-input'
import { inTurns } from './in-turns'
import { describeWrites, type Write, WriteLog } from './write-log'

/** An account the fuzz signs in with, again whenever a fuzzed request ended its session. */
export interface FuzzAccount {
  login: string
  password: string
  admin: boolean
}

export interface FuzzFigures {
  routes: number
  cases: number
  byCaller: Record<Caller, number>
  /** Answers that were not refusals (the input happened to be acceptable). */
  accepted: number
  serverErrors: number
  /** Refused requests after which a table had changed. */
  stored: number
  /** Refusals whose body was not { statusCode, code, message, fieldErrors? }. */
  nonStandardErrors: number
  seconds: number
}

/**
 * Cases sent before the write log is read, and how many are in flight at once. A batch is also
 * the unit of generation (its own seed), so any stretch of a route's cases can be made alone.
 */
export const BATCH = 100
const IN_FLIGHT = 12
/** The fewest cases a route gets under a time limit. */
export const FEWEST = 30
/** How long the ids known to exist are kept before they are read again (the fuzz deletes some). */
const KNOWN_VALUES_MS = 10_000

interface Answer {
  path: string
  status: number
  contentType: string
  body: string
}

interface FuzzCase {
  caller: Caller
  params: string[]
  query?: string
  body?: HostileBody
  headers: HostileHeaders
}

/** What a fuzz run found, in one process or gathered from several. */
export interface FuzzResults {
  figures: FuzzFigures
  /** One line per distinct failure (route, kind, status), with the first case that showed it. */
  failures: Map<string, string>
  /** How many cases each route got ('METHOD /path'). */
  casesPerRoute: Map<string, number>
}

/**
 * Sends generated bad requests (fast-check: wrong types, missing and extra fields, '__proto__'
 * keys, control characters, oversized values, bad ids next to real ones) to every route of the app,
 * as each caller the route is for. The bar: never a 5xx; every refusal a 4xx with the standard
 * error body; nothing stored by a refused request (write-log.ts).
 */
export class ApiFuzz implements FuzzResults {
  readonly figures: FuzzFigures = emptyFigures()
  /** One line per distinct failure (route, kind, status), with the first case that showed it. */
  readonly failures = new Map<string, string>()
  private readonly bearers = new Map<Caller, string>()

  private routeList?: ApiRoute[]
  private known?: { values: string[]; read: number }
  /** How many cases each route got ('METHOD /path'). */
  readonly casesPerRoute = new Map<string, number>()

  private constructor(
    private readonly app: NestFastifyApplication,
    private readonly accounts: Partial<Record<Caller, FuzzAccount>>,
    private readonly database: Client,
    private readonly log: WriteLog,
  ) {}

  /** Installs the write log on the app's database and signs the accounts in. */
  static async start(
    app: NestFastifyApplication,
    accounts: Partial<Record<Caller, FuzzAccount>>,
  ): Promise<ApiFuzz> {
    // A connection of its own: the log is read after every few requests, outside the app's pool.
    const database = new Client({ connectionString: process.env.DATABASE_URL })
    await database.connect()
    const execute = async (sql: string) => (await database.query(sql)).rows
    const fuzz = new ApiFuzz(app, accounts, database, await WriteLog.install(execute))
    await fuzz.keepSignedIn()
    return fuzz
  }

  async stop(): Promise<void> {
    await this.database.end()
  }

  routes(): ApiRoute[] {
    this.routeList ??= apiRoutes(this.app)
    return this.routeList
  }

  /**
   * Runs cases `first` to `first + count` of one route (the same ones for the same seed, whichever
   * process runs them), or as many as fit before `deadline` (a time, in ms). The first FEWEST of a
   * route run whatever the time: a route is never left out. `first` is a multiple of BATCH.
   */
  async run(
    route: ApiRoute,
    seed: number,
    { first = 0, count = BATCH, deadline = Infinity } = {},
  ): Promise<void> {
    const started = Date.now()
    const before = this.figures.cases
    const routeSeed = seedOf(route, seed)
    const arbitrary = this.cases(route, await this.knownValues())
    for (let at = first; at < first + count && (at < FEWEST || Date.now() < deadline);) {
      // Each batch its own seed: batch n is the same cases whether or not batch n - 1 ran.
      const size = Math.min(BATCH - (at % BATCH), first + count - at)
      const cases = fc.sample(arbitrary, { numRuns: size, seed: batchSeed(routeSeed, at) })
      await this.batch(route, cases, at, routeSeed)
      at += size
    }
    const key = routeKey(route)
    if (!this.casesPerRoute.has(key)) this.figures.routes++
    this.casesPerRoute.set(key, (this.casesPerRoute.get(key) ?? 0) + this.figures.cases - before)
    this.figures.seconds += (Date.now() - started) / 1000
  }

  /**
   * Every route with up to `runs` cases within `seconds` (0: no limit), in this process. Rounds of
   * one batch per route, so under a time limit every route gets as many as the others.
   */
  async runAll(runs: number, seed: number, seconds = 0): Promise<void> {
    const end = seconds ? Date.now() + seconds * 1000 : Infinity
    for (let first = 0; first < runs; first += BATCH) {
      for (const route of this.routes()) {
        await this.run(route, seed, { first, count: Math.min(BATCH, runs - first), deadline: end })
      }
    }
  }

  /**
   * Sends a batch of cases, IN_FLIGHT at a time, then reads what the database stored meanwhile.
   * When something was stored beside requests that went through, the refused ones are sent again
   * together; only if those store something is each sent alone, to name the one that does.
   */
  private async batch(route: ApiRoute, cases: FuzzCase[], first: number, routeSeed: number) {
    const which = (index: number) =>
      `seed ${batchSeed(routeSeed, first)}, case ${index} of its batch (${routeKey(route)} case ${first + index})`
    const answers = await inTurns(cases, IN_FLIGHT, (one) => this.send(route, one))
    const writes = await this.log.take()
    const accepted = answers.filter((answer) => answer.status < 400)
    answers.forEach((answer, index) => this.judge(route, cases[index], answer, which(index)))
    // A write that went through may have ended a session (a sign-out, an admin's clean-up).
    if (accepted.length && route.method !== 'GET') await this.keepSignedIn()
    if (!writes.length) return
    let refused = answers.flatMap((answer, index) =>
      answer.status >= 400 && answer.status < 500 ? [index] : [],
    )
    if (!accepted.length && refused.length === 1) {
      return this.stored(route, cases[refused[0]], answers[refused[0]], writes, which(refused[0]))
    }
    if (accepted.length && refused.length > 1) {
      const again = await inTurns(
        refused.map((index) => cases[index]),
        IN_FLIGHT,
        (one) => this.send(route, one),
      )
      if (!(await this.log.take()).length) return
      refused = refused.filter((_, at) => again[at].status >= 400)
      if (again.some((answer) => answer.status < 400)) await this.keepSignedIn()
    }
    for (const index of refused) {
      const again = await this.send(route, cases[index])
      const stored = await this.log.take()
      if (again.status >= 400 && stored.length) {
        this.stored(route, cases[index], again, stored, which(index))
      }
    }
  }

  private cases(route: ApiRoute, known: string[]): fc.Arbitrary<FuzzCase> {
    const param = fc.oneof(
      { arbitrary: urlValue, weight: 4 },
      ...(known.length
        ? [
            { arbitrary: fc.constantFrom(...known).map(encodeURIComponent), weight: 2 },
            fc.tuple(fc.constantFrom(...known), urlValue).map(([id, bad]) => `${id}${bad}`),
          ]
        : []),
    )
    const slots = route.params.length + (route.path.endsWith('*') ? 1 : 0)
    return fc.record({
      caller: fc.constantFrom(
        ...route.callers.filter((caller) => caller === 'visitor' || this.accounts[caller]),
      ),
      params: fc.array(param, { minLength: slots, maxLength: slots }),
      query: fc.option(hostileQuery(route.query), { nil: undefined, freq: 3 }),
      body: fc.option(hostileBody(route.fields), {
        nil: undefined,
        freq: route.method === 'GET' ? 8 : 5,
      }),
      headers: hostileHeaders,
    })
  }

  private async send(route: ApiRoute, one: FuzzCase): Promise<Answer> {
    let slot = 0
    const path =
      route.path
        .replace(/:\w+/g, () => one.params[slot++] || 'x')
        .replace(/\*$/, () => one.params[slot++] ?? '') +
      (one.query === undefined ? '' : `?${one.query}`)
    const headers: Record<string, string> = { ...one.headers }
    const bearer = this.bearers.get(one.caller)
    if (bearer) headers.authorization = bearer
    if (one.body?.contentType) headers['content-type'] = one.body.contentType
    const response = await this.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: route.method,
        url: path,
        headers,
        ...(one.body ? { payload: one.body.payload } : {}),
      })
    return {
      path,
      status: response.statusCode,
      contentType: String(response.headers['content-type'] ?? ''),
      body: response.body,
    }
  }

  private judge(route: ApiRoute, one: FuzzCase, answer: Answer, which: string): void {
    this.figures.cases++
    this.figures.byCaller[one.caller]++
    const { status } = answer
    if (status >= 500) {
      this.figures.serverErrors++
      this.fail(
        `${route.method} ${route.path} answered ${status}`,
        shown(route, one, answer, which),
      )
    } else if (status >= 400) {
      const problem = errorBodyProblem(status, answer.contentType, answer.body)
      if (problem) {
        this.figures.nonStandardErrors++
        this.fail(
          `${route.method} ${route.path} ${status}: ${problem}`,
          shown(route, one, answer, which),
        )
      }
    } else {
      this.figures.accepted++
    }
  }

  private stored(route: ApiRoute, one: FuzzCase, answer: Answer, writes: Write[], which: string) {
    this.figures.stored++
    this.fail(
      `${route.method} ${route.path} ${answer.status} stored ${describeWrites(writes)}`,
      shown(route, one, answer, which),
    )
  }

  private fail(kind: string, example: string): void {
    if (!this.failures.has(kind)) this.failures.set(kind, example)
  }

  /** Signs each account in again when its session has ended. */
  private async keepSignedIn(): Promise<void> {
    const fastify = this.app.getHttpAdapter().getInstance()
    for (const [caller, account] of Object.entries(this.accounts) as [Caller, FuzzAccount][]) {
      const bearer = this.bearers.get(caller)
      if (bearer) {
        const me = await fastify.inject({ url: '/api/auth/me', headers: { authorization: bearer } })
        if (me.statusCode === 200) continue
      }
      const answer = await fastify.inject({
        method: 'POST',
        url: account.admin ? '/api/auth/admin/login' : '/api/auth/login',
        payload: { login: account.login, password: account.password },
      })
      if (answer.statusCode !== 200) throw new Error(`${caller} could not sign in: ${answer.body}`)
      this.bearers.set(caller, `Bearer ${answer.json().accessToken}`)
    }
    await this.log.take()
  }

  /**
   * Ids, slugs and names that exist now (a few of every table), so a path parameter is sometimes a
   * real object, someone else's or the caller's own, and the body is what gets refused.
   */
  private async knownValues(): Promise<string[]> {
    if (this.known && Date.now() - this.known.read < KNOWN_VALUES_MS) return this.known.values
    this.known = { values: await this.readKnownValues(), read: Date.now() }
    return this.known.values
  }

  private async readKnownValues(): Promise<string[]> {
    const columns = (
      await this.database.query<{ table_name: string; column_name: string }>(
        `select table_name, column_name from information_schema.columns
       where table_schema = 'public' and table_name <> 'write_log'
         and (column_name in ('id', 'slug', 'tracking_number')
           or (table_name = 'image' and column_name = 'name'))`,
      )
    ).rows
    if (!columns.length) return []
    const rows = (
      await this.database.query<{ value: string }>(
        columns
          .map(
            ({ table_name, column_name }) =>
              `(select "${column_name}"::text as value from "${table_name}" where "${column_name}" is not null limit 5)`,
          )
          .join(' union all '),
      )
    ).rows
    return [...new Set(rows.map((row) => row.value))]
  }
}

export function routeKey(route: ApiRoute): string {
  return `${route.method} ${route.path}`
}

function seedOf(route: ApiRoute, seed: number): number {
  return seed ^ createHash('sha1').update(routeKey(route)).digest().readInt32BE(0)
}

/** The seed of the batch that holds case `at` of a route: fc.sample(cases, { seed }). */
function batchSeed(routeSeed: number, at: number): number {
  return (routeSeed + Math.floor(at / BATCH)) | 0
}

function shown(route: ApiRoute, one: FuzzCase, answer: Answer, which: string): string {
  const body = preview(one.body?.payload ?? '(none)')
  return `${which}: ${one.caller} ${route.method} ${preview(answer.path)} body ${body} -> ${answer.status} ${preview(answer.body)}`
}

function errorBodyProblem(status: number, contentType: string, text: string): string | undefined {
  if (!String(contentType ?? '').startsWith('application/json'))
    return `content type ${contentType}`
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return 'a body that is not JSON'
  }
  const parsed = ApiErrorSchema.safeParse(body)
  if (!parsed.success) return `not the error body: ${parsed.error.issues[0]?.message}`
  if (parsed.data.statusCode !== status) return `statusCode ${parsed.data.statusCode}`
  return undefined
}

function preview(text: string): string {
  const shown = JSON.stringify(text.length > 160 ? `${text.slice(0, 160)}…(${text.length})` : text)
  return shown
}

/** A run's figures, for reportFigures (test/load.ts). */
export function fuzzFigures(fuzz: FuzzResults): string[] {
  const { figures } = fuzz
  const { visitor, customer, admin } = figures.byCaller
  const perRoute = [...fuzz.casesPerRoute].sort((a, b) => a[1] - b[1])
  const median = perRoute[Math.floor(perRoute.length / 2)]?.[1] ?? 0
  const [fewest, fewestCases] = perRoute[0] ?? ['none', 0]
  const perSecond = figures.seconds ? Math.round(figures.cases / figures.seconds) : 0
  return [
    `${figures.routes} routes, ${figures.cases} cases tried (visitor ${visitor}, customer ${customer}, admin ${admin}), ${figures.accepted} accepted, ${figures.seconds.toFixed(0)} s (${perSecond} cases/s)`,
    `cases per route: fewest ${fewestCases} (${fewest}), median ${median}, most ${perRoute.at(-1)?.[1] ?? 0}`,
    `${figures.serverErrors} 5xx seen, ${figures.stored} refused requests stored something, ${figures.nonStandardErrors} refusals without the error body`,
  ]
}

/** The failures found, one line each with the first case that showed it. */
export function fuzzFailures(fuzz: FuzzResults): string[] {
  return [...fuzz.failures].map(([kind, example]) => `${kind}\n    ${example}`)
}

/** The app the fuzz runs against: the demo shop, payments by the local provider, loose limits. */
async function fuzzApp() {
  const t = await createTestApp({ PAYMENT_PROVIDER: 'local', RATE_LIMIT_FACTOR: '1000' })
  return { t, fuzz: await ApiFuzz.start(t.app, await prepareFuzzShop(t)) }
}

type ToWorker =
  | { type: 'run'; route: number; first: number; count: number; deadline: number; seed: number }
  | { type: 'stop' }
type FromWorker =
  | { type: 'ready'; routes: string[] }
  | { type: 'ran'; violations: string[] }
  | {
      type: 'results'
      figures: FuzzFigures
      failures: [string, string][]
      cases: [string, number][]
    }

export interface FuzzInWorkers {
  workers: number
  runs: number
  seed: number
  /** The whole run's time (0: none); a route's first batch runs whatever the time. */
  seconds: number
}

/**
 * The fuzz over several processes, each with its own app on a database of its own (a copy of
 * the demo shop made the same way), so the machine's cores all work: a case costs an in-process
 * request and a few queries, and one process keeps one core busy at most. The work is dealt out
 * one batch of a route at a time, in rounds (every route's first batch, then every route's
 * second...), to whichever process is free: a slow route (the YAML document) is shared, and under
 * a time limit every route gets as many cases as the others. Answers that openapi.json does not
 * describe come back with the results.
 */
export async function fuzzInWorkers(
  options: FuzzInWorkers,
): Promise<FuzzResults & { contractViolations: string[] }> {
  const base = process.env.DATABASE_URL
  if (!base) throw new Error('DATABASE_URL is set by test/global-setup.ts')
  // The embedded PostgreSQL (a run without DATABASE_URL) has one database: all in this process.
  if (process.env.EMBEDDED_DATABASE) return fuzzHere(options)
  const started = Date.now()
  const end = options.seconds ? started + options.seconds * 1000 : Infinity
  const admin = new Client({ connectionString: base })
  await admin.connect()
  const databases = Array.from({ length: options.workers }, (_, index) => {
    const url = new URL(base)
    url.pathname = `${url.pathname}_fuzz${index}`
    return url
  })
  const hook = join(tmpdir(), `aurum-fuzz-worker-${process.pid}.cjs`)
  writeFileSync(hook, workerHook())
  const children: ChildProcess[] = []
  const results: FuzzResults & { contractViolations: string[] } = {
    figures: emptyFigures(),
    failures: new Map(),
    casesPerRoute: new Map(),
    contractViolations: [],
  }
  try {
    for (const url of databases) {
      const name = url.pathname.slice(1)
      await admin.query(`drop database if exists "${name}" with (force)`)
      await admin.query(`create database "${name}"`)
    }
    const workers = databases.map((url) => {
      const child = fork(hook, [], {
        env: { ...process.env, DATABASE_URL: url.toString() },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      })
      children.push(child)
      return new Worker(child)
    })
    const routes = (await Promise.all(workers.map((worker) => worker.ready)))[0]
    // Every route's first batch, then every route's second...: a round at a time.
    const units: Extract<ToWorker, { type: 'run' }>[] = []
    for (let first = 0; first < options.runs; first += BATCH) {
      for (const route of routes.keys()) {
        const count = Math.min(BATCH, options.runs - first)
        units.push({ type: 'run', route, first, count, deadline: end, seed: options.seed })
      }
    }
    const deal = async (worker: Worker) => {
      for (let unit = units.shift(); unit; unit = units.shift()) {
        if (unit.first >= FEWEST && Date.now() >= end) continue
        results.contractViolations.push(...(await worker.run(unit)))
      }
    }
    await Promise.all(workers.map(deal))
    for (const found of await Promise.all(workers.map((worker) => worker.stop()))) {
      gather(results, found)
    }
    results.figures.seconds = (Date.now() - started) / 1000
    return results
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill()
    rmSync(hook, { force: true })
    for (const url of databases) {
      await admin.query(`drop database if exists "${url.pathname.slice(1)}" with (force)`)
    }
    await admin.end()
  }
}

async function fuzzHere(
  options: FuzzInWorkers,
): Promise<FuzzResults & { contractViolations: string[] }> {
  const started = Date.now()
  const { t, fuzz } = await fuzzApp()
  try {
    await fuzz.runAll(options.runs, options.seed, options.seconds)
    fuzz.figures.seconds = (Date.now() - started) / 1000
    return { ...pick(fuzz), contractViolations: takeViolations() }
  } finally {
    await fuzz.stop()
    await t.close()
  }
}

function pick({ figures, failures, casesPerRoute }: FuzzResults): FuzzResults {
  return { figures, failures, casesPerRoute }
}

/** A worker process, seen from the parent: one request in flight at a time. */
class Worker {
  readonly ready: Promise<string[]>
  private waiting?: { resolve(message: FromWorker): void; reject(error: Error): void }
  private stopped?: Error

  constructor(private readonly child: ChildProcess) {
    this.ready = this.next().then((message) => {
      if (message.type !== 'ready') throw new Error(`a fuzz worker said ${message.type} first`)
      return message.routes
    })
    child.on('message', (message: FromWorker) => this.waiting?.resolve(message))
    child.on('exit', (code) => {
      this.stopped = new Error(`a fuzz worker stopped (exit code ${code})`)
      this.waiting?.reject(this.stopped)
    })
  }

  async run(unit: ToWorker): Promise<string[]> {
    const done = this.next()
    this.child.send(unit)
    const message = await done
    return message.type === 'ran' ? message.violations : []
  }

  async stop(): Promise<FuzzResults> {
    const done = this.next()
    this.child.send({ type: 'stop' } satisfies ToWorker)
    const message = await done
    if (message.type !== 'results') throw new Error(`a fuzz worker said ${message.type}`)
    return {
      figures: message.figures,
      failures: new Map(message.failures),
      casesPerRoute: new Map(message.cases),
    }
  }

  private next(): Promise<FromWorker> {
    return new Promise((resolve, reject) => {
      if (this.stopped) return reject(this.stopped)
      this.waiting = {
        resolve: (message) => {
          this.waiting = undefined
          resolve(message)
        },
        reject,
      }
    })
  }
}

/**
 * The worker's side (run by the file workerHook writes): its own app and shop, then the route
 * batches it is sent, until it is told to stop and send what it found.
 */
export async function serveFuzzWorker(): Promise<void> {
  const send = (message: FromWorker) => process.send?.(message)
  const { t, fuzz } = await fuzzApp()
  const routes = fuzz.routes()
  send({ type: 'ready', routes: routes.map(routeKey) })
  process.on('message', (message: ToWorker) => {
    if (message.type === 'run') {
      const { route, first, count, deadline, seed } = message
      void fuzz
        .run(routes[route], seed, { first, count, deadline })
        .then(() => send({ type: 'ran', violations: takeViolations() }))
    } else {
      flushSeen('bad-input.resilience-spec.ts (worker)')
      send({
        type: 'results',
        figures: fuzz.figures,
        failures: [...fuzz.failures],
        cases: [...fuzz.casesPerRoute],
      })
      void fuzz
        .stop()
        .then(() => t.close())
        .then(() => process.exit(0))
    }
  })
}

/**
 * A worker's entry file: TypeScript compiled as jest compiles it (swc, decorators and their
 * metadata, per apps/api/jest.config.js), then serveFuzzWorker.
 */
function workerHook(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the config is CommonJS
  const config = require('../../jest.config.js') as {
    projects: { displayName: string; transform: Record<string, [string, object]> }[]
  }
  const integration = config.projects.find((project) => project.displayName === 'api:integration')
  const swc = integration?.transform['^.+\\.ts$']?.[1]
  if (!swc) throw new Error('apps/api/jest.config.js no longer says how to compile TypeScript')
  return `
const { readFileSync } = require('node:fs')
const { transformSync } = require(${JSON.stringify(require.resolve('@swc/core'))})
const options = ${JSON.stringify(swc)}
function compile(module, filename) {
  module._compile(transformSync(readFileSync(filename, 'utf8'), { ...options, filename }).code, filename)
}
require.extensions['.ts'] = compile
// Shipped only as ESM, required by @fastify/static (jest compiles it too).
const js = require.extensions['.js']
require.extensions['.js'] = (module, filename) =>
  filename.includes('/node_modules/content-disposition/') ? compile(module, filename) : js(module, filename)
require(${JSON.stringify(__filename)}).serveFuzzWorker().catch((error) => {
  console.error(error)
  process.exit(1)
})
`
}

function emptyFigures(): FuzzFigures {
  return {
    routes: 0,
    cases: 0,
    byCaller: { visitor: 0, customer: 0, admin: 0 },
    accepted: 0,
    serverErrors: 0,
    stored: 0,
    nonStandardErrors: 0,
    seconds: 0,
  }
}

function gather(into: FuzzResults, found: FuzzResults): void {
  const { figures } = into
  for (const key of ['cases', 'accepted', 'serverErrors', 'stored', 'nonStandardErrors'] as const) {
    figures[key] += found.figures[key]
  }
  for (const caller of ['visitor', 'customer', 'admin'] as const) {
    figures.byCaller[caller] += found.figures.byCaller[caller]
  }
  for (const [kind, example] of found.failures) {
    if (!into.failures.has(kind)) into.failures.set(kind, example)
  }
  for (const [route, cases] of found.casesPerRoute) {
    into.casesPerRoute.set(route, (into.casesPerRoute.get(route) ?? 0) + cases)
  }
  figures.routes = into.casesPerRoute.size
}
