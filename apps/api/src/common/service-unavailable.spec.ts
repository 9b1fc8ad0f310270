import { createServer, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import {
  DriverException,
  EntitySchema,
  MikroORM,
  UniqueConstraintViolationException,
} from '@mikro-orm/postgresql'
import { toApiError } from './api-exception.filter'
import { isServiceUnavailable } from './service-unavailable'

const sockets: Socket[] = []

/** A PostgreSQL ErrorResponse, as a server sends it to a client that is starting up. */
function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`, 'utf8')
  const head = Buffer.alloc(5)
  head.write('E', 0)
  head.writeInt32BE(fields.length + 4, 1)
  return Buffer.concat([head, fields])
}

/** A loopback server that does `onConnect` to every client: what PostgreSQL does when it is going or coming. */
async function fakeServer(onConnect: (socket: Socket) => void): Promise<Server> {
  const server = createServer((socket) => {
    sockets.push(socket)
    onConnect(socket)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}

const Probe = new EntitySchema<{ id: number }>({
  name: 'Probe',
  properties: { id: { type: 'number', primary: true } },
})

/** What a query through MikroORM (as the app runs it) throws against this address. */
async function queryFailure(port: number): Promise<unknown> {
  const orm = await MikroORM.init({
    clientUrl: `postgres://postgres@127.0.0.1:${port}/aurum`,
    entities: [Probe],
    connect: false,
    pool: { min: 0, max: 1 },
  })
  try {
    await orm.em.fork().count(Probe)
    throw new Error('the query answered')
  } catch (error) {
    return error
  } finally {
    await orm.close()
  }
}

describe('a database that cannot answer is a 503, not a 500', () => {
  const servers: Server[] = []
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  })

  const unavailable = {
    statusCode: 503,
    code: 'SERVICE_UNAVAILABLE',
    reason: 'service_unavailable',
    message: 'El servicio no está disponible. Inténtalo de nuevo en unos minutos.',
  }

  it('stopped: the connection is refused', async () => {
    const server = await fakeServer(() => undefined)
    const { port } = server.address() as AddressInfo
    await new Promise((resolve) => server.close(resolve))
    const error = await queryFailure(port)
    expect(String(error)).toMatch(/ECONNREFUSED/)
    expect(toApiError(error)).toEqual(unavailable)
  })

  it.each([
    ['57P03', 'the database system is starting up'],
    ['57P03', 'the database system is not yet accepting connections'],
    ['57P01', 'terminating connection due to administrator command'],
    ['08006', 'connection failure'],
  ])('restarting: the server answers %s (%s)', async (code, message) => {
    const server = await fakeServer((socket) => socket.end(errorResponse(code, message)))
    servers.push(server)
    const error = await queryFailure((server.address() as AddressInfo).port)
    expect((error as Error).message).toContain(message)
    expect(toApiError(error)).toEqual(unavailable)
  })

  it('stopped hard mid-connection: the socket closes without a word', async () => {
    const server = await fakeServer((socket) => socket.destroy())
    servers.push(server)
    const error = await queryFailure((server.address() as AddressInfo).port)
    expect((error as Error).message).toMatch(/Connection terminated|ECONNRESET/)
    expect(toApiError(error)).toEqual(unavailable)
  })

  it('stopped hard mid-query: MikroORM names the query before the lost connection', () => {
    // As the database-restart suite saw it: the driver's error, wrapped with its SQL.
    const lost = new DriverException(
      new Error(
        "update perfume_variant set stock = stock - 1 where id = 'x' and stock >= 1 returning id - Connection terminated unexpectedly",
      ),
    )
    // A query of the same transaction, sent beside the one that died.
    const late = new DriverException(
      new Error('Transaction query already complete, run with DEBUG=knex:tx for more info'),
    )
    for (const failure of [lost, late]) expect(toApiError(failure)).toEqual(unavailable)
  })

  it('a defect stays a 500: a broken constraint, a plain error, a non-error', () => {
    const unique = new UniqueConstraintViolationException(
      Object.assign(new Error('duplicate key value violates unique constraint'), {
        code: '23505',
      }),
    )
    for (const failure of [unique, new Error('Cannot read properties of undefined'), 'oops']) {
      expect(isServiceUnavailable(failure)).toBe(false)
      expect(toApiError(failure).statusCode).toBe(500)
    }
  })
})
