import { EnvError, parseEnvironment } from '@aurum/contracts'
import { z } from 'zod'

const postgresUrl = z.string().refine((value) => {
  try {
    return ['postgres:', 'postgresql:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}, 'must be a postgres:// URL, for example postgres://postgres@127.0.0.1:5432/aurum')

const port = z.coerce.number().int().min(1).max(65535)

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: postgresUrl,
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: port.default(4000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STORE_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as EUR')
    .default('EUR'),
  ADMIN_EMAIL: z.email('must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must have at least 8 characters').optional(),
})

export type Env = z.infer<typeof EnvSchema>

export { EnvError }

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  return parseEnvironment(EnvSchema, source)
}
