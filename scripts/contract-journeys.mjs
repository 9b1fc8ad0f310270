// `npm run test:contract`: what an integrator would see with a contract-validating proxy in front
// of the API. The shop of the browser tests is started with its web app talking to the API through
// scripts/contract-proxy.mjs; first a fuzz pass sends bad input to every operation of openapi.json
// (as a visitor and as a signed-in customer), then the browser journeys run (JavaScript on).
// Bar: no answer outside the document, no 5xx. Loopback only; every loop is bounded.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { printFigures, startContractProxy } from './contract-proxy.mjs'

const root = new URL('..', import.meta.url).pathname
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3310)
const API_PORT = Number(process.env.E2E_API_PORT ?? 4310)
const document = JSON.parse(readFileSync(`${root}openapi.json`, 'utf8'))

const HOSTILE_PARAMS = [
  '$' + '{id}',
  '__proto__',
  'constructor',
  '%00',
  '-1',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  '..%2F..%2Fetc',
  'x'.repeat(2000),
  '9'.repeat(40),
]
const HOSTILE_BODIES = [
  '{',
  'null',
  '[]',
  '{}',
  '{"__proto__":{"role":"admin"}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  JSON.stringify({ quantity: -1, perfumeId: '$' + '{id}', size: 'NaN', price: 0, role: 'admin' }),
  JSON.stringify({ email: 'a\u0000b@x.es', password: 'x'.repeat(10_000), name: '\u0007' }),
]

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

async function fuzz(base) {
  const email = `contrato-${Date.now()}@example.com`
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `contrato${Date.now()}`,
      email,
      password: 'contrato-2026-ok',
    }),
  })
  if (registered.status !== 202) throw new Error(`register answered ${registered.status}`)
  // Registration opens no session: sign in with the same credentials.
  const signedIn = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: email, password: 'contrato-2026-ok' }),
  })
  const { accessToken } = await signedIn.json()
  const roles = [{}, { authorization: `Bearer ${accessToken}` }]
  let sent = 0
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of Object.keys(operations)) {
      // The customer's own session stays: signing out or deleting it would end the pass early.
      if (/logout|delete-account/.test(path)) continue
      for (const value of HOSTILE_PARAMS) {
        const url = path.replace(/\{\w+\}/g, encodeURIComponent(value).replace(/%25/g, '%'))
        const query = `?q=${encodeURIComponent(value)}&page=${encodeURIComponent(value)}&limit=-1`
        for (const headers of roles) {
          const bodies = method === 'get' ? [undefined] : HOSTILE_BODIES
          for (const body of bodies) {
            await fetch(`${base}${url}${query}`, {
              method: method.toUpperCase(),
              headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
              body,
              redirect: 'manual',
              signal: AbortSignal.timeout(10_000),
            }).then(
              (answer) => answer.arrayBuffer(),
              () => undefined,
            )
            sent++
          }
        }
      }
    }
  }
  return sent
}

function startShop(env) {
  return spawn(process.execPath, ['apps/web-e2e/serve.mjs'], { cwd: root, env, stdio: 'ignore' })
}

const proxy = await startContractProxy({ target: `http://127.0.0.1:${API_PORT}` })
const env = {
  ...process.env,
  E2E_WEB_PORT: String(WEB_PORT),
  E2E_API_PORT: String(API_PORT),
  API_URL: `http://127.0.0.1:${proxy.port}`,
}

console.log('[contract] fuzz pass through the proxy')
const shop = startShop(env)
let sent = 0
try {
  await waitFor(`http://127.0.0.1:${WEB_PORT}/`, 180_000)
  sent = await fuzz(`http://127.0.0.1:${proxy.port}`)
} finally {
  shop.kill('SIGTERM')
  await new Promise((resolve) => shop.once('exit', resolve))
}
const fuzzFigures = { ...proxy.figures, violations: [...proxy.figures.violations] }
printFigures(`fuzz (${sent} requests)`, fuzzFigures)
proxy.figures.answers = 0
proxy.figures.serverErrors = 0
proxy.figures.violations.length = 0

console.log('[contract] browser journeys through the proxy')
// Not spawnSync: the proxy runs in this process and must keep answering.
const journeys = spawn(
  process.execPath,
  [
    'node_modules/@playwright/test/cli.js',
    'test',
    '-c',
    'apps/web-e2e',
    '--project=chromium',
    '--reporter=dot',
    '--output=/tmp/aurum-contract-journeys',
    ...process.argv.slice(2),
  ],
  { cwd: root, env, stdio: 'inherit' },
)
const journeysStatus = await new Promise((resolve) => journeys.once('exit', resolve))
const figures = await proxy.stop()
printFigures('browser journeys', figures)
const outside = fuzzFigures.violations.length + figures.violations.length
const serverErrors = fuzzFigures.serverErrors + figures.serverErrors
console.log(
  `[contract] ${fuzzFigures.answers + figures.answers} answers checked: ${outside} outside the document, ${serverErrors} 5xx; journeys ${journeysStatus === 0 ? 'passed' : 'FAILED'}`,
)
process.exit(outside || serverErrors || journeysStatus ? 1 : 0)
