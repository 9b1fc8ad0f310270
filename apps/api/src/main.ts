import { createApp } from './app'
import { EnvError, loadEnv } from './config/env'

async function main(): Promise<void> {
  const env = loadEnv()
  const app = await createApp(env)
  await app.listen({ port: env.API_PORT, host: env.API_HOST })
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
