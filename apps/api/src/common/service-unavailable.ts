import { ConnectionException } from '@mikro-orm/core'

/** Addresses that refuse, reset or never answer: the service behind them is down or restarting. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * PostgreSQL's SQLSTATEs of a server going away or not back yet: class 08 (connection
 * exception), 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up).
 */
const SERVER_GOING_OR_COMING = /^(08[0-9A-Z]{3}|57P0[123])$/

/**
 * What the pg driver says when a connection dies mid-query (MikroORM puts the SQL before it), and
 * knex when a query of a transaction whose connection died beside it comes too late.
 */
const CONNECTION_LOST =
  /Connection terminated|(connection error|was closed) and is not queryable|Transaction query already complete/

/**
 * Whether a failure means a service the API needs (the database above all) cannot be reached
 * right now, rather than a defect: such a request is answered 503 at once, and a retry may work.
 * MikroORM's DriverException keeps the driver's `code` and message, so a wrapped failure is
 * recognised as well as a raw one.
 */
export function isServiceUnavailable(error: unknown): boolean {
  if (error instanceof ConnectionException) return true
  // Not `instanceof Error`: errors made by Node's own sockets may come from another realm.
  if (typeof error !== 'object' || error === null) return false
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown }
  if (typeof code === 'string' && (UNREACHABLE.has(code) || SERVER_GOING_OR_COMING.test(code))) {
    return true
  }
  return (
    name === 'KnexTimeoutError' || (typeof message === 'string' && CONNECTION_LOST.test(message))
  )
}
