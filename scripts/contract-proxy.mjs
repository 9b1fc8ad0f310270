// A contract-checking proxy: forwards every request to the API and checks each answer against
// openapi.json with the same checker the API tests use (apps/api/test/contract/). Used by
// scripts/contract-journeys.mjs; on its own:
//   node scripts/contract-proxy.mjs <listen port> <API url> <report.json>
// It stops on SIGTERM or SIGINT, writes the report and prints its figures.
import { writeFileSync } from 'node:fs'
import http from 'node:http'
import { createJiti } from 'jiti'

const jiti = createJiti(import.meta.url)
const { contractViolations } = await jiti.import('../apps/api/test/contract/openapi-contract.ts')

/** Starts the proxy; answers its port and a stop() that resolves to the figures. */
export async function startContractProxy({ port = 0, target }) {
  const api = new URL(target)
  const figures = { answers: 0, serverErrors: 0, violations: [] }
  const server = http.createServer((request, response) => {
    const chunks = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      const forward = http.request(
        {
          host: api.hostname,
          port: api.port,
          method: request.method,
          path: request.url,
          headers: request.headers,
        },
        (answer) => {
          const body = []
          answer.on('data', (chunk) => body.push(chunk))
          answer.on('end', () => {
            const payload = Buffer.concat(body)
            figures.answers++
            if (answer.statusCode >= 500) figures.serverErrors++
            const problems = contractViolations({
              method: request.method,
              route: undefined,
              url: request.url,
              status: answer.statusCode,
              headers: answer.headers,
              body: payload.length ? payload : null,
            })
            figures.violations.push(...problems)
            response.writeHead(answer.statusCode, answer.rawHeaders)
            response.end(payload)
          })
        },
      )
      forward.on('error', () => {
        response.writeHead(502)
        response.end()
      })
      forward.end(Buffer.concat(chunks))
    })
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port: server.address().port,
    stop: () => new Promise((resolve) => server.close(() => resolve(figures))),
    figures,
  }
}

export function printFigures(label, figures) {
  const unique = [...new Set(figures.violations)]
  for (const problem of unique.slice(0, 50)) console.log(`  ✗ ${problem}`)
  console.log(
    `[contract proxy] ${label}: ${figures.answers} answers, ${figures.serverErrors} 5xx, ${unique.length} outside the document`,
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [port, target, report] = process.argv.slice(2)
  const proxy = await startContractProxy({ port: Number(port), target })
  console.log(`[contract proxy] 127.0.0.1:${proxy.port} -> ${target}`)
  const finish = async () => {
    const figures = await Promise.race([
      proxy.stop(),
      new Promise((resolve) => setTimeout(() => resolve(proxy.figures), 2000)),
    ])
    if (report) writeFileSync(report, JSON.stringify(figures, null, 2))
    printFigures('answers', figures)
    process.exit(0)
  }
  process.once('SIGTERM', finish)
  process.once('SIGINT', finish)
}
