// The web app's HTTP server: Remix behind Express, with a per-request CSP nonce.
import { randomBytes } from 'node:crypto'
import { Readable, pipeline } from 'node:stream'
import { createRequestHandler } from '@remix-run/express'
import compression from 'compression'
import express from 'express'

const isProduction = process.env.NODE_ENV === 'production'
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'
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
try {
  build = vite
    ? () => vite.ssrLoadModule('virtual:remix/server-build')
    : await import(here('./build/server/index.js'))
} catch (error) {
  // A bad environment or a missing build stops the start with one line, not a stack.
  console.error(
    error?.name === 'EnvError' ? error.message : `Web failed to start: ${error.message}`,
  )
  process.exit(1)
}

const serverBuild = () => (typeof build === 'function' ? build() : build)

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
  next()
})

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
    res
      .status(403)
      .type('text/plain; charset=utf-8')
      .send('Solicitud rechazada: este formulario solo se puede enviar desde Aurum Decants.\n')
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

app.all(
  '*',
  createRequestHandler({
    build,
    mode: isProduction ? 'production' : 'development',
    getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce }),
  }),
)

const server = app.listen(port, host, () => {
  console.log(JSON.stringify({ level: 30, msg: `web listening on http://${host}:${port}` }))
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    setTimeout(() => process.exit(0), 5000).unref()
  })
}
