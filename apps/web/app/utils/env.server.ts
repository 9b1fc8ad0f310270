import { parseEnvironment } from '@aurum/contracts'
import { z } from 'zod'

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_URL: z
    .url('must be the API base URL, for example http://127.0.0.1:4000')
    .default('http://127.0.0.1:4000'),
  PUBLIC_URL: z
    .url('must be the shop address as shoppers see it, for example https://aurumdecants.es')
    .transform((url) => url.replace(/\/$/, ''))
    .optional(),
  /** The API as browsers reach it: Google sign-in starts with a navigation there. */
  API_PUBLIC_URL: z.url().default('http://localhost:4000'),
  SESSION_SECRET: z.string().min(32, 'must have at least 32 characters'),
  STORE_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as EUR')
    .default('EUR'),
})

export type WebEnv = z.infer<typeof EnvSchema>

/** Checked once when the server starts: a bad variable stops it with a line naming it. */
export const env = parseEnvironment(EnvSchema, process.env)
