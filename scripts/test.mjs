// `npm test`: the whole suite. Lint, formatting, types and the production builds run side by side
// (they leave a core idle alone); then the unit and API integration tests (real PostgreSQL when
// DATABASE_URL is set, else an embedded one); then the browser journeys in Debian's Chromium.
// The first failure stops everything. The end gives each step's time and each runner's ten
// slowest tests.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' }
const nx = (...args) => [
  process.execPath,
  'node_modules/nx/dist/bin/nx.js',
  ...args,
  '--output-style=static',
]

/** Each step starts once the steps it waits for have passed; steps with nothing to wait for start at once. */
const steps = [
  { name: 'lint', command: [process.execPath, 'node_modules/eslint/bin/eslint.js', '.'] },
  // The Kubernetes manifests and the images' Dockerfiles, read without a cluster or an engine.
  { name: 'deployment', command: [process.execPath, '--test', 'deploy/'] },
  {
    name: 'format',
    command: [process.execPath, 'node_modules/prettier/bin/prettier.cjs', '--check', '.'],
  },
  // Nx orders the builds the type checks need and runs two tasks at a time.
  { name: 'types and builds', command: nx('run-many', '-t', 'typecheck', 'build', '--parallel=2') },
  {
    name: 'unit and API integration',
    after: ['types and builds'],
    command: nx('run-many', '-t', 'test', '--parallel=2'),
  },
  {
    name: 'browser',
    after: ['lint', 'format', 'unit and API integration'],
    before: ensureChromium,
    command: nx('run', 'web-e2e:e2e'),
  },
]

/** Where each runner leaves its tests' times. */
const timings = [
  ['jest: api', 'apps/api/test-results/timings.json', readJest],
  ['jest: web', 'apps/web/test-results/timings.json', readJest],
  ['jest: contracts', 'libs/contracts/test-results/timings.json', readJest],
  ['node:test: api-client', 'libs/api-client/test-results/junit.xml', readJunit],
  ['node:test: eslint-rules', 'tools/eslint-rules/test-results/junit.xml', readJunit],
  ['playwright', 'apps/web-e2e/test-results/results.json', readPlaywright],
]

const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'

/**
 * Playwright cannot download a browser here: Debian's chromium is installed when missing, with its
 * headless shell, which the journeys run in (half the CPU of the full browser's headless mode).
 */
function ensureChromium() {
  if (process.env.CHROME_PATH) return true
  const missing = [
    ['chromium', '/usr/bin/chromium'],
    ['chromium-headless-shell', HEADLESS_SHELL],
  ].filter(([, path]) => !existsSync(path))
  if (!missing.length) return true
  const packages = missing.map(([name]) => name)
  if (process.getuid?.() !== 0) {
    if (existsSync('/usr/bin/chromium')) return true
    console.error('[test] no Chromium: install Debian "chromium" or set CHROME_PATH')
    return false
  }
  console.log(`[test] installing Debian ${packages.join(' and ')}`)
  const install = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0
  return install(['update', '-qq']) && install(['install', '-y', '-qq', ...packages])
}

const state = new Map(steps.map((step) => [step.name, { status: 'waiting' }]))
const running = new Map()
let stopping = false

function ready(step) {
  return (step.after ?? []).every((name) => state.get(name).status === 'passed')
}

/**
 * A step that runs alone prints as it goes; one running beside others keeps its output until it
 * ends, so the log reads one step at a time.
 */
function start(step, alone) {
  const entry = state.get(step.name)
  entry.status = 'running'
  entry.started = Date.now()
  if (step.before && !step.before()) return finish(step, 1, [])
  console.log(
    `\n[test] ${step.name}${alone ? '' : ' (beside other steps: its output when it ends)'}`,
  )
  const [command, ...args] = step.command
  const child = spawn(command, args, {
    cwd: root,
    env,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const output = []
  child.stdout?.on('data', (chunk) => output.push(chunk))
  child.stderr?.on('data', (chunk) => output.push(chunk))
  running.set(step.name, child)
  child.on('exit', (code, signal) => {
    running.delete(step.name)
    finish(step, code ?? (signal ? 1 : 0), output)
  })
}

function finish(step, code, output) {
  const entry = state.get(step.name)
  entry.seconds = Math.round((Date.now() - entry.started) / 1000)
  if (stopping) {
    entry.status = 'stopped'
    return maybeEnd()
  }
  if (output.length) {
    console.log(`\n[test] ${step.name}: its output`)
    process.stdout.write(Buffer.concat(output))
  }
  entry.status = code === 0 ? 'passed' : 'failed'
  if (code === 0) console.log(`[test] ${step.name}: ok (${entry.seconds} s)`)
  else {
    console.error(`[test] ${step.name}: FAILED (${entry.seconds} s)`)
    stopping = true
    // The first failure ends the run: the steps still running are stopped.
    for (const child of running.values()) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
  }
  next()
}

function next() {
  if (!stopping) {
    const startable = steps.filter(
      (step) => state.get(step.name).status === 'waiting' && ready(step),
    )
    const alone = running.size === 0 && startable.length === 1
    for (const step of startable) start(step, alone)
  }
  maybeEnd()
}

function maybeEnd() {
  if (running.size || [...state.values()].some((entry) => entry.status === 'running')) return
  if (!stopping && steps.some((step) => state.get(step.name).status === 'waiting')) return
  report()
}

function report() {
  console.log('\n[test] steps')
  for (const step of steps) {
    const { status, seconds } = state.get(step.name)
    console.log(
      `  ${step.name.padEnd(26)} ${status.padEnd(8)} ${seconds === undefined ? '' : `${seconds} s`}`,
    )
  }
  for (const [runner, file, read] of timings) {
    const path = join(root, file)
    if (!existsSync(path)) continue
    let tests
    try {
      tests = read(readFileSync(path, 'utf8'))
    } catch (error) {
      console.log(`\n[test] ${runner}: ${file} unreadable (${error.message})`)
      continue
    }
    const slowest = tests.sort((a, b) => b.ms - a.ms).slice(0, 10)
    console.log(`\n[test] ${runner}: the ten slowest of ${tests.length} tests`)
    for (const { ms, title } of slowest) {
      console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${title}`)
    }
  }
  const passed = steps.filter((step) => state.get(step.name).status === 'passed').length
  const failed = steps.filter((step) => state.get(step.name).status === 'failed').length
  console.log(`\nsteps: ${passed} passed, ${failed} failed`)
  process.exit(failed || passed !== steps.length ? 1 : 0)
}

function readJest(text) {
  return JSON.parse(text).map(({ title, file, ms }) => ({ title: `${file} › ${title}`, ms }))
}

function readJunit(text) {
  return [...text.matchAll(/<testcase name="([^"]*)" time="([\d.]+)"/g)].map(([, title, time]) => ({
    title,
    ms: Number(time) * 1000,
  }))
}

function readPlaywright(text) {
  const tests = []
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0)
        tests.push({ title: `[${test.projectName}] ${spec.file ?? file} › ${spec.title}`, ms })
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file)
  }
  for (const suite of JSON.parse(text).suites ?? []) walk(suite, suite.file)
  return tests
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of running.values()) {
      try {
        process.kill(-child.pid, signal)
      } catch {
        // already gone
      }
    }
    process.exit(1)
  })
}

// Times left by an earlier run are not this run's.
for (const [, file] of timings) rmSync(join(root, file), { force: true })
next()
