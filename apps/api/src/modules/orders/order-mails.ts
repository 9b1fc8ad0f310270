import { displayName, shortOrderId } from '@aurum/contracts'
import type { EntityManager } from '@mikro-orm/postgresql'
import { Inject, Injectable } from '@nestjs/common'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { Mailer } from '../mail/mailer'
import {
  adminLowStock,
  adminNewOrder,
  adminPaymentAlert,
  type MailContent,
  orderCancelled,
  orderConfirmed,
  orderDelivered,
  type OrderMail,
  orderRefunded,
  orderShipped,
  withdrawalReceipt,
} from '../mail/templates'
import { SettingsService } from '../settings/settings.service'
import { User } from '../users/entities/user.entity'
import { Order } from './entities/order.entity'

/** The steps of an order its customer is mailed about (processing is the shop's own business). */
export type MailedStep = 'confirmed' | 'shipped' | 'delivered' | 'cancelled' | 'refunded'

/**
 * An order's mails, queued in the transaction of the step that causes them, one per order and
 * step: the customer's (always: they are about their purchase) and the administrators' alert of a
 * new order (when the store setting email_notifications is on).
 */
@Injectable()
export class OrderMails {
  constructor(
    private readonly mailer: Mailer,
    private readonly settings: SettingsService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async tell(em: EntityManager, orderId: string, step: MailedStep): Promise<void> {
    const order = await em.findOneOrFail(Order, orderId, { populate: ['items'] })
    const mail = await this.describe(em, order, `/orders/${order.id}`)
    // The invoice of the payment, issued in the same transaction: its PDF on the web.
    const [invoice] = await em.execute<{ number: string }[]>(
      `select number from invoice where order_id = ? and kind = 'invoice' order by issued_at limit 1`,
      [order.id],
    )
    const content: Record<MailedStep, () => MailContent> = {
      confirmed: () =>
        orderConfirmed({
          ...mail,
          invoice: invoice && {
            number: invoice.number,
            url: new URL(`/facturas/${invoice.number}.pdf`, this.env.WEB_URL).toString(),
          },
        }),
      shipped: () =>
        orderShipped({ ...mail, carrier: order.carrier, trackingNumber: order.trackingNumber }),
      delivered: () => orderDelivered(mail),
      cancelled: () => orderCancelled(mail),
      refunded: () => orderRefunded({ ...mail, refundedCents: order.refundedCents }),
    }
    await this.mailer.enqueue(em, {
      key: `order-${step}:${order.id}`,
      to: order.email,
      content: content[step](),
    })
  }

  /** The customer hears that a refund reached their means of payment: once per refund. */
  async refunded(em: EntityManager, orderId: string, refund: { id: string; cents: number }) {
    const order = await em.findOneOrFail(Order, orderId, { populate: ['items'] })
    if (!order.user) return // a deleted account's order has nobody left to tell
    const mail = await this.describe(em, order, `/orders/${order.id}`)
    await this.mailer.enqueue(em, {
      key: `order-refund:${refund.id}`,
      to: order.email,
      content: orderRefunded({ ...mail, refundedCents: refund.cents }),
    })
  }

  /** The receipt of the customer's withdrawal, queued in its transaction. */
  async withdrawn(em: EntityManager, order: Order): Promise<void> {
    const mail = await this.describe(em, order, `/orders/${order.id}`)
    await this.mailer.enqueue(em, {
      key: `order-withdrawal:${order.id}`,
      to: order.email,
      content: withdrawalReceipt({ ...mail, withdrawnAt: order.withdrawnAt ?? new Date() }),
    })
  }

  /**
   * Every administrator hears of what happened to an order outside the shop (a refund or a
   * dispute at the payment provider) or needs them (a withdrawal to settle), once per key.
   */
  async alertAdminsOf(
    em: EntityManager,
    orderId: string,
    alert: { key: string; subject: string; lines: string[] },
  ): Promise<void> {
    const admins = await em.find(User, { role: 'admin' }, { fields: ['email'] })
    const content = adminPaymentAlert({
      ...alert,
      url: new URL(`/admin/pedidos/${orderId}`, this.env.WEB_URL).toString(),
    })
    for (const admin of admins) {
      await this.mailer.enqueue(em, {
        key: `${alert.key}:${admin.id}`,
        to: admin.email,
        content,
      })
    }
  }

  /**
   * Every administrator hears of a new paid order, and of the sizes its sale took down to the
   * store's low-stock threshold (only those it crossed, so each fall is told once), if the shop
   * wants these mails. Called after the order took its stock, in its transaction.
   */
  async alertAdmins(em: EntityManager, orderId: string): Promise<void> {
    if (!(await this.settings.enabled('email_notifications', em))) return
    const order = await em.findOneOrFail(Order, orderId, { populate: ['items'] })
    const admins = await em.find(User, { role: 'admin' }, { fields: ['email'] })
    const newOrder = adminNewOrder(await this.describe(em, order, `/admin/pedidos/${order.id}`))
    const threshold = Number((await this.settings.storeSettings(em)).low_stock_threshold)
    const taken = order.items.getItems().filter((item) => item.stockTaken)
    const low = taken.length
      ? await em.execute<{ perfume: string; size: string; left: number; sold: number }[]>(
          `select p.name as perfume, v.size, v.stock as left, i.quantity as sold
           from order_item i
           join perfume_variant v on v.id = i.variant_id
           join perfume p on p.id = v.perfume_id
           where i.order_id = ? and i.stock_taken and v.stock <= ? and v.stock + i.quantity > ?
           order by p.name, v.ml`,
          [order.id, threshold, threshold],
        )
      : []
    const lowStock = low.length
      ? adminLowStock({
          items: low.map(({ perfume, size, left }) => ({ perfume, size, left })),
          url: new URL('/admin/perfumes', this.env.WEB_URL).toString(),
        })
      : null
    for (const admin of admins) {
      await this.mailer.enqueue(em, {
        key: `admin-new-order:${order.id}:${admin.id}`,
        to: admin.email,
        content: newOrder,
      })
      if (lowStock) {
        await this.mailer.enqueue(em, {
          key: `admin-low-stock:${order.id}:${admin.id}`,
          to: admin.email,
          content: lowStock,
        })
      }
    }
  }

  private async describe(em: EntityManager, order: Order, path: string): Promise<OrderMail> {
    const customer = order.user
      ? await em.findOne(User, order.user.id, { fields: ['name', 'username', 'email'] })
      : null
    const address = order.shippingAddress
    return {
      name: displayName(customer ?? { email: order.email }),
      code: shortOrderId(order.id),
      url: new URL(path, this.env.WEB_URL).toString(),
      currency: order.currency,
      items: order.items.getItems().map((item) => ({
        name: item.perfumeName,
        brand: item.brand,
        size: item.size,
        quantity: item.quantity,
        unitPriceCents: item.unitCents,
      })),
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      shippingCents: order.shippingCents,
      totalCents: order.totalCents,
      address: [
        address.name,
        address.street,
        `${address.zipCode} ${address.city}${address.state ? ` (${address.state})` : ''}`,
        address.country,
      ].filter(Boolean),
      placedAt: order.createdAt,
    }
  }
}
