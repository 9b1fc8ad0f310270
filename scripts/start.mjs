// `npm start`: the whole shop on one machine.
// - With no DATABASE_URL, an embedded PostgreSQL (PGlite over the wire protocol), kept in .data/.
// - Builds the apps when their build is missing or stale (Nx answers from its cache otherwise).
// - Migrates, seeds the demo shop when the catalogue is empty, starts the API and the web app.
// - Ctrl-C stops the apps first, then the database, so nothing written is lost.
// `npm run dev` does the same with the web app in Vite's watch mode and the API rebuilt on change.
//
// The terminal gets a start screen read at a glance: the steps, the addresses, the demo accounts.
// What the build, the database step and both apps write goes to <data>/logs/start.log, written
// afresh at each start; a step that fails or an app that stops shows its own lines on the terminal.
// In development the apps' warnings, errors, restarts and the API's compiler also reach the
// terminal once the shop is up. `--verbose` (or AURUM_VERBOSE=1) sends everything to the terminal
// as it comes, unchanged and with no log file: what a caller that keeps its own log wants
// (apps/web-e2e/serve.mjs reads the apps' JSON lines from it).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const dev = process.argv.includes('--dev')
const verbose =
  process.argv.includes('--verbose') || ['1', 'true'].includes(process.env.AURUM_VERBOSE ?? '')
const dataDir = process.env.AURUM_DATA_DIR ?? join(root, '.data')
const logFile = join(dataDir, 'logs', 'start.log')
const apiPort = Number(process.env.API_PORT ?? 4000)
const webPort = Number(process.env.PORT ?? 3000)
const children = []
let database
let log
let running = false
let stopping = false

function say(message) {
  console.log(`[aurum] ${message}`)
  log?.write(`[aurum] ${message}\n`)
}

function fail(message, lines = []) {
  console.error(`[aurum] ${message}`)
  log?.write(`[aurum] ${message}\n`)
  // With --verbose these lines have already been printed as they came.
  if (!verbose && lines.length) {
    console.error(lines.map((line) => `  ${line}`).join('\n'))
    console.error(`[aurum] the whole log: ${shown(logFile)}`)
  }
  return stop(1)
}

/** A path as short as it reads: relative to the repository when inside it. */
function shown(path) {
  const inside = relative(root, path)
  return inside.startsWith('..') ? path : inside
}

const ANSI_COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')
/** Node's own process warnings (a deprecation, say): not errors, and said again at every start. */
const NODE_WARNING = /^\(node:\d+\) |^\(Use `node --trace-/

/** A pino line below warn (a route mapped, a request answered): for the log, not the eye. */
function routine(line) {
  if (!line.startsWith('{')) return false
  try {
    const { level } = JSON.parse(line)
    return typeof level === 'number' && level < 40
  } catch {
    return false
  }
}

/**
 * Follows a child's output: with --verbose straight to the terminal, else line by line into the
 * log under its name. Answers the lines kept (the last `keep`) to show if it fails.
 */
function follow(name, child, keep) {
  const lines = []
  const record = (line) => {
    log?.write(`[${name}] ${line.replace(ANSI_COLOURS, '')}\n`)
    lines.push(line)
    if (lines.length > keep) lines.shift()
    // Development: once the shop is up, what needs the developer's eye (compiler, restarts,
    // warnings, errors) shows as it happens; the routine lines stay in the log.
    if (dev && running && !verbose && line.trim() && !routine(line) && !NODE_WARNING.test(line)) {
      console.log(`[${name}] ${line}`)
    }
  }
  for (const [stream, terminal] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let partial = ''
    stream.setEncoding('utf8')
    stream.on('data', (text) => {
      if (verbose) terminal.write(text)
      const parts = (partial + text).split('\n')
      partial = parts.pop()
      parts.forEach(record)
    })
    stream.on('end', () => partial && record(partial))
  }
  return lines
}

/** A secret that survives restarts (so sessions do), made once per data folder. */
function secret(name) {
  if (process.env[name]) return process.env[name]
  const file = join(dataDir, name.toLowerCase().replace(/_/g, '-'))
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  return readFileSync(file, 'utf8').trim()
}

async function startEmbeddedDatabase() {
  const { PGlite } = await import('@electric-sql/pglite')
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent')
  // pg_trgm and unaccent: the catalogue search needs them (once made, every start must load them).
  const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm, unaccent } })
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 16 })
  await server.start()
  database = { db, server }
  return `postgres://postgres@${server.getServerConn()}/postgres`
}

