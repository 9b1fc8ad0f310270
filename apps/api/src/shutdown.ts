import { type INestApplicationContext, Logger } from '@nestjs/common'

/** Under the pod's 30 s grace period: a close that hangs ends in a log line, not a SIGKILL. */
const SHUTDOWN_WITHIN_MS = 25_000

/**
 * On SIGTERM or SIGINT the process stops taking work and finishes what it has: app.close() closes
 * the HTTP server to new connections and waits for the requests under way, stops the schedules and
 * waits for a job's run in flight, then closes the database pool; then `also` (servers of the
 * process's own) is closed and the process exits 0. Past SHUTDOWN_WITHIN_MS it exits 1. A second
 * signal changes nothing: Ctrl-C under `npm start` reaches the API twice (from the terminal, and
 * from start.mjs passing it on).
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
    app
      .close()
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
