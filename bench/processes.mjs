// Child processes of the bench: started with their output in a log file, stopped by their own id,
// and waited for with a deadline.
import { spawn } from 'node:child_process'
import { openSync, readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

const running = new Set()

/** Starts a child whose output goes to logFile; `ready` (optional) resolves on its first message. */
export function start(name, args, { env, cwd, logFile, ipc = false }) {
  const log = openSync(logFile, 'a')
  const child = spawn(process.execPath, args, {
    cwd,
    env,
    stdio: ['ignore', log, log, ...(ipc ? ['ipc'] : [])],
  })
  child.benchName = name
  child.logFile = logFile
  running.add(child)
  child.once('exit', () => running.delete(child))
  return child
}

/** The first IPC message of a child (a server telling where it listens), within timeoutMs. */
export function firstMessage(child, timeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${child.benchName} sent nothing`)), timeoutMs)
    child.once('message', (message) => {
      clearTimeout(timer)
      resolve(message)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${child.benchName} stopped (exit ${code}): ${tail(child.logFile)}`))
    })
  })
}

export function tail(logFile, lines = 15) {
  try {
    return readFileSync(logFile, 'utf8').trim().split('\n').slice(-lines).join('\n')
  } catch {
    return '(no log)'
  }
}

/** SIGTERM, then SIGKILL after 5 s; resolves once the child is gone. */
export function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(killer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

export function stopAll() {
  return Promise.all([...running].map(stop))
}

/**
 * Polls url every intervalMs until it answers 200; answers the milliseconds from `since`. Fails
 * when the child exits first or after timeoutMs.
 */
export async function waitUntilOk(url, { child, since = Date.now(), timeoutMs, intervalMs = 20 }) {
  const deadline = since + timeoutMs
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${child.benchName} stopped: ${tail(child.logFile)}`)
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) })
      await response.arrayBuffer()
      if (response.status === 200) return Date.now() - since
    } catch {
      // not listening yet
    }
    await sleep(intervalMs)
  }
  throw new Error(
    `${url} did not answer 200 within ${timeoutMs} ms${child ? `: ${tail(child.logFile)}` : ''}`,
  )
}
