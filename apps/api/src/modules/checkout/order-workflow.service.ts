import {
  type BulkOrderMoveInput,
  moveRefundsPayment,
  shortOrderId,
  moveReturnsStock,
  type UpdateOrderStatusInput,
} from '@aurum/contracts'
import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import { InventoryService } from '../inventory/inventory.service'
import { pourLinesOf } from '../inventory/pours'
import { AdminOrdersService } from '../orders/admin-orders.service'
import type { BulkOrderMoveResult } from '../orders/dto/admin-orders.dto'
import { type MailedStep, OrderMails } from '../orders/order-mails'
import { CouponsService } from './coupons.service'
import { Checkout } from './entities/checkout.entity'
import { RefundsService } from './refunds.service'

/** A refund's own mail tells the customer once the money is back: 'refunded' has no other. */
const MAILED_STEPS: ReadonlySet<string> = new Set<MailedStep>([
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
])

/**
 * The administrator moves orders along their workflow here: orders owns the states, events and
 * notifications; this side adds what a move does to money, stock and coupons, which need the
 * payment provider, the catalogue and the coupons (so it lives in checkout, which already depends
 * on all three, and the dependencies keep pointing one way).
 */
@Injectable()
export class OrderWorkflowService {
  constructor(
    private readonly em: EntityManager,
    private readonly orders: AdminOrdersService,
    private readonly inventory: InventoryService,
    private readonly coupons: CouponsService,
    private readonly refunds: RefundsService,
    private readonly orderMails: OrderMails,
  ) {}

  /**
   * One move, in one transaction on the order's locked row: concurrent moves of an order wait
   * for each other, so ten clicks on 'cancel' refund once and the other nine find it cancelled.
   * Anything that fails (an illegal move) leaves the order as it was. A move that refunds records
   * the refund of what is left with it, and the provider is asked once the move has committed
   * (a provider that fails is asked again later: the order is cancelled all the same).
   */
  async move(id: string, input: UpdateOrderStatusInput) {
    const { view, refundId } = await this.em.fork().transactional(async (em) => {
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
          throw new DomainError('OUT_OF_STOCK', 'still_out_of_stock', {
            params: { items: missing.join(', ') },
          })
        }
      }
      const refund = moveRefundsPayment(input.status)
        ? await this.refunds.recordRest(em, order)
        : null
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
      await this.orders.move(em, order, input, refund?.amountCents ?? 0)
      if (MAILED_STEPS.has(input.status)) {
        await this.orderMails.tell(em, order.id, input.status as MailedStep)
      }
      return { view: await this.orders.view(id, em), refundId: refund?.id ?? null }
    })
    if (!refundId) return view
    await this.refunds.attempt(refundId)
    return this.orders.view(id, this.em.fork())
  }

  /**
   * Several orders to one state, one after the other, each exactly as `move` alone (its own
   * transaction, checks, refund, stock, mail): a refused one (a move its state does not allow, a
   * size still missing) is said with its reason and leaves the others alone.
   */
  async moveMany(input: BulkOrderMoveInput): Promise<BulkOrderMoveResult> {
    const results: BulkOrderMoveResult['results'] = []
    for (const orderId of input.orderIds) {
      // Each result names its order by code too, so a page can list them.
      const orderCode = shortOrderId(orderId)
      try {
        const view = await this.move(orderId, { status: input.status })
        results.push({ orderId, orderCode, moved: true, status: view.status })
      } catch (error) {
        if (!(error instanceof DomainError)) throw error
        results.push({
          orderId,
          orderCode,
          moved: false,
          code: error.code,
          reason: error.reason,
          ...(error.params ? { params: error.params as Record<string, string | number> } : {}),
          message: error.message,
        })
      }
    }
    const moved = results.filter((result) => result.moved).length
    return { moved, refused: results.length - moved, results }
  }
}
