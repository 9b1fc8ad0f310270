import { MikroORM } from '@mikro-orm/postgresql'
import type { NestFastifyApplication } from '@nestjs/platform-fastify'
import { createApp } from '../src/app'
import type { AppOptions } from '../src/app.module'
import { EnvSchema } from '../src/config/env'
import { migrate, openOrm } from '../src/db/database'
import { checkAnswersAgainstContract } from './contract/contract-recorder'

export interface TestApp {
  app: NestFastifyApplication
  orm: MikroORM
  close(): Promise<void>
}

/** Empties the database (a fresh public schema) and applies every migration. */
export async function resetDatabase(): Promise<MikroORM> {
  const orm = await openOrm(databaseUrl())
  await orm.em
    .getConnection()
    .execute('drop schema if exists public cascade; create schema public;')
  await migrate(orm)
  return orm
}

/**
 * The real app on the real database, on a clean schema: one per test file. Every answer it sends
 * is checked against openapi.json (test/contract/).
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: AppOptions = {},
): Promise<TestApp> {
  const orm = await resetDatabase()
  const env = EnvSchema.parse({
    DATABASE_URL: databaseUrl(),
    JWT_SECRET: 'integration-tests-sign-with-this-secret',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    PAYMENT_PROVIDER: 'local',
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
      await app.close()
      await orm.close()
    },
  }
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
