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

const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true')

const EnvFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: postgresUrl,
  /**
   * Connections the API keeps to the database. The embedded database is one PGlite session that
   * takes its clients' protocol messages turn about, so there the API uses one connection.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: port.default(4000),
  /** Prometheus metrics (GET /metrics) on a port of their own, on loopback unless told otherwise. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_PORT: port.default(9464),
  /**
   * Who runs the jobs (the mail outbox, checkout expiry, refund retries, offer ends, session
   * cleanup): in-process, this API; worker, a worker process (dist/worker.js), and this API runs
   * none. In-process by default, so a single API keeps mailing; any number of each may run together.
   */
  JOBS: z.enum(['in-process', 'worker']).default('in-process'),
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
  /** Multiplies every rate limit: tests that send everything from one address raise it. */
  RATE_LIMIT_FACTOR: z.coerce.number().int().positive().default(1),
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
  /** Who takes the money: Stripe, or the local test page (the embedded demo sets it). */
  PAYMENT_PROVIDER: z.enum(['stripe', 'local']).default('stripe'),
  /** Lets the local test page take orders with NODE_ENV=production (they are marked as tests). */
  ALLOW_TEST_PAYMENTS: flag,
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Points the Stripe SDK at another server (the tests' fake Stripe). */
  STRIPE_API_URL: z.url().optional(),
  /** Where mail goes: smtp://user:password@host:port, or smtps:// for TLS. */
  SMTP_URL: z
    .string()
    .refine((value) => {
      try {
        return ['smtp:', 'smtps:'].includes(new URL(value).protocol)
      } catch {
        return false
      }
    }, 'must be an smtp:// or smtps:// URL, for example smtp://user:password@smtp.example.com:587')
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).default('Aurum Decants <no-reply@aurumdecants.local>'),
  /**
   * smtp (to SMTP_URL), log (only the recipient and subject are logged) or catcher (the demo's own
   * mailbox at /admin/correo). Unset: smtp with SMTP_URL, else catcher outside production.
   */
  MAIL_TRANSPORT: z.enum(['smtp', 'log', 'catcher']).optional(),
  ADMIN_EMAIL: z.email('must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must have at least 12 characters').optional(),
  /**
   * Folder of uploaded images when S3_BUCKET is not set; a relative path is taken from the
   * working directory, which is the repository root under `npm start` (so `.data/media`).
   */
  MEDIA_DIR: z.string().min(1).default('.data/media'),
  /** S3-compatible storage for uploaded images, shared by every replica; local disk when unset. */
  S3_BUCKET: z.string().min(1).optional(),
  /** Another S3-compatible service (MinIO, R2...); AWS S3 itself when unset. */
  S3_ENDPOINT: z.url('must be the storage address, for example https://s3.example.com').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Without both keys the SDK's own chain is used (an instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Puts the bucket in the path (endpoint/bucket/key), as most S3-compatible services need. */
  S3_FORCE_PATH_STYLE: flag,
})

/** Refuses at start what is unsafe together, one line naming the variables. */
export const EnvSchema = EnvFields.superRefine((env, context) => {
  const problem = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message })
  if (env.PAYMENT_PROVIDER === 'stripe') {
    const missing = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter(
      (name) => !env[name],
    )
    if (missing.length) {
      problem(
        'PAYMENT_PROVIDER',
        `is stripe (the default) and needs ${missing.join(' and ')}; set them, or PAYMENT_PROVIDER=local for offline test payments`,
      )
    }
  }
  if (
    env.PAYMENT_PROVIDER === 'local' &&
    env.NODE_ENV === 'production' &&
    !env.ALLOW_TEST_PAYMENTS
  ) {
    problem(
      'PAYMENT_PROVIDER',
      'is local (test payments, no money taken), refused with NODE_ENV=production unless ALLOW_TEST_PAYMENTS=true',
    )
  }
  if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
    problem('MAIL_TRANSPORT', 'is smtp and needs SMTP_URL')
  }
  // An explicit MAIL_TRANSPORT is a choice (npm start's demo runs as production with 'catcher').
  if (env.NODE_ENV === 'production' && !env.SMTP_URL && !env.MAIL_TRANSPORT) {
    problem(
      'SMTP_URL',
      'is required with NODE_ENV=production (the shop mails links and orders); set it, or MAIL_TRANSPORT=log to only log mail',
    )
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    problem('ADMIN_EMAIL', 'and ADMIN_PASSWORD go together: set both, or neither')
  }
})

export type Env = z.infer<typeof EnvSchema>

export { EnvError }

/** What the migrate and seed command needs: the database and the first admin, nothing else. */
export const DatabaseEnvSchema = EnvFields.pick({
  DATABASE_URL: true,
  ADMIN_EMAIL: true,
  ADMIN_PASSWORD: true,
})

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  return parseEnvironment(EnvSchema, source)
}

/** Where this API's mail goes, from SMTP_URL and MAIL_TRANSPORT (EnvSchema refused the unsafe). */
export function mailTransport(env: Env): 'smtp' | 'log' | 'catcher' {
  return env.MAIL_TRANSPORT ?? (env.SMTP_URL ? 'smtp' : 'catcher')
}
