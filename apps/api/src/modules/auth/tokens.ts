import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto'

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

/**
 * How long a refresh token just exchanged still answers its successor: parallel requests of one
 * browser that reach two web servers each exchange the same token, and the later one must get the
 * same new token rather than look like a thief (Okta's default grace period is 30 s as well).
 */
export const REFRESH_GRACE_MS = 30_000

/** Stored instead of the token: a database leak gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export interface AccessClaims {
  sub: string
  sid: string
}

const SEAL_IV_BYTES = 12
const SEAL_TAG_BYTES = 16

function successorKey(previous: string): Buffer {
  return Buffer.from(hkdfSync('sha256', previous, 'aurum-refresh', 'successor v1', 32))
}

/**
 * The successor of a refresh token, sealed with a key made from the token it replaces: only the
 * holder of that spent token can open it (AES-256-GCM), so the stored value is no usable token.
 */
export function sealSuccessor(previous: string, successor: string): string {
  const iv = randomBytes(SEAL_IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', successorKey(previous), iv)
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()])
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url')
}

/** The successor sealed by sealSuccessor, or null when `previous` is not the token it replaced. */
export function openSuccessor(previous: string, sealed: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url')
  if (bytes.length <= SEAL_IV_BYTES + SEAL_TAG_BYTES) return null
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      successorKey(previous),
      bytes.subarray(0, SEAL_IV_BYTES),
    )
    decipher.setAuthTag(bytes.subarray(bytes.length - SEAL_TAG_BYTES))
    return Buffer.concat([
      decipher.update(bytes.subarray(SEAL_IV_BYTES, bytes.length - SEAL_TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8')
  } catch {
    return null
  }
}
