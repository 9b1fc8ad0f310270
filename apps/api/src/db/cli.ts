import { parseEnvironment } from '@aurum/contracts'
import { z } from 'zod'
import { DatabaseEnvSchema, EnvError } from '../config/env'
import { createFirstAdmin, FIRST_ADMIN_MESSAGES } from './first-admin'
import { migrate, openOrm, seedWhenEmpty } from './database'
import { seedDemoShop } from './seed/demo-shop.seeder'

const USAGE = 'usage: node dist/db/cli.js migrate | seed | prepare | admin:create [--promote]'

const CliEnvSchema = DatabaseEnvSchema.extend({
  /** The embedded demo (set by `npm start` without DATABASE_URL): demo data and accounts. */
  AURUM_DEMO: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
})

/**
 * migrate: apply migrations. seed: write the demo catalogue (idempotent; the demo accounts only
 * with AURUM_DEMO=true). prepare (what `npm start` and the compose migrate step run): migrate;
 * the demo shop when AURUM_DEMO=true and the catalogue is empty; the administrator from
 * ADMIN_EMAIL + ADMIN_PASSWORD when both are set. admin:create: that administrator now;
 * --promote makes an existing account with ADMIN_EMAIL the administrator.
 */
async function main(command: string | undefined, flags: string[]): Promise<void> {
  if (!command || !['migrate', 'seed', 'prepare', 'admin:create'].includes(command)) {
    throw new EnvError(USAGE)
  }
  const env = parseEnvironment(CliEnvSchema, process.env)
  if (command === 'admin:create' && !env.ADMIN_EMAIL) {
    throw new EnvError('admin:create needs ADMIN_EMAIL (and ADMIN_PASSWORD for a new account)')
  }
  const orm = await openOrm(env.DATABASE_URL)
  try {
    const applied = await migrate(orm)
    console.log(
      applied.length ? `Migrations applied: ${applied.join(', ')}` : 'Database schema up to date',
    )
    if (command === 'seed') {
      await seedDemoShop(orm.em.fork(), { demoAccounts: env.AURUM_DEMO })
      console.log('Demo shop seeded')
    }
    if (command === 'prepare' && env.AURUM_DEMO) {
      if (await seedWhenEmpty(orm, { demoAccounts: true })) {
        console.log('Empty catalogue: demo shop seeded')
      }
    }
    if ((command === 'prepare' || command === 'admin:create') && env.ADMIN_EMAIL) {
      const outcome = await createFirstAdmin(orm.em.fork(), {
        email: env.ADMIN_EMAIL,
        password: env.ADMIN_PASSWORD,
        promote: command === 'admin:create' && flags.includes('--promote'),
      })
      const message = FIRST_ADMIN_MESSAGES[outcome](env.ADMIN_EMAIL)
      if (outcome === 'customer-exists') console.warn(message)
      else console.log(message)
    }
  } finally {
    await orm.close()
  }
}

main(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  console.error(
    error instanceof EnvError ? error.message : `Database step failed: ${(error as Error).message}`,
  )
  process.exit(1)
})
