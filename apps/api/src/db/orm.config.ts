import { defineConfig } from '@mikro-orm/postgresql'
import { entities } from './entities'

interface PgConnection {
  query(sql: string, callback: (error: Error | null) => void): void
}

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
    pool: {
      min: 0,
      max: poolSize,
      // Every connection starts with:
      // - the catalogue search's typo tolerance: 'sauvge' is 0.57 like 'sauvage' by trigrams,
      //   under pg_trgm's default of 0.6 for `<%`;
      // - the cost of a random read as on SSDs (1.1, PostgreSQL's default 4 is for spinning
      //   disks): with it the planner reads the search's indexes instead of every perfume (on
      //   5,000 perfumes 'dior' took 4 ms instead of 22).
      afterCreate: (connection: PgConnection, done: (error: Error | null, c: unknown) => void) => {
        connection.query(
          'set pg_trgm.word_similarity_threshold = 0.5; set random_page_cost = 1.1',
          (error) => done(error, connection),
        )
      },
    },
    discovery: { warnWhenNoEntities: true },
    allowGlobalContext: false,
  })
}
