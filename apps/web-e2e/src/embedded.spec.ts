import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { type AddressInfo, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

const root = new URL('../../..', import.meta.url).pathname

/** A port nobody listens on now: another run of the suite (other E2E ports) may be beside this one. */
async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** `npm start` with no DATABASE_URL, as a newcomer runs it; answers its output once it is ready. */
async function startShop(
  dataDir: string,
  ports: { web: number; api: number },
): Promise<{ shop: ChildProcess; output: () => string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    AURUM_DATA_DIR: dataDir,
    PORT: String(ports.web),
    API_PORT: String(ports.api),
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
  const ports = { web: await freePort(), api: await freePort() }

  const first = await startShop(dataDir, ports)
  const health = await request.get(`http://127.0.0.1:${ports.api}/api/health`)
  expect(health.status()).toBe(200)
  expect(await health.json()).toEqual({ status: 'ok', database: 'up' })
  expect(first.output()).toContain('Empty catalogue: demo shop seeded')
  expect(first.output()).toContain(`http://localhost:${ports.api}/api/docs`)
  const perfumes = await (await request.get(`http://127.0.0.1:${ports.api}/api/perfumes`)).json()
  expect(await stop(first.shop)).toBe(0)

  // Started again on the same folder: the data is still there and nothing is seeded twice.
  const second = await startShop(dataDir, ports)
  expect(second.output()).toContain('Database schema up to date')
  expect(second.output()).not.toContain('demo shop seeded')
  const again = await (await request.get(`http://127.0.0.1:${ports.api}/api/perfumes`)).json()
  expect(again).toEqual(perfumes)
  expect(await stop(second.shop)).toBe(0)
})
