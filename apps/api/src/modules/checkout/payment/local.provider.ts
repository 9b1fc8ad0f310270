import type { Env } from '../../../config/env'
import type { Checkout } from '../../orders/entities/checkout.entity'
import type { PaymentProvider } from './payment-provider'

/**
 * The offline provider: the API serves its own hosted test page (pay or cancel), which sends the
 * same events through the same fulfilment as Stripe's webhook. Used when STRIPE_SECRET_KEY is unset.
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
}
