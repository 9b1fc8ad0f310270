import { lookup } from 'node:dns/promises'
import type { IncomingMessage } from 'node:http'
import { request } from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { ImageRefusedError } from './errors/image-refused.error'
import { MAX_IMAGE_BYTES } from './image-limits'
import { isPublicAddress } from './public-address'

export interface LinkFetcherOptions {
  /** Every address the host name resolves to. */
  resolve(hostname: string): Promise<string[]>
  /** Whether the shop may connect to this address. */
  isAllowed(address: string): boolean
  /** Certificate authorities to trust instead of the usual ones (tests trust their own). */
  ca?: string | Buffer
  /** For the whole download: resolving, connecting and reading. */
  timeoutMs: number
  maxBytes: number
}

export const PUBLIC_LINKS: LinkFetcherOptions = {
  resolve: async (hostname) =>
    (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address),
  isAllowed: isPublicAddress,
  timeoutMs: 10_000,
  maxBytes: MAX_IMAGE_BYTES,
}

/**
 * Downloads the image behind an admin's https link without letting the link reach inside the
 * shop's network: every address of the host must be public, the connection goes to the address
 * that was checked (a second DNS answer cannot swap in another), redirects are not followed, and
 * time and size are bounded while reading.
 */
export class ImageLinkFetcher {
  constructor(private readonly options: LinkFetcherOptions = PUBLIC_LINKS) {}

  async download(link: URL): Promise<Buffer> {
    if (link.protocol !== 'https:') throw new ImageRefusedError('notHttps')
    const signal = AbortSignal.timeout(this.options.timeoutMs)
    try {
      // URL keeps IPv6 literals in brackets; DNS and sockets want the bare address.
      const hostname = link.hostname.replace(/^\[(.*)\]$/, '$1')
      const addresses = await untilAborted(this.options.resolve(hostname), signal)
      if (!addresses.length) throw new ImageRefusedError('notDownloaded')
      if (!addresses.every((address) => this.options.isAllowed(address))) {
        throw new ImageRefusedError('privateAddress')
      }
      const response = await this.get(link, hostname, addresses[0], signal)
      return await this.read(response)
    } catch (error) {
      throw error instanceof ImageRefusedError ? error : new ImageRefusedError('notDownloaded')
    }
  }

  private get(
    link: URL,
    hostname: string,
    address: string,
    signal: AbortSignal,
  ): Promise<IncomingMessage> {
    const family = isIP(address)
    // Node asks this instead of DNS when it opens the socket, so it connects where we checked.
    const pinned: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [{ address, family }])
      else callback(null, address, family)
    }
    return new Promise((resolve, reject) => {
      const outgoing = request(
        {
          host: hostname,
          port: link.port || 443,
          path: `${link.pathname}${link.search}`,
          // SNI carries names only; the certificate is still checked against the host.
          servername: isIP(hostname) ? undefined : hostname,
          lookup: pinned,
          // A pooled socket could have been opened by another request: always a fresh one.
          agent: false,
          ca: this.options.ca,
          signal,
          headers: { accept: 'image/*' },
        },
        resolve,
      )
      outgoing.on('error', reject)
      outgoing.end()
    })
  }

  private async read(response: IncomingMessage): Promise<Buffer> {
    if (response.statusCode !== 200) {
      response.destroy()
      throw new ImageRefusedError('notDownloaded')
    }
    if (Number(response.headers['content-length']) > this.options.maxBytes) {
      response.destroy()
      throw new ImageRefusedError('tooLarge')
    }
    const chunks: Buffer[] = []
    let total = 0
    for await (const chunk of response as AsyncIterable<Buffer>) {
      total += chunk.length
      if (total > this.options.maxBytes) {
        response.destroy()
        throw new ImageRefusedError('tooLarge')
      }
      chunks.push(chunk)
    }
    // A connection cut short ends the stream without an error on some paths.
    if (!response.complete) throw new ImageRefusedError('notDownloaded')
    return Buffer.concat(chunks)
  }
}

/** DNS lookups take no signal; this stops waiting for one when time is up. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason)
    if (signal.aborted) abort()
    signal.addEventListener('abort', abort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}
