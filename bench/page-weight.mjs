// What a visitor's browser gets for a page, weighed as apps/web-e2e/src/page-weight.spec.ts
// weighs it: the HTML as sent, the loader data in it, and the JavaScript of its modulepreload
// links gzipped as Express's compression sends them (zlib's default level).
import { gzipSync } from 'node:zlib'

const KB = 1024

async function bytesOf(url) {
  const response = await fetch(url, {
    headers: { 'accept-encoding': 'identity' },
    signal: AbortSignal.timeout(10_000),
  })
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}

/** KB of gzipped JavaScript, HTML and hydration data of the page at path. */
export async function pageWeight(origin, path) {
  const html = (await bytesOf(`${origin}${path}`)).toString('utf8')
  const hydration = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .filter((script) => script.includes('window.__remixContext'))
    .reduce((bytes, script) => bytes + Buffer.byteLength(script), 0)
  const files = new Set(
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]),
  )
  let js = 0
  for (const file of files) js += gzipSync(await bytesOf(`${origin}${file}`)).length
  return { jsKb: js / KB, htmlKb: Buffer.byteLength(html) / KB, hydrationKb: hydration / KB }
}
