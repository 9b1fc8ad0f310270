// `npm run bench`: the shop's speed, measured in one command on this machine.
// Builds the production apps (inside the shared build lock), makes two throwaway databases (the
// demo's 49 perfumes and the same shop grown to 5,000) and, with NODE_ENV=production: the API's
// start time; the database queries per request of every scenario of scenarios.mjs, in a pass of
// sequential requests through a counting proxy; then, without the proxy, requests per second at
// saturation and p50/p99 at a steady rate (median of 3 runs each) beside bare node:http limits;
// last, Lighthouse with nothing else running. Writes bench/results/latest.md and latest.json.
// Traffic goes only to 127.0.0.1 and every loop is bounded. Time is counted from the end of the
// build (which may first wait for someone else's): timed scenarios that would start after 12
// minutes and Lighthouse runs after 15.5 are skipped (and said so), and the run stops itself at 17
// minutes; with a build of 1 minute the whole run stays under 18.
// `npm run bench -- <scenario or limit ids...> [weight] [lighthouse]` measures only those and
// writes nothing.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import {
  countPerfumes,
  createDatabase,
  databaseUrl,
  dropDatabase,
  growCatalogue,
  perfumeSlugs,
  LARGE_CATALOGUE,
  seedDemo,
} from './database.mjs'
import { makeFixtures, PERFUME_SLUG, rawPage, signIn, webSignIn } from './fixtures.mjs'
import { audit, stopChromium } from './lighthouse.mjs'
import { pageWeight } from './page-weight.mjs'
import { medianOf, saturate, sequential, steady } from './load.mjs'
import { firstMessage, start, stop, stopAll, tail, waitUntilOk } from './processes.mjs'
import { startQueryCounter } from './query-counter.mjs'
import { machine, writeResults } from './report.mjs'
import { demoScenarios, LARGEST_PAGE, largeScenarios, LIMITS } from './scenarios.mjs'

const root = new URL('..', import.meta.url).pathname
const BUILD_LIMIT_MS = 8 * 60_000
const RUN_LIMIT_MS = 17 * 60_000
const LIGHTHOUSE_UNTIL_MS = 15.5 * 60_000
const PORTS = {
  api: 4200,
  web: 3200,
  countingApi: 4201,
  countingWeb: 3201,
  startApi: 4202,
  limits: { bytes: 4210, serialise: 4211, static: 4212 },
  counter: 4230,
}
const TIMED_UNTIL_MS = 12 * 60_000
const RUNS = 3
const WARMUP_SECONDS = 2
/** A freshly started server answers slowly until its hot paths are compiled. */
const START_WARMUP_SECONDS = 4
const SATURATION_SECONDS = 3
const CONNECTIONS = { api: 32, web: 16, limit: 32 }
/** A few hundred samples or more at every rate, in 2 to 5 seconds. */
const steadySeconds = (rate) => Math.min(5, Math.max(2, Math.round(250 / rate)))
const COUNT_PASS_MAX_MS = 8000
const BASELINE_MS = 5000
const LIGHTHOUSE_PAGES = [
  { name: 'home', path: '/' },
  { name: 'catalogue', path: '/catalogo' },
  { name: 'perfume', path: `/perfume/${PERFUME_SLUG}` },
  { name: 'sign-in', path: '/auth' },
]

const startedAt = Date.now()
const only = new Set(process.argv.slice(2))
const selected = (item) => !only.size || only.has(item.id)
/** The limits to measure: all, or those named and those the named scenarios are compared to. */
const limitsFor = (scenarios) =>
  LIMITS.filter(
    (limit) => selected(limit) || scenarios.some((scenario) => scenario.limit === limit.id),
  )
