import { reportContractCoverage } from './contract/coverage-report'
import { openApiDocument } from './contract/openapi-document'
import { dropTestDatabases } from './worker-database'

export default async function globalTeardown(): Promise<void> {
  const recorded = process.env.CONTRACT_RECORD_DIR
  if (recorded) reportContractCoverage(openApiDocument, recorded)
  const embedded = globalThis.__EMBEDDED_DB__
  if (!embedded) {
    if (process.env.DATABASE_URL) await dropTestDatabases(process.env.DATABASE_URL)
    return
  }
  await embedded.stop()
}
