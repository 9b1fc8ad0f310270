import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Env } from '../../../config/env'
import type { Checkout } from '../entities/checkout.entity'
import {
  CHECKOUT_TTL_MINUTES,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentState,
  type PaymentToRefund,
  type SavedCard,
} from './payment-provider'

/** A setup page of the local provider: who it saves a card for, and where it sends them back. */
export interface LocalSetup {
  nonce: string
  customerId: string
  metadata: Record<string, string>
  success: string
  cancel: string
  /** Epoch ms after which the page saves nothing, as Stripe's would not. */
  expiresAt: number
}

const SETUP_INTENT = /^seti_local_([0-9a-f-]{36})$/

/** The fixed test card the local setup page saves: Visa ending in 4242, valid until next December. */
export function localTestCard() {
  return { brand: 'visa', last4: '4242', expMonth: 12, expYear: new Date().getFullYear() + 1 }
}

/**
 * The offline provider, chosen with PAYMENT_PROVIDER=local (the embedded demo): the API serves its
 * own hosted test page (pay or cancel), which sends the same events through the same fulfilment
 * as Stripe's webhook. No money moves, and its orders are marked as tests. In setup mode the page
 * saves one fixed test card (Visa ending in 4242) and sends the same event as Stripe's.
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
    return { reference: `local_refund_${payment.refundId}` }
  }

  async createCustomer(user: { id: string }): Promise<string> {
    return `cus_local_${user.id}`
  }

  /**
   * The setup page keeps no row: its address carries what it needs, signed with the server's
   * secret so nobody can make one for someone else, and it stops working after 30 minutes.
   */
  async createSetupSession(
    customerId: string,
    urls: { success: string; cancel: string },
    metadata: Record<string, string>,
  ) {
    const setup: LocalSetup = {
      nonce: randomUUID(),
      customerId,
      metadata,
      success: urls.success,
      cancel: urls.cancel,
      expiresAt: Date.now() + CHECKOUT_TTL_MINUTES * 60_000,
    }
    const payload = Buffer.from(JSON.stringify(setup)).toString('base64url')
    return {
      id: `cs_local_setup_${setup.nonce}`,
      url: `${this.env.API_PUBLIC_URL}/api/checkout/local-setup?t=${payload}.${this.sign(payload)}`,
    }
  }

  /** The setup page a token stands for, or null when it was not made here. */
  openSetup(token: unknown): LocalSetup | null {
    if (typeof token !== 'string' || token.length > 4096) return null
    const [payload, signature] = token.split('.')
    if (!payload || !signature) return null
    const expected = Buffer.from(this.sign(payload))
    const given = Buffer.from(signature)
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LocalSetup
    } catch {
      return null
    }
  }

  /** What the setup page's 'save' sends: Stripe's event for a completed setup session. */
  setupCompleted(setup: LocalSetup): PaymentEvent {
    return {
      id: `evt_local_setup_${setup.nonce}`,
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_local_setup_${setup.nonce}`,
          mode: 'setup',
          customer: setup.customerId,
          setup_intent: `seti_local_${setup.nonce}`,
          metadata: setup.metadata,
        },
      },
    }
  }

  /** The card a setup page saved: always the test card, under an id of its own. */
  async savedCard(setupIntentId: string): Promise<SavedCard | null> {
    const nonce = SETUP_INTENT.exec(setupIntentId)?.[1]
    if (!nonce) return null
    return { paymentMethodId: `pm_local_${nonce}`, ...localTestCard(), customerId: null }
  }

  /** The test cards live only in the shop's own rows. */
  async makeDefault(): Promise<void> {}

  async detach(): Promise<void> {}

  async deleteCustomer(): Promise<void> {}

  private sign(payload: string): string {
    return createHmac('sha256', `local-setup:${this.env.JWT_SECRET}`)
      .update(payload)
      .digest('base64url')
  }
}
