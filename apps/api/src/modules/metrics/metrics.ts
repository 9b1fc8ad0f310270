import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/**
 * This process's Prometheus metrics, read by the metrics server (metrics-server.ts) on a port of
 * its own. Module-level rather than a Nest provider: the HTTP server answers cached catalogue
 * requests ahead of Nest (CachedAnswers), and they are counted too.
 */
export const registry = new Registry()

collectDefaultMetrics({ register: registry })

/** By route pattern, never the raw URL: one series per route, whatever the query or slug. */
export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to the answer, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  registers: [registry],
})

/** One route's series, labelled once: what a hot path observes without hashing labels anew. */
export type RequestDuration = ReturnType<typeof httpRequestDuration.labels>

export const ordersPaid = new Counter({
  name: 'orders_paid_total',
  help: 'Orders placed on a payment (Stripe or the local test page)',
  registers: [registry],
})

export const mailsSent = new Counter({
  name: 'mails_sent_total',
  help: 'Mails the mail server took',
  registers: [registry],
})

export const mailsFailed = new Counter({
  name: 'mails_failed_total',
  help: 'Sends the mail server refused or that did not reach it; each is tried again later until its attempts run out',
  registers: [registry],
})

export const jobsFailed = new Counter({
  name: 'jobs_failed_total',
  help: 'Scheduled job runs (or items of a run) that failed, by job',
  labelNames: ['job'] as const,
  registers: [registry],
})

export const catalogueCacheHits = new Counter({
  name: 'catalogue_cache_hits_total',
  help: 'Catalogue answers given from memory',
  registers: [registry],
})

export const catalogueCacheMisses = new Counter({
  name: 'catalogue_cache_misses_total',
  help: 'Catalogue answers that had to be read from the database',
  registers: [registry],
})

/** What counts the mails waiting to be sent: the mail module's, while its app runs. */
let countPendingMails: (() => Promise<number>) | null = null

export const mailQueueDepth = new Gauge({
  name: 'mail_queue_depth',
  help: 'Mails in the outbox waiting to be sent (pending), read on each scrape',
  registers: [registry],
  async collect() {
    if (!countPendingMails) return
    try {
      this.set(await countPendingMails())
    } catch {
      // The database is away: the other metrics are still worth answering; the last depth stays.
    }
  },
})

/**
 * Lets the depth gauge count with count; answers how to stop. A test file may open a second app
 * (another replica) and close the first: only the counter still set is taken away.
 */
export function measureMailQueueWith(count: () => Promise<number>): () => void {
  countPendingMails = count
  return () => {
    if (countPendingMails === count) countPendingMails = null
  }
}
