import { moveRefundsPayment, moveReturnsStock, type UpdateOrderStatusInput } from '@aurum/contracts'
import { EntityManager } from '@mikro-orm/postgresql'
import { Inject, Injectable, Logger } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import { InventoryService } from '../inventory/inventory.service'
import { pourLinesOf } from '../inventory/pours'
import { AdminOrdersService, type Refund } from '../orders/admin-orders.service'
import type { Order } from '../orders/entities/order.entity'
import { type MailedStep, OrderMails } from '../orders/order-mails'
import { CouponsService } from './coupons.service'
import { Checkout } from './entities/checkout.entity'
import { LocalProvider } from './payment/local.provider'
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment/payment-provider'

const MAILED_STEPS: ReadonlySet<string> = new Set<MailedStep>([
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
])

/**
 * The administrator moves orders along their workflow here: orders owns the states, events and
 * notifications; this side adds what a move does to money, stock and coupons, which need the
 * payment provider, the catalogue and the coupons (so it lives in checkout, which already depends
 * on all three, and the dependencies keep pointing one way).
 */
@Injectable()
export class OrderWorkflowService {
  private readonly logger = new Logger(OrderWorkflowService.name)

  constructor(
    private readonly em: EntityManager,
    private readonly orders: AdminOrdersService,
    private readonly inventory: InventoryService,
    private readonly coupons: CouponsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly testPayments: LocalProvider,
    private readonly orderMails: OrderMails,
  ) {}

  /**
   * One move, in one transaction on the order's locked row: concurrent moves of an order wait
   * for each other, so ten clicks on 'cancel' refund once and the other nine find it cancelled.
   * Anything that fails (an illegal move, the provider refusing) leaves the order as it was.
   */
  async move(id: string, input: UpdateOrderStatusInput) {
    return this.em.fork().transactional(async (em) => {
      const order = await this.orders.lockForMove(em, id)
      await this.orders.checkMove(em, order, input)
      // A pending order waits for millilitres its payment covered: confirming it pours them now.
      if (input.status === 'confirmed') {
        const waiting = order.items.getItems().filter((item) => !item.stockTaken)
        const missing = await this.inventory.pourSold(
          em,
          waiting.flatMap((item) =>
            pourLinesOf({ ...item, name: item.perfumeName }).map((pour) => ({
              ...pour,
              orderItemId: item.id,
            })),
          ),
        )
        if (missing.length) {
          throw new DomainError('OUT_OF_STOCK', `Sigue sin haber stock de ${missing.join(', ')}`)
        }
      }
      // The provider is asked before anything is written: if it refuses, nothing changes.
      const refund = moveRefundsPayment(input.status) ? await this.refund(order) : null
      // What was poured for it goes back to the bottles it came from.
      if (moveReturnsStock(input.status)) {
        await this.inventory.giveBack(
          em,
          order.items.getItems().map((item) => item.id),
        )
      }
      if (moveRefundsPayment(input.status) && order.couponCode) {
        const checkout = await em.findOne(
          Checkout,
          { providerSessionId: order.paymentSessionId },
          { fields: ['id'] },
        )
        if (checkout) await this.coupons.giveBack(em, checkout.id)
      }
      await this.orders.move(em, order, input, refund)
      if (MAILED_STEPS.has(input.status)) {
        await this.orderMails.tell(em, order.id, input.status as MailedStep)
      }
      return this.orders.view(id, em)
    })
  }

  /** The whole payment back, through the provider that took it. */
  private async refund(order: Order): Promise<Refund | null> {
    if (order.totalCents === 0) return null // nothing was charged
    // Test orders were paid on the local page, whatever provider the shop runs now.
    const provider = order.isTest ? this.testPayments : this.provider
    if (!order.isTest && provider.name === 'local') {
      throw new DomainError(
        'SERVICE_UNAVAILABLE',
        'Este pedido se pagó con Stripe: solo se puede reembolsar con PAYMENT_PROVIDER=stripe',
      )
    }
    try {
      const { reference } = await provider.refund({
        orderId: order.id,
        sessionId: order.paymentSessionId,
        amountCents: order.totalCents,
      })
      return { cents: order.totalCents, reference }
    } catch (error) {
      this.logger.error(error)
      throw new DomainError(
        'SERVICE_UNAVAILABLE',
        'No se pudo reembolsar el pago; el pedido no ha cambiado. Inténtalo de nuevo.',
      )
    }
  }
}
