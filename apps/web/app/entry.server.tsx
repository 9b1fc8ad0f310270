import { Writable } from 'node:stream'
import { z } from 'zod'
import { spanishZodError } from '@aurum/contracts'
import type { EntryContext, HandleErrorFunction } from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { NonceProvider } from './utils/nonce'

// A form refused by a shared schema says why in Spanish (see spanishZodError).
z.config({ customError: spanishZodError })

const ABORT_DELAY = 10_000

interface LoadContext {
  cspNonce?: string
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: LoadContext,
) {
  // A visitor's page kept by server.mjs is rendered without one: its CSP lists script hashes.
  const nonce = loadContext.cspNonce
  // The page goes out in one piece once it is all rendered. No route defers data, so the shell is
  // ready only when everything is, and streaming it bought nothing: React's ~2 KB writes, each
  // through a stream bridge and gzipped on its own, cost more CPU than rendering the page.
  return new Promise<Response>((resolve, reject) => {
    let settled = false
    const chunks: Buffer[] = []
    // Errors of a page that still renders are logged with it; a shell that fails is Remix's to log.
    const errors: unknown[] = []
    const page = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
      final(done) {
        settled = true
        clearTimeout(timer)
        for (const error of errors) console.error(error)
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
        resolve(
          new Response(Buffer.concat(chunks), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        )
        done()
      },
    })
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer
          context={remixContext}
          url={request.url}
          abortDelay={ABORT_DELAY}
          nonce={nonce}
        />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          if (!settled) pipe(page)
        },
        onShellError(error: unknown) {
          settled = true
          clearTimeout(timer)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          errors.push(error)
        },
      },
    )
    const timer = setTimeout(abort, ABORT_DELAY)
  })
}

/**
 * What a loader or an action threw. A refusal Remix made itself (a post to a page without a form,
 * 405) is the visitor's mistake, answered with the Spanish error page: not logged as a failure,
 * nor is a request the browser abandoned.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  console.error(error)
}

// server.mjs refuses cross-site posts and posts during maintenance, and refreshes the customer's
// tokens, before Remix runs; it keeps visitors' pages while their version holds, and labels its
// request metrics.
export { refreshAuth } from './utils/auth.server'
export { metricsRoute } from './utils/metrics-routes.server'
export { isCrossSiteRequest } from './utils/same-origin.server'
export { isClosedForPosts } from './utils/store-settings.server'
export { createVisitorPages } from './utils/visitor-pages.server'
export { visitorPagesVersion } from './utils/visitor-pages-version.server'
