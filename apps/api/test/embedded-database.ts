import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

export interface EmbeddedDatabase {
  url: string
  stop(): Promise<void>
}

/**
 * An in-memory embedded PostgreSQL served over the wire protocol, as `npm start` serves the demo's:
 * one PGlite session behind many connections, so a transaction on one connection makes every
 * other connection wait until it ends. It runs in a process of its own (PGlite cannot load inside
 * a test file's sandbox), which stopping ends whatever it was still serving.
 */
export async function startEmbeddedDatabase(): Promise<EmbeddedDatabase> {
  const server = spawn(process.execPath, [join(__dirname, 'embedded-database-server.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const [url] = (await Promise.race([
    once(createInterface({ input: server.stdout }), 'line'),
    once(server, 'exit').then(([code]) => {
      throw new Error(`The embedded database did not start (exit ${code})`)
    }),
  ])) as [string]
  return {
    url,
    async stop() {
      if (server.exitCode !== null) return
      const exited = once(server, 'exit')
      server.kill('SIGTERM')
      const killed = setTimeout(() => server.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(killed)
    },
  }
}
