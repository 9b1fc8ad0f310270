import type { Checkout } from '../../orders/entities/checkout.entity'

/** A hosted payment page: the shop never sees a card number. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'local'
  createSession(
    checkout: Checkout,
    urls: { success: string; cancel: string },
  ): Promise<{ id: string; url: string }>
}

/** The part of a provider's event the shop reads (Stripe's shape; the local provider sends the same). */
export interface PaymentEvent {
  id: string
  type: string
  data: {
    object: { id: string; payment_status?: string; metadata?: Record<string, string> | null }
  }
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER')
