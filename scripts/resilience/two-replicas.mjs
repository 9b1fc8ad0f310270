// Two replicas of everything: two API and two web processes (production builds) behind nginx
// (round-robin, X-Forwarded-* set, on a loopback port; the web replicas reach the API through it
// too), one PostgreSQL database (beside DATABASE_URL's, made and dropped here) and Redis for the
// shared rate limits. Bars:
// - a catalogue write on one API replica shows on the other within a second;
// - sign-in limits hold across replicas: N+1 bad sign-ins spread over both are limited;
// - parallel requests of one signed-in browser landing on both web replicas right when its access
//   token is due never sign it out (each web replica refreshes the same token at once);
// - the hourly session cleanup runs on one replica only (both replicas' clocks are moved so the
//   hour strikes during the run, at the same moment on both);
// - the browser journeys (register, sign in, cart, checkout on the local payment page, orders)
//   pass in Chromium through the proxy.
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { createJiti } from 'jiti'
import pg from 'pg'
import {
  atCleanup,
  freePort,
  root,
  run,
  runSuite,
  say,
  sleep,
  startProcess,
  stopProcess,
  temporaryFolder,
  waitForOk,
} from './support/processes.mjs'
import { startNginx } from './support/nginx.mjs'

const SUITE = 'two replicas'
const CATALOGUE_BAR_MS = 1_000
/** Rounds of parallel requests with the access token due; requests per round. */
const REFRESH_ROUNDS = 5
const PARALLEL_REQUESTS = 8
/** When, from the start of the API replicas, the hour strikes on their moved clocks. */
const CLEANUP_AFTER_MS = 60_000
const CLOCK_SKEW_MS = 2_000
/** The browser tests send everything from one address: the limits stay, twenty times wider. */
const RATE_LIMIT_FACTOR = 20
const LOGIN_LIMIT_PER_ACCOUNT = 5 * RATE_LIMIT_FACTOR
const JOURNEYS = [
  'a customer buys two decants with a coupon and sees the order on /success, /orders and /tracking',
  'register, log out, and log in again with the username',
  'two sizes added as a guest are in the cart after signing in; quantities change',
]
const DEMO_ADMIN = { login: 'admin@aurumdecants.es', password: 'aurum-admin-2026' }

runSuite(SUITE, 5 * 60_000, async () => {
  for (const built of ['apps/api/dist/main.js', 'apps/web/build/server/index.js']) {
    if (!existsSync(join(root, built)))
      throw new Error(`${built} is missing: run \`npm run build\` first`)
  }
  if (!process.env.DATABASE_URL)
    throw new Error('DATABASE_URL is needed (npm run test:resilience gives one)')
  const folder = temporaryFolder('aurum-replicas-')
  const database = await ownDatabase(process.env.DATABASE_URL)
  atCleanup(database.drop)
  return withShop(folder, database.url)
})