const work = mkdtempSync(join(tmpdir(), 'aurum-bench-'))
const snapshot = join(work, 'shop')
const databases = {
  demo: `aurum_bench_${process.pid}_demo`,
  large: `aurum_bench_${process.pid}_large`,
}
const secrets = {
  JWT_SECRET: randomBytes(32).toString('hex'),
  SESSION_SECRET: randomBytes(32).toString('hex'),
}
const log = (name) => join(work, `${name}.log`)
const say = (message) =>
  console.log(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)} s] ${message}`)

let cleaningUp = false
/** Stops everything and drops the databases; the processes' logs are kept when something failed. */
async function cleanUp(keepLogs) {
  if (cleaningUp) return
  cleaningUp = true
  stopChromium()
  await stopAll()
  for (const name of Object.values(databases)) {
    await dropDatabase(name).catch((error) => say(`could not drop ${name}: ${error.message}`))
  }
  if (keepLogs) {
    rmSync(snapshot, { recursive: true, force: true })
    console.error(`[bench] the processes' logs are in ${work}`)
  } else {
    rmSync(work, { recursive: true, force: true })
  }
}

let measuredFrom = Date.now()
let watchdog
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void cleanUp(false).finally(() => process.exit(130)))
}

function build() {
  say('building the production apps (waiting for the build lock if another build runs)')
  const started = Date.now()
  const args = [process.execPath, join(root, 'bench/build.mjs'), snapshot]
  const locked = spawnSync('flock', ['/tmp/aurum-build.lock', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
    timeout: BUILD_LIMIT_MS,
  })
  // Without flock (not Linux), build without the lock.
  const result =
    locked.error?.code === 'ENOENT'
      ? spawnSync(args[0], args.slice(1), {
          cwd: root,
          stdio: ['ignore', 'pipe', 'pipe'],
          maxBuffer: 64 * 1024 * 1024,
          timeout: BUILD_LIMIT_MS,
        })
      : locked
  writeFileSync(log('build'), `${result.stdout ?? ''}${result.stderr ?? ''}`)
  if (result.status !== 0) {
    throw new Error(
      `build failed (${result.error?.message ?? `exit ${result.status}`}):\n${tail(log('build'), 30)}`,
    )
  }
  const seconds = (Date.now() - started) / 1000
  say(`built in ${seconds.toFixed(0)} s`)
  return seconds
}

function apiEnv(database, port, stripeUrl) {
  return {
    ...process.env,
    ...secrets,
    NODE_ENV: 'production',
    DATABASE_URL: database,
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    WEB_URL: `http://127.0.0.1:${PORTS.web}`,
    API_PUBLIC_URL: `http://127.0.0.1:${port}`,
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_WEBHOOK_SECRET: 'whsec_bench',
    STRIPE_API_URL: stripeUrl,
    // Production wants a mail server; the bench sends no mail worth delivering.
    MAIL_TRANSPORT: 'log',
    // Every request comes from one address: the limits stay on, far above what the bench sends.
    RATE_LIMIT_FACTOR: '1000000',
    MEDIA_DIR: join(work, 'media'),
  }
}

async function startApi(name, database, port, stripeUrl) {
  const child = start(name, ['apps/api/dist/main.js'], {
    cwd: snapshot,
    env: apiEnv(database, port, stripeUrl),
    logFile: log(name),
  })
  await waitUntilOk(`http://127.0.0.1:${port}/api/health`, { child, timeoutMs: 60_000 })
  return child
}

/** Load on a just-started server before it is measured. */
function warmUpServer(origin, path) {
  return saturate({
    origin,
    next: () => ({ method: 'GET', path, headers: {} }),
    seconds: START_WARMUP_SECONDS,
    connections: 8,
  })
}

async function startWeb(name, apiPort, port) {
  const child = start(name, ['server.mjs'], {
    cwd: join(snapshot, 'apps/web'),
    env: {
      ...process.env,
      ...secrets,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      API_URL: `http://127.0.0.1:${apiPort}`,
      API_PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
    },
    logFile: log(name),
  })
  await waitUntilOk(`http://127.0.0.1:${port}/`, { child, timeoutMs: 60_000 })
  return child
}

/** Spawn to the first 200 of /api/health, RUNS times, each API stopped before the next. */
async function apiStartTimes(database, stripeUrl) {
  const times = []
  for (let run = 0; run < RUNS; run++) {
    const since = Date.now()
    const child = start(`api-start-${run}`, ['apps/api/dist/main.js'], {
      cwd: snapshot,
      env: apiEnv(database, PORTS.startApi, stripeUrl),
      logFile: log(`api-start-${run}`),
    })
    times.push(
      await waitUntilOk(`http://127.0.0.1:${PORTS.startApi}/api/health`, {
        child,
        since,
        timeoutMs: 30_000,
        intervalMs: 10,
      }),
    )
    await stop(child)
  }
  say(`API ready in ${times.map((ms) => `${ms} ms`).join(', ')}`)
  return { medianMs: medianOf(times), runsMs: times }
}

