import type { z } from 'zod'

/** A refused start that names the variables at fault; the apps print it as one line. */
export class EnvError extends Error {
  override name = 'EnvError'
}

/** Validates the environment against a schema; empty variables count as not given. */
export function parseEnvironment<Schema extends z.ZodType>(
  schema: Schema,
  source: Record<string, string | undefined>,
): z.infer<Schema> {
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const result = schema.safeParse(given)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.')
    const missing = issue.code === 'invalid_type' && issue.input === undefined
    return `${name} ${missing ? 'is required' : issue.message}`
  })
  throw new EnvError(`Invalid environment: ${problems.join('; ')}`)
}
