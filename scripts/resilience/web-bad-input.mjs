// The web fuzz: every route of the web's route manifest (the Remix build's `routes`, so a new page
// cannot be missed) gets generated bad requests (fast-check, the API fuzz's generators in
// apps/api/test/fuzz/): hostile path segments, queries, forms and other bodies, headers and
// oversized ones, as a visitor, a signed-in customer and, on /admin pages, the administrator.
// Bar: no 5xx; every refusal (4xx) a Spanish page; nothing stored by a refused request (a trigger
// on every table, apps/api/test/fuzz/write-log.ts). The shop runs as for the browser tests
// (apps/web-e2e/serve.mjs: production builds, the demo shop on "<DATABASE_URL>_e2e"). Loopback
// only; WEB_FUZZ_RUNS requests per route (1000): at the ~120 pages a second measured on a quiet
// machine, about 8 minutes for the ~60 pages. WEB_FUZZ_SECONDS (540; 0: no limit) is a safety
// stop: the pages are fuzzed in rounds of one batch each, so under it every page gets as many cases
// as the others, and when it was not set a page with fewer than WEB_FUZZ_RUNS fails the run.
// WEB_FUZZ_SEED for other cases.
import { spawn } from 'node:child_process'
import { URLSearchParams } from 'node:url'
import fc from 'fast-check'
import { createJiti } from 'jiti'
import pg from 'pg'

const root = new URL('../..', import.meta.url).pathname
const jiti = createJiti(import.meta.url)
const { webRoutes } = await jiti.import('../../apps/web-e2e/src/support/routes.ts')
const { WriteLog, describeWrites } = await jiti.import('../../apps/api/test/fuzz/write-log.ts')
const { inTurns } = await jiti.import('../../apps/api/test/fuzz/in-turns.ts')
const { hostileBody, hostileHeaders, hostileQuery, urlValue, MASS_ASSIGNMENT_KEYS } =
  await jiti.import('../../apps/api/test/fuzz/hostile-input.ts')

const RUNS = Number(process.env.WEB_FUZZ_RUNS ?? 1000)
const SEED = Number(process.env.WEB_FUZZ_SEED ?? 2026)
const SECONDS = Number(process.env.WEB_FUZZ_SECONDS ?? 540)
/** Fewer than this for a page fails the run: all of them, unless the caller set the time. */
const FEWEST = process.env.WEB_FUZZ_SECONDS === undefined ? RUNS : Math.min(RUNS, 30)
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3330)
const API_PORT = Number(process.env.E2E_API_PORT ?? 4330)
const WEB = `http://127.0.0.1:${WEB_PORT}`
// The web and the API are a process each: enough requests waiting to keep both cores busy (16 did
// 126 cases a second where 8 did 116, side by side). A batch is read from the write log at once (a
// refused request that stores is found in it), and is generated from its own seed.
const IN_FLIGHT = 16
const BATCH = 100

/** The demo shop's accounts (apps/api/src/db/seed/demo-accounts.ts). */
const ACCOUNTS = {
  customer: {
    path: '/auth',
    form: { intent: 'login', login: 'cliente@aurumdecants.es', password: 'aurum-cliente-2026' },
  },
  admin: {
    path: '/admin-auth',
    form: { login: 'admin@aurumdecants.es', password: 'aurum-admin-2026' },
  },
}

