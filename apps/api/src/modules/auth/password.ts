import { hash, verify } from '@node-rs/argon2'

/** OWASP's argon2id floor: 19 MiB of memory, 2 passes. */
const ARGON2ID = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID)
}

/**
 * Checks a password; with no stored hash it still spends the same work on a decoy, so a wrong
 * email answers as slowly as a wrong password.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  try {
    return await verify(stored ?? DECOY, password)
  } catch {
    return false
  }
}

const DECOY =
  '$argon2id$v=19$m=19456,t=2,p=1$UgBLxp93l6vGvdj/lKzNGw$k9AUqQ/Cojqd8kvpcWfQiIgs0pYpbYuCzS9PomFa/0I'
