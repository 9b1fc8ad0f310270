import type { OrderStatus } from '@aurum/contracts'
import { ORDER_STATUS_LABELS } from '~/utils/orders'

/** An order's state as a pill: gold while it moves on, muted once it is over. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const ended = status === 'cancelled' || status === 'refunded'
  return (
    <span
      className={`inline-block rounded-full border px-3 py-0.5 text-xs whitespace-nowrap ${
        ended ? 'border-line text-ink-muted' : 'border-gold text-gold'
      }`}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  )
}