/** The names the pages read from queries and forms, beside any other. */
const QUERY_NAMES = [
  'search',
  'category',
  'sort',
  'page',
  'minPrice',
  'maxPrice',
  'session_id',
  'numero',
  'redirectTo',
  'error',
  'estado',
  'desde',
  'hasta',
  'q',
]
const FORM_FIELDS = [
  'intent',
  'login',
  'password',
  'email',
  'username',
  'name',
  'quantity',
  'size',
  'productId',
  'perfumeId',
  'id',
  'addressId',
  'code',
  'rating',
  'title',
  'content',
  'message',
  'redirectTo',
  'theme',
  'status',
  'confirmation',
]
const INTENTS = [
  'login',
  'register',
  'add',
  'address',
  'coupon',
  'default',
  'delete',
  'helpful',
  'password',
  'read',
  'read-all',
  'settings',
  'remove',
  'update',
]

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5000) })).status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** A form body: the pages' own field names and others, hostile values, sometimes a real intent. */
const formBody = fc
  .array(
    fc.tuple(
      fc.oneof(
        { arbitrary: fc.constantFrom(...FORM_FIELDS), weight: 4 },
        fc.constantFrom('__proto__', 'constructor', ...MASS_ASSIGNMENT_KEYS),
        fc.string({ maxLength: 20 }).map(encodeURIComponent),
      ),
      fc.oneof(urlValue, fc.constantFrom(...INTENTS)),
    ),
    { maxLength: 8 },
  )
  .map((pairs) => ({
    contentType: 'application/x-www-form-urlencoded',
    payload: pairs.map(([key, value]) => `${key}=${value}`).join('&'),
  }))

/** Values for a page's path parameters: hostile ones, and real slugs with something added. */
const pathValue = fc.oneof(
  { arbitrary: urlValue, weight: 4 },
  fc.constantFrom('dior-sauvage', 'coleccion-verano'),
  urlValue.map((bad) => `dior-sauvage${bad}`),
)

/** The route's example URL with each parameter replaced (routes.ts fills them with these). */
const PLACEHOLDERS = /dior-sauvage|ejemplo|cualquier-cosa/g

function cases(route, callers) {
  const slots = (route.url.match(PLACEHOLDERS) ?? []).length
  const methods = route.hasAction ? ['GET', 'POST'] : ['GET', 'POST', 'PUT', 'DELETE']
  return fc.record({
    caller: fc.constantFrom(...callers),
    method: fc.oneof(
      { arbitrary: fc.constant(route.hasAction ? 'POST' : 'GET'), weight: 4 },
      fc.constantFrom(...methods),
    ),
    params: fc.array(pathValue, { minLength: slots, maxLength: slots }),
    query: fc.option(hostileQuery(QUERY_NAMES), { nil: undefined, freq: 2 }),
    body: fc.oneof({ arbitrary: formBody, weight: 3 }, hostileBody(FORM_FIELDS)),
    headers: hostileHeaders,
  })
}

/** The frameworks' own answers (Remix, Express, Node): English, never the shop's. */
const FRAMEWORK_TEXT =
  /^(Not Found|Bad Request|Method Not Allowed|Unexpected Server Error|Forbidden|Unauthorized|Payload Too Large)?$/

/** Whether a refusal is a Spanish page of the shop (or a download's plain Spanish refusal). */
function spanishRefusal(answer) {
  if (answer.contentType.startsWith('text/html')) {
    return /<html[^>]*lang="es"/.test(answer.body) || 'an HTML page without lang="es"'
  }
  // A download's refusal is plain Spanish text ('Acceso Denegado', 'Tema no válido').
  if (answer.contentType.startsWith('text/plain') && !FRAMEWORK_TEXT.test(answer.body.trim())) {
    return true
  }
  return `a ${answer.contentType || 'untyped'} body: ${JSON.stringify(answer.body.slice(0, 120))}`
}

class WebFuzz {
  figures = {
    routes: 0,
    cases: 0,
    byCaller: { visitor: 0, customer: 0, admin: 0 },
    accepted: 0,
    serverErrors: 0,
    stored: 0,
    notSpanish: 0,
    unanswered: 0,
  }
  failures = new Map()
  cookies = new Map()

  constructor(log) {
    this.log = log
  }

