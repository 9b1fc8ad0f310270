import { defineConfig } from '@mikro-orm/postgresql'
import { entities } from './entities'

/**
 * The ORM's settings, for the app. The app never migrates (that is a step of its own), so it
 * loads neither the migrator nor the migrations: the migrate/seed command and the tests add them
 * (migratingOrmConfig in database.ts).
 */
export function ormConfig(databaseUrl: string, poolSize = 10) {
  return defineConfig({
    clientUrl: databaseUrl,
    entities,
    forceUtcTimezone: true,
    pool: { min: 0, max: poolSize },
    discovery: { warnWhenNoEntities: true },
    allowGlobalContext: false,
  })
}
