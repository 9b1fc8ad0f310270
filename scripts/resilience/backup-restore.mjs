// Backup and restore (issue 32): the README's runbook run against a running shop. The API
// (production build) on a database of this suite's own, the demo shop seeded, then what a shop
// does through the API: customers pay orders on the local payment page, the administrator ships
// one and cancels another (a refund and its credit note), a customer asks for a full invoice,
// a bottle is received and adjusted. While that shop keeps answering reads, the runbook's own
// lines (README.md, 'Backup and restore'; the suite checks they are the same) dump it, create a
// new database and restore the dump there; a second API starts on the restored database. Bars:
// both serve the same orders (admin list and pages, each customer's), invoices (list, CSV, each
// PDF's content but for the moment it was drawn), stock movements (ledger and CSV), inventory and
// catalogue searches, item for item; every read made during the runbook answered 200.
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'
import { createJiti } from 'jiti'
import pg from 'pg'
import {
  atCleanup,
  freePort,
  root,
  run,
  runAsync,
  runSuite,
  say,
  sleep,
  startProcess,
  temporaryFolder,
  waitForOk,
} from './support/processes.mjs'

const SUITE = 'backup restore'
const BUYERS = 4
/** The background reads: one at a time, this pause between them, at most this many. */
const READ_PAUSE_MS = 20
const MAX_READS = 20_000
const DEMO_ADMIN = { login: 'admin@aurumdecants.es', password: 'aurum-admin-2026' }
/** The README writes the runbook for this server, user and database; the suite uses its own. */
const README_EXAMPLE = {
  host: 'db.example.com',
  port: '5432',
  user: 'aurum',
  name: 'aurum_restored',
}
/**
 * The runbook, line for line as README.md's 'Backup and restore' gives it. Each line runs in a
 * shell in the suite's folder, with DATABASE_URL (the running shop's) and NEW_DATABASE_URL.
 */
const RUNBOOK = {
  backup: () => 'pg_dump -Fc "$DATABASE_URL" > aurum.dump',
  create: ({ host, port, user, name }) => `createdb -h ${host} -p ${port} -U ${user} ${name}`,
  restore: () => 'pg_restore --no-owner -d "$NEW_DATABASE_URL" aurum.dump',
}

const jiti = createJiti(import.meta.url)
const { newCustomer } = await jiti.import('../../apps/api/test/shoppers.ts')

