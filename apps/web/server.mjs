// The web app's HTTP server: Remix behind Express, with a per-request CSP nonce, and visitors'
// pages kept ready (app/utils/visitor-pages.server.ts).
import { randomBytes } from 'node:crypto'
import { createServer, STATUS_CODES } from 'node:http'
import { Server as NetServer } from 'node:net'
import { performance } from 'node:perf_hooks'
import { Readable, pipeline } from 'node:stream'
import { createRequestHandler } from '@remix-run/express'
import { createRequestHandler as createRemixHandler } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client'

const isProduction = process.env.NODE_ENV === 'production'
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'
// Prometheus metrics on a port of their own, on loopback unless told otherwise: never the shop's.
const metricsPort = Number(process.env.METRICS_PORT ?? 9465)
const metricsHost = process.env.METRICS_HOST ?? '127.0.0.1'
const here = (path) => new URL(path, import.meta.url).pathname

const vite = isProduction
  ? undefined
  : await import('vite').then(({ createServer }) =>
      createServer({ root: here('.'), server: { middlewareMode: true } }),
    )

// Forms that post, then redirect away: checkout to the hosted payment page (Stripe's, or the API's
// own test page), and Google sign-in to the API, which sends the browser on to Google.
const formDestinations = [
  'https://checkout.stripe.com',
  new URL(process.env.API_PUBLIC_URL ?? 'http://localhost:4000').origin,
]

function contentSecurityPolicy(nonce) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${isProduction ? '' : " 'unsafe-inline'"}`,
    `style-src 'self'${isProduction ? '' : " 'unsafe-inline'"}`,
    "img-src 'self' data:",
    `connect-src 'self'${isProduction ? '' : ' ws:'}`,
    "font-src 'self'",
    `form-action 'self' ${formDestinations.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ')
}

let build
let metricsRoute
try {
  build = vite
    ? () => vite.ssrLoadModule('virtual:remix/server-build')
    : await import(here('./build/server/index.js'))
  // Read once: the metrics label each answer as it ends, where nothing can wait for Vite.
  ;({ metricsRoute } = (vite ? await build() : build).entry.module)
} catch (error) {
  // A bad environment or a missing build stops the start with one line, not a stack.
  console.error(
    error?.name === 'EnvError' ? error.message : `Web failed to start: ${error.message}`,
  )
  process.exit(1)
}

const serverBuild = () => (typeof build === 'function' ? build() : build)

const metrics = new Registry()
collectDefaultMetrics({ register: metrics })
// By a fixed set of route labels (app/utils/metrics-routes.server.ts), never the raw URL.
const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to the end of the answer, by method, route and status code',
  labelNames: ['method', 'route', 'status_code'],
  registers: [metrics],
})
const visitorPageHits = new Counter({
  name: 'visitor_pages_hits_total',
  help: 'Visitor pages sent as kept, ahead of Express and Remix',
  registers: [metrics],
})

/**
 * The request's origin as @remix-run/express writes request.url: protocol and host name after
 * 'trust proxy', the port from X-Forwarded-Host or Host.
 */
function ownOrigin(req) {
  const port = [req.get('x-forwarded-host'), req.get('host')]
    .map((host) => Number.parseInt(host?.split(':')[1] ?? '', 10))
    .find(Number.isSafeInteger)
  return `${req.protocol}://${req.hostname}${port ? `:${port}` : ''}`
}

const log = (msg) => console.log(JSON.stringify({ level: 30, msg }))

/** A visitor's page rendered by Remix to be kept: without a nonce, read whole. */
async function renderForVisitor(req, res) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of [value].flat()) if (one !== undefined) headers.append(name, one)
  }
  const url = `${ownOrigin(req)}${req.originalUrl}`
  const response = await remixHandler(new Request(url, { headers }), {})
  const answer = { ...res.getHeaders() }
  for (const [name, value] of response.headers) if (name !== 'set-cookie') answer[name] = value
  const cookies = response.headers.getSetCookie()
  if (cookies.length) answer['set-cookie'] = cookies
  return { status: response.status, headers: answer, body: await response.arrayBuffer() }
}

const remixHandler = vite ? undefined : createRemixHandler(build, 'production')
// In development Vite serves its own inline scripts: every page is rendered per request.
const visitorPages = vite
  ? undefined
  : build.entry.module.createVisitorPages({
      readVersion: build.entry.module.visitorPagesVersion,
      render: renderForVisitor,
      log,
    })

const app = express()
app.disable('x-powered-by')
// The client address is taken from X-Forwarded-For only through these proxies.
app.set('trust proxy', process.env.TRUST_PROXY ?? 'loopback')
app.use(compression())
app.use((req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64')
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(res.locals.cspNonce))
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('X-Frame-Options', 'DENY')
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
  // A route's own policy (a caught mail's HTML: nothing runs, only its inline styles and images
  // load) replaces the page's: Remix appends headers, and both policies would strip those styles.
  const append = res.append.bind(res)
  res.append = (field, value) =>
    field.toLowerCase() === 'content-security-policy'
      ? res.setHeader(field, value)
      : append(field, value)
  next()
})

