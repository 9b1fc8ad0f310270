// Starts the shop for the browser tests on ports of its own, on a fresh database:
// a throwaway "<DATABASE_URL's database>_e2e" when DATABASE_URL is given, else an embedded
// database in a temporary folder. scripts/start.mjs then migrates and seeds the demo shop.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

// Other ports let two runs side by side (E2E_WEB_PORT, E2E_API_PORT); src/support/environment.ts reads the same.
const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100)
const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 4100)

const root = new URL('../..', import.meta.url).pathname
const env = {
  ...process.env,
  PORT: String(E2E_WEB_PORT),
  API_PORT: String(E2E_API_PORT),
  LOG_LEVEL: 'warn',
  // The demo shop with its accounts and the local test payment page, on whichever database.
  AURUM_DEMO: 'true',
  // Every request of the suite comes from 127.0.0.1: the limits are kept, twenty times wider.
  RATE_LIMIT_FACTOR: '20',
  // The browser tests use 127.0.0.1, so the payment page sends them back there (same cookies).
  WEB_URL: `http://127.0.0.1:${E2E_WEB_PORT}`,
  API_PUBLIC_URL: `http://127.0.0.1:${E2E_API_PORT}`,
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

const shop = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => shop.kill(signal))
shop.on('exit', (code) => process.exit(code ?? 0))
