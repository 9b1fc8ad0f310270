import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StripeCall {
  method: string
  path: string
  form: URLSearchParams
  idempotencyKey?: string
}

export interface StripeRefund {
  id: string
  payment_intent: string
  amount: number
  idempotencyKey: string | undefined
}

/**
 * A local HTTP server that answers the few Stripe API calls the shop makes, the way Stripe does,
 * and records what it received. The real `stripe` SDK is pointed at it (host, port, protocol).
 */
export async function startFakeStripe(): Promise<{
  url: string
  calls: StripeCall[]
  sessions: Map<string, { status: string; payment_status: string }>
  /** Refunds it made, once per idempotency key, as Stripe keeps them. */
  refunds: StripeRefund[]
  close(): Promise<void>
}> {
  const calls: StripeCall[] = []
  /** Sessions it made, by id, with the state a test may set (Stripe's own status names). */
  const sessions = new Map<string, { status: string; payment_status: string }>()
  const refunds: StripeRefund[] = []
  let counter = 0
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const form = new URLSearchParams(body)
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined
      calls.push({ method: request.method ?? '', path: request.url ?? '', form, idempotencyKey })
      counter++
      response.setHeader('content-type', 'application/json')
      const session = /^\/v1\/checkout\/sessions\/([\w-]+)(\/expire)?$/.exec(request.url ?? '')
      if (session && sessions.has(session[1])) {
        const state = sessions.get(session[1])!
        if (session[2] && state.status === 'open') state.status = 'expired'
        response.end(
          JSON.stringify({
            id: session[1],
            object: 'checkout.session',
            ...state,
            // Stripe makes the payment intent when the customer pays.
            payment_intent: state.payment_status === 'paid' ? `pi_for_${session[1]}` : null,
          }),
        )
      } else if (request.method === 'POST' && request.url === '/v1/refunds') {
        // A repeated idempotency key answers the first refund again, as Stripe does.
        let refund = refunds.find(
          (made) => idempotencyKey && made.idempotencyKey === idempotencyKey,
        )
        if (!refund) {
          refund = {
            id: `re_test_${counter}`,
            payment_intent: form.get('payment_intent') ?? '',
            amount: Number(form.get('amount')),
            idempotencyKey,
          }
          refunds.push(refund)
        }
        response.end(
          JSON.stringify({
            id: refund.id,
            object: 'refund',
            amount: refund.amount,
            payment_intent: refund.payment_intent,
            status: 'succeeded',
          }),
        )
      } else if (request.url === '/v1/checkout/sessions') {
        const id = `cs_test_${counter}`
        sessions.set(id, { status: 'open', payment_status: 'unpaid' })
        response.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            url: `https://checkout.stripe.test/pay/${id}`,
            metadata: {},
          }),
        )
      } else if (request.url === '/v1/coupons') {
        response.end(JSON.stringify({ id: `coupon_${counter}`, object: 'coupon' }))
      } else {
        response.statusCode = 404
        response.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unknown path' } }),
        )
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    sessions,
    refunds,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
