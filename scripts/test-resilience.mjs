// `npm run test:resilience`: the slow fault and load suites, kept out of `npm test`. First the API
// suites under apps/api/test/resilience (jest, on a real PostgreSQL), then each process-level suite
// in scripts/resilience/*.mjs, then the browser suite's deep passes. Each suite prints its figures
// in its last lines. Loopback only.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const env = { ...process.env }
const psql = (sql) =>
  spawnSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-q', '-c', sql], {
    stdio: 'inherit',
  }).status === 0

// A throwaway database on the machine's PostgreSQL unless one is given.
let throwaway = null
if (!env.DATABASE_URL) {
  throwaway = `aurum_resilience_${Date.now()}`
  if (!psql(`create database "${throwaway}"`)) {
    console.error('[resilience] PostgreSQL on 127.0.0.1:5432 is needed (or set DATABASE_URL)')
    process.exit(1)
  }
  env.DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${throwaway}`
}

const only = process.argv[2]
const BROWSER_DEEP = 'browser deep passes'
const suites = [
  [
    'api suites',
    [
      process.execPath,
      'node_modules/jest/bin/jest.js',
      '-c',
      'apps/api/jest.resilience.config.js',
      '--runInBand',
      // A name that picks only process-level suites leaves jest nothing to run, which is fine.
      ...(only ? [only, '--passWithNoTests'] : []),
    ],
  ],
  ...readdirSync(`${root}scripts/resilience`)
    .filter((file) => file.endsWith('.mjs') && (!only || file.includes(only)))
    .sort()
    .map((file) => [file, [process.execPath, `scripts/resilience/${file}`]]),
  // The browser tests whose full pass is too long for `npm test`, which runs a sample of each
  // (apps/web-e2e/src/support/deep.ts): the page fuzz as a visitor and as a customer, the web
  // access matrix's page visits by every role, the back office's axe runs in both themes. One
  // test at a time and without the rest of the suite (--no-deps): the matrix counts every table's
  // rows and must see no other writes. A shop of their own on ports of their own (serve.mjs).
  ...(!only || BROWSER_DEEP.includes(only)
    ? [
        [
          BROWSER_DEEP,
          [
            process.execPath,
            'node_modules/@playwright/test/cli.js',
            'test',
            '-c',
            'apps/web-e2e/playwright.config.ts',
            '--no-deps',
            '--workers=1',
            '--reporter=list',
            `--output=${mkdtempSync(join(tmpdir(), 'aurum-browser-deep-'))}`,
            'bad-input.spec.ts',
            'access-matrix.spec.ts',
            'admin-a11y.spec.ts',
          ],
          { E2E_DEEP: '1', CI: '1', E2E_WEB_PORT: '3340', E2E_API_PORT: '4340' },
        ],
      ]
    : []),
]

const results = []
for (const [name, [command, ...args], extraEnv = {}] of suites) {
  console.log(`\n[resilience] ${name}`)
  const started = Date.now()
  const { status } = spawnSync(command, args, {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: 'inherit',
  })
  results.push([name, status === 0, ((Date.now() - started) / 1000).toFixed(0)])
}
if (throwaway) {
  // The shops of the browser suites (apps/web-e2e/serve.mjs) made theirs beside it.
  psql(`drop database if exists "${throwaway}_e2e" with (force)`)
  psql(`drop database if exists "${throwaway}" with (force)`)
}
console.log('\n[resilience] summary')
for (const [name, ok, seconds] of results)
  console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${name} (${seconds} s)`)
process.exit(results.every(([, ok]) => ok) ? 0 : 1)
