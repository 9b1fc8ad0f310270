import { reportContractCoverage } from './contract/coverage-report'
import { openApiDocument } from './contract/openapi-document'
import { resetWorkerDatabases } from './worker-database'

export default async function globalTeardown(): Promise<void> {
  const recorded = process.env.CONTRACT_RECORD_DIR
  if (recorded) reportContractCoverage(openApiDocument, recorded)
  const embedded = globalThis.__EMBEDDED_DB__
  if (!embedded) {
    if (process.env.DATABASE_URL) await resetWorkerDatabases(process.env.DATABASE_URL, false)
    return
  }
  await embedded.server.stop()
  await embedded.db.close()
}