runSuite(SUITE, 8 * 60_000, async () => {
  if (!existsSync(join(root, 'apps/api/dist/main.js'))) {
    throw new Error('apps/api/dist is missing: run `npm run build` first')
  }
  runbookMatchesReadme()
  const folder = temporaryFolder('aurum-backup-')
  const databases = await ownDatabases(
    process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  )
  await toolsMatchServer(databases.source.url)

  const steps = []
  const timed = async (step, body) => {
    const started = Date.now()
    const result = await body()
    steps.push([step, Date.now() - started])
    return result
  }
  const [sourcePort, restoredPort] = await Promise.all([freePort(), freePort()])
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    API_HOST: '127.0.0.1',
    // One secret for both: the tokens signed by the running shop sign in on the restored one.
    JWT_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_PROVIDER: 'local',
    ALLOW_TEST_PAYMENTS: 'true',
    RATE_LIMIT_FACTOR: '1000',
    LOG_LEVEL: 'warn',
    // No mail leaves a test: the outbox's mails are only logged.
    MAIL_TRANSPORT: 'log',
    // The images live apart from the database (the bucket): both shops share the folder.
    MEDIA_DIR: join(folder, 'media'),
  }
  delete env.REDIS_URL
  const startApi = async (name, port, databaseUrl) => {
    const api = startProcess(name, process.execPath, ['apps/api/dist/main.js'], {
      env: {
        ...env,
        DATABASE_URL: databaseUrl,
        API_PORT: String(port),
        METRICS_PORT: String(await freePort()),
      },
      folder,
    })
    await waitForOk(`http://127.0.0.1:${port}/api/health`, 60_000, api)
    return `http://127.0.0.1:${port}`
  }

  await timed('seed', async () =>
    run(process.execPath, ['apps/api/dist/db/cli.js', 'seed'], {
      env: { ...env, DATABASE_URL: databases.source.url, AURUM_DEMO: 'true' },
    }),
  )
  const source = await timed('API start', () =>
    startApi('api-source', sourcePort, databases.source.url),
  )
  const shop = await timed('orders, invoices, movements through the API', () => shopDay(source))
  say(
    SUITE,
    `${shop.orders} orders paid by ${shop.customers.length} customers, one shipped, one cancelled; a full invoice; a bottle received and adjusted`,
  )

  // The runbook, while the shop keeps answering.
  const reads = readsInBackground(source, shop)
  const dump = join(folder, 'aurum.dump')
  const shell = (line) =>
    runAsync('sh', ['-c', line], {
      cwd: folder,
      env: {
        ...process.env,
        DATABASE_URL: databases.source.url,
        NEW_DATABASE_URL: databases.restored.url,
      },
    })
  try {
    await timed('pg_dump', () => shell(RUNBOOK.backup()))
    await timed('createdb', () => shell(RUNBOOK.create(databases.restored)))
    await timed('pg_restore', () => shell(RUNBOOK.restore()))
  } finally {
    reads.stop()
  }
  const background = await reads.done
  const restored = await timed('API start on the restored database', () =>
    startApi('api-restored', restoredPort, databases.restored.url),
  )

  const [before, after] = await timed('comparison', () =>
    Promise.all([everythingServed(source, shop), everythingServed(restored, shop)]),
  )
  const differences = [...new Set([...before.keys(), ...after.keys()])].filter(
    (key) => before.get(key) !== after.get(key),
  )
  for (const key of differences.slice(0, 10)) {
    const [one, other] = [before.get(key) ?? '', after.get(key) ?? '']
    let at = 0
    while (at < one.length && one[at] === other[at]) at++
    console.error(`[${SUITE}] differs: ${key}, from character ${at}`)
    console.error(`  running shop: …${one.slice(Math.max(0, at - 120), at + 200)}`)
    console.error(`  restored:     …${other.slice(Math.max(0, at - 120), at + 200)}`)
  }

  const counted = (prefix) => [...before.keys()].filter((key) => key.startsWith(prefix)).length
  const figures = {
    orders: counted('admin order '),
    invoices: counted('invoice pdf '),
    movements: JSON.parse(before.get('movements count') ?? '0'),
  }
  const checks = [
    [figures.orders >= shop.orders, `the ${shop.orders} orders paid served by the running shop`],
    [
      figures.invoices > shop.orders,
      'an invoice for each order, and the credit note and full invoice',
    ],
    [differences.length === 0, 'the restored shop serves what the running shop serves'],
    [
      background.answered > 0 && background.failed.length === 0,
      'every read during the runbook answered 200',
    ],
  ]
  const ms = (step) => steps.find(([name]) => name === step)?.[1]
  say(SUITE, `--- steps: ${steps.map(([name, took]) => `${name} ${took} ms`).join(', ')}`)
  for (const [ok, text] of checks) say(SUITE, `${ok ? 'ok    ' : 'FAILED'} ${text}`)
  say(
    SUITE,
    `dump: ${(statSync(dump).size / 1024).toFixed(0)} KiB in ${ms('pg_dump')} ms; createdb ${ms('createdb')} ms; restore ${ms('pg_restore')} ms; restored API up in ${ms('API start on the restored database')} ms`,
  )
  say(
    SUITE,
    `during the runbook: ${background.answered} reads answered 200, ${background.failed.length} not${background.failed.length ? ` (${background.failed.slice(0, 5).join(', ')})` : ''}; slowest ${background.slowestMs} ms`,
  )
  say(
    SUITE,
    `compared: ${figures.orders} orders (admin list, admin page, customer's page, invoice), ${figures.invoices} invoices and credit notes (list, CSV, PDF), ${figures.movements} stock movements (ledger, CSV), ${before.size} answers in all; differences found: ${differences.length}`,
  )
  return checks.every(([ok]) => ok)
})

