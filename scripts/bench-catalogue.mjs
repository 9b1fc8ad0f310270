// Side-by-side load test of the cached catalogue: `GET /api/perfumes` served by the API (NestJS on
// Fastify, answer from the in-memory cache) against a bare node:http server that returns the very
// same bytes. Both run as child processes on loopback and are measured in one run, alternately.
// Usage: npm run build && node scripts/bench-catalogue.mjs [seconds=10] [connections=50]
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import autocannon from 'autocannon'

const root = new URL('..', import.meta.url).pathname
const seconds = Number(process.argv[2] ?? 10)
const connections = Number(process.argv[3] ?? 50)
const API_PORT = 4300
const BARE_PORT = 4301
const path = '/api/perfumes'
const children = []

async function embeddedDatabase() {
  const { PGlite } = await import('@electric-sql/pglite')
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket')
  const db = await PGlite.create()
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 8 })
  await server.start()
  return `postgres://postgres@${server.getServerConn()}/postgres`
}

function start(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  })
  children.push(child)
  return child
}

async function until(url) {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer`)
}

function load(url) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  )
}

const databaseUrl = process.env.DATABASE_URL ?? (await embeddedDatabase())
const env = {
  DATABASE_URL: databaseUrl,
  JWT_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
}
await new Promise((resolve, reject) =>
  start(['apps/api/dist/db/cli.js', 'prepare'], env).on('exit', (code) =>
    code === 0 ? resolve() : reject(new Error('prepare failed')),
  ),
)
start(['apps/api/dist/main.js'], { ...env, API_PORT: String(API_PORT) })
await until(`http://127.0.0.1:${API_PORT}/api/health`)

const warm = await fetch(`http://127.0.0.1:${API_PORT}${path}`)
const body = Buffer.from(await warm.arrayBuffer())
const bare = `
  const body = Buffer.from(${JSON.stringify(body.toString('base64'))}, 'base64')
  require('node:http').createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length })
    res.end(body)
  }).listen(${BARE_PORT}, '127.0.0.1')`
start(['-e', bare])
await until(`http://127.0.0.1:${BARE_PORT}${path}`)

console.log(
  `GET ${path}: ${body.length} bytes, ${seconds} s x ${connections} connections each, alternating`,
)
const rows = []
for (const [name, port] of [
  ['bare node:http', BARE_PORT],
  ['API (cached)', API_PORT],
  ['bare node:http', BARE_PORT],
  ['API (cached)', API_PORT],
]) {
  const result = await load(`http://127.0.0.1:${port}${path}`)
  rows.push({
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  })
  console.log(
    `${name.padEnd(16)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p99 ${String(result.latency.p99).padStart(4)} ms  errors ${result.errors + result.non2xx}`,
  )
}
const mean = (name, key) =>
  rows.filter((row) => row.name === name).reduce((sum, row) => sum + row[key], 0) / 2
const api = mean('API (cached)', 'rps')
const node = mean('bare node:http', 'rps')
console.log(
  `\nAPI / bare node:http throughput: ${(api / node).toFixed(2)} (${api.toFixed(0)} vs ${node.toFixed(0)} req/s)`,
)
console.log(
  `p99: API ${mean('API (cached)', 'p99').toFixed(1)} ms, bare ${mean('bare node:http', 'p99').toFixed(1)} ms`,
)
for (const child of children) child.kill('SIGTERM')
process.exit(0)
