import type { Checkout } from '../entities/checkout.entity'

/** How long a hosted payment page stays open; its coupon use is given back after that. */
export const CHECKOUT_TTL_MINUTES = 30

/** Where a payment stands at its provider, read when its events may have been missed. */
export type PaymentState = 'paid' | 'unpaid' | 'expired' | 'open'

/** A hosted payment page: the shop never sees a card number. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'local'
  createSession(
    checkout: Checkout,
    urls: { success: string; cancel: string },
  ): Promise<{ id: string; url: string }>
  /** Closes a session so it can no longer be paid; answers its state afterwards. */
  expire(sessionId: string): Promise<PaymentState>
  /**
   * Gives a paid session's money back. Asking again for the same order gives back nothing more:
   * the provider answers the refund it already made.
   */
  refund(payment: PaymentToRefund): Promise<{ reference: string }>
}

export interface PaymentToRefund {
  orderId: string
  sessionId: string
  amountCents: number
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