/** A database of the suite's own beside DATABASE_URL's: `<name>_replicas`, dropped at the end. */
async function ownDatabase(given) {
  const url = new URL(given)
  const name = `${url.pathname.slice(1)}_replicas`
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
  const [proxyPort, api1, api2, web1, web2] = await Promise.all(
    Array.from({ length: 5 }, () => freePort()),
  )
  const proxy = `http://127.0.0.1:${proxyPort}`
  const sessionSecret = randomBytes(32).toString('hex')
  const shared = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SESSION_SECRET: sessionSecret,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    RATE_LIMIT_FACTOR: String(RATE_LIMIT_FACTOR),
    // Shoppers reach everything through the proxy; the payment page sends them back there.
    WEB_URL: proxy,
    API_PUBLIC_URL: proxy,
    API_URL: proxy,
    AURUM_DEMO: 'true',
    PAYMENT_PROVIDER: 'local',
    ALLOW_TEST_PAYMENTS: 'true',
    MEDIA_DIR: join(folder, 'media'),
    LOG_LEVEL: 'info',
  }
  run(process.execPath, ['apps/api/dist/db/cli.js', 'prepare'], { env: shared })

  // The API replicas' job clocks are moved so the hour strikes CLEANUP_AFTER_MS from now: the
  // hourly cleanup runs during the suite. The second replica's clock is CLOCK_SKEW_MS behind the
  // first's, as two machines' clocks may be, so its timer fires after the first run has ended.
  const clock = join(folder, 'moved-clock.cjs')
  writeFileSync(clock, MOVED_CLOCK)
  const cleanupAt = Date.now() + CLEANUP_AFTER_MS
  const nextHour = Math.ceil((Date.now() + 2 * 60_000) / 3_600_000) * 3_600_000
  const apis = [api1, api2].map((port, n) =>
    startProcess(`api${n + 1}`, process.execPath, ['-r', clock, 'apps/api/dist/main.js'], {
      env: {
        ...shared,
        API_PORT: String(port),
        API_HOST: '127.0.0.1',
        AURUM_CLOCK_OFFSET_MS: String(nextHour - cleanupAt - n * CLOCK_SKEW_MS),
      },
      folder,
    }),
  )
  const webs = [web1, web2].map((port, n) =>
    startProcess(`web${n + 1}`, process.execPath, ['server.mjs'], {
      env: { ...shared, PORT: String(port), HOST: '127.0.0.1' },
      cwd: join(root, 'apps/web'),
      folder,
    }),
  )
  const nginx = startNginx(folder, proxyPort, [api1, api2], [web1, web2])
  say(SUITE, 'starting two API replicas, two web replicas and nginx')
  await Promise.all([
    ...[api1, api2].map((port, n) =>
      waitForOk(`http://127.0.0.1:${port}/api/health`, 90_000, apis[n]),
    ),
    ...[web1, web2].map((port, n) => waitForOk(`http://127.0.0.1:${port}/`, 90_000, webs[n])),
  ])
  await waitForOk(`${proxy}/api/health`, 10_000, nginx)
  say(
    SUITE,
    `nginx on ${proxy} -> API :${api1} :${api2}, web :${web1} :${web2}; Redis ${shared.REDIS_URL}`,
  )

  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const endedSessionId = await endedSession(proxy)
    const results = []
    results.push(await catalogueWrite(`http://127.0.0.1:${api1}`, `http://127.0.0.1:${api2}`))
    results.push(await signInLimits(proxy))
    results.push(await parallelRefreshes(proxy, sessionSecret))
    results.push(await journeys(proxyPort, folder))
    results.push(await hourlyCleanup({ db, apis, cleanupAt, endedSessionId }))
    say(SUITE, '--- figures')
    for (const { ok, figures } of results) say(SUITE, `${ok ? 'ok    ' : 'FAILED'} ${figures}`)
    return results.every(({ ok }) => ok)
  } finally {
    await db.end()
    // nginx first, so no request reaches a replica that is going.
    await stopProcess(nginx)
  }
}

/**
 * Loaded with -r into both API replicas: the clock of their scheduled jobs (luxon's, which the
 * cron library reads) runs AURUM_CLOCK_OFFSET_MS ahead; everything else keeps the real time.
 */
const MOVED_CLOCK = `const { createRequire } = require('node:module')
const cron = require.resolve('cron', { paths: [process.cwd()] })
const { Settings } = createRequire(cron)('luxon')
const offset = Number(process.env.AURUM_CLOCK_OFFSET_MS)
Settings.now = () => Date.now() + offset
`

async function json(url, { method = 'GET', body, bearer, headers = {} } = {}) {
  const answer = await fetch(url, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...headers,
    },
    body: body && JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  })
  return {
    status: answer.status,
    upstream: answer.headers.get('x-upstream'),
    body: await answer.json().catch(() => null),
  }
}