// The page a refused cross-site post shows: plain HTML of its own, since the refusal comes before
// Remix (and before the session) on purpose.
const CROSS_SITE_REFUSAL = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Solicitud rechazada | Aurum Decants</title></head>
<body><main role="alert">
<h1>Solicitud rechazada</h1>
<p>Este formulario solo se puede enviar desde Aurum Decants.</p>
<p><a href="/">Volver a la tienda</a></p>
</main></body>
</html>
`

// Before anything reads the session: a post started by another site changes nothing here.
app.use(async (req, res, next) => {
  try {
    const server = await serverBuild()
    const crossSite = server.entry.module.isCrossSiteRequest({
      method: req.method,
      ownOrigin: ownOrigin(req),
      origin: req.get('origin'),
      secFetchSite: req.get('sec-fetch-site'),
    })
    if (!crossSite) return next()
    res.status(403).type('text/html; charset=utf-8').send(CROSS_SITE_REFUSAL)
  } catch (error) {
    next(error)
  }
})

/**
 * A refusal made here, before Remix: a short Spanish page (Remix's and Express's own are in English,
 * and Node's for an oversized head is empty).
 */
function refusalPage(status, text) {
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Solicitud no válida | Aurum Decants</title></head>
<body><main role="alert">
<h1>Solicitud no válida (${status})</h1>
<p>${text}</p>
<p><a href="/">Volver a la tienda</a></p>
</main></body>
</html>
`
}

const NOT_A_FORM = 'Esta dirección no recibe formularios.'
const URLENCODED = /^application\/x-www-form-urlencoded\b/i
const MULTIPART = /^multipart\/form-data\b/i
/**
 * The forms that upload a file: their readers refuse a multipart body that does not parse
 * (utils/admin/images.server.ts, utils/admin/perfume-import.server.ts). Elsewhere
 * request.formData() would throw on one (a 500).
 */
const MULTIPART_PATHS = new Set(['/admin/imagenes', '/admin/perfumes/importar'])

/** The addresses of resource routes without an action (a CSV, robots.txt): none takes a post. */
async function formlessResources() {
  const { routes } = await serverBuild()
  const pathOf = (route) =>
    [route.parentId && pathOf(routes[route.parentId]), route.path].filter(Boolean).join('/')
  return new Set(
    Object.values(routes)
      .filter((route) => !route.module.default && !route.module.action)
      .map((route) => `/${pathOf(route)}`),
  )
}

// The shop's forms post, urlencoded (multipart only to upload an image). Another method, or a body request.formData()
// cannot read, would reach an action only to fail there (a 500): refused here instead.
app.use(async (req, res, next) => {
  try {
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    const refuse = (status, text) =>
      res.status(status).type('text/html; charset=utf-8').send(refusalPage(status, text))
    if (req.method !== 'POST') return refuse(405, NOT_A_FORM)
    const path = req.path.replace(/\.data$/, '').replace(/(.)\/$/, '$1')
    const type = req.get('content-type') ?? ''
    const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding')
    const readable = URLENCODED.test(type) || (MULTIPART.test(type) && MULTIPART_PATHS.has(path))
    if (hasBody && !readable) {
      return refuse(415, 'El formulario no se pudo leer: envíalo de nuevo desde la tienda.')
    }
    // A post with nothing in it reads as an empty form (request.formData() throws without a type).
    if (!hasBody && !readable) req.headers['content-type'] = 'application/x-www-form-urlencoded'
    if ((await formlessResources()).has(path)) return refuse(405, NOT_A_FORM)
    next()
  } catch (error) {
    next(error)
  }
})

if (vite) {
  app.use(vite.middlewares)
} else {
  // Fingerprinted assets never change; everything else in public/ is revalidated hourly.
  app.use(
    '/assets',
    express.static(here('./build/client/assets'), { immutable: true, maxAge: '1y' }),
  )
  app.use(express.static(here('./build/client'), { maxAge: '1h' }))
}

// Uploaded images are kept by the API; pages show them from this origin (img-src 'self'), so
// /media/{name} is passed through as it is, with the API's status and headers.
const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '')
const mediaHeaders = [
  'content-type',
  'content-length',
  'cache-control',
  'x-content-type-options',
  'content-security-policy',
]
app.get(/^\/media\/([\w-]+\.\w+)$/, async (req, res) => {
  try {
    const answer = await fetch(`${apiUrl}/api/media/${req.params[0]}`)
    res.status(answer.status)
    for (const name of mediaHeaders) {
      const value = answer.headers.get(name)
      if (value) res.setHeader(name, value)
    }
    if (!answer.body) return res.end()
    // A visitor who leaves mid-image stops the read from the API too.
    pipeline(Readable.fromWeb(answer.body), res, () => {})
  } catch {
    // The API did not answer: this image is missing for now (503), the page around it is not.
    res.status(503).end()
  }
})