/** Builds what is missing or stale; answers whether it built and everything it wrote. */
function build() {
  const projects = dev ? 'api' : 'api,web'
  return runToEnd(
    'build',
    process.execPath,
    [
      'node_modules/nx/dist/bin/nx.js',
      'run-many',
      '-t',
      'build',
      `--projects=${projects}`,
      '--output-style=static',
    ],
    { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  )
}

/** Starts an app; answers its last lines, shown if it stops on its own or never gets ready. */
function run(name, command, args, env, options = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  })
  const lines = follow(name, child, 60)
  child.on('exit', (code, signal) => {
    if (stopping) return
    // Its last words may still be in the pipe when it exits: 'close' comes after them.
    child.once('close', () => {
      if (!stopping) void fail(`${name} stopped unexpectedly (${signal ?? `exit ${code}`}):`, lines)
    })
  })
  children.push(child)
  return lines
}

/**
 * Runs a step to its end without blocking (the embedded database answers from this process);
 * answers whether it succeeded and all it wrote.
 */
function runToEnd(name, command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const lines = follow(name, child, Infinity)
    child.on('error', (error) => resolve({ ok: false, lines: [...lines, error.message] }))
    child.on('close', (code) => resolve({ ok: code === 0, lines }))
  })
}

/**
 * The build's output cut to what failed: each failed task's own output in full (Nx lists them at
 * the end) and Nx's summary, without the tasks that built, or came from the cache, fine.
 */
function failedTasks(lines) {
  const plain = lines.map((line) => line.replace(ANSI_COLOURS, ''))
  const listed = plain.findIndex((line) => line.trim() === 'Failed tasks:')
  const failed = new Set(
    plain.slice(listed + 1).flatMap((line) => /^- (\S+:\S+)$/.exec(line.trim())?.[1] ?? []),
  )
  const summary = plain.findLastIndex((line) => /^\s*NX\s/.test(line))
  if (listed < 0 || !failed.size || summary < 0) return lines
  const kept = []
  let keeping = false
  plain.slice(0, summary).forEach((line, index) => {
    const task = /^> nx run (\S+:\S+)/.exec(line)?.[1]
    if (task) keeping = failed.has(task)
    if (keeping) kept.push(lines[index])
  })
  return [...kept, ...lines.slice(summary)]
}

/** What the database step said, in a line each: the migrations counted, not named. */
function preparationSummary(lines) {
  return lines
    .filter((line) => line.trim() && !NODE_WARNING.test(line))
    .map((line) => {
      const applied = /^Migrations applied: (.+)$/.exec(line)
      if (!applied) return line
      const count = applied[1].split(', ').length
      return `${count} migration${count === 1 ? '' : 's'} applied (named in the log)`
    })
}

/** Who takes the money, as the API will read it from the same environment. */
function paymentMode(env) {
  if (env.PAYMENT_PROVIDER === 'local') return 'local test page (no money is taken)'
  const key = env.STRIPE_SECRET_KEY ?? ''
  if (key.startsWith('sk_live_') || key.startsWith('rk_live_')) return 'Stripe, live: real money'
  return 'Stripe, test mode'
}

/** Where the shop's mail goes, as the API will read it from the same environment. */
function mailMode(env, webPort) {
  if (env.SMTP_URL) return `SMTP, ${new URL(env.SMTP_URL).host}`
  if (env.MAIL_TRANSPORT === 'catcher')
    return `caught by the demo: http://localhost:${webPort}/admin/correo`
  if (env.MAIL_TRANSPORT === 'log') return 'only written to the log (MAIL_TRANSPORT=log)'
  return 'no SMTP_URL set'
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      if (response.ok) return true
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

async function stop(code = 0) {
  if (stopping) return
  stopping = true
  say('stopping...')
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          child.once('exit', resolve)
          child.kill('SIGTERM')
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
        }),
    ),
  )
  if (database) {
    // The apps are gone; closing PGlite flushes everything to .data/.
    await database.server.stop()
    await database.db.close()
  }
  say('stopped')
  if (log) await new Promise((resolve) => log.end(resolve))
  process.exit(code)
}

