import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { HTTP_METHODS, type OpenApiDocument } from './openapi-document'

export interface ContractCoverage {
  operations: number
  documented: number
  exercised: number
  /** Documented (method path status) that no test received. */
  notExercised: string[]
  /** Answers seen that the document does not have (each also failed its test). */
  undocumented: string[]
}

/** How much of openapi.json the tests' answers covered, from what the recorder wrote in dir. */
export function contractCoverage(document: OpenApiDocument, dir: string): ContractCoverage {
  const seen = new Set<string>()
  for (const file of readdirSync(dir)) {
    for (const entry of JSON.parse(readFileSync(join(dir, file), 'utf8')) as string[]) {
      seen.add(entry)
    }
  }
  const documented: string[] = []
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      for (const status of Object.keys(item[method]?.responses ?? {})) {
        documented.push(`${method} ${path} ${status}`)
      }
    }
  }
  const known = new Set(documented)
  return {
    operations: new Set(documented.map((entry) => entry.split(' ').slice(0, 2).join(' '))).size,
    documented: documented.length,
    exercised: documented.filter((entry) => seen.has(entry)).length,
    notExercised: documented.filter((entry) => !seen.has(entry)),
    undocumented: [...seen].filter((entry) => !known.has(entry)),
  }
}

/** Prints the coverage, keeps it whole in test-results/, and removes the recorder's files. */
export function reportContractCoverage(document: OpenApiDocument, dir: string): void {
  const coverage = contractCoverage(document, dir)
  const share = coverage.documented
    ? Math.round((100 * coverage.exercised) / coverage.documented)
    : 0
  const lines = [
    `[contract] openapi.json: ${coverage.operations} operations, ${coverage.documented} documented statuses, ${coverage.exercised} exercised by a test (${share}%)`,
  ]
  const byStatus = new Map<string, string[]>()
  for (const entry of coverage.notExercised) {
    const [method, path, status] = entry.split(' ')
    byStatus.set(status, [...(byStatus.get(status) ?? []), `${method.toUpperCase()} ${path}`])
  }
  for (const [status, operations] of [...byStatus].sort()) {
    const shown = operations.slice(0, 8).join(', ')
    const more = operations.length > 8 ? ` and ${operations.length - 8} more` : ''
    lines.push(`[contract] ${status} not exercised by ${operations.length}: ${shown}${more}`)
  }
  const results = join(__dirname, '../../test-results')
  mkdirSync(results, { recursive: true })
  writeFileSync(join(results, 'contract-coverage.json'), `${JSON.stringify(coverage, null, 2)}\n`)
  lines.push('[contract] the whole list: apps/api/test-results/contract-coverage.json')
  console.log(`\n${lines.join('\n')}`)
  rmSync(dir, { recursive: true, force: true })
}
