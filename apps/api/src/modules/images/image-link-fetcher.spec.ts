import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { ImageRefusedError, type ImageRefusal } from './errors/image-refused.error'
import { ImageLinkFetcher, type LinkFetcherOptions, PUBLIC_LINKS } from './image-link-fetcher'
import { isPublicAddress } from './public-address'

const fixtures = join(__dirname, '../../../test/fixtures/images')
// A certificate for images.test only, made for these tests.
const tls = {
  key: readFileSync(join(fixtures, 'tls-test-only.key')),
  cert: readFileSync(join(fixtures, 'tls-test-only.crt')),
}
const png = readFileSync(join(fixtures, 'bottle.png'))

async function refusal(download: Promise<unknown>): Promise<ImageRefusal> {
  const error = await download.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(ImageRefusedError)
  return (error as ImageRefusedError).refusal
}

describe('ImageLinkFetcher', () => {
  let server: Server
  let port: number
  const seen: { path?: string; host?: string }[] = []

  beforeAll(async () => {
    server = createServer(tls, (request, response) => {
      seen.push({ path: request.url, host: request.headers.host })
      if (request.url === '/bottle.png') {
        response.writeHead(200, { 'content-type': 'image/png' }).end(png)
      } else if (request.url === '/redirect') {
        response.writeHead(302, { location: 'https://images.test/bottle.png' }).end()
      } else if (request.url === '/endless') {
        // No content-length: the cap has to hold while the bytes arrive.
        const chunk = Buffer.alloc(64 * 1024, 1)
        response.writeHead(200)
        const more = () => {
          while (response.write(chunk));
        }
        response.on('drain', more)
        more()
      } else if (request.url === '/declared-large') {
        response.writeHead(200, { 'content-length': String(6 * 1024 * 1024) }).flushHeaders()
      } else if (request.url === '/stalls') {
        response.writeHead(200).flushHeaders()
      } else {
        response.writeHead(404).end()
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })

  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  beforeEach(() => {
    seen.length = 0
  })

  /** images.test (a name no DNS knows) resolves to the local server, which tests let through. */
  function fetcher(options: Partial<LinkFetcherOptions> = {}): ImageLinkFetcher {
    return new ImageLinkFetcher({
      resolve: async () => ['127.0.0.1'],
      isAllowed: () => true,
      ca: tls.cert,
      timeoutMs: 2000,
      maxBytes: 100 * 1024,
      ...options,
    })
  }
  const link = (path: string) => new URL(`https://images.test:${port}${path}`)

  it('downloads from the address it checked, verifying the certificate against the host name', async () => {
    const resolve = jest.fn(async () => ['127.0.0.1'])
    expect(await fetcher({ resolve }).download(link('/bottle.png'))).toEqual(png)
    expect(resolve).toHaveBeenCalledTimes(1)
    expect(resolve).toHaveBeenCalledWith('images.test')
    expect(seen).toEqual([{ path: '/bottle.png', host: `images.test:${port}` }])
  })

  it('refuses a host when any of its addresses is not public, before connecting', async () => {
    const mixed = fetcher({
      resolve: async () => ['93.184.215.14', '10.0.0.1'],
      isAllowed: isPublicAddress,
    })
    expect(await refusal(mixed.download(link('/bottle.png')))).toBe('privateAddress')
    expect(seen).toEqual([])
  })

  it.each([
    ['127.0.0.1', () => `https://127.0.0.1:${port}/bottle.png`],
    ['localhost', () => `https://localhost:${port}/bottle.png`],
    ['[::1]', () => `https://[::1]:${port}/bottle.png`],
    ['[::ffff:127.0.0.1]', () => `https://[::ffff:127.0.0.1]:${port}/bottle.png`],
    ['0.0.0.0', () => `https://0.0.0.0:${port}/bottle.png`],
    ['2130706433 (127.0.0.1 as a number)', () => `https://2130706433:${port}/bottle.png`],
    ['10.0.0.1', () => 'https://10.0.0.1/bottle.png'],
    ['172.16.0.1', () => 'https://172.16.0.1/bottle.png'],
    ['192.168.0.1', () => 'https://192.168.0.1/bottle.png'],
    ['169.254.169.254 (cloud metadata)', () => 'https://169.254.169.254/latest/meta-data/'],
    ['100.64.0.1', () => 'https://100.64.0.1/bottle.png'],
    ['[fd00::1]', () => 'https://[fd00::1]/bottle.png'],
  ])('with the real checks refuses %s without connecting', async (_name, url) => {
    const real = new ImageLinkFetcher({ ...PUBLIC_LINKS, ca: tls.cert })
    expect(await refusal(real.download(new URL(url())))).toBe('privateAddress')
    expect(seen).toEqual([])
  })

  it('refuses a link that is not https', async () => {
    expect(await refusal(fetcher().download(new URL('http://images.test/bottle.png')))).toBe(
      'notHttps',
    )
    expect(await refusal(fetcher().download(new URL('ftp://images.test/bottle.png')))).toBe(
      'notHttps',
    )
  })

  it('does not follow a redirect', async () => {
    expect(await refusal(fetcher().download(link('/redirect')))).toBe('notDownloaded')
    expect(seen.map((request) => request.path)).toEqual(['/redirect'])
  })

  it('refuses an answer other than 200', async () => {
    expect(await refusal(fetcher().download(link('/missing.png')))).toBe('notDownloaded')
  })

  it('stops reading past the size cap, declared or not', async () => {
    expect(await refusal(fetcher().download(link('/endless')))).toBe('tooLarge')
    expect(await refusal(fetcher().download(link('/declared-large')))).toBe('tooLarge')
  })

  it('gives up when the whole download takes too long', async () => {
    const started = Date.now()
    expect(await refusal(fetcher({ timeoutMs: 300 }).download(link('/stalls')))).toBe(
      'notDownloaded',
    )
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('gives up when resolving the name takes too long', async () => {
    const never = fetcher({ timeoutMs: 300, resolve: () => new Promise<string[]>(() => {}) })
    expect(await refusal(never.download(link('/bottle.png')))).toBe('notDownloaded')
  })

  it('refuses a certificate it does not trust', async () => {
    expect(await refusal(fetcher({ ca: undefined }).download(link('/bottle.png')))).toBe(
      'notDownloaded',
    )
  })
})
