import { centsToText, shortOrderId } from '@aurum/contracts'
import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import { Order } from './entities/order.entity'

@Injectable()
export class OrdersService {
  constructor(private readonly em: EntityManager) {}

  async list(userId: string) {
    const orders = await this.em.find(
      Order,
      { user: userId },
      { populate: ['items', 'events'], orderBy: { createdAt: 'desc' } },
    )
    return orders.map(toOrderView)
  }

  /** The owner's order; anyone else's is a 404, never someone else's order. */
  async get(userId: string, where: { id: string } | { paymentSessionId: string }) {
    const order = await this.em.findOne(
      Order,
      { ...where, user: userId },
      { populate: ['items', 'events'] },
    )
    if (!order) throw new DomainError('NOT_FOUND', 'Order not found')
    return toOrderView(order)
  }

  /** Spec 001's tracking reading of the user's own orders. */
  async tracking(userId: string) {
    const orders = await this.em.find(
      Order,
      { user: userId },
      { populate: ['items'], orderBy: { createdAt: 'desc' } },
    )
    return orders.map((order) => ({
      id: order.id,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      total: centsToText(order.totalCents),
      trackingNumber: order.trackingNumber,
      items: order.items
        .getItems()
        .map((item) => ({ perfumeName: item.perfumeName, quantity: item.quantity })),
    }))
  }

  async trackingEvents(userId: string, trackingNumber: string) {
    const order = await this.em.findOne(
      Order,
      { trackingNumber, user: userId },
      { populate: ['events'] },
    )
    if (!order)
      throw new DomainError(
        'NOT_FOUND',
        'No se encontró información para este número de seguimiento',
      )
    return order.events.getItems().map((event) => ({
      id: event.id,
      description: event.description,
      location: event.location,
      timestamp: event.createdAt.toISOString(),
    }))
  }
}

export function toOrderView(order: Order) {
  return {
    id: order.id,
    code: shortOrderId(order.id),
    status: order.status,
    email: order.email,
    currency: order.currency,
    subtotal: centsToText(order.subtotalCents),
    discount: centsToText(order.discountCents),
    shipping: centsToText(order.shippingCents),
    total: centsToText(order.totalCents),
    couponCode: order.couponCode,
    shippingAddress: order.shippingAddress,
    trackingNumber: order.trackingNumber,
    createdAt: order.createdAt.toISOString(),
    items: order.items.getItems().map((item) => ({
      perfumeName: item.perfumeName,
      brand: item.brand,
      size: item.size,
      unitPrice: centsToText(item.unitCents),
      quantity: item.quantity,
    })),
    events: order.events.getItems().map((event) => ({
      status: event.status,
      description: event.description,
      location: event.location,
      timestamp: event.createdAt.toISOString(),
    })),
  }
}
