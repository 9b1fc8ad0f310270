import { createApp } from './app'
import { EnvSchema } from './config/env'
import { buildOpenApiDocument } from './openapi'

/** Prints the OpenAPI document to stdout; scripts/openapi.mjs writes openapi.json from it. */
async function main(): Promise<void> {
  const env = EnvSchema.parse({
    DATABASE_URL: 'postgres://openapi@127.0.0.1/none',
    JWT_SECRET: 'openapi-generation-needs-no-real-secret',
    LOG_LEVEL: 'silent',
    // The document is the same whichever provider takes the money.
    PAYMENT_PROVIDER: 'local',
  })
  const app = await createApp(env, { connect: false })
  await app.init()
  process.stdout.write(`${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`)
  await app.close()
}

void main()
