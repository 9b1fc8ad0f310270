import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import globalSetup from '../global-setup'

/**
 * The integration tests' setup, plus the file where the suites keep their figures (test/load.ts
 * reportFigures) for global-teardown.ts to print as the run's last lines.
 */
export default async function resilienceSetup(): Promise<void> {
  await globalSetup()
  const figures = join(tmpdir(), `aurum-resilience-figures-${process.pid}.txt`)
  rmSync(figures, { force: true })
  process.env.RESILIENCE_FIGURES_FILE = figures
}
