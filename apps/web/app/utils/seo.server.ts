import { env } from './env.server'

/** The shop's public origin: PUBLIC_URL when set (behind a proxy), else the request's own. */
export function publicOrigin(request: Request): string {
  return env.PUBLIC_URL ?? new URL(request.url).origin
}
