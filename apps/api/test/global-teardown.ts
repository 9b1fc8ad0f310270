import { reportContractCoverage } from './contract/coverage-report'
import { openApiDocument } from './contract/openapi-document'

export default async function globalTeardown(): Promise<void> {
  const recorded = process.env.CONTRACT_RECORD_DIR
  if (recorded) reportContractCoverage(openApiDocument, recorded)
  const embedded = globalThis.__EMBEDDED_DB__
  if (!embedded) return
  await embedded.server.stop()
  await embedded.db.close()
}
