import { DatabaseEnvSchema, EnvError } from '../config/env'
import { parseEnvironment } from '@aurum/contracts'
import { migrate, openOrm, seedWhenEmpty } from './database'
import { seedDemoShop } from './seed/demo-shop.seeder'

const USAGE = 'usage: node dist/db/cli.js migrate | seed | prepare'

/**
 * migrate: apply migrations. seed: write the demo shop (idempotent).
 * prepare: migrate, then seed only when the catalogue is empty (what `npm start` runs).
 */
async function main(command: string | undefined): Promise<void> {
  if (!command || !['migrate', 'seed', 'prepare'].includes(command)) throw new EnvError(USAGE)
  const env = parseEnvironment(DatabaseEnvSchema, process.env)
  const orm = await openOrm(env.DATABASE_URL)
  const admin = { adminEmail: env.ADMIN_EMAIL, adminPassword: env.ADMIN_PASSWORD }
  try {
    const applied = await migrate(orm)
    console.log(
      applied.length ? `Migrations applied: ${applied.join(', ')}` : 'Database schema up to date',
    )
    if (command === 'seed') {
      await seedDemoShop(orm.em.fork(), admin)
      console.log('Demo shop seeded')
    } else if (command === 'prepare' && (await seedWhenEmpty(orm, admin))) {
      console.log('Empty catalogue: demo shop seeded')
    }
  } finally {
    await orm.close()
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(
    error instanceof EnvError ? error.message : `Database step failed: ${(error as Error).message}`,
  )
  process.exit(1)
})
