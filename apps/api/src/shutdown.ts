import type { Server, ServerResponse } from 'node:http'
import { Server as NetServer } from 'node:net'
import { type INestApplication, type INestApplicationContext, Logger } from '@nestjs/common'

/** Under the pod's 30 s grace period: a close that hangs ends in a log line, not a SIGKILL. */
const SHUTDOWN_WITHIN_MS = 25_000
/** How long a proxy's idle kept-alive connections are left open for a last request. */
const DRAIN_IDLE_MS = 1_000

/**
 * The HTTP server stops taking connections and answers what its open connections still bring,
 * each answer closing its connection; connections still idle after DRAIN_IDLE_MS are closed. Done
 * before app.close(), which ends the modules (the rate limits' Redis: a 500) before it closes the
 * server, and whose Fastify answers 503 to a request on a kept-alive connection once closing.
 * http.Server's own close() would close the idle connections at once: a proxy that has just sent a
 * request on one gets a reset, and does not send a POST again (a 502), so net.Server's is used.
 */
function drain(server: Server): Promise<void> {
  server.prependListener('request', (_request, response: ServerResponse) =>
    response.setHeader('connection', 'close'),
  )
  return new Promise((resolve) => {
    NetServer.prototype.close.call(server, () => resolve())
    setTimeout(() => server.closeIdleConnections(), DRAIN_IDLE_MS).unref()
  })
}

/**
 * On SIGTERM or SIGINT the process stops taking work and finishes what it has: the HTTP server
 * stops taking connections and answers the requests under way (drain), then app.close() stops
 * the schedules and waits for a job's run in flight, then closes the database pool; then `also`
 * (servers of the process's own) is closed and the process exits 0. Past SHUTDOWN_WITHIN_MS it
 * exits 1. A second signal changes nothing: Ctrl-C under `npm start` reaches the API twice (from
 * the terminal, and from start.mjs passing it on).
 */
export function closeOnSignal(
  app: INestApplicationContext,
  also: () => Promise<void> = async () => undefined,
): void {
  const logger = new Logger('Shutdown')
  let closing = false
  const close = (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    logger.log({ event: 'shutdown', signal })
    // Not unref'd: a close stuck on a promise alone would otherwise end the process as if done.
    setTimeout(() => {
      logger.error({ event: 'shutdown-timeout', withinMs: SHUTDOWN_WITHIN_MS })
      process.exit(1)
    }, SHUTDOWN_WITHIN_MS)
    // The worker has no HTTP server: it goes straight to app.close().
    const server =
      'getHttpServer' in app ? ((app as INestApplication).getHttpServer() as Server) : null
    ;(server ? drain(server) : Promise.resolve())
      .then(() => app.close())
      .then(also)
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ event: 'shutdown-failed', reason: (error as Error).message })
          process.exit(1)
        },
      )
  }
  process.on('SIGTERM', close)
  process.on('SIGINT', close)
}
