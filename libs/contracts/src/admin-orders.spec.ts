import { UpdateStoreSettingSchema } from './admin-catalogue.schemas'
import {
  AdminOrderListQuerySchema,
  LowStockQuerySchema,
  SalesSeriesQuerySchema,
  UpdateOrderStatusSchema,
} from './admin-orders.schemas'

describe('back office order schemas', () => {
  it('ships only with a tracking number and a carrier, and takes them only when shipping', () => {
    expect(
      UpdateOrderStatusSchema.parse({
        status: 'shipped',
        trackingNumber: ' es-123456 ',
        carrier: 'Correos',
        location: '',
      }),
    ).toEqual({ status: 'shipped', trackingNumber: 'ES-123456', carrier: 'Correos' })
    const missing = UpdateOrderStatusSchema.safeParse({ status: 'shipped', carrier: ' ' })
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'trackingNumber',
      'carrier',
    ])
    const early = UpdateOrderStatusSchema.safeParse({
      status: 'processing',
      trackingNumber: 'AB12',
    })
    expect(early.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['trackingNumber'])
    expect(
      UpdateOrderStatusSchema.safeParse({
        status: 'shipped',
        trackingNumber: 'ES 1',
        carrier: 'Correos',
      }).success,
    ).toBe(false)
  })

  it('reads the orders table filters as a GET form sends them', () => {
    expect(
      AdminOrderListQuerySchema.parse({ status: '', from: '', to: '2026-11-22', search: ' ' }),
    ).toEqual({ to: '2026-11-22', page: 1, limit: 20 })
    expect(
      AdminOrderListQuerySchema.safeParse({ from: '2026-11-23', to: '2026-11-22' }).success,
    ).toBe(false)
    expect(AdminOrderListQuerySchema.safeParse({ from: '22/11/2026' }).success).toBe(false)
  })

  it('draws the last 12 months by default, and at most two years day by day', () => {
    expect(SalesSeriesQuerySchema.parse({ to: '2026-03-15' })).toEqual({
      from: '2025-04-01',
      to: '2026-03-15',
    })
    expect(SalesSeriesQuerySchema.parse({ to: '2026-12-31' }).from).toBe('2026-01-01')
    expect(SalesSeriesQuerySchema.safeParse({ from: '2025-01-01', to: '2027-01-01' }).success).toBe(
      true,
    )
    expect(SalesSeriesQuerySchema.safeParse({ from: '2025-01-01', to: '2027-01-02' }).success).toBe(
      false,
    )
  })

  it('takes a whole-number stock threshold, or none', () => {
    expect(LowStockQuerySchema.parse({ threshold: '5' })).toEqual({ threshold: 5 })
    expect(LowStockQuerySchema.parse({ threshold: '' })).toEqual({})
    expect(LowStockQuerySchema.safeParse({ threshold: '-1' }).success).toBe(false)
  })

  it('stores the low-stock threshold as a whole number', () => {
    expect(UpdateStoreSettingSchema.parse({ key: 'low_stock_threshold', value: '007' })).toEqual({
      key: 'low_stock_threshold',
      value: '7',
    })
    expect(
      UpdateStoreSettingSchema.safeParse({ key: 'low_stock_threshold', value: '2.5' }).success,
    ).toBe(false)
  })
})
