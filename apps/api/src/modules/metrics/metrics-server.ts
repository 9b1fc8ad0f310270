import { createServer } from 'node:http'
import { registry } from './metrics'

/**
 * Answers GET /metrics with this process's metrics, on a port of its own (METRICS_PORT): kept off
 * the shop's port, so it is never published with the API and no route or guard has to hide it.
 */
export async function startMetricsServer({
  port,
  host,
}: {
  port: number
  host: string
}): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const path = request.url?.split('?')[0]
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n')
      return
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) =>
        response
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end(`Metrics not readable: ${(error as Error).message}\n`),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  return {
    // The port taken: the one asked for, or the one the system chose for 0 (tests).
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        // A scraper's kept-alive connection would hold the close until it times out.
        server.closeAllConnections()
      }),
  }
}
