import type { IncomingMessage, ServerResponse } from 'node:http'
import { Injectable } from '@nestjs/common'
import type { FastifyReply } from 'fastify'
import { PinoLogger } from 'nestjs-pino'
import { requestIdOf } from '../../common/request-id'
import { httpRequestDuration } from '../metrics/metrics'
import { type CachedAnswer, CatalogueCache } from './catalogue.cache'

/** Headers each request gets for itself, never copied from one answer to another. */
const OWN_HEADERS = new Set(['x-request-id', 'content-length'])

const CACHE_CONTROL = 'public, max-age=0, must-revalidate'

/**
 * Sends the catalogue's cached answers. Each request URL so answered is remembered with the
 * headers the answer went out with (helmet's security headers among them), and the next GET for
 * it is answered by the HTTP server itself (see createApp), ahead of Fastify, Nest's middleware,
 * guards, pipes and interceptors, which together cost more than sending the bytes: the same
 * bytes and headers, a request id of its own.
 */
@Injectable()
export class CachedAnswers {
  constructor(private readonly cache: CatalogueCache) {}

  /** Nest's way: sends the answer, or 304 when the caller already holds it. */
  send(reply: FastifyReply, answer: CachedAnswer): void {
    const given: Record<string, string> = {}
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !OWN_HEADERS.has(name)) given[name] = String(value)
    }
    const own = { etag: answer.etag, 'cache-control': CACHE_CONTROL, ...answer.headers }
    const notModified = { ...given, ...own }
    const ok = {
      ...notModified,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(answer.body.length),
    }
    // The route's pattern, as the Fastify hook (createApp) labels the answers Nest sends.
    const route = reply.request.routeOptions.url ?? 'unmatched'
    this.cache.rememberUrl(reply.request.url, answer, {
      headers: { ok, notModified },
      durations: {
        ok: httpRequestDuration.labels('GET', route, '200'),
        notModified: httpRequestDuration.labels('GET', route, '304'),
      },
    })
    void reply.headers(own)
    if (holds(reply.request.headers['if-none-match'], answer.etag)) {
      void reply.status(304).send()
      return
    }
    void reply.header('content-type', 'application/json; charset=utf-8').send(answer.body)
  }

  /**
   * The HTTP server's way: sends at once what a GET for a remembered URL was answered, and says
   * whether it did. A request with a bearer token is left to Nest, as before: its session is
   * checked and marked as used even on a public page.
   */
  answered(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || request.headers.authorization !== undefined) return false
    const known = this.cache.answerForUrl(request.url ?? '')
    if (!known) return false
    const started = performance.now()
    const id = requestIdOf(request.headers)
    // All headers in one writeHead: a header set before it would make Node set each one singly.
    if (holds(request.headers['if-none-match'], known.answer.etag)) {
      response.writeHead(304, { 'x-request-id': id, ...known.headers.notModified }).end()
      known.durations.notModified.observe((performance.now() - started) / 1000)
    } else {
      response.writeHead(200, { 'x-request-id': id, ...known.headers.ok }).end(known.answer.body)
      known.durations.ok.observe((performance.now() - started) / 1000)
    }
    logAnswered(id, request, response)
    return true
  }
}

/** Whether If-None-Match names this ETag (or any, with *); a weak W/ tag compares by its value. */
function holds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false
  if (ifNoneMatch === etag) return true
  return ifNoneMatch.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()))
}

/**
 * The line pino-http writes for a request Nest answered, written through the same logger (and so
 * the same serializers and redaction) for one answered ahead of it; nothing at all is done when
 * that level is off. The answer is written at once, so it took no time worth counting.
 */
function logAnswered(id: string, request: IncomingMessage, response: ServerResponse): void {
  const logger = PinoLogger.root
  if (!logger?.isLevelEnabled('info')) return
  logger.info(
    { req: { id, method: request.method, url: request.url }, res: response, responseTime: 0 },
    'request completed',
  )
}
