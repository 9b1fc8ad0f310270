import {
  addWorkingDays,
  canMoveOrder,
  estimatedDelivery,
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

describe('delivery dates', () => {
  // 2026-11-20 is a Friday.
  it('counts working days, Monday to Friday', () => {
    expect(addWorkingDays('2026-11-20', 2)).toBe('2026-11-24') // Friday + 2 = Tuesday
    expect(addWorkingDays('2026-11-20', 1)).toBe('2026-11-23') // Friday + 1 = Monday
    expect(addWorkingDays('2026-11-20', 5)).toBe('2026-11-27') // Friday + 5 = next Friday
    expect(addWorkingDays('2026-11-16', 4)).toBe('2026-11-20') // Monday + 4 = Friday
    expect(addWorkingDays('2026-11-19', 2)).toBe('2026-11-23') // Thursday + 2 = Monday
    expect(addWorkingDays('2026-11-18', 10)).toBe('2026-12-02') // two whole weeks
  })

  it('counts a weekend payment from its Friday; zero days is that day or the Monday after', () => {
    expect(addWorkingDays('2026-11-21', 2)).toBe('2026-11-24') // Saturday + 2 = Tuesday
    expect(addWorkingDays('2026-11-22', 1)).toBe('2026-11-23') // Sunday + 1 = Monday
    expect(addWorkingDays('2026-11-18', 0)).toBe('2026-11-18')
    expect(addWorkingDays('2026-11-22', 0)).toBe('2026-11-23')
  })

  it('crosses months, years and leap days', () => {
    expect(addWorkingDays('2026-12-31', 2)).toBe('2027-01-04') // Thursday + 2 = Monday
    expect(addWorkingDays('2028-02-28', 1)).toBe('2028-02-29')
  })

  it('agrees with counting day by day for every start and count of a few weeks', () => {
    const slow = (day: string, count: number) => {
      let instant = Date.parse(`${day}T00:00:00Z`)
      const working = () => ![0, 6].includes(new Date(instant).getUTCDay())
      if (count === 0) while (!working()) instant += 86_400_000
      for (let left = count; left > 0;) {
        instant += 86_400_000
        if (working()) left--
      }
      return new Date(instant).toISOString().slice(0, 10)
    }
    for (let offset = 0; offset < 14; offset++) {
      const day = new Date(Date.UTC(2026, 10, 16 + offset)).toISOString().slice(0, 10)
      for (let count = 0; count <= 23; count++) {
        expect([day, count, addWorkingDays(day, count)]).toEqual([day, count, slow(day, count)])
      }
    }
  })

  it('counts from the store day (Madrid) of the payment', () => {
    // 22:30 UTC on a Friday is 23:30 in Madrid: still Friday.
    expect(estimatedDelivery(new Date('2026-11-20T22:30:00Z'), { min: 2, max: 5 })).toEqual({
      from: '2026-11-24',
      to: '2026-11-27',
    })
    // Saturday 23:30 UTC is Sunday 00:30 in Madrid: a weekend day, counted from its Friday.
    expect(estimatedDelivery(new Date('2026-11-21T23:30:00Z'), { min: 1, max: 1 })).toEqual({
      from: '2026-11-23',
      to: '2026-11-23',
    })
    // Thursday 23:30 UTC is Friday 00:30 in Madrid: Monday, not the Friday a UTC count gives.
    expect(estimatedDelivery(new Date('2026-11-19T23:30:00Z'), { min: 1, max: 2 })).toEqual({
      from: '2026-11-23',
      to: '2026-11-24',
    })
  })

  it('reads ends given the wrong way round in order', () => {
    expect(estimatedDelivery(new Date('2026-11-20T10:00:00Z'), { min: 5, max: 2 })).toEqual({
      from: '2026-11-24',
      to: '2026-11-27',
    })
  })
})