/** README.md's 'Backup and restore' gives the runbook's lines, with its example names. */
function runbookMatchesReadme() {
  const readme = readFileSync(join(root, 'README.md'), 'utf8')
  const section = readme.split('### Backup and restore')[1]?.split(/\n##/)[0] ?? ''
  const lines = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap(([, block]) =>
    block.trim().split('\n'),
  )
  const expected = [RUNBOOK.backup(), RUNBOOK.create(README_EXAMPLE), RUNBOOK.restore()]
  if (JSON.stringify(lines) !== JSON.stringify(expected)) {
    throw new Error(
      `README.md's 'Backup and restore' and this suite's runbook differ:\n  README: ${lines.join('\n          ')}\n  suite:  ${expected.join('\n          ')}`,
    )
  }
}

/**
 * The running shop's database and the restore's, both named after DATABASE_URL's (or made up
 * when none is given) and dropped at the end. The restore's is left for the runbook's createdb.
 */
async function ownDatabases(given) {
  const url = new URL(given)
  const stem = process.env.DATABASE_URL
    ? `${url.pathname.slice(1)}_backup`
    : `aurum_backup_${Date.now()}`
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: given })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  const database = (name) => {
    const named = new URL(url)
    named.pathname = `/${name}`
    return {
      name,
      url: named.toString(),
      host: named.hostname,
      port: named.port || '5432',
      user: decodeURIComponent(named.username) || 'postgres',
    }
  }
  const source = database(stem)
  const restored = database(`${stem}_restored`)
  for (const { name } of [source, restored]) {
    atCleanup(() => admin(`drop database if exists "${name}" with (force)`))
    await admin(`drop database if exists "${name}" with (force)`)
  }
  await admin(`create database "${source.name}"`)
  return { source, restored }
}

/** pg_dump, createdb and pg_restore of the server's major version: a newer dump may not restore. */
async function toolsMatchServer(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const {
    rows: [{ server_version: server }],
  } = await client.query('show server_version')
  await client.end()
  const major = (text) => /(\d+)\.\d+/.exec(text)?.[1]
  for (const tool of ['pg_dump', 'createdb', 'pg_restore']) {
    const version = run(tool, ['--version']).trim()
    if (major(version) !== major(server)) {
      throw new Error(`${version} does not match the server's PostgreSQL ${server}`)
    }
  }
  say(
    SUITE,
    `PostgreSQL ${server} on ${new URL(databaseUrl).host}; pg_dump, createdb, pg_restore of the same version`,
  )
}

/** One request; throws unless it answers `expected`. */
async function call(base, method, path, { bearer, body, expected } = {}) {
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(bearer ? { authorization: bearer } : {}),
    },
    body: body && JSON.stringify(body),
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  })
  const bytes = Buffer.from(await answer.arrayBuffer())
  if (expected !== undefined && answer.status !== expected) {
    throw new Error(`${method} ${path}: ${answer.status} ${bytes.toString('utf8').slice(0, 300)}`)
  }
  const type = answer.headers.get('content-type') ?? ''
  return {
    status: answer.status,
    headers: answer.headers,
    bytes,
    body: type.includes('json') ? JSON.parse(bytes.toString('utf8')) : null,
  }
}

/**
 * A day of the shop through its API: customers pay on the local payment page, the administrator
 * ships one order and cancels another, a customer asks for a full invoice, a bottle is received
 * and adjusted. Answers who did it: the administrator's and the customers' tokens.
 */