let accounts = 0
async function registered(base, headers = {}) {
  accounts++
  const name = `replicas${Date.now()}${accounts}`
  const account = { username: name, email: `${name}@example.com`, password: 'una-clave-larga' }
  const created = await json(`${base}/api/auth/register`, {
    method: 'POST',
    body: account,
    headers,
  })
  if (created.status !== 202) throw new Error(`register answered ${created.status}`)
  // Registration opens no session: sign in with the same credentials.
  const answer = await json(`${base}/api/auth/login`, {
    method: 'POST',
    body: { login: account.email, password: account.password },
    headers,
  })
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`)
  return { ...account, ...answer.body }
}

/** A signed-out customer's session: ended, so the hourly cleanup has it to delete. */
async function endedSession(proxy) {
  const customer = await registered(proxy)
  const out = await fetch(`${proxy}/api/auth/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${customer.accessToken}` },
  })
  if (out.status !== 204) throw new Error(`logout answered ${out.status}`)
  const { sid } = JSON.parse(Buffer.from(customer.accessToken.split('.')[1], 'base64url'))
  return sid
}

/** The administrator changes an offer on one replica; the other is read until it shows it. */
async function catalogueWrite(writer, reader) {
  const signedIn = await json(`${writer}/api/auth/admin/login`, {
    method: 'POST',
    body: DEMO_ADMIN,
  })
  if (signedIn.status !== 200)
    throw new Error(`the demo administrator could not sign in (${signedIn.status})`)
  const [perfume] = (await json(`${reader}/api/perfumes`)).body
  const read = () => json(`${reader}/api/perfumes/${perfume.slug}`)
  // The reader has the perfume in its cache before the write.
  await read()
  await read()
  const text = `Oferta de la réplica ${Date.now()}`
  const written = await json(`${writer}/api/perfumes/${perfume.id}`, {
    method: 'PUT',
    bearer: signedIn.body.accessToken,
    body: { id: perfume.id, isOnOffer: true, discountPercentage: 15, offerDescription: text },
  })
  if (written.status !== 200) {
    throw new Error(
      `the catalogue write answered ${written.status}: ${JSON.stringify(written.body)}`,
    )
  }
  const writtenAt = Date.now()
  let seenAfterMs = null
  while (Date.now() - writtenAt < 5_000) {
    const { body } = await read()
    if (body?.offerDescription === text) {
      seenAfterMs = Date.now() - writtenAt
      break
    }
    await sleep(20)
  }
  return {
    ok: seenAfterMs !== null && seenAfterMs <= CATALOGUE_BAR_MS,
    figures: `catalogue write on one replica seen on the other after ${seenAfterMs ?? 'more than 5000'} ms (bar ${CATALOGUE_BAR_MS} ms)`,
  }
}

/**
 * LOGIN_LIMIT_PER_ACCOUNT + 1 wrong passwords for one account through the proxy, so about half
 * reach each API replica: with the counts shared in Redis the last one is refused (429); with a
 * count per replica none would be. From an address of its own, so no other run's count mixes in.
 */
async function signInLimits(proxy) {
  const address = `10.${randomBytes(3).join('.')}`
  const headers = { 'x-forwarded-for': address }
  const customer = await registered(proxy, headers)
  const statuses = []
  const upstreams = new Set()
  for (let sent = 0; sent < LOGIN_LIMIT_PER_ACCOUNT + 1; sent += 10) {
    const batch = Math.min(10, LOGIN_LIMIT_PER_ACCOUNT + 1 - sent)
    const answers = await Promise.all(
      Array.from({ length: batch }, () =>
        json(`${proxy}/api/auth/login`, {
          method: 'POST',
          headers,
          body: { login: customer.email, password: 'no-es-la-clave' },
        }),
      ),
    )
    for (const answer of answers) {
      statuses.push(answer.status)
      upstreams.add(answer.upstream)
    }
  }
  const refused = statuses.filter((status) => status === 429).length
  const wrong = statuses.filter((status) => status === 401).length
  // The right password is refused too while the account is limited.
  const right = await json(`${proxy}/api/auth/login`, {
    method: 'POST',
    headers,
    body: { login: customer.email, password: customer.password },
  })
  return {
    ok:
      wrong === LOGIN_LIMIT_PER_ACCOUNT &&
      refused === 1 &&
      right.status === 429 &&
      upstreams.size === 2,
    figures: `sign-in limits: ${statuses.length} bad sign-ins over ${upstreams.size} API replicas: ${wrong} answered 401, ${refused} limited (429); the right password then ${right.status}`,
  }
}

/** The web session cookie, opened and sealed again with the web app's own code and secret. */
async function webSession(sessionSecret) {
  const jiti = createJiti(import.meta.url)
  const { createSealedSessionStorage } = await jiti.import(
    '../../apps/web/app/utils/sealed-session.server.ts',
  )
  return createSealedSessionStorage({ name: '__aurum', secret: sessionSecret })
}

/**
 * One signed-in browser; in each round its access token is made due (as after 15 minutes: the
 * cookie's expiry moved back, sealed again with the web app's secret), then parallel requests go
 * through the proxy, so both web replicas refresh the same refresh token at once. A sign-out is a
 * request answered without the user, or the browser signed out after the round.
 */
async function parallelRefreshes(proxy, sessionSecret) {
  const storage = await webSession(sessionSecret)
  const customer = await registered(proxy)
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
  let signOuts = 0
  let signedOutAnswers = 0
  let rounds = 0
  const upstreams = new Set()
  try {
    const context = await browser.newContext({ baseURL: proxy, locale: 'es-ES' })
    const page = await context.newPage()
    const signedIn = async () => {
      const answer = await context.request.get('/usuario-actual')
      upstreams.add(answer.headers()['x-upstream'])
      return (await answer.json()).user?.email === customer.email
    }
    const signIn = async () => {
      await page.goto('/auth')
      await page.getByLabel('Email o nombre de usuario').fill(customer.email)
      await page.getByLabel('Contraseña').fill(customer.password)
      await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
      if (!(await signedIn())) throw new Error('the browser did not sign in through the proxy')
    }
    await signIn()
    for (let round = 0; round < REFRESH_ROUNDS; round++) {
      const [cookie] = (await context.cookies()).filter((one) => one.name === '__aurum')
      const session = await storage.getSession(`__aurum=${cookie.value}`)
      const auth = session.get('auth')
      session.set('auth', { ...auth, accessExpiresAt: Date.now() - 1000 })
      const sealed = (await storage.commitSession(session, { secure: false })).split(';')[0]
      await context.addCookies([{ ...cookie, value: sealed.slice('__aurum='.length) }])
      const answers = await Promise.all(
        Array.from({ length: PARALLEL_REQUESTS }, () => context.request.get('/usuario-actual')),
      )
      let lost = 0
      for (const answer of answers) {
        upstreams.add(answer.headers()['x-upstream'])
        if ((await answer.json()).user?.email !== customer.email) lost++
      }
      signedOutAnswers += lost
      rounds++
      if (lost || !(await signedIn())) {
        signOuts++
        // Signed in again, so each round starts from a live session.
        await signIn()
      }
    }
  } finally {
    await browser.close()
  }
  return {
    ok: signOuts === 0 && rounds === REFRESH_ROUNDS && upstreams.size === 2,
    figures: `sign-outs: ${signOuts} in ${rounds} rounds of ${PARALLEL_REQUESTS} parallel requests with the access token due, over ${upstreams.size} web replicas (${signedOutAnswers} answers without the user)`,
  }
}

/** A lean subset of the Playwright journeys, in Chromium, through the proxy. */
async function journeys(proxyPort, folder) {
  const started = Date.now()
  const child = startProcess(
    'playwright',
    process.execPath,
    [
      'node_modules/@playwright/test/cli.js',
      'test',
      '-c',
      'apps/web-e2e/playwright.proxy.config.ts',
      '--project=chromium',
      '--reporter=line',
      `--output=${join(folder, 'playwright')}`,
      '-g',
      JOURNEYS.map((title) => title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    ],
    {
      env: {
        ...process.env,
        CI: '1',
        E2E_WEB_PORT: String(proxyPort),
        // Where the journeys note the secrets they use: inside this suite's folder.
        E2E_LOG_FILE: join(folder, 'shop.log'),
      },
      folder,
    },
  )
  const code = await new Promise((resolve) => child.once('exit', resolve))
  const log = readFileSync(child.log, 'utf8')
  const passed = Number(/(\d+) passed/.exec(log)?.[1] ?? 0)
  if (code !== 0) console.error(log.split('\n').slice(-40).join('\n'))
  return {
    ok: code === 0 && passed === JOURNEYS.length,
    figures: `browser journeys through the proxy: ${passed} of ${JOURNEYS.length} passed in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  }
}

/** After the hour has struck on both replicas: one run of the cleanup, the ended session gone. */
async function hourlyCleanup({ db, apis, cleanupAt, endedSessionId }) {
  const wait = cleanupAt + CLOCK_SKEW_MS + 5_000 - Date.now()
  if (wait > 0) await sleep(wait)
  const runs = apis.map(
    (api) =>
      readFileSync(api.log, 'utf8')
        .split('\n')
        .filter((line) => line.includes('Session cleanup:')).length,
  )
  const { rows } = await db.query('select count(*)::int as left from session where id = $1', [
    endedSessionId,
  ])
  const total = runs.reduce((sum, one) => sum + one, 0)
  return {
    ok: total === 1 && rows[0].left === 0,
    figures: `hourly cleanup: ran ${total} time(s) (replica runs ${runs.join(' + ')}); the ended session ${rows[0].left ? 'is still there' : 'deleted'}`,
  }
}
