import { parse as parseForm } from 'node:querystring'
import type { NestFastifyApplication } from '@nestjs/platform-fastify'
import type { RawServerDefault } from 'fastify'

/**
 * The JSON and form body parsers, registered by hand instead of by Nest at init (which then adds
 * none of its own), for one difference: the specification's browser client sends
 * `Content-Type: application/json` on every call, a body-less DELETE or POST included, and such a
 * call is answered as if the header were absent, where Fastify's parser refuses the empty body.
 * Anything else is parsed as before: malformed JSON is still a 400, prototype poisoning still
 * refused. Registered through Nest so that, with `rawBody: true`, the bytes stay on
 * `request.rawBody` for the Stripe webhook's signature check.
 */
export function useBodyParsers(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance()
  const { bodyLimit, onProtoPoisoning, onConstructorPoisoning } = fastify.initialConfig
  const parseJson = fastify.getDefaultJsonParser(
    onProtoPoisoning ?? 'error',
    onConstructorPoisoning ?? 'error',
  )
  app.useBodyParser<RawServerDefault>('application/json', { bodyLimit }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined)
      return
    }
    parseJson(request, body.toString(), done)
  })
  // The catalogue import's CSV, kept as bytes (it may come from a spreadsheet in Windows-1252);
  // its route raises the limit for itself.
  app.useBodyParser('text/csv', { bodyLimit }, (_request, body, done) => {
    done(null, body)
  })
  // What Nest registers when no parser is registered by hand.
  app.useBodyParser('application/x-www-form-urlencoded', { bodyLimit }, (_request, body, done) => {
    done(null, parseForm(body.toString()))
  })
}