/** One request must answer as expected before any load is sent. */
async function check(origin, scenario) {
  const request = scenario.next()
  const response = await fetch(origin + request.path, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(10_000),
  })
  await response.arrayBuffer()
  const expected = scenario.expect ?? 200
  if (response.status !== expected) {
    throw new Error(
      `${request.method} ${request.path} answered ${response.status}, not ${expected}`,
    )
  }
}

async function saturationRun(origin, item, connections) {
  return saturate({
    origin,
    next: item.next,
    varies: item.varies,
    seconds: SATURATION_SECONDS,
    connections,
  })
}

async function steadyRun(origin, item) {
  return steady({ origin, next: item.next, rate: item.rate, seconds: steadySeconds(item.rate) })
}

function summarise(saturations, steadies) {
  const runs = [...saturations, ...steadies]
  const statusCodes = {}
  for (const run of saturations) {
    for (const [code, count] of Object.entries(run.statusCodes)) {
      statusCodes[code] = (statusCodes[code] ?? 0) + count
    }
  }
  return {
    rps: medianOf(saturations.map((run) => run.rps)),
    p50: medianOf(steadies.map((run) => run.p50)),
    p99: medianOf(steadies.map((run) => run.p99)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
    statusCodes,
    senderLateMs: Math.max(0, ...steadies.map((run) => run.senderLateMs)),
    runs: { saturation: saturations.map((run) => run.rps), steady: steadies },
  }
}

/**
 * A scenario's timed runs: a warm-up, then RUNS saturation runs and RUNS steady runs. A scenario
 * paired with its limit alternates with it, so both see the same moments of a busy machine.
 */
async function measure(origin, scenario, limitRuns) {
  await check(origin, scenario)
  const connections = CONNECTIONS[scenario.target]
  await saturate({
    origin,
    next: scenario.next,
    varies: scenario.varies,
    seconds: WARMUP_SECONDS,
    connections,
  })
  const saturations = []
  const steadies = []
  for (let run = 0; run < RUNS; run++) {
    if (limitRuns) await limitRuns.saturation()
    saturations.push(await saturationRun(origin, scenario, connections))
  }
  // Below the steady rate at saturation, a steady run would only measure its own queue.
  const overCapacity = medianOf(saturations.map((run) => run.rps)) < scenario.rate
  for (let run = 0; run < RUNS && !overCapacity; run++) {
    if (limitRuns) await limitRuns.steady()
    steadies.push(await steadyRun(origin, scenario))
  }
  return { ...summarise(saturations, steadies), overCapacity }
}

/** A limit, measured run by run beside the scenario it is paired with, or on its own. */
function limitMeasurer(limit) {
  const origin = `http://127.0.0.1:${PORTS.limits[limit.id]}`
  const saturations = []
  const steadies = []
  let warm = false
  const warmUp = async () => {
    if (warm) return
    await check(origin, limit)
    await saturate({ origin, next: limit.next, seconds: WARMUP_SECONDS, connections: 32 })
    warm = true
  }
  return {
    saturation: async () => {
      await warmUp()
      saturations.push(await saturationRun(origin, limit, CONNECTIONS.limit))
    },
    steady: async () => {
      await warmUp()
      steadies.push(await steadyRun(origin, limit))
    },
    result: () => summarise(saturations, steadies),
    missing: () => ({
      saturation: RUNS - saturations.length,
      steady: RUNS - steadies.length,
    }),
  }
}

const outOfTime = () => Date.now() - measuredFrom > TIMED_UNTIL_MS

function describe(measured, rate) {
  const codes = Object.entries(measured.statusCodes)
    .map(([code, count]) => `${count}x ${code}`)
    .join(', ')
  return (
    `${measured.rps.toFixed(0)} req/s, p50 ${fixed(measured.p50)} ms, p99 ${fixed(measured.p99)} ms at ${rate}/s` +
    (measured.failures ? `; ${measured.failures} failed (saturation answers: ${codes})` : '')
  )
}

const fixed = (value) => (typeof value === 'number' ? value.toFixed(1) : '—')

async function runScenarios(origins, scenarios, limits, results) {
  for (const scenario of scenarios) {
    const previous = results.get(scenario.id) ?? {}
    if (outOfTime()) {
      results.set(scenario.id, { ...previous, error: 'skipped: the run was out of time' })
      say(`${scenario.title}: skipped, out of time`)
      continue
    }
    const limit = scenario.pairedWithLimit ? limits[scenario.limit] : undefined
    try {
      const measured = await measure(origins[scenario.target], scenario, limit)
      results.set(scenario.id, { ...previous, ...measured })
      say(`${scenario.title}: ${describe(measured, scenario.rate)}`)
    } catch (error) {
      results.set(scenario.id, { ...previous, error: error.message })
      say(`${scenario.title}: FAILED: ${error.message}`)
    }
  }
}

/** The runs of each limit not yet made beside a scenario, as long as time allows. */
async function finishLimits(wanted, limits, results) {
  for (const limit of wanted) {
    const measurer = limits[limit.id]
    try {
      while (measurer.missing().saturation > 0 && !outOfTime()) await measurer.saturation()
      while (measurer.missing().steady > 0 && !outOfTime()) await measurer.steady()
      const measured = measurer.result()
      if (measured.rps === null) throw new Error('skipped: the run was out of time')
      results.set(limit.id, measured)
      say(`${limit.title}: ${describe(measured, limit.rate)}`)
    } catch (error) {
      results.set(limit.id, { error: error.message })
      say(`${limit.title}: FAILED: ${error.message}`)
    }
  }
}

/** Waits while a minute's scheduled jobs (at second 0) could fall inside the next few seconds. */
async function clearOfMinuteJobs(windowMs) {
  const second = new Date().getSeconds() + new Date().getMilliseconds() / 1000
  const latestStart = 60 - windowMs / 1000 - 2
  if (second > latestStart) await sleep((60 - second + 2) * 1000)
  else if (second < 2) await sleep((2 - second) * 1000)
}

/** Queries per second the API sends when nobody asks it anything (its catalogue-version poll). */
async function idleRate(counter) {
  await clearOfMinuteJobs(BASELINE_MS)
  const before = counter.count()
  const since = performance.now()
  await sleep(BASELINE_MS)
  const rate = (counter.count() - before) / ((performance.now() - since) / 1000)
  say(`idle: ${rate.toFixed(2)} queries/s`)
  return rate
}

/** Sequential requests through the counting proxy, less what the API sends when idle. */
async function countQueries(counter, idle, origin, scenario) {
  await check(origin, scenario)
  // Warm: a cached answer is made once, outside the count.
  await sequential({ origin, next: scenario.next, count: 3, maxMs: COUNT_PASS_MAX_MS })
  await clearOfMinuteJobs(COUNT_PASS_MAX_MS)
  const before = counter.count()
  const since = performance.now()
  const { succeeded, failed } = await sequential({
    origin,
    next: scenario.next,
    count: scenario.countRequests,
    maxMs: COUNT_PASS_MAX_MS,
  })
  const seconds = (performance.now() - since) / 1000
  const queries = counter.count() - before - idle * seconds
  if (failed || !succeeded) throw new Error(`${failed} of ${succeeded + failed} requests failed`)
  return Math.max(0, queries / succeeded)
}

async function countAll(counter, origins, scenarios, results) {
  if (!scenarios.length) return
  const idle = await idleRate(counter)
  for (const scenario of scenarios) {
    try {
      const queries = await countQueries(counter, idle, origins[scenario.target], scenario)
      results.set(scenario.id, { ...results.get(scenario.id), queries })
      say(`${scenario.title}: ${queries.toFixed(2)} queries/request`)
    } catch (error) {
      const previous = results.get(scenario.id) ?? {}
      results.set(scenario.id, { ...previous, error: previous.error ?? `count: ${error.message}` })
      say(`${scenario.title}: query count FAILED: ${error.message}`)
    }
  }
}

async function main() {
  const buildSeconds = build()
  measuredFrom = Date.now()
  watchdog = setTimeout(() => {
    console.error('[bench] 17 minutes since the build: stopping')
    void cleanUp(true).finally(() => process.exit(1))
  }, RUN_LIMIT_MS)
  mkdirSync(join(work, 'media'), { recursive: true })

  say(`databases ${databases.demo} and ${databases.large}`)
  const demoUrl = databaseUrl(databases.demo)
  const largeUrl = databaseUrl(databases.large)
  await createDatabase(databases.demo)
  await seedDemo(snapshot, demoUrl)
  await createDatabase(databases.large, databases.demo)
  const demoCount = await countPerfumes(demoUrl)
  const largeCount = await growCatalogue(snapshot, largeUrl, LARGE_CATALOGUE)
  say(`catalogues: the demo's ${demoCount} perfumes, and ${largeCount}`)

  const fakeStripe = start('fake-stripe', [join(root, 'bench/fake-stripe-server.mjs')], {
    cwd: root,
    env: process.env,
    logFile: log('fake-stripe'),
    ipc: true,
  })
  const { url: stripeUrl } = await firstMessage(fakeStripe, 30_000)

  const startTime = await apiStartTimes(demoUrl, stripeUrl)
  const results = new Map()

  say('query counts: sequential requests through the counting proxy')
  const server = new URL(demoUrl)
  const counter = await startQueryCounter(
    { host: server.hostname, port: Number(server.port || 5432) },
    PORTS.counter,
  )
  const countingOrigins = {
    api: `http://127.0.0.1:${PORTS.countingApi}`,
    web: `http://127.0.0.1:${PORTS.countingWeb}`,
  }
  let api = await startApi('api-counting', counter.url(demoUrl), PORTS.countingApi, stripeUrl)
  let web = await startWeb('web-counting', PORTS.countingApi, PORTS.countingWeb)
  const fixtures = await makeFixtures(countingOrigins)
  const demo = demoScenarios(fixtures).filter(selected)
  const large = largeScenarios(await perfumeSlugs(largeUrl)).filter(selected)
  const counted = [LARGEST_PAGE].filter(selected)
  await countAll(counter, countingOrigins, [...demo, ...counted], results)
  await stop(web)
  await stop(api)
  if (large.length) {
    api = await startApi('api-large-counting', counter.url(largeUrl), PORTS.countingApi, stripeUrl)
    await countAll(counter, countingOrigins, large, results)
    await stop(api)
  }
  await counter.close()

  const origins = {
    api: `http://127.0.0.1:${PORTS.api}`,
    web: `http://127.0.0.1:${PORTS.web}`,
  }
  api = await startApi('api', demoUrl, PORTS.api, stripeUrl)
  web = await startWeb('web', PORTS.api, PORTS.web)
  await warmUpServer(origins.api, '/api/perfumes?limit=24')
  await warmUpServer(origins.web, '/catalogo')
  // The access token lives 15 minutes: a fresh one for the timed runs, and a fresh web session.
  fixtures.accessToken = await signIn(origins.api, fixtures.email)
  fixtures.webSignedInCookie = await webSignIn(origins.web, fixtures.email)

  // The limits serve what the shop serves: the cached catalogue answer and the /catalogo page.
  const catalogue = await fetch(`${origins.api}/api/perfumes?limit=24`)
  const catalogueBytes = Buffer.from(await catalogue.arrayBuffer())
  const etag = catalogue.headers.get('etag')
  const notModified = await fetch(`${origins.api}/api/perfumes?limit=24`, {
    headers: { 'if-none-match': etag ?? '' },
  })
  await notModified.arrayBuffer()
  const page = await rawPage(origins.web, '/catalogo')
  const answersFile = join(work, 'limits.json')
  writeFileSync(
    answersFile,
    JSON.stringify({
      catalogue: catalogueBytes.toString('base64'),
      html: page.bytes.toString('base64'),
      htmlEncoding: page.encoding,
      ports: PORTS.limits,
    }),
  )
  const limitsServer = start('limits', [join(root, 'bench/limits-server.mjs'), answersFile], {
    cwd: root,
    env: process.env,
    logFile: log('limits'),
    ipc: true,
  })
  await firstMessage(limitsServer, 30_000)
  say(
    `limits: catalogue answer ${catalogueBytes.length} bytes, /catalogo ${page.bytes.length} bytes (${page.encoding ?? 'identity'})`,
  )

  const limits = Object.fromEntries(LIMITS.map((limit) => [limit.id, limitMeasurer(limit)]))
  say(`timed runs, demo catalogue (${demoCount} perfumes)`)
  await runScenarios(origins, demo, limits, results)
  await finishLimits(limitsFor([...demo, ...large]), limits, results)
  await stop(limitsServer)
  await stop(web)
  await stop(api)
  if (large.length) {
    say(`timed runs, large catalogue (${largeCount} perfumes)`)
    api = await startApi('api-large', largeUrl, PORTS.api, stripeUrl)
    await warmUpServer(origins.api, '/api/perfumes?limit=24')
    await runScenarios(origins, large, limits, results)
    await stop(api)
  }
  await stop(fakeStripe)

  let lighthouse = null
  let weights = null
  if (!only.size || only.has('lighthouse') || only.has('weight')) {
    api = await startApi('api-lighthouse', demoUrl, PORTS.api, stripeUrl)
    web = await startWeb('web-lighthouse', PORTS.api, PORTS.web)
    try {
      weights = []
      for (const page of LIGHTHOUSE_PAGES.slice(0, 3)) {
        weights.push({ path: page.path, ...(await pageWeight(origins.web, page.path)) })
      }
      say(
        `page weight: ${weights.map((page) => `${page.path} ${page.jsKb.toFixed(1)} KB JS`).join(', ')}`,
      )
    } catch (error) {
      weights = { error: error.message }
      say(`page weight FAILED: ${error.message}`)
    }
  }
  if (!only.size || only.has('lighthouse')) {
    say('Lighthouse (mobile preset), nothing else running')
    for (const page of LIGHTHOUSE_PAGES) {
      const next = () => ({ method: 'GET', path: page.path, headers: {} })
      await sequential({ origin: origins.web, next, count: 20, maxMs: COUNT_PASS_MAX_MS })
    }
    try {
      lighthouse = await audit(
        LIGHTHOUSE_PAGES.map((page) => ({ ...page, url: `${origins.web}${page.path}` })),
        { runs: RUNS, until: measuredFrom + LIGHTHOUSE_UNTIL_MS, say },
      )
    } catch (error) {
      lighthouse = { error: error.message }
      say(`Lighthouse FAILED: ${error.message}`)
    }
  }
  await stop(api)
  await stop(web)

  const { markdown, failed } = await writeResults({
    root,
    write: !only.size,
    machine: await machine(demoUrl),
    durationSeconds: (Date.now() - startedAt) / 1000,
    buildSeconds,
    catalogues: { demo: demoCount, large: largeCount },
    limits: limitsFor([...demo, ...large]),
    scenarios: { demo, large, counted },
    results,
    startTime,
    etag: { sent: etag, status: notModified.status },
    limitBytes: {
      catalogue: catalogueBytes.length,
      page: page.bytes.length,
      encoding: page.encoding ?? 'identity',
    },
    weights,
    lighthouse,
    settings: {
      runs: RUNS,
      warmupSeconds: WARMUP_SECONDS,
      saturationSeconds: SATURATION_SECONDS,
      connections: CONNECTIONS,
      steadySeconds: Object.fromEntries(
        [...new Set([...LIMITS, ...demo, ...large].map((item) => item.rate))]
          .sort((a, b) => b - a)
          .map((rate) => [rate, steadySeconds(rate)]),
      ),
    },
  })
  console.log(`\n${markdown}`)
  say(
    only.size
      ? 'a partial run: nothing written'
      : 'results in bench/results/latest.md and latest.json',
  )
  return failed
}

let exitCode = 0
try {
  exitCode = (await main()) ? 1 : 0
} catch (error) {
  console.error(`[bench] ${error.stack ?? error.message}`)
  exitCode = 1
} finally {
  clearTimeout(watchdog)
  await cleanUp(exitCode !== 0)
}
process.exit(exitCode)
