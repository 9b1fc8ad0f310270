import request from 'supertest'
import { CATALOGUE_VERSION_POLL_MS, CatalogueCache } from '../src/modules/catalogue/catalogue.cache'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { Checkout } from '../src/modules/checkout/entities/checkout.entity'
import { MailSender } from '../src/modules/mail/mail-sender'
import { startMetricsServer } from '../src/modules/metrics/metrics-server'
import { createPerfumes } from './factories'
import { shopper } from './shoppers'
import { createTestApp, eventually, type TestApp } from './test-app'

/** The value of one series in Prometheus's text format, or undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((one) => one.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('Prometheus metrics (e2e)', () => {
  let t: TestApp
  let perfume: Perfume
  let metrics: Awaited<ReturnType<typeof startMetricsServer>>
  const http = () => request(t.app.getHttpServer())
  const scrape = async () => {
    const answer = await request(`http://127.0.0.1:${metrics.port}`).get('/metrics').expect(200)
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    return answer.text
  }

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FACTOR: '10', LOG_LEVEL: 'error' })
    ;[perfume] = await createPerfumes(t.orm.em, [{ name: 'Medible' }])
    // Written beside the app: once its cache has seen that write, no poll forgets an answer midway.
    const [{ version }] = await t.orm.em
      .fork()
      .execute<{ version: string }[]>('select version from catalogue_version where id = 1')
    await eventually(
      async () => t.app.get(CatalogueCache).current()?.version,
      String(version),
      CATALOGUE_VERSION_POLL_MS * 4,
    )
    // Only main.ts starts it for the API; here on a port the system chooses.
    metrics = await startMetricsServer({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await metrics.close()
    await t.close()
  })

  it('times requests by route pattern, the cached answers sent ahead of Fastify among them', async () => {
    // One query three ways: read from the database, from memory through Nest (another URL for
    // the same answer), then by the HTTP server ahead of Fastify (the same URL again).
    await http().get('/api/perfumes').expect(200)
    await http().get('/api/perfumes?page=1').expect(200)
    await http().get('/api/perfumes?page=1').expect(200)
    await http().get(`/api/perfumes/${perfume.slug}`).expect(200)
    await http().get('/api/perfumes/no-existe').expect(404)
    await http().get('/api/no-such-route').expect(404)

    const text = await scrape()
    const count = (route: string, status: number) =>
      sample(
        text,
        `http_request_duration_seconds_count{method="GET",route="${route}",status_code="${status}"}`,
      )
    expect(count('/api/perfumes', 200)).toBe(3)
    expect(count('/api/perfumes/:slug', 200)).toBe(1)
    expect(count('/api/perfumes/:slug', 404)).toBe(1)
    expect(count('unmatched', 404)).toBe(1)
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/perfumes",status_code="200"}',
    )
    // Never the raw URL: no slug or query makes a series of its own.
    expect(text).not.toContain(perfume.slug)
    expect(text).not.toContain('page=')
    expect(sample(text, 'catalogue_cache_hits_total')).toBe(2)
    expect(sample(text, 'catalogue_cache_misses_total')).toBeGreaterThanOrEqual(2)
    // The default process metrics come along.
    expect(text).toContain('process_cpu_user_seconds_total')
  })

  it('counts an order paid once, however many times it is paid, and the mails it sends', async () => {
    const before = await scrape()
    expect(sample(before, 'orders_paid_total')).toBe(0)
    expect(sample(before, 'mails_failed_total')).toBe(0)

    const buyer = await shopper(t.app, [[perfume, '5ml', 1]])
    const started = await buyer
      .as(http().post('/api/checkout/session'))
      .send({ addressId: buyer.addressId })
      .expect(201)
    const checkout = await t.orm.em
      .fork()
      .findOneOrFail(Checkout, { providerSessionId: started.body.sessionId })
    await http().post(`/api/checkout/local/${checkout.id}/pay`).expect(303)
    await http().post(`/api/checkout/local/${checkout.id}/pay`).expect(303)

    const paid = await scrape()
    expect(sample(paid, 'orders_paid_total')).toBe(1)
    expect(sample(paid, 'mail_queue_depth')).toBeDefined()

    await t.app.get(MailSender).sendDue()
    const sent = await scrape()
    expect(sample(sent, 'mail_queue_depth')).toBe(0)
    expect(sample(sent, 'mails_sent_total')).toBeGreaterThanOrEqual(1)
    expect(sample(sent, 'mails_failed_total')).toBe(0)
  })

  it('answers only GET /metrics', async () => {
    await request(`http://127.0.0.1:${metrics.port}`).get('/').expect(404)
    await request(`http://127.0.0.1:${metrics.port}`).post('/metrics').expect(404)
  })
})
