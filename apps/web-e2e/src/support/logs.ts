import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import type { FullConfig } from '@playwright/test'
import { E2E_LOG_FILE, E2E_SECRETS_FILE } from './environment'

/**
 * The password the journeys give the customers they register. The demo accounts' passwords are
 * not looked for: they are public (README) and `npm start` prints them on purpose.
 */
const JOURNEY_PASSWORDS = ['una-clave-larga']

/** Notes a secret a test used (a password, a token, a cookie), to be looked for in the log. */
export function keepSecret(...values: string[]): void {
  appendFileSync(E2E_SECRETS_FILE, values.map((value) => `${value}\n`).join(''))
}

/** A JSON Web Token, whoever's: none belongs in a log. */
const JWT = /eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]*/g

/**
 * Playwright's global teardown: after every browser test, what the API and the web app wrote
 * (serve.mjs keeps it) holds none of the run's passwords, tokens, session cookies or keys.
 */
export default function checkLogs(config: FullConfig): void {
  // A shop started elsewhere (playwright.proxy.config.ts) keeps its log elsewhere too.
  if (!config.webServer) return
  if (!existsSync(E2E_LOG_FILE)) throw new Error(`No log of the shop at ${E2E_LOG_FILE}`)
  const log = readFileSync(E2E_LOG_FILE, 'utf8')
  const secrets = [
    ...JOURNEY_PASSWORDS,
    ...(existsSync(E2E_SECRETS_FILE) ? readFileSync(E2E_SECRETS_FILE, 'utf8').split('\n') : []),
  ].filter((secret) => secret.length >= 8)
  const found = secrets.filter((secret) => log.includes(secret))
  const tokens = log.match(JWT) ?? []
  const lines = log.split('\n').filter(Boolean).length
  console.log(
    `[logs] ${lines} lines from the API and the web app, ${new Set(secrets).size} secrets ` +
      `looked for, ${found.length + tokens.length} found`,
  )
  if (found.length || tokens.length) {
    // Only the start of each, so this message does not become the leak.
    const shown = [...found, ...tokens].map((secret) => `${secret.slice(0, 6)}…`)
    throw new Error(`Secrets in the shop's log (${E2E_LOG_FILE}): ${shown.join(', ')}`)
  }
}