// Before Remix: the customer's address for the API, fresh tokens when they are about to expire,
// and the signed-in user read again when due (app/utils/current-user.ts).
app.use(async (req, res, next) => {
  try {
    req.headers['x-forwarded-for'] = req.ip
    const server = await serverBuild()
    const refreshed = await server.entry.module.refreshAuth(
      req.headers.cookie,
      req.protocol,
      req.ip,
      req.path,
    )
    if (refreshed) {
      res.append('Set-Cookie', refreshed.setCookie)
      req.headers.cookie = refreshed.cookie
    }
    // During maintenance a visitor's post changes nothing: it lands on the home page, which
    // answers the maintenance page (an action-only address would have no page to show).
    const reads = req.method === 'GET' || req.method === 'HEAD'
    const url = `${ownOrigin(req)}${req.originalUrl}`
    if (!reads && (await server.entry.module.isClosedForPosts(url, req.headers.cookie))) {
      return res.redirect(303, '/')
    }
    next()
  } catch (error) {
    next(error)
  }
})

if (visitorPages) {
  // The administrator's changes show on this server's next visitor page, not a check later.
  app.use('/admin', (req, res, next) => {
    if (req.method === 'POST') res.once('finish', () => visitorPages.forget())
    next()
  })
  app.use(visitorPages.middleware)
}

app.all(
  '*',
  createRequestHandler({
    build,
    mode: isProduction ? 'production' : 'development',
    getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce }),
  }),
)

// What fails before Remix (a path whose escapes do not decode): Express's page is in English.
app.use((error, req, res, next) => {
  if (res.headersSent || !(error?.status >= 400 && error.status < 500)) return next(error)
  res
    .status(error.status)
    .type('text/html; charset=utf-8')
    .send(refusalPage(error.status, 'La dirección no es válida.'))
})

/** Set on SIGTERM: from then on every answer closes its connection. */
let stopping = false

// A kept visitor's page goes out from the HTTP server itself, ahead of Express; both are timed.
const server = createServer((req, res) => {
  // A proxy's kept-alive connection would otherwise keep bringing requests until the forced exit
  // below cut one off; closed after its answer, it brings none, and the close below can end.
  if (stopping) res.setHeader('Connection', 'close')
  const started = performance.now()
  res.once('finish', () =>
    requestDuration.observe(
      { method: req.method, route: metricsRoute(req.url ?? '/'), status_code: res.statusCode },
      (performance.now() - started) / 1000,
    ),
  )
  if (visitorPages?.answered(req, res)) visitorPageHits.inc()
  else app(req, res)
})
server.listen(port, host, () => log(`web listening on http://${host}:${port}`))

const metricsServer = createServer((req, res) => {
  if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
    return res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n')
  }
  metrics.metrics().then(
    (text) => res.writeHead(200, { 'content-type': metrics.contentType }).end(text),
    (error) =>
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`${error}\n`),
  )
})
// The shop still serves without its metrics: a second web server on one machine (replicas in
// tests, the benchmarks) finds the port taken. Prometheus shows the target down.
metricsServer.on('error', (error) =>
  console.log(
    JSON.stringify({
      level: 40,
      msg: `no metrics on ${metricsHost}:${metricsPort}: ${error.message}`,
    }),
  ),
)
metricsServer.listen(metricsPort, metricsHost, () =>
  log(`web metrics on http://${metricsHost}:${metricsPort}/metrics`),
)

// Requests Node refuses before Express: a head over 16 KB (431) or one that does not parse (400).
// The page is written, then what the client still sends is read and dropped, so that it gets the
// answer rather than a reset connection.
server.on('clientError', (error, socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy()
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400
  const text =
    status === 431 ? 'La solicitud es demasiado grande.' : 'La solicitud no se pudo leer.'
  const page = refusalPage(status, text)
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: text/html; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(page)}\r\nConnection: close\r\n\r\n${page}`,
  )
  socket.resume()
  setTimeout(() => socket.destroy(), 5000).unref()
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopping = true
    // A scraper's kept-alive connection must not hold the exit.
    metricsServer.close()
    metricsServer.closeAllConnections()
    // net.Server's close stops listening only: http.Server's would also close the idle kept-alive
    // connections at once, and a proxy that has just sent a request on one gets a reset (for a
    // form's post, a 502). Those still idle a second later are closed then.
    NetServer.prototype.close.call(server, () => process.exit(0))
    setTimeout(() => server.closeIdleConnections(), 1000).unref()
    setTimeout(() => process.exit(0), 5000).unref()
  })
}
