import { formatMoney, type OrderStatus } from '@aurum/contracts'

/** Every state an order can be moved to (nothing moves back to pending). */
export type MoveTarget = Exclude<OrderStatus, 'pending'>

export interface MoveFacts {
  code: string
  currency: string
  trackingNumber: string | null
  carrier: string | null
  refundedCents: number
  note?: string
}

interface MoveTexts {
  /** The tracking event's description. */
  event: string
  title: string
  message: string
}

const TEXTS: Record<MoveTarget, (facts: MoveFacts, refund: string) => MoveTexts> = {
  confirmed: ({ code }) => ({
    event: 'Pedido confirmado',
    title: 'Pedido confirmado',
    message: `Tu pedido #${code} está confirmado.`,
  }),
  processing: ({ code }) => ({
    event: 'Estamos preparando tu pedido',
    title: 'Preparando tu pedido',
    message: `Estamos preparando tu pedido #${code}.`,
  }),
  shipped: ({ code, carrier, trackingNumber }) => ({
    event: `Enviado con ${carrier}. Número de seguimiento: ${trackingNumber}`,
    title: 'Pedido enviado',
    message: `Tu pedido #${code} va en camino con ${carrier}. Número de seguimiento: ${trackingNumber}.`,
  }),
  delivered: ({ code }) => ({
    event: 'Pedido entregado',
    title: 'Pedido entregado',
    message: `Tu pedido #${code} ha sido entregado. ¡Que lo disfrutes!`,
  }),
  cancelled: ({ code, refundedCents }, refund) => ({
    event: refundedCents ? `Pedido cancelado; reembolso de ${refund}` : 'Pedido cancelado',
    title: 'Pedido cancelado',
    message: refundedCents
      ? `Hemos cancelado tu pedido #${code} y te devolvemos ${refund} en tu medio de pago.`
      : `Hemos cancelado tu pedido #${code}.`,
  }),
  refunded: ({ code }, refund) => ({
    event: `Reembolso de ${refund} en curso`,
    title: 'Reembolso en curso',
    message: `Estamos devolviendo ${refund} de tu pedido #${code} a tu medio de pago: te avisamos cuando esté hecho.`,
  }),
}

/** What the customer reads about a move: on the tracking page and in a notification. */
export function moveTexts(to: MoveTarget, facts: MoveFacts): MoveTexts {
  const texts = TEXTS[to](facts, formatMoney(facts.refundedCents, facts.currency))
  if (!facts.note) return texts
  return {
    ...texts,
    event: `${texts.event}. ${facts.note}`,
    message: `${texts.message} ${facts.note}`,
  }
}
