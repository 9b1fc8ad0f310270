import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { createCookie, createSession, type Session, type SessionData } from '@remix-run/node'

const IV_BYTES = 12
const TAG_BYTES = 16
/** Browsers drop a larger cookie without a word; failing here at least shows in the logs. */
const MAX_COOKIE_BYTES = 4096
/**
 * One page asks for the session a dozen times (the root loader's helpers, apiFor, the route's
 * loader, server.mjs before Remix), and each opening cost a cookie parse and an AES-GCM decipher.
 * The plaintext of recently seen cookie headers is kept, parsed afresh for every caller so no two
 * sessions share an object; the oldest entry makes room.
 */
const OPENED_COOKIES_KEPT = 500

export interface SealedSessionStorage {
  getSession(cookieHeader: string | null | undefined): Promise<Session>
  /** `secure` follows the request being answered: a cookie got over https is never sent over http. */
  commitSession(session: Session, options: { secure: boolean }): Promise<string>
}

/**
 * A cookie session whose content is sealed with AES-256-GCM: whoever holds the cookie (the
 * browser, a proxy log, a stolen backup) cannot read the tokens in it, and a changed byte makes
 * it an empty session. Remix's cookie session only signs, so its content is readable base64.
 */
export function createSealedSessionStorage({
  name,
  secret,
}: {
  name: string
  secret: string
}): SealedSessionStorage {
  const key = Buffer.from(hkdfSync('sha256', secret, 'aurum-session', 'session cookie v1', 32))
  const cookie = createCookie(name, { httpOnly: true, sameSite: 'lax', path: '/' })

  function seal(data: SessionData): string {
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv('aes-256-gcm', key, iv)
    const sealed = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()])
    return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url')
  }

  function unseal(value: unknown): SessionData {
    if (typeof value !== 'string') return {}
    const bytes = Buffer.from(value, 'base64url')
    if (bytes.length <= IV_BYTES + TAG_BYTES) return {}
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES))
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES))
      const text = Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8')
      const data: unknown = JSON.parse(text)
      return data && typeof data === 'object' && !Array.isArray(data) ? (data as SessionData) : {}
    } catch {
      // Tampered, sealed with another secret, or not ours at all: a fresh session.
      return {}
    }
  }

  const opened = new Map<string, string>()

  /** The session's JSON text, '{}' for none: from the memo when this header was seen lately. */
  async function open(cookieHeader: string | null | undefined): Promise<string> {
    if (!cookieHeader) return '{}'
    const known = opened.get(cookieHeader)
    if (known !== undefined) return known
    const text = JSON.stringify(unseal(await cookie.parse(cookieHeader)))
    if (opened.size >= OPENED_COOKIES_KEPT) opened.delete(opened.keys().next().value as string)
    opened.set(cookieHeader, text)
    return text
  }

  return {
    async getSession(cookieHeader) {
      return createSession(JSON.parse(await open(cookieHeader)) as SessionData)
    },
    async commitSession(session, { secure }) {
      const header = await cookie.serialize(seal(session.data), { secure })
      if (header.length > MAX_COOKIE_BYTES) {
        throw new Error(`Cookie "${name}" is ${header.length} bytes, over ${MAX_COOKIE_BYTES}`)
      }
      return header
    },
  }
}
