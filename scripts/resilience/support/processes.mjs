// What the process-level suites share: child processes with their output kept in a log file,
// free loopback ports, temporary folders, a throwaway PostgreSQL cluster of their own, and one
// cleanup that ends every process and removes every folder, on success, failure, a signal or the
// suite's own time limit.
import { execFile, execFileSync, spawn } from 'node:child_process'
import {
  chownSync,
  closeSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { promisify } from 'node:util'

export const root = new URL('../../../', import.meta.url).pathname
const PG_BIN = '/usr/lib/postgresql/15/bin'

const children = []
const folders = []
const clusters = []
const lastSteps = []
let cleaning = null

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

export function say(suite, message) {
  console.log(`[${suite}] ${message}`)
}

/** A port nobody listens on now: the kernel picks it from its ephemeral range. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

export function temporaryFolder(prefix) {
  const folder = mkdtempSync(join(tmpdir(), prefix))
  folders.push(folder)
  return folder
}

/** Starts a process whose stdout and stderr go to `<folder>/<name>.log`. */
export function startProcess(name, command, args, { env, cwd = root, folder }) {
  const log = join(folder, `${name}.log`)
  const out = openSync(log, 'a')
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', out, out] })
  closeSync(out)
  child.name = name
  child.log = log
  children.push(child)
  return child
}

export function alive(child) {
  return child.exitCode === null && child.signalCode === null
}

/** Ends one process started here: SIGTERM, then SIGKILL after `graceMs`. */
export function stopProcess(child, graceMs = 5000) {
  if (!alive(child)) return Promise.resolve()
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs)
    child.once('exit', () => {
      clearTimeout(kill)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

export function tail(child, lines = 30) {
  try {
    return readFileSync(child.log, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return ''
  }
}

/** Waits until `url` answers 200; throws after `timeoutMs`, or at once if `child` has exited. */
export async function waitForOk(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && !alive(child)) {
      throw new Error(`${child.name} exited while starting:\n${tail(child)}`)
    }
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2000) })
      await answer.arrayBuffer()
      if (answer.ok) return
    } catch {
      // not up yet
    }
    await sleep(200)
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`)
}

/** Runs a command to its end; throws with its output when it fails. */
export function run(command, args, options = {}) {
  return execFileSync(command, args, { cwd: root, encoding: 'utf8', stdio: 'pipe', ...options })
}

/** The same, without blocking this process's event loop (its timers keep measuring). */
export async function runAsync(command, args, options = {}) {
  const { stdout } = await promisify(execFile)(command, args, { cwd: root, ...options })
  return stdout
}

/** PostgreSQL refuses to run as root: its commands then run as the postgres user. */
function asPostgres(command, args) {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args]
}

/**
 * A PostgreSQL 15 cluster of the suite's own, in a temporary folder, on a free loopback port,
 * trusting local connections. Answers its URL (database `aurum`) and stop/start by pg_ctl.
 */
export async function startCluster(prefix) {
  const folder = temporaryFolder(prefix)
  const data = join(folder, 'data')
  if (process.getuid?.() === 0) {
    const uid = Number(run('id', ['-u', 'postgres']).trim())
    const gid = Number(run('id', ['-g', 'postgres']).trim())
    chownSync(folder, uid, gid)
  }
  const port = await freePort()
  const pg = (tool, args) => run(...asPostgres(join(PG_BIN, tool), args))
  const pgAsync = (tool, args) => runAsync(...asPostgres(join(PG_BIN, tool), args))
  pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${folder} -c max_connections=60`
  const cluster = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/aurum`,
    /** Returns once the server accepts connections. */
    start: () =>
      pgAsync('pg_ctl', [
        'start',
        '-w',
        '-t',
        '60',
        '-D',
        data,
        '-l',
        join(folder, 'postgres.log'),
        '-o',
        options,
      ]),
    /** A hard stop: every backend killed, no checkpoint, crash recovery at the next start. */
    stopImmediately: () => pgAsync('pg_ctl', ['stop', '-m', 'immediate', '-w', '-D', data]),
    running: () => {
      try {
        pg('pg_ctl', ['status', '-D', data])
        return true
      } catch {
        return false
      }
    },
  }
  clusters.push(cluster)
  await cluster.start()
  run('psql', [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    '-d',
    'postgres',
    '-q',
    '-c',
    'create database aurum',
  ])
  return cluster
}

/** Something else to undo at cleanup, once the processes have ended (a database to drop). */
export function atCleanup(step) {
  lastSteps.push(step)
}

/** Ends every process and cluster started here and removes every temporary folder. */
export function cleanup() {
  cleaning ??= (async () => {
    await Promise.all(children.map((child) => stopProcess(child)))
    // RESILIENCE_LOGS=<folder> keeps every process's log there for a look after the run.
    if (process.env.RESILIENCE_LOGS) {
      mkdirSync(process.env.RESILIENCE_LOGS, { recursive: true })
      for (const child of children) {
        copyFileSync(child.log, join(process.env.RESILIENCE_LOGS, basename(child.log)))
      }
    }
    for (const cluster of clusters) {
      if (cluster.running()) {
        try {
          await cluster.stopImmediately()
        } catch {
          // already gone
        }
      }
    }
    for (const step of lastSteps) {
      try {
        await step()
      } catch (error) {
        console.error(`cleanup: ${error?.message ?? error}`)
      }
    }
    for (const folder of folders) rmSync(folder, { recursive: true, force: true })
  })()
  return cleaning
}

/**
 * Runs a suite with a time limit; whatever happens (a failure, Ctrl-C, the time limit) every
 * process and folder is cleaned up and the exit code says whether it passed.
 */
export function runSuite(name, limitMs, body) {
  const finish = async (code, reason) => {
    if (reason) console.error(`[${name}] ${reason}`)
    if (code !== 0) {
      for (const child of children)
        console.error(`--- last lines of ${child.name}:\n${tail(child, 15)}`)
    }
    await cleanup()
    process.exit(code)
  }
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => void finish(1, `stopped by ${signal}`))
  }
  setTimeout(
    () => void finish(1, `FAILED: over its time limit of ${limitMs / 1000} s`),
    limitMs,
  ).unref()
  body().then(
    (passed) => finish(passed ? 0 : 1),
    (error) => finish(1, `FAILED: ${error?.stack ?? error}`),
  )
}
