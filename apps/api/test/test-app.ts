import { MikroORM } from '@mikro-orm/postgresql'
import type { NestFastifyApplication } from '@nestjs/platform-fastify'
import type { Client } from 'pg'
import { createApp } from '../src/app'
import type { AppOptions } from '../src/app.module'
import { EnvSchema } from '../src/config/env'
import { migrate, openOrm } from '../src/db/database'
import { checkAnswersAgainstContract } from './contract/contract-recorder'
import { onServer, templateDatabaseName } from './worker-database'

export interface TestApp {
  app: NestFastifyApplication
  orm: MikroORM
  close(): Promise<void>
}

/** Apps of this test file still open: a second one is another replica on the same database. */
let openApps = 0

/**
 * A clean, migrated database: the worker's made afresh from the run's template on PostgreSQL; on
 * the embedded database, a fresh public schema with every migration applied.
 */
export async function resetDatabase(url = databaseUrl()): Promise<MikroORM> {
  if (url === databaseUrl() && (await recreateWorkerDatabase())) return openOrm(url)
  const orm = await openOrm(url)
  await orm.em
    .getConnection()
    .execute('drop schema if exists public cascade; create schema public;')
  await migrate(orm)
  return orm
}

/**
 * The worker's database made afresh from the run's migrated template (the first file to ask makes
 * the template, under a lock the other workers wait on). Answers false on the embedded database,
 * whose schema the caller rebuilds instead.
 */
async function recreateWorkerDatabase(): Promise<boolean> {
  const server = process.env.TEST_SERVER_DATABASE_URL
  if (!server) return false
  const own = new URL(databaseUrl()).pathname.slice(1)
  const template = templateDatabaseName(server)
  await onServer(server, async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', [template])
    try {
      const made = await admin.query('select 1 from pg_database where datname = $1', [template])
      if (!made.rowCount) await makeTemplate(admin, server, template)
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [template])
    }
    await admin.query(`drop database if exists "${own}" with (force)`)
    await admin.query(`create database "${own}" template "${template}"`)
  })
  return true
}

/** Migrated under another name first, so a template that exists is a whole one. */
async function makeTemplate(admin: Client, server: string, template: string): Promise<void> {
  const building = `${template}_building`
  await admin.query(`drop database if exists "${building}" with (force)`)
  await admin.query(`create database "${building}"`)
  const url = new URL(server)
  url.pathname = `/${building}`
  const orm = await openOrm(url.toString())
  try {
    await migrate(orm)
  } finally {
    await orm.close()
  }
  await admin.query(`alter database "${building}" rename to "${template}"`)
}

/**
 * The real app on the real database, on a clean one: one per test file (a second app opened while
 * the first is still open is another replica on the same data). Every answer it sends is checked
 * against openapi.json (test/contract/).
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: AppOptions = {},
): Promise<TestApp> {
  const url = overrides.DATABASE_URL ?? databaseUrl()
  const orm = openApps ? await openOrm(url) : await resetDatabase(url)
  openApps++
  const env = EnvSchema.parse({
    DATABASE_URL: url,
    JWT_SECRET: 'integration-tests-sign-with-this-secret',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    PAYMENT_PROVIDER: 'local',
    ...(process.env.DATABASE_POOL_SIZE && { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE }),
    ...overrides,
  })
  const app = await createApp(env, options)
  // Nest holds its log lines until listen(), which the tests never call: they go out now.
  app.flushLogs()
  checkAnswersAgainstContract(app.getHttpAdapter().getInstance())
  await app.init()
  await app.getHttpAdapter().getInstance().ready()
  return {
    app,
    orm,
    async close() {
      openApps--
      // A test that timed out may have left a query waiting, and closing waits for it (on the
      // embedded database, which serves one transaction at a time, so would every later file).
      // Past a bound the connections' sockets are ended: the query fails, the database rolls
      // back what it held, and the close goes on.
      const release = setTimeout(() => {
        endConnections(app.get(MikroORM))
        endConnections(orm)
      }, CLOSE_WITHIN_MS)
      try {
        await app.close()
        await orm.close()
      } finally {
        clearTimeout(release)
      }
    },
  }
}

const CLOSE_WITHIN_MS = 5000

/** Ends every connection of an ORM's pool at once, in use or not. */
function endConnections(orm: MikroORM): void {
  const pool = (
    orm.em.getConnection().getKnex().client as {
      pool?: { used: PooledConnection[]; free: PooledConnection[] }
    }
  ).pool
  for (const { resource } of [...(pool?.used ?? []), ...(pool?.free ?? [])]) {
    resource.connection?.stream?.destroy()
  }
}

interface PooledConnection {
  resource: { connection?: { stream?: { destroy(): void } } }
}

function databaseUrl(): string {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('DATABASE_URL is set by test/global-setup.ts')
  return url
}

/**
 * Asks again until the answer equals what is expected (the catalogue cache of another replica
 * catches up within its version poll), for at most timeoutMs.
 */
export async function eventually<T>(
  ask: () => Promise<T>,
  expected: T,
  timeoutMs = 5000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let last: T = await ask()
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    last = await ask()
  }
  expect(last).toEqual(expected)
}
