import { Inject, Injectable } from '@nestjs/common'
import { PassportStrategy } from '@nestjs/passport'
import { ExtractJwt, Strategy } from 'passport-jwt'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { AuthService } from './auth.service'
import type { CurrentUser } from './current-user'
import { type AccessClaims, JWT_OPTIONS } from './tokens'

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
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
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
