import { Logger } from '@nestjs/common'
import { createApp } from './app'
import { EnvError, loadEnv } from './config/env'
import { startMetricsServer } from './modules/metrics/metrics-server'
import { closeOnSignal } from './shutdown'

async function main(): Promise<void> {
  const env = loadEnv()
  const app = await createApp(env)
  await app.listen({ port: env.API_PORT, host: env.API_HOST })
  // The shop still serves without its metrics: a second API on one machine (replicas in tests,
  // the benchmarks) finds the port taken. Prometheus shows the target down.
  const metrics = await startMetricsServer({
    port: env.METRICS_PORT,
    host: env.METRICS_HOST,
  }).catch((error: unknown) => {
    new Logger('Metrics').warn(
      `No metrics on ${env.METRICS_HOST}:${env.METRICS_PORT}: ${(error as Error).message}`,
    )
    return null
  })
  closeOnSignal(app, async () => metrics?.close())
}

main().catch((error: unknown) => {
  // A refused start is one line naming the cause, never a stack trace.
  const message =
    error instanceof EnvError
      ? error.message
      : `API failed to start: ${String((error as Error)?.message ?? error)}`
  console.error(message)
  process.exit(1)
})
