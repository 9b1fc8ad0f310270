import { DomainError } from '../domain-error'

/** Past a limit: answered 429 with a Retry-After header (see ApiExceptionFilter). */
export class RateLimitedError extends DomainError<'rate_limited' | 'sign_in_rate_limited'> {
  readonly retryAfterSeconds: number

  constructor(
    retryAfterSeconds: number,
    reason: 'rate_limited' | 'sign_in_rate_limited' = 'rate_limited',
  ) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
    super('RATE_LIMITED', reason, { params: { retryAfterSeconds: seconds } })
    this.retryAfterSeconds = seconds
  }
}
