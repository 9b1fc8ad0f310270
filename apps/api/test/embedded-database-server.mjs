// An in-memory embedded PostgreSQL served over the wire protocol on a free loopback port, in a
// process of its own (started by embedded-database.ts): prints its address, stops on SIGTERM.
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

// pg_trgm and unaccent, as on the machine's PostgreSQL: the catalogue search needs them.
const db = await PGlite.create({ extensions: { pg_trgm, unaccent } })
const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 16 })
await server.start()
process.stdout.write(`postgres://postgres@${server.getServerConn()}/postgres\n`)
process.once('SIGTERM', async () => {
  await server.stop()
  await db.close()
  process.exit(0)
})
