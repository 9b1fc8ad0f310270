import type { Env } from '../../../config/env'
import type { Checkout } from '../entities/checkout.entity'
import type { PaymentProvider, PaymentState, PaymentToRefund } from './payment-provider'

/**
 * The offline provider, chosen with PAYMENT_PROVIDER=local (the embedded demo): the API serves its
 * own hosted test page (pay or cancel), which sends the same events through the same fulfilment
 * as Stripe's webhook. No money moves, and its orders are marked as tests.
 */
export class LocalProvider implements PaymentProvider {
  readonly name = 'local'

  constructor(private readonly env: Env) {}

  async createSession(checkout: Checkout) {
    return {
      id: `local_${checkout.id}`,
      url: `${this.env.API_PUBLIC_URL}/api/checkout/local/${checkout.id}`,
    }
  }

  /** The test page pays only an open checkout, so closing it in the shop is enough. */
  async expire(): Promise<PaymentState> {
    return 'expired'
  }

  /** No money moved: the shop's own record of the refund (on the order) is all there is. */
  async refund(payment: PaymentToRefund): Promise<{ reference: string }> {
    return { reference: `local_refund_${payment.orderId}` }
  }
}
