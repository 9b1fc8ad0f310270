// The three ways the bench sends traffic, all to 127.0.0.1 and all bounded in count and time:
// - saturate: autocannon with many connections for a few seconds: requests per second at the limit;
// - steady: an open-loop sender at a fixed rate, each request sent at its own time (1000/rate ms
//   apart) and its latency counted from that time, so a server that falls behind is charged for it;
// - sequential: one request after another, for the query-counting pass.
// A scenario gives `next()`, which answers the next request: { method, path, headers, body }.
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import autocannon from 'autocannon'

/** `varies`: every request is another (next() is asked each time), else the first is repeated. */
export function saturate({ origin, next, varies, seconds, connections }) {
  const first = next()
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        requests: [
          {
            method: first.method,
            path: first.path,
            // autocannon writes Content-Length itself; a second one would be a 400.
            headers: first.headers,
            body: first.body,
            ...(varies ? { setupRequest: (request) => ({ ...request, ...next() }) } : {}),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error)
        const failures = result.errors + result.timeouts + result.non2xx
        resolve({
          // Successful answers only: a fast error is no throughput.
          rps: result['2xx'] / result.duration,
          requests: result.requests.total,
          failures,
          statusCodes: Object.fromEntries(
            Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
          ),
        })
      },
    ),
  )
}

/**
 * Sends rate requests per second for `seconds`, whatever the answers' pace (open loop). Answers
 * p50 and p99 in ms, how many failed, and how late the sender itself was at worst (a busy machine
 * shows there: that lateness is part of every latency it reports).
 */
export function steady({ origin, next, rate, seconds, timeoutMs = 5000 }) {
  const { hostname, port } = new URL(origin)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 })
  const total = Math.max(1, Math.round(rate * seconds))
  const latencies = []
  let failures = 0
  let sent = 0
  let finished = 0
  let senderLateMs = 0
  const start = performance.now() + 10
  const dueAt = (index) => start + (index * 1000) / rate

  return new Promise((resolve) => {
    let settled = false
    const finish = () => {
      if (settled) return
      settled = true
      clearTimeout(deadline)
      agent.destroy()
      latencies.sort((a, b) => a - b)
      resolve({
        p50: percentile(latencies, 0.5),
        p99: percentile(latencies, 0.99),
        requests: total,
        failures,
        senderLateMs,
      })
    }
    const done = () => {
      if (++finished === total) finish()
    }
    const fire = (index) => {
      const due = dueAt(index)
      senderLateMs = Math.max(senderLateMs, performance.now() - due)
      const request = next()
      const outgoing = http.request(
        {
          agent,
          host: hostname,
          port,
          method: request.method,
          path: request.path,
          headers: withLength(request),
        },
        (response) => {
          response.resume()
          response.on('end', () => {
            if (response.statusCode >= 200 && response.statusCode < 300) {
              latencies.push(performance.now() - due)
            } else failures++
            done()
          })
          response.on('error', () => {
            failures++
            done()
          })
        },
      )
      outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error('timeout')))
      outgoing.on('error', () => {
        failures++
        done()
      })
      outgoing.end(request.body)
    }
    const tick = () => {
      const now = performance.now()
      while (sent < total && dueAt(sent) <= now) fire(sent++)
      if (sent < total) setTimeout(tick, 1)
    }
    // Whatever happens, the run ends: what has not answered by then counts as failed.
    const deadline = setTimeout(
      () => {
        failures += total - finished
        finish()
      },
      seconds * 1000 + timeoutMs + 1000,
    )
    setTimeout(tick, 10)
  })
}

/** Sends count requests one after another (at most maxMs); answers how many succeeded. */
export async function sequential({ origin, next, count, maxMs }) {
  const deadline = Date.now() + maxMs
  let succeeded = 0
  let failed = 0
  for (let index = 0; index < count && Date.now() < deadline; index++) {
    const request = next()
    const response = await fetch(origin + request.path, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(10_000),
    })
    await response.arrayBuffer()
    if (response.ok) succeeded++
    else failed++
  }
  return { succeeded, failed }
}

function withLength(request) {
  const headers = { ...request.headers }
  if (request.body !== undefined)
    headers['content-length'] = String(Buffer.byteLength(request.body))
  return headers
}

function percentile(sorted, fraction) {
  if (!sorted.length) return null
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]
}

/** The middle value (the mean of the two middle ones for an even count); null when none. */
export function medianOf(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b)
  if (!sorted.length) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
