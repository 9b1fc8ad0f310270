import { MikroORM } from '@mikro-orm/postgresql'
import { Perfume } from '../modules/catalogue/entities/perfume.entity'
import { ormConfig } from './orm.config'
import { seedDemoShop, type SeedOptions } from './seed/demo-shop.seeder'

export async function openOrm(databaseUrl: string): Promise<MikroORM> {
  return MikroORM.init(ormConfig(databaseUrl))
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
