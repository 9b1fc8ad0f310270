import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Extension, PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { resetWorkerDatabases } from './worker-database'

declare global {
  var __EMBEDDED_DB__: { db: PGlite; server: PGLiteSocketServer } | undefined
}

/**
 * The integration tests run on DATABASE_URL when it is given (CI: the machine's PostgreSQL 15),
 * otherwise on an in-memory embedded PostgreSQL started here. The answers the tests receive are
 * recorded under CONTRACT_RECORD_DIR for the contract coverage report (global-teardown.ts).
 */
export default async function globalSetup(): Promise<void> {
  process.env.CONTRACT_RECORD_DIR = mkdtempSync(join(tmpdir(), 'aurum-contract-'))
  if (process.env.DATABASE_URL) return resetWorkerDatabases(process.env.DATABASE_URL, true)
  // pg_trgm, as on the machine's PostgreSQL: the catalogue search's index needs it. The path is
  // in the package's exports map, which this project's moduleResolution (node10) does not read.
  const { pg_trgm }: { pg_trgm: Extension } = await import(
    '@electric-sql/pglite/contrib/pg_trgm' as string
  )
  const db = await PGlite.create({ extensions: { pg_trgm } })
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 16 })
  await server.start()
  globalThis.__EMBEDDED_DB__ = { db, server }
  // PGlite runs one transaction at a time: tests that hold one open while the app waits skip.
  process.env.EMBEDDED_DATABASE = 'pglite'
  process.env.DATABASE_URL = `postgres://postgres@${server.getServerConn()}/postgres`
}
