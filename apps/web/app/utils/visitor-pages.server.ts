// Visitors' pages rendered once. A catalogue page asked without a session is the same for every
// visitor (the theme cookie and the address aside), so server.mjs keeps its HTML, gzipped once,
// and sends it again from the HTTP server itself until the catalogue moves. Such a page is
// rendered without a nonce and its inline scripts are allowed by their hashes: ready bytes stay
// safe to send to anyone.
import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'

/** The pages kept: the home page, the catalogue, collections, a perfume, the finder. */
const PAGES = /^\/(?:catalogo|colecciones(?:\/[\w-]+)?|perfume\/[\w-]+|descubre)?$/
/** The only cookie a kept page may be asked with; it is part of what the page is kept under. */
const THEME_COOKIE = 'theme'
/** Distinct pages kept (each catalogue search is one); the oldest goes first. */
const MAX_PAGES = 300
/** A kept page is rendered again after this long, whatever happens: no page is old for long. */
const MAX_AGE_MS = 60_000
/** How often the version is asked of the API. */
export const CHECK_MS = 250
/**
 * After the version moves, pages rendered are sent but not kept for this long: an API replica
 * reads the catalogue's version every half second and may still answer from before meanwhile.
 */
export const SETTLE_MS = 1_000

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g
/** Headers each answer gets for itself, or that the kept bytes decide. */
const NOT_KEPT = new Set(['content-length', 'content-encoding', 'set-cookie', 'x-page-cache'])

export interface VisitorPagesVersion {
  version: string
  nextOfferEnd: string | null
}

/** A page as render() gives it: the headers as res.getHeaders() writes them. */
export interface RenderedPage {
  status: number
  headers: OutgoingHttpHeaders
  body: ArrayBuffer | Buffer
}

interface KeptPage {
  status: number
  headers: OutgoingHttpHeaders
  html: Buffer
  gzip: Buffer
  keptAt: number
}

type Rendering = { kept: KeptPage | null; keep: boolean; page: RenderedPage }

/** The CSP sources that allow exactly the page's inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, script] of html.matchAll(INLINE_SCRIPT)) {
    if (script) hashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * The key of a visitor's page, or null when the request may see something of its own: another
 * method, an address not kept, a cookie other than the theme's, credentials. The address is
 * taken from the headers as sent, so two keys are equal only when their pages must be.
 */
export function visitorPageKey(req: IncomingMessage): string | null {
  if (req.method !== 'GET' || req.headers.authorization) return null
  const [path, search = ''] = (req.url ?? '').split('?', 2)
  if (!PAGES.test(path) || /(^|&)_data=/.test(search)) return null
  let theme = ''
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=')
    if (!name) continue
    if (name !== THEME_COOKIE) return null
    theme = value.join('=')
  }
  const { host, 'x-forwarded-host': forwardedHost, 'x-forwarded-proto': proto } = req.headers
  return JSON.stringify([req.url, host, forwardedHost, proto, theme])
}

/**
 * The kept pages of one web server. readVersion() says what the pages depend on; render() renders
 * a page for a visitor, without a nonce.
 */
export function createVisitorPages({
  readVersion,
  render,
  log,
  checkMs = CHECK_MS,
}: {
  readVersion: () => Promise<VisitorPagesVersion>
  render: (req: IncomingMessage, res: ServerResponse) => Promise<RenderedPage>
  log: (message: string) => void
  checkMs?: number
}) {
  const pages = new Map<string, KeptPage>()
  const rendering = new Map<string, Promise<Rendering>>()
  let version: string | null = null
  let nextOfferEnd: number | null = null
  let movedAt = 0
  let unreadable = false

  function forget(): void {
    pages.clear()
    movedAt = Date.now()
  }

  async function check(): Promise<void> {
    try {
      const current = await readVersion()
      unreadable = false
      if (current.version !== version) {
        version = current.version
        forget()
      }
      nextOfferEnd = current.nextOfferEnd ? Date.parse(current.nextOfferEnd) : null
    } catch (error) {
      // Without the API nothing new renders either; kept pages age out as usual.
      if (!unreadable) log(`visitor pages: version not readable: ${(error as Error).message}`)
      unreadable = true
    }
  }
  const timer = setInterval(() => void check(), checkMs)
  timer.unref()
  const firstCheck = check()

  /** The kept page for key, while it is current. */
  function current(key: string): KeptPage | undefined {
    if (nextOfferEnd !== null && Date.now() >= nextOfferEnd) {
      // An offer ended: its prices changed without a write. The next check reads the next end.
      nextOfferEnd = null
      forget()
    }
    const page = pages.get(key)
    return page && Date.now() - page.keptAt < MAX_AGE_MS ? page : undefined
  }

  function send(req: IncomingMessage, res: ServerResponse, page: KeptPage, state: string): void {
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
    const body = gzip ? page.gzip : page.html
    res.writeHead(page.status, {
      ...page.headers,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      'content-length': String(body.length),
      'x-page-cache': state,
    })
    res.end(body)
  }

  /** Renders the page for key, keeping it when it is a plain 200 rendered since the last move. */
  async function renderOnce(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
  ): Promise<Rendering> {
    const versionAtStart = version
    const settled = version !== null && Date.now() - movedAt >= SETTLE_MS
    const page = await render(req, res)
    // Anything but a plain page (a 404, a redirect, a cookie set) goes out once, as rendered.
    if (page.status !== 200 || page.headers['set-cookie']) return { kept: null, keep: false, page }
    const html = Buffer.from(page.body as ArrayBuffer)
    const headers: OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(page.headers)) {
      if (!NOT_KEPT.has(name) && value !== undefined) headers[name] = value
    }
    const policy = String(headers['content-security-policy'] ?? '')
    const hashes = inlineScriptHashes(html.toString('utf8')).join(' ')
    headers['content-security-policy'] = policy.replace(/'nonce-[^']*'/, hashes)
    headers.vary = 'Accept-Encoding'
    const kept = { status: 200, headers, html, gzip: gzipSync(html), keptAt: Date.now() }
    const keep = settled && version === versionAtStart
    if (keep) {
      if (!pages.has(key) && pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!)
      pages.set(key, kept)
    }
    return { kept, keep, page }
  }

  return {
    /** The first look at the version, for tests. */
    ready: firstCheck,
    /** Lets every kept page go: after the administrator changed something through this server. */
    forget,
    stop: () => clearInterval(timer),
    /** Sends the kept page when there is one: true when the request was answered. */
    answered(req: IncomingMessage, res: ServerResponse): boolean {
      const key = visitorPageKey(req)
      const page = key === null ? undefined : current(key)
      if (!page) return false
      send(req, res, page, 'hit')
      return true
    },
    /** Express middleware: a visitor's page is rendered once for all who ask it meanwhile. */
    async middleware(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) {
      const key = visitorPageKey(req)
      if (key === null) return next()
      try {
        const pending = rendering.get(key)
        if (pending) {
          // Another request is rendering this page: its answer serves this one too, when it can.
          const { kept } = await pending
          return kept ? send(req, res, kept, 'shared') : next()
        }
        const mine = renderOnce(req, res, key).finally(() => rendering.delete(key))
        rendering.set(key, mine)
        const { kept, keep, page } = await mine
        if (kept) return send(req, res, kept, keep ? 'miss' : 'pass')
        res.writeHead(page.status, page.headers)
        res.end(Buffer.from(page.body as ArrayBuffer))
      } catch (error) {
        next(error)
      }
    },
  }
}
