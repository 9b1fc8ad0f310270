import { slugify } from '@aurum/contracts'
import type { EntityManager } from '@mikro-orm/postgresql'

/**
 * A slug for a new perfume or collection made from its name: the name's own, or with -2, -3...
 * when taken (or in `claimed`: slugs given away in the same write, not saved yet). The unique
 * index still decides a race between two writes of the same name.
 */
export async function freeSlug(
  em: EntityManager,
  table: 'perfume' | 'collection',
  name: string,
  claimed: ReadonlySet<string> = new Set(),
): Promise<string> {
  const base = slugify(name) || table
  // The base has only a-z, 0-9 and '-', so it holds no LIKE wildcard.
  const rows = await em.execute<{ slug: string }[]>(
    `select slug from ${table} where slug = ? or slug like ?`,
    [base, `${base}-%`],
  )
  const taken = new Set([...claimed, ...rows.map((row) => row.slug)])
  if (!taken.has(base)) return base
  let suffix = 2
  while (taken.has(`${base}-${suffix}`)) suffix++
  return `${base}-${suffix}`
}
