import { Logger } from '@nestjs/common'
import { EnvError, loadEnv } from './config/env'
import { startMetricsServer } from './modules/metrics/metrics-server'
import { closeOnSignal } from './shutdown'
import { createWorker } from './worker-app'

/**
 * The shop's jobs (the mail outbox, checkout expiry, refund retries, offer ends, session cleanup)
 * in a process of their own, for APIs started with JOBS=worker (see createWorker). Any number of
 * workers and API replicas run together: each job claims its rows (`skip locked`) or takes an
 * advisory lock.
 */
async function main(): Promise<void> {
  const env = loadEnv()
  const worker = await createWorker(env)
  const logger = new Logger('Worker')
  // As in the API: the jobs still run without their metrics (a worker started beside an API on
  // one machine finds the port taken).
  const metrics = await startMetricsServer({
    port: env.METRICS_PORT,
    host: env.METRICS_HOST,
  }).catch((error: unknown) => {
    logger.warn(
      `No metrics on ${env.METRICS_HOST}:${env.METRICS_PORT}: ${(error as Error).message}`,
    )
    return null
  })
  closeOnSignal(worker, async () => metrics?.close())
  logger.log({ event: 'worker-ready', metricsPort: metrics?.port ?? null })
}

main().catch((error: unknown) => {
  // A refused start is one line naming the cause, never a stack trace.
  const message =
    error instanceof EnvError
      ? error.message
      : `Worker failed to start: ${String((error as Error)?.message ?? error)}`
  console.error(message)
  process.exit(1)
})
