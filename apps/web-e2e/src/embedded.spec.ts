import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

const root = new URL('../../..', import.meta.url).pathname
const API_PORT = 4200
const WEB_PORT = 3200

/** `npm start` with no DATABASE_URL, as a newcomer runs it; answers its output once it is ready. */
async function startShop(dataDir: string): Promise<{ shop: ChildProcess; output: () => string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    AURUM_DATA_DIR: dataDir,
    PORT: String(WEB_PORT),
    API_PORT: String(API_PORT),
    LOG_LEVEL: 'warn',
  }
  delete env.DATABASE_URL
  const shop = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  shop.stdout?.on('data', (chunk) => (output += chunk))
  shop.stderr?.on('data', (chunk) => (output += chunk))
  await expect
    .poll(() => output, { timeout: 120_000, intervals: [500] })
    .toContain('Aurum Decants is running')
  return { shop, output: () => output }
}

function stop(shop: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    shop.once('exit', (code) => resolve(code))
    shop.kill('SIGINT')
  })
}

test('npm start with no DATABASE_URL serves a healthy API on an embedded database that survives Ctrl-C', async ({
  request,
}) => {
  test.setTimeout(300_000)
  const dataDir = mkdtempSync(join(tmpdir(), 'aurum-embedded-'))

  const first = await startShop(dataDir)
  const health = await request.get(`http://127.0.0.1:${API_PORT}/api/health`)
  expect(health.status()).toBe(200)
  expect(await health.json()).toEqual({ status: 'ok', database: 'up' })
  expect(first.output()).toContain('Empty catalogue: demo shop seeded')
  expect(first.output()).toContain(`http://localhost:${API_PORT}/api/docs`)
  const perfumes = await (await request.get(`http://127.0.0.1:${API_PORT}/api/perfumes`)).json()
  expect(await stop(first.shop)).toBe(0)

  // Started again on the same folder: the data is still there and nothing is seeded twice.
  const second = await startShop(dataDir)
  expect(second.output()).toContain('Database schema up to date')
  expect(second.output()).not.toContain('demo shop seeded')
  const again = await (await request.get(`http://127.0.0.1:${API_PORT}/api/perfumes`)).json()
  expect(again).toEqual(perfumes)
  expect(await stop(second.shop)).toBe(0)
})
