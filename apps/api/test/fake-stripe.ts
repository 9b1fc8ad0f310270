import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StripeCall {
  method: string
  path: string
  form: URLSearchParams
  idempotencyKey?: string
}

/** A card saved at the fake Stripe: the part of Stripe's PaymentMethod the shop reads. */
export interface StripeCard {
  brand: string
  last4: string
  exp_month: number
  exp_year: number
}

export interface StripePaymentMethod {
  id: string
  customer: string | null
  card: StripeCard
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
  /** The next `count` refund requests fail (Stripe's api_error), as when Stripe is down. */
  failRefunds(count: number): void
  /** Customers it made (by id), with what the shop last told it. */
  customers: Map<string, { email: string; defaultPaymentMethod: string | null }>
  /** Saved cards (by id); detaching one sets its customer to null. */
  paymentMethods: Map<string, StripePaymentMethod>
  /**
   * The customer types a card on a setup session's page: Stripe's SetupIntent succeeds with a new
   * PaymentMethod attached to the session's customer. Answers the completed session as Stripe's
   * `checkout.session.completed` event carries it.
   */
  completeSetup(
    sessionId: string,
    card: StripeCard,
  ): {
    id: string
    object: 'checkout.session'
    mode: 'setup'
    customer: string
    setup_intent: string
    metadata: Record<string, string>
    status: 'complete'
  }
  close(): Promise<void>
}> {
  const calls: StripeCall[] = []
  /** Sessions it made, by id, with the state a test may set (Stripe's own status names). */
  const sessions = new Map<string, { status: string; payment_status: string }>()
  const refunds: StripeRefund[] = []
  let refundFailures = 0
  const customers = new Map<string, { email: string; defaultPaymentMethod: string | null }>()
  const customerKeys = new Map<string, string>()
  const paymentMethods = new Map<string, StripePaymentMethod>()
  /** Setup sessions: their customer, metadata and SetupIntent. */
  const setups = new Map<
    string,
    { customer: string; metadata: Record<string, string>; intent: string }
  >()
  /** SetupIntents: the card saved once the page was completed. */
  const intents = new Map<string, { customer: string; paymentMethod: string | null }>()
  let counter = 0
  const json = (response: import('node:http').ServerResponse, status: number, body: unknown) => {
    response.statusCode = status
    response.end(JSON.stringify(body))
  }
  const paymentMethodBody = (method: StripePaymentMethod) => ({
    id: method.id,
    object: 'payment_method',
    type: 'card',
    customer: method.customer,
    card: method.card,
  })
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const form = new URLSearchParams(body)
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined
      calls.push({ method: request.method ?? '', path: request.url ?? '', form, idempotencyKey })
      counter++
      response.setHeader('content-type', 'application/json')
      const path = (request.url ?? '').split('?')[0]
      const session = /^\/v1\/checkout\/sessions\/([\w-]+)(\/expire)?$/.exec(request.url ?? '')
      const customer = /^\/v1\/customers\/([\w-]+)$/.exec(path)
      const intent = /^\/v1\/setup_intents\/([\w-]+)$/.exec(path)
      const detach = /^\/v1\/payment_methods\/([\w-]+)\/detach$/.exec(path)
      if (request.method === 'POST' && path === '/v1/customers') {
        // A repeated idempotency key answers the first customer again, as Stripe does.
        let id = idempotencyKey ? customerKeys.get(idempotencyKey) : undefined
        if (!id) {
          id = `cus_test_${counter}`
          customers.set(id, { email: form.get('email') ?? '', defaultPaymentMethod: null })
          if (idempotencyKey) customerKeys.set(idempotencyKey, id)
        }
        json(response, 200, { id, object: 'customer', email: customers.get(id)?.email })
      } else if (customer && customers.has(customer[1])) {
        const state = customers.get(customer[1])!
        if (request.method === 'DELETE') {
          customers.delete(customer[1])
          for (const method of paymentMethods.values())
            if (method.customer === customer[1]) method.customer = null
          json(response, 200, { id: customer[1], object: 'customer', deleted: true })
        } else {
          if (form.has('email')) state.email = form.get('email') ?? ''
          const chosen = form.get('invoice_settings[default_payment_method]')
          if (chosen !== null) state.defaultPaymentMethod = chosen
          json(response, 200, { id: customer[1], object: 'customer', email: state.email })
        }
      } else if (customer) {
        json(response, 404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such customer',
          },
        })
      } else if (intent && intents.has(intent[1])) {
        const state = intents.get(intent[1])!
        const method = state.paymentMethod ? paymentMethods.get(state.paymentMethod) : undefined
        json(response, 200, {
          id: intent[1],
          object: 'setup_intent',
          status: method ? 'succeeded' : 'requires_payment_method',
          customer: state.customer,
          payment_method: method ? paymentMethodBody(method) : null,
        })
      } else if (detach && paymentMethods.has(detach[1])) {
        const method = paymentMethods.get(detach[1])!
        if (!method.customer) {
          json(response, 400, {
            error: {
              type: 'invalid_request_error',
              message:
                'The payment method you provided is not attached to a customer so detachment is impossible.',
            },
          })
        } else {
          method.customer = null
          json(response, 200, paymentMethodBody(method))
        }
      } else if (session && setups.has(session[1])) {
        const setup = setups.get(session[1])!
        json(response, 200, {
          id: session[1],
          object: 'checkout.session',
          mode: 'setup',
          customer: setup.customer,
          setup_intent: setup.intent,
          metadata: setup.metadata,
        })
      } else if (request.url === '/v1/checkout/sessions' && form.get('mode') === 'setup') {
        const id = `cs_test_setup_${counter}`
        const metadata: Record<string, string> = {}
        for (const [key, value] of form)
          if (key.startsWith('metadata[')) metadata[key.slice(9, -1)] = value
        const seti = `seti_test_${counter}`
        setups.set(id, { customer: form.get('customer') ?? '', metadata, intent: seti })
        intents.set(seti, { customer: form.get('customer') ?? '', paymentMethod: null })
        json(response, 200, {
          id,
          object: 'checkout.session',
          mode: 'setup',
          url: `https://checkout.stripe.test/setup/${id}`,
          metadata,
        })
      } else if (session && sessions.has(session[1])) {
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
      } else if (request.method === 'POST' && request.url === '/v1/refunds' && refundFailures > 0) {
        refundFailures--
        json(response, 400, {
          error: { type: 'invalid_request_error', message: 'Refunds are unavailable right now' },
        })
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
    failRefunds(count) {
      refundFailures = count
    },
    customers,
    paymentMethods,
    completeSetup(sessionId, card) {
      const setup = setups.get(sessionId)
      if (!setup) throw new Error(`No setup session ${sessionId}`)
      counter++
      const method = { id: `pm_test_${counter}`, customer: setup.customer, card }
      paymentMethods.set(method.id, method)
      intents.set(setup.intent, { customer: setup.customer, paymentMethod: method.id })
      return {
        id: sessionId,
        object: 'checkout.session',
        mode: 'setup',
        customer: setup.customer,
        setup_intent: setup.intent,
        metadata: setup.metadata,
        status: 'complete',
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
