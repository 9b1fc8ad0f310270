// Starts the shop for the browser tests on ports of its own, on a fresh database:
// a throwaway "<DATABASE_URL's database>_e2e" when DATABASE_URL is given, else an embedded
// database in a temporary folder. scripts/start.mjs then migrates and seeds the demo shop.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createWriteStream, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

// Other ports let two runs side by side (E2E_WEB_PORT, E2E_API_PORT); src/support/environment.ts reads the same.
const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100)
const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 4100)

// What both apps write, kept for the check that no secret reaches it (src/support/logs.ts, which
// finds it by the same name); the run's own secrets go beside it.
const LOG_FILE = process.env.E2E_LOG_FILE ?? join(tmpdir(), `aurum-e2e-${E2E_WEB_PORT}.log`)

const root = new URL('../..', import.meta.url).pathname
const env = {
  ...process.env,
  PORT: String(E2E_WEB_PORT),
  API_PORT: String(E2E_API_PORT),
  // Every request and sign-in, as a shop in production logs them; start.mjs passes the apps' lines
  // on as they come (not into its own log file), for LOG_FILE below.
  LOG_LEVEL: 'info',
  AURUM_VERBOSE: '1',
  SESSION_SECRET: randomBytes(32).toString('hex'),
  JWT_SECRET: randomBytes(32).toString('hex'),
  // The demo shop with its accounts and the local test payment page, on whichever database.
  AURUM_DEMO: 'true',
  // Every request of the suite comes from 127.0.0.1: the limits are kept, twenty times wider (the
  // web fuzz, whose thousands of requests would meet them, widens them further).
  RATE_LIMIT_FACTOR: process.env.RATE_LIMIT_FACTOR ?? '20',
  // The browser tests use 127.0.0.1, so the payment page sends them back there (same cookies).
  WEB_URL: `http://127.0.0.1:${E2E_WEB_PORT}`,
  API_PUBLIC_URL: `http://127.0.0.1:${E2E_API_PORT}`,
  // The journeys read the shop's mail in its own mailbox (/admin/correo), never a real server's.
  SMTP_URL: '',
  MAIL_TRANSPORT: 'catcher',
}

if (process.env.DATABASE_URL) {
  const url = new URL(process.env.DATABASE_URL)
  const name = `${url.pathname.slice(1)}_e2e`
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  await client.query(`drop database if exists "${name}" with (force)`)
  await client.query(`create database "${name}"`)
  await client.end()
  url.pathname = `/${name}`
  env.DATABASE_URL = url.toString()
} else {
  env.AURUM_DATA_DIR = mkdtempSync(join(tmpdir(), 'aurum-e2e-'))
}

writeFileSync(`${LOG_FILE}.secrets`, `${env.SESSION_SECRET}\n${env.JWT_SECRET}\n`, { mode: 0o600 })
const log = createWriteStream(LOG_FILE)
const shop = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
})
shop.stdout.pipe(process.stdout)
shop.stderr.pipe(process.stderr)
shop.stdout.pipe(log)
shop.stderr.pipe(log)
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => shop.kill(signal))
shop.on('exit', (code) => process.exit(code ?? 0))
