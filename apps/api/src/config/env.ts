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
  JWT_SECRET: z.string().min(32, 'must have at least 32 characters'),
  /** Which proxies may tell the client address in X-Forwarded-For (the web app, on loopback). */
  TRUST_PROXY: z.string().min(1).default('loopback'),
  REDIS_URL: z
    .string()
    .refine((value) => /^rediss?:\/\//.test(value), 'must be a redis:// URL')
    .optional(),
  WEB_URL: z
    .url('must be the web app address, for example http://localhost:3000')
    .default('http://localhost:3000'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Overrides Google's endpoints (tests point them at a local OAuth server). */
  GOOGLE_AUTHORIZATION_URL: z.url().optional(),
  GOOGLE_TOKEN_URL: z.url().optional(),
  GOOGLE_USERINFO_URL: z.url().optional(),
  API_PUBLIC_URL: z
    .url('must be the API address as browsers see it')
    .default('http://localhost:4000'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Points the Stripe SDK at another server (the tests' fake Stripe). */
  STRIPE_API_URL: z.url().optional(),
  ADMIN_EMAIL: z.email('must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must have at least 8 characters').optional(),
})

export type Env = z.infer<typeof EnvSchema>

export { EnvError }

/** What the migrate and seed command needs: the database and the first admin, nothing else. */
export const DatabaseEnvSchema = EnvSchema.pick({
  DATABASE_URL: true,
  ADMIN_EMAIL: true,
  ADMIN_PASSWORD: true,
})

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  return parseEnvironment(EnvSchema, source)
}
