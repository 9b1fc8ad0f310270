import type { EntityManager } from '@mikro-orm/postgresql'

/** Every catalogue write calls this in its transaction; every replica's cache then lets go. */
export async function bumpCatalogueVersion(em: EntityManager): Promise<string> {
  // em.execute runs inside em's transaction, when there is one.
  const [row] = await em.execute<{ version: string }[]>(
    'update catalogue_version set version = version + 1 where id = 1 returning version',
  )
  return String(row.version)
}
