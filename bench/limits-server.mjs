// The limits the shop is measured against, each a bare node:http server in this one process:
// - bytes: the cached catalogue answer's body, ready in memory;
// - serialise: the same answer as an object, JSON.stringify'd on every request;
// - static: the /catalogo page as the web server sent it (same encoding), ready in memory.
// Usage (from run.mjs, with an IPC channel): node bench/limits-server.mjs <answers.json>
// where answers.json is { catalogue, html, htmlEncoding, ports: { bytes, serialise, static } }.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const answers = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const body = Buffer.from(answers.catalogue, 'base64')
const object = JSON.parse(body.toString('utf8'))
const html = Buffer.from(answers.html, 'base64')
const json = 'application/json; charset=utf-8'

const servers = {
  bytes: (_request, response) => {
    response.writeHead(200, { 'content-type': json, 'content-length': body.length })
    response.end(body)
  },
  serialise: (_request, response) => {
    const text = JSON.stringify(object)
    response.writeHead(200, { 'content-type': json, 'content-length': Buffer.byteLength(text) })
    response.end(text)
  },
  static: (_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': html.length,
      ...(answers.htmlEncoding ? { 'content-encoding': answers.htmlEncoding } : {}),
    })
    response.end(html)
  },
}

await Promise.all(
  Object.entries(servers).map(
    ([name, handler]) =>
      new Promise((resolve) =>
        createServer(handler).listen(answers.ports[name], '127.0.0.1', resolve),
      ),
  ),
)
process.send?.('ready')
