import { createHash, randomBytes } from 'node:crypto'

/** Access tokens are JWTs that live 15 minutes; refresh tokens are opaque and live with their session. */
export const ACCESS_TOKEN_SECONDS = 15 * 60
export const SESSION_DAYS = 7
export const JWT_OPTIONS = {
  algorithm: 'HS256',
  issuer: 'aurum-decants',
  audience: 'aurum-api',
} as const

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Stored instead of the token: a database leak gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export interface AccessClaims {
  sub: string
  sid: string
}
