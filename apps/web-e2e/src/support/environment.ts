import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** serve.mjs reads the same variables, so two runs can go side by side. */
export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100)
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 4100)
export const e2eWebUrl = `http://127.0.0.1:${E2E_WEB_PORT}`
export const e2eApiUrl = `http://127.0.0.1:${E2E_API_PORT}`
/** What the shop's API and web app write during the run (serve.mjs); secrets used beside it. */
export const E2E_LOG_FILE =
  process.env.E2E_LOG_FILE ?? join(tmpdir(), `aurum-e2e-${E2E_WEB_PORT}.log`)
export const E2E_SECRETS_FILE = `${E2E_LOG_FILE}.secrets`

/** Whether this run shows the browser (a window, the inspector, the UI mode). */
const headed =
  ['--headed', '--debug', '--ui'].some((flag) => process.argv.includes(flag)) ||
  !!process.env.PWDEBUG

/**
 * Debian's Chromium (Playwright cannot download its own browser on these machines); for a headless
 * run its headless shell when installed (Debian's "chromium-headless-shell", the build Playwright
 * itself runs headless). The full browser's headless mode drew the same 32 journeys with twice the
 * browser CPU (173 s against 85 s; 123 s against 77 s of wall time on two workers), and two workers
 * on two cores are short of CPU, not of waiting.
 */
export function chromiumPath(): string {
  const candidates = [
    process.env.CHROME_PATH,
    ...(headed ? [] : ['/usr/lib/chromium/chromium-headless-shell']),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ]
  const found = candidates.find((path) => path && existsSync(path))
  if (!found) throw new Error('No Chromium found: install Debian\'s "chromium" or set CHROME_PATH')
  return found
}