async function main() {
  process.once('SIGINT', () => void stop(0))
  process.once('SIGTERM', () => void stop(0))
  mkdirSync(dataDir, { recursive: true })
  if (!verbose) {
    mkdirSync(join(dataDir, 'logs'), { recursive: true })
    log = createWriteStream(logFile)
    log.write(`[aurum] ${dev ? 'npm run dev' : 'npm start'} at ${new Date().toISOString()}\n`)
  }

  say(`building the apps${verbose ? '' : `, output in ${shown(logFile)}`}`)
  const built = await build()
  if (!built.ok) return fail('the build failed:', failedTasks(built.lines))

  const embedded = !process.env.DATABASE_URL
  // The embedded demo (or AURUM_DEMO=true, as the browser tests ask) sells offline: the local test
  // payment page, the demo shop and its printed accounts. Anything else is a real shop: Stripe by
  // default, and only the administrator of ADMIN_EMAIL + ADMIN_PASSWORD.
  const demo = embedded || process.env.AURUM_DEMO === 'true'
  const databaseUrl = process.env.DATABASE_URL ?? (await startEmbeddedDatabase())
  say(
    embedded
      ? `embedded PostgreSQL (PGlite), data in ${shown(join(dataDir, 'pglite'))}`
      : 'using DATABASE_URL',
  )

  const env = {
    ...process.env,
    NODE_ENV: dev ? 'development' : 'production',
    DATABASE_URL: databaseUrl,
    // PGlite is one session taking its connections' protocol messages turn about (two queries
    // side by side could bind each other's statements): the API talks to it on one connection.
    ...(embedded ? { DATABASE_POOL_SIZE: '1' } : {}),
    API_PORT: String(apiPort),
    API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
    PORT: String(webPort),
    // Uploaded images live beside the embedded database unless told otherwise (or S3_BUCKET is set).
    MEDIA_DIR: process.env.MEDIA_DIR ?? join(dataDir, 'media'),
    SESSION_SECRET: secret('SESSION_SECRET'),
    JWT_SECRET: secret('JWT_SECRET'),
    WEB_URL: process.env.WEB_URL ?? `http://localhost:${webPort}`,
    API_PUBLIC_URL: process.env.API_PUBLIC_URL ?? `http://localhost:${apiPort}`,
    ...(demo
      ? {
          AURUM_DEMO: 'true',
          PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER ?? 'local',
          ALLOW_TEST_PAYMENTS: process.env.ALLOW_TEST_PAYMENTS ?? 'true',
          // Mail goes to SMTP_URL when it is set; else the API catches it, shown at /admin/correo.
          MAIL_TRANSPORT: process.env.MAIL_TRANSPORT ?? (process.env.SMTP_URL ? 'smtp' : 'catcher'),
        }
      : {}),
  }
  const prepared = await runToEnd(
    'database',
    process.execPath,
    ['apps/api/dist/db/cli.js', 'prepare'],
    env,
  )
  if (!prepared.ok) return fail('the database step failed:', prepared.lines)
  if (!verbose) preparationSummary(prepared.lines).forEach(say)

  say('starting the API and the web app')
  let api
  if (dev) {
    // tsc itself, not through npx: the stop's SIGTERM then reaches the compiler, not a wrapper.
    run(
      'api build',
      process.execPath,
      [
        'node_modules/typescript/bin/tsc',
        '-p',
        'apps/api/tsconfig.app.json',
        '--watch',
        '--preserveWatchOutput',
      ],
      env,
    )
    api = run('api', process.execPath, ['--watch-path=apps/api/dist', 'apps/api/dist/main.js'], env)
  } else {
    api = run('api', process.execPath, ['apps/api/dist/main.js'], env)
  }
  // The web app renders from the API, so it starts once the API answers.
  if (!(await waitFor(`http://127.0.0.1:${apiPort}/api/health`, 60_000))) {
    return fail('the API did not become ready in 60 s; its last lines:', api)
  }
  const web = run('web', process.execPath, ['server.mjs'], env, { cwd: join(root, 'apps/web') })
  if (!(await waitFor(`http://127.0.0.1:${webPort}/`, 60_000))) {
    return fail('the web app did not become ready in 60 s; its last lines:', web)
  }

  const accounts = demo
    ? await import('../apps/api/dist/db/seed/demo-accounts.js').then(
        ({ DEMO_ADMIN, DEMO_CUSTOMER }) => [
          `Admin:       ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
          `Customer:    ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`,
        ],
      )
    : []
  const screen = [
    `Shop:        http://localhost:${webPort}`,
    `API:         http://localhost:${apiPort}/api`,
    `Swagger UI:  http://localhost:${apiPort}/api/docs`,
    ...accounts,
    `Payments:    ${paymentMode(env)}`,
    `Mail:        ${mailMode(env, webPort)}`,
    ...(verbose ? [] : [`Logs:        ${shown(logFile)}`]),
  ]
  console.log(`
  Aurum Decants is running${dev ? ' (development)' : ''}
${screen.map((line) => `    ${line}`).join('\n')}
  Press Ctrl-C to stop.
`)
  running = true
}

main().catch((error) => fail(error?.message ?? String(error)))
