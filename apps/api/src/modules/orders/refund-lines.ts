import { vatIncluded } from '@aurum/contracts'
import type { OrderItem } from './entities/order-item.entity'
import type { Refund, RefundLine } from './entities/refund.entity'

/** Refunds that count against what was paid: settled ones and those on their way. */
export function countingRefunds<T extends Pick<Refund, 'status'>>(refunds: T[]): T[] {
  return refunds.filter((refund) => refund.status !== 'failed')
}

/** What these refunds give back, in cents: those that settled and those on their way. */
export function givenBack(refunds: Pick<Refund, 'status' | 'amountCents'>[]): number {
  return countingRefunds(refunds).reduce((sum, refund) => sum + refund.amountCents, 0)
}

/** Units of each line already given back (or on their way), by order line id. */
export function refundedUnits(refunds: Pick<Refund, 'status' | 'lines'>[]): Map<string, number> {
  const units = new Map<string, number>()
  for (const refund of countingRefunds(refunds)) {
    for (const line of refund.lines) {
      units.set(line.orderItemId, (units.get(line.orderItemId) ?? 0) + line.quantity)
    }
  }
  return units
}

/**
 * What `quantity` more units of a line cost the customer, after `alreadyRefunded` of them: the
 * line's price less its share of the coupon, split by units so that all of them add up to the
 * line exactly.
 */
export function refundLine(
  item: Pick<OrderItem, 'id' | 'unitCents' | 'quantity' | 'discountCents'>,
  quantity: number,
  alreadyRefunded: number,
  taxRate: number,
): RefundLine {
  const paid = item.unitCents * item.quantity - item.discountCents
  const upTo = (units: number) => Math.round((paid * units) / item.quantity)
  const amountCents = upTo(alreadyRefunded + quantity) - upTo(alreadyRefunded)
  return {
    orderItemId: item.id,
    quantity,
    amountCents,
    taxCents: vatIncluded(amountCents, taxRate),
  }
}
