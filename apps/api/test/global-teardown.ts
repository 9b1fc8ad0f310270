import { reportContractCoverage } from './contract/coverage-report'
import { Client } from 'pg'
import { openApiDocument } from './contract/openapi-document'
import { TEST_WORKERS, workerDatabaseName } from './worker-database'

export default async function globalTeardown(): Promise<void> {
  const recorded = process.env.CONTRACT_RECORD_DIR
  if (recorded) reportContractCoverage(openApiDocument, recorded)
  const embedded = globalThis.__EMBEDDED_DB__
  if (!embedded) return dropWorkerDatabases(process.env.DATABASE_URL)
  await embedded.server.stop()
  await embedded.db.close()
}

async function dropWorkerDatabases(url: string | undefined): Promise<void> {
  if (!url) return
  const admin = new Client({ connectionString: url })
  await admin.connect()
  try {
    for (let worker = 1; worker <= TEST_WORKERS; worker++) {
      await admin.query(`drop database if exists "${workerDatabaseName(url, worker)}" with (force)`)
    }
  } finally {
    await admin.end()
  }
}