  async signIn(caller) {
    const { path, form } = ACCOUNTS[caller]
    const answer = await fetch(`${WEB}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
      redirect: 'manual',
    })
    const cookie = answer.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    if (answer.status !== 302 && answer.status !== 303) {
      throw new Error(`${caller} could not sign in: ${answer.status}`)
    }
    this.cookies.set(caller, cookie)
  }

  /** Signs each account in again when a request that went through ended its session. */
  async keepSignedIn() {
    for (const caller of Object.keys(ACCOUNTS)) {
      const answer = await fetch(`${WEB}/usuario-actual`, {
        headers: { cookie: this.cookies.get(caller) ?? '' },
      })
      const { user } = await answer.json()
      if (!user) await this.signIn(caller)
    }
    await this.log.take()
  }

  /**
   * One case; a connection reset is tried once more (a kept-alive connection the server closed as
   * the request left), and counts as unanswered only when it happens again.
   */
  async send(route, one, retry = true) {
    let slot = 0
    const path =
      route.url.replace(PLACEHOLDERS, () => one.params[slot++] || 'x') +
      (one.query === undefined ? '' : `?${one.query}`)
    const headers = { ...one.headers }
    const cookie = this.cookies.get(one.caller)
    if (cookie) headers.cookie = cookie
    const sendsBody = one.method !== 'GET'
    if (sendsBody && one.body.contentType) headers['content-type'] = one.body.contentType
    try {
      const answer = await fetch(`${WEB}${path}`, {
        method: one.method,
        headers,
        body: sendsBody ? one.body.payload : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      })
      return {
        path,
        status: answer.status,
        contentType: answer.headers.get('content-type') ?? '',
        body: await answer.text(),
      }
    } catch (error) {
      const code = String(error?.cause?.code ?? error)
      if (retry && code === 'ECONNRESET') return this.send(route, one, false)
      return { path, status: 0, contentType: '', body: code }
    }
  }

  fail(kind, route, one, answer) {
    if (this.failures.has(kind)) return
    const body = JSON.stringify((one.method === 'GET' ? '' : one.body.payload).slice(0, 160))
    this.failures.set(
      kind,
      `${one.caller} ${one.method} ${JSON.stringify(answer.path.slice(0, 200))} body ${body} -> ${answer.status} ${JSON.stringify(answer.body.slice(0, 200))}`,
    )
  }

  judge(route, one, answer) {
    this.figures.cases++
    this.figures.byCaller[one.caller]++
    if (answer.status === 0) {
      this.figures.unanswered++
      this.fail(`${route.url}: no answer (${answer.body})`, route, one, answer)
    } else if (answer.status >= 500) {
      this.figures.serverErrors++
      this.fail(`${route.url} answered ${answer.status}`, route, one, answer)
    } else if (answer.status >= 400) {
      const spanish = spanishRefusal(answer)
      if (spanish !== true) {
        this.figures.notSpanish++
        this.fail(`${route.url} ${answer.status}: ${spanish}`, route, one, answer)
      }
    } else {
      this.figures.accepted++
    }
  }

  /** Cases per page, by URL. */
  perRoute = new Map()

  /**
   * Batch `index` of a page (the same cases for the same seed). When something was stored beside
   * requests that went through, the refused ones are sent again together; only when those store
   * something is each sent alone, to name the one that does.
   */
  async batch(route, callers, index, size) {
    const batch = fc.sample(cases(route, callers), {
      numRuns: size,
      seed: (seedOf(route.url) + index) | 0,
    })
    const answers = await inTurns(batch, IN_FLIGHT, (one) => this.send(route, one))
    const writes = await this.log.take()
    answers.forEach((answer, at) => this.judge(route, batch[at], answer))
    this.perRoute.set(route.url, (this.perRoute.get(route.url) ?? 0) + batch.length)
    const wentThrough = (answer, at) => answer.status < 400 && batch[at].method !== 'GET'
    if (answers.some(wentThrough)) await this.keepSignedIn()
    if (!writes.length) return
    let refused = [...answers.keys()].filter(
      (at) => answers[at].status >= 400 && answers[at].status < 500,
    )
    if (refused.length > 1 && answers.some(wentThrough)) {
      const again = await inTurns(
        refused.map((at) => batch[at]),
        IN_FLIGHT,
        (one) => this.send(route, one),
      )
      if (!(await this.log.take()).length) return
      refused = refused.filter((_, at) => again[at].status >= 400)
      await this.keepSignedIn()
    }
    for (const at of refused) {
      const again = await this.send(route, batch[at])
      const stored = await this.log.take()
      if (again.status >= 400 && stored.length) {
        this.figures.stored++
        this.fail(
          `${route.url} ${again.status} stored ${describeWrites(stored)}`,
          route,
          batch[at],
          again,
        )
      }
    }
  }
}

/** A page's own seed, from the run's: its cases do not depend on the pages before it. */
function seedOf(url) {
  let hash = SEED
  for (const character of url) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0
  return hash
}

// The shop of the browser tests, on its own ports and database.
const shop = spawn(process.execPath, ['apps/web-e2e/serve.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    E2E_WEB_PORT: String(WEB_PORT),
    E2E_API_PORT: String(API_PORT),
    RATE_LIMIT_FACTOR: '1000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
let exitCode = 1
let database
try {
  await waitFor(`${WEB}/`, 240_000)
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
  url.pathname = `${url.pathname}_e2e`
  database = new pg.Client({ connectionString: url.toString() })
  await database.connect()
  const log = await WriteLog.install(async (sql) => (await database.query(sql)).rows)
  const fuzz = new WebFuzz(log)
  await fuzz.signIn('customer')
  await fuzz.signIn('admin')
  await log.take()
  const routes = await webRoutes()
  const urls = [...new Map(routes.map((route) => [route.url, route])).values()]
  const started = Date.now()
  const end = SECONDS ? started + SECONDS * 1000 : Infinity
  fuzz.figures.routes = urls.length
  // In rounds: every page's first batch (whatever the time: no page is left out), then every
  // page's second...
  for (let first = 0; first < RUNS && (first === 0 || Date.now() < end); first += BATCH) {
    for (const route of urls) {
      if (first > 0 && Date.now() >= end) break
      const callers = ['visitor', 'customer', ...(route.url.startsWith('/admin') ? ['admin'] : [])]
      await fuzz.batch(route, callers, first / BATCH, Math.min(BATCH, RUNS - first))
    }
  }
  const perRoute = [...fuzz.perRoute].sort((a, b) => a[1] - b[1])
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  for (const [kind, example] of [...fuzz.failures].slice(0, 40))
    console.log(`  ✗ ${kind}\n      ${example}`)
  const { figures } = fuzz
  const { visitor, customer, admin } = figures.byCaller
  console.log(
    `[web fuzz] ${routes.length} routes of the manifest (${figures.routes} URLs), ${figures.cases} cases tried (visitor ${visitor}, customer ${customer}, admin ${admin}), ${figures.accepted} accepted, ${seconds} s, seed ${SEED}`,
  )
  const median = perRoute[Math.floor(perRoute.length / 2)][1]
  const [fewestPage, fewest] = perRoute[0]
  console.log(
    `[web fuzz] cases per page: fewest ${fewest} (${fewestPage}), median ${median}, most ${perRoute.at(-1)[1]} (target ${RUNS} within ${SECONDS || 'unlimited'} s, ${Math.round(figures.cases / Math.max(1, Number(seconds)))} cases/s)${fewest < RUNS ? ': NOT REACHED, the time ran out' : ''}`,
  )
  console.log(
    `[web fuzz] ${figures.serverErrors} 5xx seen, ${figures.stored} refused requests stored something, ${figures.notSpanish} refusals without the Spanish page, ${figures.unanswered} unanswered`,
  )
  exitCode = fuzz.failures.size || fewest < FEWEST ? 1 : 0
} finally {
  await database?.end()
  shop.kill('SIGTERM')
  await new Promise((resolve) => shop.once('exit', resolve))
}
process.exit(exitCode)
