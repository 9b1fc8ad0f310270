import { Client } from 'pg'

/**
 * The integration tests run on two jest workers on a real PostgreSQL (each test file empties its
 * database's schema, so each worker has a database of its own: "<DATABASE_URL's>_w<worker>", made
 * by global-setup.ts), and in one process on the embedded one, which holds a single database.
 */
export const TEST_WORKERS = 2

export function workerDatabaseName(url: string, worker: number | string): string {
  return `${new URL(url).pathname.slice(1)}_w${worker}`
}

/** Run in each worker before its test files: DATABASE_URL becomes the worker's own database. */
export function useWorkerDatabase(): void {
  const url = process.env.DATABASE_URL
  if (!url || process.env.EMBEDDED_DATABASE) return
  const own = new URL(url)
  own.pathname = `/${workerDatabaseName(url, process.env.JEST_WORKER_ID ?? '1')}`
  process.env.DATABASE_URL = own.toString()
}

/** Drops each worker's database and, when `create`, makes it afresh (global setup and teardown). */
export async function resetWorkerDatabases(url: string, create: boolean): Promise<void> {
  const admin = new Client({ connectionString: url })
  await admin.connect()
  try {
    for (let worker = 1; worker <= TEST_WORKERS; worker++) {
      const name = workerDatabaseName(url, worker)
      await admin.query(`drop database if exists "${name}" with (force)`)
      if (create) await admin.query(`create database "${name}"`)
    }
  } finally {
    await admin.end()
  }
}
