import { PassportStrategy } from '@nestjs/passport'
import { type Profile, Strategy, type StrategyOptions } from 'passport-google-oauth20'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { GoogleSignIn } from './google.service'
import { GoogleStateStore } from './google-state.store'

/**
 * Passport's `google` strategy: OAuth 2.0 authorization code flow against Google (or the
 * endpoints of GOOGLE_AUTHORIZATION_URL, GOOGLE_TOKEN_URL and GOOGLE_USERINFO_URL), with the
 * browser-bound PostgreSQL state store. Its user is the shop account the identity signs in to.
 */
export class GoogleStrategy extends PassportStrategy(Strategy, 'google') {
  constructor(
    env: Env,
    states: GoogleStateStore,
    private readonly google: GoogleSignIn,
  ) {
    super({
      clientID: env.GOOGLE_CLIENT_ID ?? '',
      clientSecret: env.GOOGLE_CLIENT_SECRET ?? '',
      callbackURL: `${env.API_PUBLIC_URL}/api/auth/google/callback`,
      scope: ['openid', 'email', 'profile'],
      authorizationURL: env.GOOGLE_AUTHORIZATION_URL,
      tokenURL: env.GOOGLE_TOKEN_URL,
      userProfileURL: env.GOOGLE_USERINFO_URL,
      // The types ask for every store signature at once; Passport calls the one it finds by arity.
      store: states as unknown as StrategyOptions['store'],
    })
  }

  validate(_accessToken: string, _refreshToken: string, profile: Profile) {
    // The userinfo answer says email_verified as a boolean, or as a string in older formats.
    const verified = profile._json.email_verified as boolean | string | undefined
    return this.google.linkOrCreate({
      subject: profile.id,
      email: profile._json.email ?? null,
      emailVerified: verified === true || verified === 'true',
      name: profile._json.name ?? null,
    })
  }
}

/** Registered only when Google sign-in is configured; the guards answer google-disabled otherwise. */
export const GoogleStrategyProvider = {
  provide: GoogleStrategy,
  inject: [ENV, GoogleStateStore, GoogleSignIn],
  useFactory: (env: Env, states: GoogleStateStore, google: GoogleSignIn) =>
    google.enabled ? new GoogleStrategy(env, states, google) : null,
}
