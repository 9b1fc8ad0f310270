import type { Checkout } from '../entities/checkout.entity'

/** How long a hosted payment page stays open; its coupon use is given back after that. */
export const CHECKOUT_TTL_MINUTES = 30

/** Where a payment stands at its provider, read when its events may have been missed. */
export type PaymentState = 'paid' | 'unpaid' | 'expired' | 'open'

/** A hosted payment page: the shop never sees a card number. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'local'
  /** The hosted payment page; with a customer it offers the cards saved for them. */
  createSession(
    checkout: Checkout,
    urls: { success: string; cancel: string },
    customerId?: string | null,
  ): Promise<{ id: string; url: string }>
  /** Closes a session so it can no longer be paid; answers its state afterwards. */
  expire(sessionId: string): Promise<PaymentState>
  /**
   * Gives part or all of a paid session's money back. Asking again for the same refund gives back
   * nothing more: the provider answers the refund it already made.
   */
  refund(payment: PaymentToRefund): Promise<{ reference: string }>

  /** The provider's record of a customer, which saved cards hang from; answers its id. */
  createCustomer(user: { id: string; email: string }): Promise<string>
  /**
   * The hosted page in setup mode: the customer types a card there and the provider keeps it.
   * Its completion comes back as a `checkout.session.completed` event whose object has
   * `mode: 'setup'`, the customer, the metadata given here and the setup intent to read.
   */
  createSetupSession(
    customerId: string,
    urls: { success: string; cancel: string },
    metadata: Record<string, string>,
  ): Promise<{ id: string; url: string }>
  /** The card a completed setup saved: brand, last 4 digits, expiry and its id (no number). */
  savedCard(setupIntentId: string): Promise<SavedCard | null>
  /** Makes a saved card the one the provider offers first to its customer. */
  makeDefault(customerId: string, paymentMethodId: string): Promise<void>
  /** Forgets a saved card at the provider (a card it no longer has counts as forgotten). */
  detach(paymentMethodId: string): Promise<void>
  /** Forgets a customer and every card saved for them (the account is being deleted). */
  deleteCustomer(customerId: string): Promise<void>
}

/** What a setup saved, as the provider tells it. */
export interface SavedCard {
  paymentMethodId: string
  /** The provider's brand name ('visa', 'mastercard', 'amex', 'discover', 'jcb'...). */
  brand: string
  last4: string
  expMonth: number
  expYear: number
  /** The customer the card was saved for, when the provider says. */
  customerId: string | null
}

export interface PaymentToRefund {
  /** The shop's refund: the provider's idempotency key. */
  refundId: string
  orderId: string
  sessionId: string
  amountCents: number
}

/** The part of a provider's event the shop reads (Stripe's shape; the local provider sends the same). */
export interface PaymentEvent {
  id: string
  type: string
  data: {
    object: {
      id: string
      payment_status?: string
      metadata?: Record<string, string> | null
      /** 'setup' for a session that saves a card (no payment). */
      mode?: string
      customer?: string | null
      setup_intent?: string | null
      /** The payment a paid session made (Stripe's pi_...), or a refund's or dispute's. */
      payment_intent?: string | null
      /** A refund's, a charge's (refunded so far) or a dispute's amount. */
      amount?: number
      amount_refunded?: number
      /** A refund's or a dispute's state (Stripe's names). */
      status?: string
      /** A dispute's reason. */
      reason?: string
      /** A charge's refunds, when the event carries them. */
      refunds?: { data?: ProviderRefund[] } | null
    }
  }
}

/** A refund as the provider tells it. */
export interface ProviderRefund {
  id: string
  amount: number
  status?: string | null
  payment_intent?: string | null
  metadata?: Record<string, string> | null
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER')
