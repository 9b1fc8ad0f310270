import { Client } from 'pg'

/**
 * The integration tests run on two jest workers on a real PostgreSQL. Each test file starts on a
 * database of its own worker ("<DATABASE_URL's>_w<worker>"), made afresh from a template migrated
 * once for the run ("<DATABASE_URL's>_template", test-app.ts). On the embedded database, which
 * holds a single database, they run in one process. Nothing here loads MikroORM: global setup and
 * teardown run in the process that, on one worker, runs the tests too.
 */
export const TEST_WORKERS = 2

export function workerDatabaseName(url: string, worker: number | string): string {
  return `${new URL(url).pathname.slice(1)}_w${worker}`
}

export function templateDatabaseName(url: string): string {
  return `${new URL(url).pathname.slice(1)}_template`
}

/** Run in each worker before its test files: DATABASE_URL becomes the worker's own database. */
export function useWorkerDatabase(): void {
  const url = process.env.DATABASE_URL
  if (!url || process.env.EMBEDDED_DATABASE) return
  process.env.TEST_SERVER_DATABASE_URL = url
  const own = new URL(url)
  own.pathname = `/${workerDatabaseName(url, process.env.JEST_WORKER_ID ?? '1')}`
  process.env.DATABASE_URL = own.toString()
}

/** Drops the run's template and each worker's database (global setup and teardown). */
export async function dropTestDatabases(url: string): Promise<void> {
  await onServer(url, async (admin) => {
    for (let worker = 1; worker <= TEST_WORKERS; worker++) {
      await admin.query(`drop database if exists "${workerDatabaseName(url, worker)}" with (force)`)
    }
    await admin.query(`drop database if exists "${templateDatabaseName(url)}" with (force)`)
  })
}

/** Works on the server of `url` through a connection of its own. */
export async function onServer<T>(url: string, work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: url })
  await admin.connect()
  try {
    return await work(admin)
  } finally {
    await admin.end()
  }
}
