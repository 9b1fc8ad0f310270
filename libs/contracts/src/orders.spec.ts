import {
  canMoveOrder,
  moveRefundsPayment,
  moveReturnsStock,
  ORDER_STATUSES,
  type OrderStatus,
  storeDay,
} from './orders'

describe('order workflow', () => {
  const legal: [OrderStatus, OrderStatus][] = [
    ['pending', 'confirmed'],
    ['pending', 'cancelled'],
    ['confirmed', 'processing'],
    ['confirmed', 'cancelled'],
    ['processing', 'shipped'],
    ['processing', 'cancelled'],
    ['shipped', 'delivered'],
    ['shipped', 'refunded'],
    ['delivered', 'refunded'],
  ]

  it('allows exactly the moves of the workflow, and nothing else', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const expected = legal.some(([a, b]) => a === from && b === to)
        expect([from, to, canMoveOrder(from, to)]).toEqual([from, to, expected])
      }
    }
  })

  it('never moves an order back, to the same state, or out of cancelled and refunded', () => {
    expect(canMoveOrder('shipped', 'processing')).toBe(false)
    expect(canMoveOrder('confirmed', 'confirmed')).toBe(false)
    expect(canMoveOrder('delivered', 'cancelled')).toBe(false)
    for (const to of ORDER_STATUSES) {
      expect(canMoveOrder('cancelled', to)).toBe(false)
      expect(canMoveOrder('refunded', to)).toBe(false)
    }
  })

  it('refunds on cancel and refund; returns stock only on cancel', () => {
    expect(ORDER_STATUSES.filter(moveRefundsPayment)).toEqual(['cancelled', 'refunded'])
    expect(ORDER_STATUSES.filter(moveReturnsStock)).toEqual(['cancelled'])
  })
})

describe('store calendar', () => {
  it('counts days in Madrid: 23:30 UTC on a winter night is already the next day', () => {
    expect(storeDay(new Date('2026-11-22T22:59:59Z'))).toBe('2026-11-22')
    expect(storeDay(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23')
    // Summer time: two hours ahead.
    expect(storeDay(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01')
    expect(storeDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02')
  })
})
