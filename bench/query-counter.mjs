// A PostgreSQL wire-protocol proxy that counts the statements the API sends: every simple query
// ('Q') and every execution of an extended-protocol portal ('E'), on every pooled connection. Only
// the counting pass goes through it; the timed runs talk to PostgreSQL directly.
import { createServer, connect } from 'node:net'

const QUERY = 0x51 // 'Q'
const EXECUTE = 0x45 // 'E'
/** Untyped messages a client may send before its startup message: SSL, GSSAPI, cancel. */
const PRE_STARTUP_CODES = new Set([80877103, 80877104, 80877102])

export async function startQueryCounter({ host, port }, listenPort) {
  let count = 0
  const sockets = new Set()
  const server = createServer((client) => {
    const upstream = connect(port, host)
    sockets.add(client).add(upstream)
    client.pipe(upstream)
    upstream.pipe(client)
    const close = () => {
      client.destroy()
      upstream.destroy()
      sockets.delete(client)
      sockets.delete(upstream)
    }
    client.on('error', close).on('close', close)
    upstream.on('error', close).on('close', close)

    let pending = Buffer.alloc(0)
    let startup = true
    client.on('data', (chunk) => {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk
      for (;;) {
        if (startup) {
          // Startup-phase messages have no type byte: length, then a protocol or request code.
          if (pending.length < 8) break
          const length = pending.readInt32BE(0)
          if (pending.length < length) break
          if (!PRE_STARTUP_CODES.has(pending.readInt32BE(4))) startup = false
          pending = pending.subarray(length)
          continue
        }
        if (pending.length < 5) break
        const length = pending.readInt32BE(1)
        if (pending.length < 1 + length) break
        if (pending[0] === QUERY || pending[0] === EXECUTE) count++
        pending = pending.subarray(1 + length)
      }
    })
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(listenPort, '127.0.0.1', resolve)
  })
  return {
    /** The same database URL, through the proxy. */
    url: (direct) => {
      const url = new URL(direct)
      url.hostname = '127.0.0.1'
      url.port = String(listenPort)
      return url.toString()
    },
    count: () => count,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
