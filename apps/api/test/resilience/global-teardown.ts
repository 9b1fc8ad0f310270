import { existsSync, readFileSync, rmSync } from 'node:fs'
import globalTeardown from '../global-teardown'

/** The integration tests' teardown, then every suite's figures again, as the run's last lines. */
export default async function resilienceTeardown(): Promise<void> {
  await globalTeardown()
  const figures = process.env.RESILIENCE_FIGURES_FILE
  if (!figures || !existsSync(figures)) return
  process.stdout.write(`\n[figures]\n${readFileSync(figures, 'utf8')}`)
  rmSync(figures, { force: true })
}
