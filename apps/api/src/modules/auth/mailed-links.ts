import type { EntityManager } from '@mikro-orm/postgresql'
import type { OneTimeCodePurpose } from './entities/one-time-code.entity'
import { hashToken, newOpaqueToken } from './tokens'

/** A link's token as mailed, and the hash it is kept and found by. */
export interface IssuedLink {
  token: string
  hash: string
}

/**
 * Keeps a new single-use token of this purpose for the user (only its hash), in the caller's
 * transaction: the link exists only if the mail that carries it is queued too.
 */
export async function issueLink(
  em: EntityManager,
  link: { purpose: OneTimeCodePurpose; userId: string; ttlMs: number; email?: string },
): Promise<IssuedLink> {
  const token = newOpaqueToken()
  const hash = hashToken(token)
  await em.execute(
    `insert into one_time_code (code_hash, purpose, user_id, email, expires_at)
     values (?, ?, ?, ?, now() + make_interval(secs => ?))`,
    [hash, link.purpose, link.userId, link.email ?? null, link.ttlMs / 1000],
  )
  return { token, hash }
}

/**
 * Uses up a link: deletes its row when it exists, has this purpose and has not expired, and
 * answers what it was issued for; null otherwise. One statement, so two clicks spend it once.
 */
export async function spendLink(
  em: EntityManager,
  token: string,
  purpose: OneTimeCodePurpose,
): Promise<{ hash: string; userId: string; email: string | null } | null> {
  const hash = hashToken(token)
  const [row] = await em.execute<{ user_id: string | null; email: string | null }[]>(
    `delete from one_time_code where code_hash = ? and purpose = ? and expires_at > now()
     returning user_id, email`,
    [hash, purpose],
  )
  return row?.user_id ? { hash, userId: row.user_id, email: row.email } : null
}

/** The web page a mailed token opens, with the token in its query. */
export function linkTo(webUrl: string, path: string, token: string): string {
  const url = new URL(path, webUrl)
  url.searchParams.set('token', token)
  return url.toString()
}
