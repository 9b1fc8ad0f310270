// `npm start`: the whole shop on one machine.
// - With no DATABASE_URL, an embedded PostgreSQL (PGlite over the wire protocol), kept in .data/.
// - Builds the apps when their build is missing or stale (Nx answers from its cache otherwise).
// - Migrates, seeds the demo shop when the catalogue is empty, starts the API and the web app.
// - Ctrl-C stops the apps first, then the database, so nothing written is lost.
// `npm run dev` does the same with the web app in Vite's watch mode and the API rebuilt on change.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const dev = process.argv.includes('--dev')
const dataDir = process.env.AURUM_DATA_DIR ?? join(root, '.data')
const apiPort = Number(process.env.API_PORT ?? 4000)
const webPort = Number(process.env.PORT ?? 3000)
const children = []
let database
let stopping = false

function say(message) {
  console.log(`[aurum] ${message}`)
}

function fail(message) {
  console.error(`[aurum] ${message}`)
  return stop(1)
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
  // pg_trgm: the catalogue search's index needs it (once made, every start must load it).
  const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } })
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 16 })
  await server.start()
  database = { db, server }
  return `postgres://postgres@${server.getServerConn()}/postgres`
}

function build() {
  const projects = dev ? 'api' : 'api,web'
  const result = spawnSync(
    process.execPath,
    [
      'node_modules/nx/dist/bin/nx.js',
      'run-many',
      '-t',
      'build',
      `--projects=${projects}`,
      '--output-style=static',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    },
  )
  return result.status === 0
}

function run(name, command, args, env, options = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    ...options,
  })
  child.on('exit', (code, signal) => {
    if (!stopping) void fail(`${name} stopped unexpectedly (${signal ?? `exit ${code}`})`)
  })
  children.push(child)
  return child
}

/** Runs a step to its end without blocking: the embedded database answers from this process. */
function runToEnd(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] })
    child.on('exit', (code) => resolve(code === 0))
  })
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
  process.exit(code)
}

async function main() {
  process.once('SIGINT', () => void stop(0))
  process.once('SIGTERM', () => void stop(0))
  mkdirSync(dataDir, { recursive: true })

  if (!build()) return fail('build failed')

  const embedded = !process.env.DATABASE_URL
  // The embedded demo (or AURUM_DEMO=true, as the browser tests ask) sells offline: the local test
  // payment page, the demo shop and its printed accounts. Anything else is a real shop: Stripe by
  // default, and only the administrator of ADMIN_EMAIL + ADMIN_PASSWORD.
  const demo = embedded || process.env.AURUM_DEMO === 'true'
  const databaseUrl = process.env.DATABASE_URL ?? (await startEmbeddedDatabase())
  say(
    embedded
      ? `embedded PostgreSQL (PGlite), data in ${join(dataDir, 'pglite')}`
      : 'using DATABASE_URL',
  )

  const env = {
    ...process.env,
    NODE_ENV: dev ? 'development' : 'production',
    DATABASE_URL: databaseUrl,
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
        }
      : {}),
  }
  if (!(await runToEnd(process.execPath, ['apps/api/dist/db/cli.js', 'prepare'], env))) {
    return fail('database preparation failed')
  }

  if (dev) {
    run(
      'api build',
      'npx',
      ['tsc', '-p', 'apps/api/tsconfig.app.json', '--watch', '--preserveWatchOutput'],
      env,
    )
    run('api', process.execPath, ['--watch-path=apps/api/dist', 'apps/api/dist/main.js'], env)
  } else {
    run('api', process.execPath, ['apps/api/dist/main.js'], env)
  }
  // The web app renders from the API, so it starts once the API answers.
  if (!(await waitFor(`http://127.0.0.1:${apiPort}/api/health`, 60_000))) {
    return fail('the API did not become ready in 60 s')
  }
  run('web', process.execPath, ['server.mjs'], env, { cwd: join(root, 'apps/web') })
  if (!(await waitFor(`http://127.0.0.1:${webPort}/`, 60_000))) {
    return fail('the web app did not become ready in 60 s')
  }

  const accounts = demo
    ? await import('../apps/api/dist/db/seed/demo-accounts.js').then(
        ({ DEMO_ADMIN, DEMO_CUSTOMER }) => `
    Admin:       ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}
    Customer:    ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}
    Payments:    local test page (no money is taken)`,
      )
    : ''
  console.log(`
  Aurum Decants is running${dev ? ' (development)' : ''}
    Shop:        http://localhost:${webPort}
    API:         http://localhost:${apiPort}/api
    Swagger UI:  http://localhost:${apiPort}/api/docs${accounts}
  Press Ctrl-C to stop.
`)
}

main().catch((error) => fail(error?.message ?? String(error)))
