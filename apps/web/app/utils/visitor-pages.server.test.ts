import { describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import {
  createServer,
  get,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import {
  createVisitorPages,
  inlineScriptHashes,
  type RenderedPage,
  SETTLE_MS,
  visitorPageKey,
  type VisitorPagesVersion,
} from './visitor-pages.server'

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers }) as unknown as IncomingMessage

describe('visitorPageKey', () => {
  it('keys the catalogue pages a visitor asks, with the theme and the address as sent', () => {
    for (const url of ['/', '/catalogo?q=dior', '/perfume/dior-sauvage', '/colecciones/verano']) {
      expect(visitorPageKey(request(url))).not.toBeNull()
    }
    expect(visitorPageKey(request('/', { cookie: 'theme=light' }))).not.toBe(
      visitorPageKey(request('/')),
    )
    expect(visitorPageKey(request('/', { host: 'a.example' }))).not.toBe(
      visitorPageKey(request('/', { host: 'b.example' })),
    )
  })

  it('keys nothing a person may see differently, nor a post or a data request', () => {
    expect(visitorPageKey(request('/carrito'))).toBeNull()
    expect(visitorPageKey(request('/profile'))).toBeNull()
    expect(visitorPageKey(request('/catalogo', { cookie: '__aurum=sealed' }))).toBeNull()
    expect(visitorPageKey(request('/', { cookie: 'theme=dark; other=1' }))).toBeNull()
    expect(visitorPageKey(request('/', { authorization: 'Bearer x' }))).toBeNull()
    expect(visitorPageKey(request('/catalogo', {}, 'POST'))).toBeNull()
    expect(visitorPageKey(request('/catalogo?_data=routes%2Fcatalogo'))).toBeNull()
    expect(visitorPageKey(request('/perfume/a/b'))).toBeNull()
  })
})

describe('inlineScriptHashes', () => {
  it('hashes each inline script once, never one loaded from a file', () => {
    const html =
      '<script>window.a = 1</script><script type="module" async="">import "x"</script>' +
      '<script src="/assets/x.js"></script><script>window.a = 1</script>'
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    expect(inlineScriptHashes(html)).toEqual([sha('window.a = 1'), sha('import "x"')])
  })
})

/** A server answering through visitor pages, with renders counted and the version set by the test. */
async function shop(renderPage: (url: string) => RenderedPage) {
  let version: VisitorPagesVersion = { version: '1', nextOfferEnd: null }
  let renders = 0
  const pages = createVisitorPages({
    readVersion: async () => version,
    render: async (req) => {
      renders++
      return renderPage(req.url ?? '')
    },
    log: () => undefined,
    checkMs: 10,
  })
  await pages.ready
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (pages.answered(req, res)) return
    void pages.middleware(req, res, () => {
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    pages,
    get: (path: string, headers: Record<string, string> = {}) => answer(port, path, headers),
    setVersion: (next: VisitorPagesVersion) => (version = next),
    renders: () => renders,
    close: () => {
      pages.stop()
      server.close()
    },
  }
}

/** An answer as sent, bytes undecoded. */
function answer(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer; text: string }>(
    (resolve, reject) => {
      get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const body = Buffer.concat(chunks)
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: String(body) })
        })
      }).on('error', reject)
    },
  )
}

const page = (html: string): RenderedPage => ({
  status: 200,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "default-src 'self'; script-src 'self' 'nonce-abc'; base-uri 'self'",
    'x-frame-options': 'DENY',
  },
  body: Buffer.from(html),
})

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 50))

describe('createVisitorPages', () => {
  it('renders a page once and sends the same bytes again, its scripts allowed by hash', async () => {
    const html = '<html><script>window.x = 1</script></html>'
    const s = await shop(() => page(html))
    try {
      await settle()
      const first = await s.get('/catalogo')
      expect(first.headers['x-page-cache']).toBe('miss')
      expect(first.text).toBe(html)
      const second = await s.get('/catalogo')
      expect(second.headers['x-page-cache']).toBe('hit')
      expect(second.text).toBe(html)
      expect(s.renders()).toBe(1)
      expect(second.headers['content-security-policy']).toBe(
        `default-src 'self'; script-src 'self' ${inlineScriptHashes(html)[0]}; base-uri 'self'`,
      )
      expect(second.headers['x-frame-options']).toBe('DENY')
      // gzip when the browser takes it, the same page inside.
      const gzipped = await s.get('/catalogo', { 'accept-encoding': 'gzip, br' })
      expect(gzipped.headers['content-encoding']).toBe('gzip')
      expect(gunzipSync(gzipped.body).toString()).toBe(html)
    } finally {
      s.close()
    }
  })

  it('renders again once the version moves, and keeps nothing while replicas may lag', async () => {
    let text = 'uno'
    const s = await shop(() => page(text))
    try {
      await settle()
      await s.get('/')
      expect((await s.get('/')).text).toBe('uno')
      text = 'dos'
      s.setVersion({ version: '2', nextOfferEnd: null })
      await new Promise((resolve) => setTimeout(resolve, 50))
      const moved = await s.get('/')
      expect(moved.text).toBe('dos')
      // Rendered within a second of the move: sent, not kept.
      expect(moved.headers['x-page-cache']).toBe('pass')
      expect((await s.get('/')).headers['x-page-cache']).toBe('pass')
      await settle()
      expect((await s.get('/')).headers['x-page-cache']).toBe('miss')
      expect((await s.get('/')).headers['x-page-cache']).toBe('hit')
    } finally {
      s.close()
    }
  })

  it('lets every page go when an offer ends, and when told to', async () => {
    const s = await shop(() => page('x'))
    try {
      await settle()
      await s.get('/')
      expect((await s.get('/')).headers['x-page-cache']).toBe('hit')
      s.pages.forget()
      expect((await s.get('/')).headers['x-page-cache']).toBe('pass')
      s.setVersion({
        version: '1',
        nextOfferEnd: new Date(Date.now() + SETTLE_MS + 300).toISOString(),
      })
      await settle()
      await s.get('/')
      expect((await s.get('/')).headers['x-page-cache']).toBe('hit')
      await new Promise((resolve) => setTimeout(resolve, 400))
      expect((await s.get('/')).headers['x-page-cache']).not.toBe('hit')
    } finally {
      s.close()
    }
  })

  it('sends a page that is not a plain 200 once, as rendered, and keeps none', async () => {
    const s = await shop(() => ({
      status: 404,
      headers: { 'content-type': 'text/html', 'set-cookie': ['a=1'] },
      body: Buffer.from('no'),
    }))
    try {
      await settle()
      const first = await s.get('/perfume/nada')
      expect(first.status).toBe(404)
      expect(first.headers['set-cookie']).toEqual(['a=1'])
      expect(first.headers['x-page-cache']).toBeUndefined()
      await s.get('/perfume/nada')
      expect(s.renders()).toBe(2)
    } finally {
      s.close()
    }
  })

  it('asks for what is not a visitor page to go on (Remix renders it)', async () => {
    const s = await shop(() => page('x'))
    try {
      expect((await s.get('/carrito')).status).toBe(204)
      expect((await s.get('/', { cookie: '__aurum=1' })).status).toBe(204)
      expect(s.renders()).toBe(0)
    } finally {
      s.close()
    }
  })
})
