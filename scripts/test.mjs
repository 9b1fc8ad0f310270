// `npm test`: the whole suite, in the order a failure is cheapest to find.
// Lint and formatting, types, unit and API integration tests (real PostgreSQL when DATABASE_URL is
// set, else an embedded one), production builds, then the browser journeys in Debian's Chromium.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const root = new URL('..', import.meta.url).pathname
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' }
const nx = (...args) => [
  process.execPath,
  'node_modules/nx/dist/bin/nx.js',
  ...args,
  '--output-style=static',
]

const steps = [
  ['lint', [process.execPath, 'node_modules/eslint/bin/eslint.js', '.']],
  ['format', [process.execPath, 'node_modules/prettier/bin/prettier.cjs', '--check', '.']],
  ['types', nx('run-many', '-t', 'typecheck')],
  ['unit and API integration', nx('run-many', '-t', 'test')],
  ['build', nx('run-many', '-t', 'build')],
  ['browser', nx('run', 'web-e2e:e2e')],
]

/** Playwright cannot download a browser here; Debian's chromium is installed when missing. */
function ensureChromium() {
  if (process.env.CHROME_PATH || existsSync('/usr/bin/chromium')) return true
  if (process.getuid?.() !== 0) return false
  console.log('[test] installing Debian chromium')
  const install = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0
  return install(['update', '-qq']) && install(['install', '-y', '-qq', 'chromium'])
}

let passed = 0
let failed = 0
for (const [name, [command, ...args]] of steps) {
  if (name === 'browser' && !ensureChromium()) {
    console.error('[test] no Chromium: install Debian "chromium" or set CHROME_PATH')
    failed++
    break
  }
  console.log(`\n[test] ${name}`)
  const started = Date.now()
  const { status } = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' })
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  if (status === 0) {
    passed++
    console.log(`[test] ${name}: ok (${seconds} s)`)
  } else {
    failed++
    console.error(`[test] ${name}: FAILED (${seconds} s)`)
    break
  }
}
console.log(`\nsteps: ${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
