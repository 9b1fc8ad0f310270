import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type EmbeddedDatabase, startEmbeddedDatabase } from './embedded-database'
import { dropTestDatabases } from './worker-database'

declare global {
  var __EMBEDDED_DB__: EmbeddedDatabase | undefined
}

/**
 * The integration tests run on DATABASE_URL when it is given (CI: the machine's PostgreSQL 15),
 * otherwise on an in-memory embedded PostgreSQL started here. The answers the tests receive are
 * recorded under CONTRACT_RECORD_DIR for the contract coverage report (global-teardown.ts).
 */
export default async function globalSetup(): Promise<void> {
  process.env.CONTRACT_RECORD_DIR = mkdtempSync(join(tmpdir(), 'aurum-contract-'))
  if (process.env.DATABASE_URL) return dropTestDatabases(process.env.DATABASE_URL)
  const embedded = await startEmbeddedDatabase()
  globalThis.__EMBEDDED_DB__ = embedded
  // PGlite runs one transaction at a time: tests that hold one open while the app waits skip.
  process.env.EMBEDDED_DATABASE = 'pglite'
  // As npm start runs the API there: one connection (scripts/start.mjs says why).
  process.env.DATABASE_POOL_SIZE = '1'
  process.env.DATABASE_URL = embedded.url
}
