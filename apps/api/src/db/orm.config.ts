import { defineConfig } from '@mikro-orm/postgresql'
import { Migrator } from '@mikro-orm/migrations'
import { entities } from './entities'
import { migrationsList } from './migrations'

/** One configuration for the app, the migrate/seed command and the tests. */
export function ormConfig(databaseUrl: string) {
  return defineConfig({
    clientUrl: databaseUrl,
    entities,
    extensions: [Migrator],
    migrations: {
      migrationsList,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    forceUtcTimezone: true,
    pool: { min: 0, max: 10 },
    discovery: { warnWhenNoEntities: true },
    allowGlobalContext: false,
  })
}
