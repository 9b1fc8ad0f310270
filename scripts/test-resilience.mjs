// `npm run test:resilience`: the slow fault and load suites, kept out of `npm test`. First the API
// suites under apps/api/test/resilience (jest, on a real PostgreSQL), then each process-level suite
// in scripts/resilience/*.mjs. Each suite prints its figures in its last lines. Loopback only.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'

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
]

const results = []
for (const [name, [command, ...args]] of suites) {
  console.log(`\n[resilience] ${name}`)
  const started = Date.now()
  const { status } = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' })
  results.push([name, status === 0, ((Date.now() - started) / 1000).toFixed(0)])
}
if (throwaway) psql(`drop database if exists "${throwaway}" with (force)`)
console.log('\n[resilience] summary')
for (const [name, ok, seconds] of results)
  console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${name} (${seconds} s)`)
process.exit(results.every(([, ok]) => ok) ? 0 : 1)
