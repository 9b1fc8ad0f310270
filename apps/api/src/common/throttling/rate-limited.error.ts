import { DomainError } from '../domain-error'

/** Past a limit: answered 429 with a Retry-After header (see ApiExceptionFilter). */
export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number

  constructor(retryAfterSeconds: number, what = 'Too many requests') {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
    const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`
    super('RATE_LIMITED', `${what}; try again in ${wait}`)
    this.retryAfterSeconds = seconds
  }
}