async function shopDay(base) {
  const signIn = await call(base, 'POST', '/api/auth/login', { body: DEMO_ADMIN, expected: 200 })
  const admin = `Bearer ${signIn.body.accessToken}`
  const perfumes = (await call(base, 'GET', '/api/perfumes?limit=50', { expected: 200 })).body
  const stocked = perfumes.filter((perfume) =>
    perfume.variants.some((variant) => variant.stock >= 5),
  )
  if (stocked.length < BUYERS + 1) throw new Error('the demo shop has too few perfumes in stock')
  const sizeOf = (perfume) => perfume.variants.find((variant) => variant.stock >= 5).size

  const sender = {
    send: async (method, path, { bearer, body }) => {
      const { status, body: answer } = await call(base, method, path, { bearer, body })
      return { status, body: answer }
    },
  }
  const customers = []
  const orders = []
  for (let n = 0; n < BUYERS; n++) {
    // Two lines each, one of them shared: the sales of one perfume write several movements.
    const lines = [
      [stocked[n].id, sizeOf(stocked[n]), 1],
      [stocked[BUYERS].id, sizeOf(stocked[BUYERS]), 1 + (n % 2)],
    ]
    const customer = await newCustomer(sender, `copia${Date.now()}${n}`, lines)
    const session = await call(base, 'POST', '/api/checkout/session', {
      bearer: customer.bearer,
      body: { addressId: customer.addressId },
      expected: 201,
    })
    const checkoutId = new URL(session.body.url).pathname.split('/').pop()
    await call(base, 'GET', `/api/checkout/local/${checkoutId}`, { expected: 200 })
    await call(base, 'POST', `/api/checkout/local/${checkoutId}/pay`, { expected: 303 })
    const order = await call(
      base,
      'GET',
      `/api/orders/by-session/${encodeURIComponent(session.body.sessionId)}`,
      { bearer: customer.bearer, expected: 200 },
    )
    customers.push(customer)
    orders.push(order.body)
  }

  const move = (order, body) =>
    call(base, 'PATCH', `/api/admin/orders/${order.id}`, { bearer: admin, body, expected: 200 })
  await move(orders[0], { status: 'processing' })
  await move(orders[0], { status: 'shipped', trackingNumber: 'COPIA-0001', carrier: 'Correos' })
  await move(orders[1], { status: 'cancelled', note: 'Cancelado a petición del cliente' })
  await call(base, 'POST', `/api/orders/${orders[2].id}/invoices`, {
    bearer: customers[2].bearer,
    body: { name: 'Lucía Fernández', taxId: '12345678Z', address: 'Calle Mayor 1, 28013 Madrid' },
    expected: 201,
  })
  const bottle = await call(base, 'POST', `/api/admin/perfumes/${stocked[0].id}/bottles`, {
    bearer: admin,
    body: { ml: 100, batchCode: 'copia-1', openedAt: new Date().toISOString(), costCents: 9000 },
    expected: 201,
  })
  await call(base, 'POST', `/api/admin/bottles/${bottle.body.id}/adjustments`, {
    bearer: admin,
    body: { ml: -3, reason: 'evaporation' },
    expected: 201,
  })
  return { admin, customers, orders: orders.length }
}

/**
 * Reads a customer and the administrator make, one after another, until stopped: the running
 * shop must answer each with 200 while the runbook runs.
 */
function readsInBackground(base, { admin, customers }) {
  const paths = [
    ['/api/health'],
    ['/api/perfumes'],
    ['/api/admin/orders', admin],
    ['/api/admin/inventory/movements', admin],
    ['/api/orders', customers[0].bearer],
  ]
  let stopped = false
  const figures = { answered: 0, failed: [], slowestMs: 0 }
  const done = (async () => {
    for (let n = 0; !stopped && n < MAX_READS; n++) {
      const [path, bearer] = paths[n % paths.length]
      const started = Date.now()
      try {
        const { status } = await call(base, 'GET', path, { bearer })
        if (status === 200) figures.answered++
        else figures.failed.push(`${path} ${status}`)
      } catch (error) {
        figures.failed.push(`${path} ${error?.message ?? error}`)
      }
      figures.slowestMs = Math.max(figures.slowestMs, Date.now() - started)
      await sleep(READ_PAUSE_MS)
    }
    return figures
  })()
  return { stop: () => (stopped = true), done }
}

/** Every page of a list whose total is in X-Total-Count. */
async function allPages(base, path, bearer, limit) {
  const rows = []
  for (let page = 1; ; page++) {
    const separator = path.includes('?') ? '&' : '?'
    const answer = await call(base, 'GET', `${path}${separator}limit=${limit}&page=${page}`, {
      bearer,
      expected: 200,
    })
    rows.push(...answer.body)
    const total = Number(answer.headers.get('x-total-count'))
    if (rows.length >= total || answer.body.length === 0) return { rows, total }
  }
}

