import { Inject, Injectable } from '@nestjs/common'
import { PassportStrategy } from '@nestjs/passport'
import { Strategy } from 'passport-jwt'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { AuthService } from './auth.service'
import type { CurrentUser } from './current-user'
import { type AccessClaims, JWT_OPTIONS } from './tokens'

/** Far longer than any access token this API signs. */
const MAX_AUTHORIZATION_LENGTH = 4096

/**
 * The token of an `Authorization: Bearer <token>` header. Not passport-jwt's own extractor: its
 * unanchored /(\S+)\s+(\S+)/ takes quadratic time on a long header without a space (40 KB held
 * the event loop for 4 s, and the API reads headers up to 4 MB).
 */
export function bearerToken(request: { headers: Record<string, unknown> }): string | null {
  const header = request.headers.authorization
  if (typeof header !== 'string' || header.length > MAX_AUTHORIZATION_LENGTH) return null
  const match = /^\s*(\S+)\s+(\S+)/.exec(header)
  return match && match[1].toLowerCase() === 'bearer' ? match[2] : null
}

/**
 * Passport's `jwt` strategy, used by the global AccessGuard: a bearer access token signed with
 * HS256 (no other algorithm), for this issuer and audience, not expired, whose session is live.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    private readonly auth: AuthService,
    @Inject(ENV) env: Env,
  ) {
    super({
      jwtFromRequest: bearerToken,
      secretOrKey: env.JWT_SECRET,
      algorithms: [JWT_OPTIONS.algorithm],
      issuer: JWT_OPTIONS.issuer,
      audience: JWT_OPTIONS.audience,
    })
  }

  validate(claims: AccessClaims): Promise<CurrentUser> {
    return this.auth.sessionUser(claims)
  }
}
