import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { Client } from 'pg'
import type { NestFastifyApplication } from '@nestjs/platform-fastify'
import { ApiErrorSchema } from '../../src/common/api-errors'
import { type ApiRoute, type Caller, apiRoutes } from './api-routes'
import {
  type HostileBody,
  type HostileHeaders,
  hostileBody,
  hostileHeaders,
  hostileQuery,
  urlValue,
} from './hostile-input'
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

/** Cases sent before the write log is read, and how many of them at once. */
const BATCH = 20
const IN_FLIGHT = 4
/** The fewest cases a route gets under a time limit. */
export const FEWEST = 30

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

/**
 * Sends generated bad requests (fast-check: wrong types, missing and extra fields, '__proto__'
 * keys, control characters, oversized values, bad ids next to real ones) to every route of the app,
 * as each caller the route is for. The bar: never a 5xx; every refusal a 4xx with the standard
 * error body; nothing stored by a refused request (write-log.ts).
 */
export class ApiFuzz {
  readonly figures: FuzzFigures = {
    routes: 0,
    cases: 0,
    byCaller: { visitor: 0, customer: 0, admin: 0 },
    accepted: 0,
    serverErrors: 0,
    stored: 0,
    nonStandardErrors: 0,
    seconds: 0,
  }
  /** One line per distinct failure (route, kind, status), with the first case that showed it. */
  readonly failures = new Map<string, string>()
  private readonly bearers = new Map<Caller, string>()

  private routeList?: ApiRoute[]
  /** How many cases each route got, in the order run. */
  readonly casesPerRoute: number[] = []

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
   * Runs `runs` generated cases against one route (the same ones for the same seed), or as many
   * of them as fit before `deadline` (a time, in ms), whichever comes first.
   */
  async run(route: ApiRoute, runs: number, seed: number, deadline = Infinity): Promise<void> {
    const started = Date.now()
    const before = this.figures.cases
    const known = await this.knownValues()
    const routeSeed =
      seed ^ createHash('sha1').update(`${route.method} ${route.path}`).digest().readInt32BE(0)
    const cases = fc.sample(this.cases(route, known), { numRuns: runs, seed: routeSeed })
    this.figures.routes++
    // At least FEWEST cases, whatever the time: a route is never left out.
    for (
      let first = 0;
      first < cases.length && (first < FEWEST || Date.now() < deadline);
      first += BATCH
    ) {
      await this.batch(route, cases.slice(first, first + BATCH), first, routeSeed)
    }
    this.casesPerRoute.push(this.figures.cases - before)
    this.figures.seconds += (Date.now() - started) / 1000
  }

  /**
   * Every route with up to `runs` cases within `seconds` (0: no limit), the time shared equally
   * and what a quick route leaves passed on to the next.
   */
  async runAll(runs: number, seed: number, seconds = 0): Promise<void> {
    const routes = this.routes()
    const started = Date.now()
    for (const [index, route] of routes.entries()) {
      const deadline = seconds ? started + ((index + 1) * seconds * 1000) / routes.length : Infinity
      await this.run(route, runs, seed, deadline)
    }
  }

  /**
   * Sends a few cases at once, then reads what the database stored meanwhile. When something was
   * stored, each refused case of the batch is sent again alone, to name the one that stores it.
   */
  private async batch(route: ApiRoute, cases: FuzzCase[], first: number, seed: number) {
    const which = (index: number) => `seed ${seed}, case ${first + index}`
    const answers: Answer[] = []
    for (let next = 0; next < cases.length; next += IN_FLIGHT) {
      answers.push(
        ...(await Promise.all(
          cases.slice(next, next + IN_FLIGHT).map((one) => this.send(route, one)),
        )),
      )
    }
    const writes = await this.log.take()
    const accepted = answers.filter((answer) => answer.status < 400)
    answers.forEach((answer, index) => this.judge(route, cases[index], answer, which(index)))
    // A write that went through may have ended a session (a sign-out, an admin's clean-up).
    if (accepted.length && route.method !== 'GET') await this.keepSignedIn()
    if (!writes.length) return
    const refused = answers.flatMap((answer, index) =>
      answer.status >= 400 && answer.status < 500 ? [index] : [],
    )
    if (!accepted.length && refused.length === 1) {
      return this.stored(route, cases[refused[0]], answers[refused[0]], writes, which(refused[0]))
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
export function fuzzFigures(fuzz: ApiFuzz): string[] {
  const { figures } = fuzz
  const { visitor, customer, admin } = figures.byCaller
  const perRoute = [...fuzz.casesPerRoute].sort((a, b) => a - b)
  const median = perRoute[Math.floor(perRoute.length / 2)] ?? 0
  return [
    `${figures.routes} routes, ${figures.cases} cases tried (visitor ${visitor}, customer ${customer}, admin ${admin}), ${figures.accepted} accepted, ${figures.seconds.toFixed(0)} s`,
    `cases per route: fewest ${perRoute[0] ?? 0}, median ${median}, most ${perRoute.at(-1) ?? 0}`,
    `${figures.serverErrors} 5xx seen, ${figures.stored} refused requests stored something, ${figures.nonStandardErrors} refusals without the error body`,
  ]
}

/** The failures found, one line each with the first case that showed it. */
export function fuzzFailures(fuzz: ApiFuzz): string[] {
  return [...fuzz.failures].map(([kind, example]) => `${kind}\n    ${example}`)
}
