import { Migrator } from '@mikro-orm/migrations'
import { defineConfig, MikroORM } from '@mikro-orm/postgresql'
import { Perfume } from '../modules/catalogue/entities/perfume.entity'
import { migrationsList } from './migrations'
import { ormConfig } from './orm.config'
import { seedDemoShop, type SeedOptions } from './seed/demo-shop.seeder'

/** The app's settings with the migrator and the migrations: the migrate/seed command and the tests. */
export function migratingOrmConfig(databaseUrl: string) {
  return defineConfig({
    ...ormConfig(databaseUrl),
    extensions: [Migrator],
    migrations: {
      migrationsList,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
  })
}

export async function openOrm(databaseUrl: string): Promise<MikroORM> {
  return MikroORM.init(migratingOrmConfig(databaseUrl))
}

/** Applies pending migrations; answers the names applied. */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const applied = await orm.getMigrator().up()
  return applied.map((migration) => migration.name)
}

/** Seeds the demo shop when the catalogue is empty; answers whether it did. */
export async function seedWhenEmpty(orm: MikroORM, options: SeedOptions = {}): Promise<boolean> {
  const em = orm.em.fork()
  if ((await em.count(Perfume)) > 0) return false
  await seedDemoShop(em, options)
  return true
}
