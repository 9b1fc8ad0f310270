import { createServer, type IncomingMessage } from 'node:http'
import { z } from 'zod'
import { spanishZodError } from '@aurum/contracts'
import multipart from '@fastify/multipart'
import { NestFactory } from '@nestjs/core'
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify'
import { SwaggerModule } from '@nestjs/swagger'
import type {
  FastifyError,
  FastifyReply,
  FastifyRequest,
  FastifyServerFactoryHandler,
} from 'fastify'
import { Logger } from 'nestjs-pino'
import { AppModule, type AppOptions } from './app.module'
import { apiError } from './common/api-exception.filter'
import { useBodyParsers } from './common/json-body'
import { refuseNul } from './common/refuse-nul'
import { securityHeaders } from './common/security-headers'
import { requestIdOf } from './common/request-id'
import { BODY_LIMIT_BYTES, MAX_PARAM_LENGTH } from './common/request-limits'
import { CachedAnswers } from './modules/catalogue/cached-answers'
import { httpRequestDuration } from './modules/metrics/metrics'
import type { Env } from './config/env'
import { buildOpenApiDocument } from './openapi'

export { BODY_LIMIT_BYTES } from './common/request-limits'
/**
 * Node refuses request heads over 16 KiB with a bare 431. Allowing more lets an oversized query
 * reach validation and get a 400 that names the parameter; the query schemas bound every value.
 */
const MAX_HEADER_BYTES = 4 * 1024 * 1024

/** TRUST_PROXY: 'loopback', 'true', a number of hops, or a list of addresses and ranges. */
function trustedProxies(value: string): boolean | number | string[] {
  if (value === 'true') return true
  if (value === 'false') return false
  if (/^\d+$/.test(value)) return Number(value)
  return value.split(',').map((entry) => entry.trim())
}

// Every refused value is told why in Spanish, unless its schema says it in its own words.
z.config({ customError: spanishZodError })

export async function createApp(
  env: Env,
  options: AppOptions = {},
): Promise<NestFastifyApplication> {
  let cachedAnswers: CachedAnswers | null = null
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    // Refusals made by the router itself, before Nest: the same error body, never the URL echoed.
    // Slugs are up to 160 characters; the router's default would refuse them past 100.
    maxParamLength: MAX_PARAM_LENGTH,
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      const body = tooLong
        ? apiError(414, 'VALIDATION_FAILED', 'path_too_long')
        : apiError(400, 'VALIDATION_FAILED', 'invalid_url')
      // The onRequest hook below never ran for this request.
      void reply.header('x-request-id', request.id).status(body.statusCode).send(body)
    },
    // The client address is read from X-Forwarded-For only when it comes through these proxies.
    trustProxy: trustedProxies(env.TRUST_PROXY),
    genReqId: (req: IncomingMessage) => requestIdOf(req.headers),
    // A catalogue answer already given goes out again from the HTTP server itself, ahead of
    // Fastify and Nest (see CachedAnswers); these are made with the app below.
    serverFactory: (
      handler: FastifyServerFactoryHandler,
      fastifyOptions: Record<string, unknown>,
    ) => {
      const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (request, response) => {
        if (!cachedAnswers?.answered(request, response)) handler(request, response)
      })
      // What Fastify sets on a server it makes itself.
      server.keepAliveTimeout = Number(fastifyOptions.keepAliveTimeout)
      server.requestTimeout = Number(fastifyOptions.requestTimeout)
      server.setTimeout(Number(fastifyOptions.connectionTimeout))
      return server
    },
  })
  adapter.getInstance().addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id)
    done()
  })
  // Every answer Fastify sends, by route pattern: a request no route matched is 'unmatched'.
  adapter.getInstance().addHook('onResponse', (request, reply, done) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    )
    done()
  })
  refuseNul(adapter.getInstance())
  // A route may raise the JSON body limit for itself with @RouteConfig({ bodyLimit }): the image
  // upload takes a 5 MB picture as a data URL. Fastify reads this option only when a route is added.
  adapter.getInstance().addHook('onRoute', (route) => {
    const bodyLimit = (route.config as { bodyLimit?: unknown } | undefined)?.bodyLimit
    if (typeof bodyLimit === 'number') route.bodyLimit = bodyLimit
  })
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(env, options),
    adapter,
    // The raw body is kept for the Stripe webhook's signature check.
    { bufferLogs: true, rawBody: true },
  )
  useBodyParsers(app)
  cachedAnswers = app.get(CachedAnswers)
  app.useLogger(app.get(Logger))
  app.setGlobalPrefix('api')
  securityHeaders(adapter.getInstance())
  // Multipart bodies are left unread until a route asks for them (the image upload, after the
  // access guard), with its own limits.
  await app.register(multipart)
  // The document as JSON only: Swagger's YAML copy was dumped anew on every request (half a second
  // of CPU each on this machine), a page anyone could ask for in a loop.
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    raw: ['json'],
    jsonDocumentUrl: 'api/openapi.json',
    customSiteTitle: 'Aurum Decants API',
  })
  return app
}