/**
 * A PDF's content without the moment it was drawn. pdf-lib writes that moment as the creation and
 * modification dates, inside a compressed object stream: the same invoice drawn twice differs
 * there, in that stream's compressed length and in the offsets of the cross-reference stream. So
 * every stream is inflated, the dates blanked, and the lengths and offsets left out.
 */
function pdfContent(pdf) {
  const text = pdf.toString('latin1')
  const streams = />>\nstream\n/g
  let content = ''
  let from = 0
  for (let found; (found = streams.exec(text));) {
    const dictionary = text.slice(text.lastIndexOf(' obj\n', found.index), found.index)
    const start = found.index + found[0].length
    const end = start + Number(/\/Length (\d+)/.exec(dictionary)[1])
    const bytes = pdf.subarray(start, end)
    const inflated = dictionary.includes('/FlateDecode') ? inflateSync(bytes) : bytes
    content += `${text.slice(from, found.index)}>>\nstream\n${
      dictionary.includes('/XRef') ? '' : inflated.toString('latin1')
    }`
    from = end
    streams.lastIndex = end
  }
  return `${content}${text.slice(from)}`
    .replace(/\/(CreationDate|ModDate) \(D:[^)]*\)/g, '/$1 ()')
    .replace(/\/Length \d+/g, '/Length')
    .replace(/startxref\n\d+/, 'startxref')
}

/** What a shop serves, by name: the answers the restored shop must give alike. */
async function everythingServed(base, { admin, customers }) {
  const served = new Map()
  const keep = (key, value) => served.set(key, JSON.stringify(value))
  const text = async (path, bearer) =>
    (await call(base, 'GET', path, { bearer, expected: 200 })).bytes.toString('utf8')

  const orders = await allPages(base, '/api/admin/orders', admin, 100)
  keep('admin orders', orders)
  for (const order of orders.rows) {
    keep(
      `admin order ${order.id}`,
      (await call(base, 'GET', `/api/admin/orders/${order.id}`, { bearer: admin, expected: 200 }))
        .body,
    )
  }
  served.set('orders csv', await text('/api/admin/orders.csv', admin))
  for (const [n, { bearer }] of customers.entries()) {
    const own = (await call(base, 'GET', '/api/orders', { bearer, expected: 200 })).body
    keep(`customer ${n} orders`, own)
    for (const order of own) {
      keep(
        `customer ${n} order ${order.id}`,
        (await call(base, 'GET', `/api/orders/${order.id}`, { bearer, expected: 200 })).body,
      )
      keep(
        `customer ${n} invoice of ${order.id}`,
        (await call(base, 'GET', `/api/orders/${order.id}/invoice`, { bearer, expected: 200 }))
          .body,
      )
    }
  }

  const invoices = await allPages(base, '/api/admin/invoices', admin, 100)
  keep('invoices', invoices)
  served.set('invoices csv', await text('/api/admin/invoices.csv', admin))
  for (const invoice of invoices.rows) {
    const pdf = (
      await call(base, 'GET', `/api/invoices/${invoice.number}.pdf`, {
        bearer: admin,
        expected: 200,
      })
    ).bytes
    keep(`invoice pdf ${invoice.number}`, pdfContent(pdf))
  }

  const movements = await allPages(base, '/api/admin/inventory/movements', admin, 500)
  keep('movements', movements)
  keep('movements count', movements.total)
  served.set('movements csv', await text('/api/admin/inventory/movements.csv', admin))
  keep(
    'inventory',
    (await call(base, 'GET', '/api/admin/inventory', { bearer: admin, expected: 200 })).body,
  )
  // The search document is a generated column: the restore works it out again.
  for (const search of ['madera', 'lancome', 'vainilla']) {
    keep(
      `search ${search}`,
      (await call(base, 'GET', `/api/perfumes?q=${search}`, { expected: 200 })).body,
    )
  }
  return served
}
