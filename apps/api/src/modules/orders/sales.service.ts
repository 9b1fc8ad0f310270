import {
  centsToText,
  type SalesRangeQuery,
  type SalesSeriesQuery,
  shortOrderId,
  SOLD_ORDER_STATUSES,
  STORE_TIME_ZONE,
} from '@aurum/contracts'
import { EntityManager } from '@mikro-orm/postgresql'
import { Inject, Injectable } from '@nestjs/common'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { Order } from './entities/order.entity'
import { type CsvOrder, ordersCsv } from './orders-csv'
import { type SqlCondition, withinCurrentStore, withinStoreDays } from './store-days'

const SOLD = [...SOLD_ORDER_STATUSES]

export interface PerfumeSales {
  perfumeName: string
  brand: string
  unitsSold: number
  revenue: string
}

/**
 * The shop's figures, read from its orders. Sales are orders paid and still standing (not
 * cancelled or refunded); revenue is what they took less what was given back. Test orders (the
 * local provider's, no money taken) are left out, except in the sales figures of a shop running
 * the local provider, where every order is one. Days and months are the store's (Europe/Madrid).
 */
@Injectable()
export class SalesService {
  /** Whether the sales figures count test orders: only when the shop takes no real payments. */
  readonly includesTestOrders: boolean

  constructor(
    private readonly em: EntityManager,
    @Inject(ENV) env: Env,
  ) {
    this.includesTestOrders = env.PAYMENT_PROVIDER === 'local'
  }

  /** Revenue, sales and their average in a range, and the revenue of the current month. */
  async stats(range: SalesRangeQuery) {
    const [inRange, thisMonth, goods] = await Promise.all([
      this.totals(withinStoreDays('created_at', range)),
      this.totals(withinCurrentStore('created_at', 'month')),
      this.goods(withinStoreDays('o.created_at', range)),
    ])
    return {
      costOfGoods: centsToText(goods.costCents),
      grossMargin: centsToText(goods.salesCents - goods.costCents),
      totalRevenue: centsToText(inRange.revenueCents),
      taxableBase: centsToText(inRange.revenueCents - inRange.taxCents),
      taxTotal: centsToText(inRange.taxCents),
      totalOrders: inRange.orders,
      averageOrderValue: centsToText(
        inRange.orders ? Math.round(inRange.revenueCents / inRange.orders) : 0,
      ),
      monthlyRevenue: centsToText(thisMonth.revenueCents),
      includesTestOrders: this.includesTestOrders,
    }
  }

  /** The charts' data: revenue by month and sales by day (every one of the range), top perfumes. */
  async series(range: SalesSeriesQuery) {
    const within = withinStoreDays('created_at', range)
    const sales = `with sales as (
      select (created_at at time zone ?)::date as day, total_cents - refunded_cents as net,
        status in (?) as sold
      from customer_order where ${counted('is_test', this.includesTestOrders)} and ${within.sql})`
    const salesParams = [STORE_TIME_ZONE, SOLD, ...within.params]
    const [byMonth, byDay, perfumes] = await Promise.all([
      this.em.execute<{ month: string; revenue: string }[]>(
        `${sales}
        select to_char(m.start, 'YYYY-MM') as month, coalesce(sum(sales.net), 0) as revenue
        from generate_series(date_trunc('month', ?::timestamp), ?::timestamp, interval '1 month')
          as m(start)
        left join sales on date_trunc('month', sales.day::timestamp) = m.start
        group by m.start order by m.start`,
        [...salesParams, range.from, range.to],
      ),
      this.em.execute<{ day: string; orders: number }[]>(
        `${sales}
        select to_char(d.start, 'YYYY-MM-DD') as day,
          (count(*) filter (where sales.sold))::int as orders
        from generate_series(?::timestamp, ?::timestamp, interval '1 day') as d(start)
        left join sales on sales.day = d.start::date
        group by d.start order by d.start`,
        [...salesParams, range.from, range.to],
      ),
      this.perfumeSales(withinStoreDays('o.created_at', range), this.includesTestOrders),
    ])
    return {
      byMonth: byMonth.map((row) => ({
        month: row.month,
        revenue: centsToText(Number(row.revenue)),
      })),
      byDay,
      topByUnits: top(perfumes, 'units'),
      topByRevenue: top(perfumes, 'revenue'),
      includesTestOrders: this.includesTestOrders,
    }
  }

  /**
   * What a customer paid and kept paid in the last 12 months, in cents: 'Cliente Premium' is
   * measured against it. Counted as the sales figures count: orders paid and still standing
   * (pending ones too: they are paid), less any part given back; test orders only in a shop
   * running the local provider. One query.
   */
  async paidInLastYear(userId: string): Promise<number> {
    const [row] = await this.em.execute<{ paid: string }[]>(
      `select coalesce(sum(total_cents - refunded_cents), 0) as paid
       from customer_order
       where user_id = ? and status in (?) and created_at > now() - interval '12 months'
         and ${counted('is_test', this.includesTestOrders)}`,
      [userId, SOLD],
    )
    return Number(row.paid)
  }

  /**
   * Perfumes by units sold, all time: the dashboard's popular perfumes, counted as Analytics counts
   * its best-sellers (test orders only in a shop running the local provider), so the two agree.
   */
  async popularPerfumes(limit: number): Promise<PerfumeSales[]> {
    const all = withinStoreDays('o.created_at', {})
    return top(await this.perfumeSales(all, this.includesTestOrders), 'units', limit)
  }

  /** Orders placed today (store day), test orders and later cancelled ones included. */
  async ordersToday(): Promise<number> {
    const today = withinCurrentStore('created_at', 'day')
    const [row] = await this.em.execute<{ count: number }[]>(
      `select count(*)::int as count from customer_order where ${today.sql}`,
      today.params,
    )
    return row.count
  }

  /** The latest orders, whatever their state. */
  async recent(limit: number) {
    const orders = await this.em.find(
      Order,
      {},
      {
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit,
        fields: ['email', 'totalCents', 'status', 'createdAt'],
      },
    )
    return orders.map((order) => ({
      id: order.id,
      code: shortOrderId(order.id),
      email: order.email,
      total: centsToText(order.totalCents),
      status: order.status,
      createdAt: order.createdAt.toISOString(),
    }))
  }

  /** Every order of a range (test ones and their state included), oldest first, as CSV. */
  async csv(range: SalesRangeQuery): Promise<string> {
    const within = withinStoreDays('o.created_at', range)
    const rows = await this.em.execute<Record<string, unknown>[]>(
      `select o.id, o.created_at, o.email, o.status, o.is_test, o.currency, o.subtotal_cents,
         o.discount_cents, o.shipping_cents, o.total_cents, o.tax_rate, o.tax_cents,
         o.refunded_cents, o.coupon_code,
         o.tracking_number, o.carrier,
         coalesce((select string_agg(i.perfume_name || ' ' || i.size || ' x' || i.quantity, '; '
           order by i.perfume_name collate "C", i.size collate "C") from order_item i where i.order_id = o.id), '') as items
       from customer_order o where ${within.sql}
       order by o.created_at, o.id`,
      within.params,
    )
    return ordersCsv(
      rows.map((row): CsvOrder => ({
        id: row.id as string,
        createdAt: new Date(row.created_at as string),
        email: row.email as string,
        status: row.status as string,
        isTest: row.is_test as boolean,
        currency: row.currency as string,
        subtotalCents: row.subtotal_cents as number,
        discountCents: row.discount_cents as number,
        shippingCents: row.shipping_cents as number,
        totalCents: row.total_cents as number,
        taxRate: row.tax_rate as number,
        taxCents: row.tax_cents as number,
        refundedCents: row.refunded_cents as number,
        couponCode: row.coupon_code as string | null,
        trackingNumber: row.tracking_number as string | null,
        carrier: row.carrier as string | null,
        items: row.items as string,
      })),
    )
  }

  /** Revenue (refunds out), the IVA inside it (the refunds' IVA out too) and the sales. */
  private async totals(
    within: SqlCondition,
  ): Promise<{ revenueCents: number; taxCents: number; orders: number }> {
    const [row] = await this.em.execute<{ revenue: string; tax: string; orders: number }[]>(
      `select coalesce(sum(total_cents - refunded_cents), 0) as revenue,
         coalesce(sum(tax_cents - (select coalesce(sum(r.tax_cents), 0) from refund r
           where r.order_id = customer_order.id and r.status = 'succeeded')), 0) as tax,
         (count(*) filter (where status in (?)))::int as orders
       from customer_order where ${counted('is_test', this.includesTestOrders)} and ${within.sql}`,
      [SOLD, ...within.params],
    )
    return { revenueCents: Number(row.revenue), taxCents: Number(row.tax), orders: row.orders }
  }

  /**
   * What the standing sales of a range took for their goods (paid, less shipping and refunds) and
   * what their millilitres cost, from the cost of the bottles they were poured from (bottles with
   * no cost count nothing).
   */
  private async goods(within: SqlCondition): Promise<{ salesCents: number; costCents: number }> {
    const sold = `o.status in (?) and ${counted('o.is_test', this.includesTestOrders)} and ${within.sql}`
    const [row] = await this.em.execute<{ sales: string; cost: string }[]>(
      `select
         (select coalesce(sum(o.total_cents - o.shipping_cents - o.refunded_cents), 0)
            from customer_order o where ${sold}) as sales,
         (select coalesce(round(-sum(m.ml * b.cost_cents::numeric / b.size_ml)), 0)
            from stock_movement m join bottle b on b.id = m.bottle_id
            join order_item i on i.id = m.order_item_id join customer_order o on o.id = i.order_id
            where m.type in ('sold', 'returned') and b.cost_cents is not null and ${sold}) as cost`,
      [SOLD, ...within.params, SOLD, ...within.params],
    )
    return { salesCents: Number(row.sales), costCents: Number(row.cost) }
  }

  /** Units and revenue (at item prices, before coupons and shipping) of each perfume sold. */
  private async perfumeSales(within: SqlCondition, withTestOrders: boolean) {
    const rows = await this.em.execute<
      { perfume_name: string; brand: string; units: string; revenue: string }[]
    >(
      `select i.perfume_name, i.brand, sum(i.quantity) as units,
         sum(i.unit_cents * i.quantity) as revenue
       from order_item i join customer_order o on o.id = i.order_id
       where ${counted('o.is_test', withTestOrders)} and o.status in (?) and ${within.sql}
       group by i.perfume_name, i.brand`,
      [SOLD, ...within.params],
    )
    return rows.map((row) => ({
      perfumeName: row.perfume_name,
      brand: row.brand,
      units: Number(row.units),
      revenueCents: Number(row.revenue),
    }))
  }
}

/** The condition on an order's is_test column: every order, or real payments only. */
function counted(isTest: string, withTestOrders: boolean): string {
  return withTestOrders ? 'true' : `not ${isTest}`
}

const TOP = 5

/** The best sellers by units or by revenue, the other figure breaking ties, then the name. */
function top(
  perfumes: { perfumeName: string; brand: string; units: number; revenueCents: number }[],
  by: 'units' | 'revenue',
  limit = TOP,
): PerfumeSales[] {
  const key = (perfume: (typeof perfumes)[number]) =>
    by === 'units' ? [perfume.units, perfume.revenueCents] : [perfume.revenueCents, perfume.units]
  return [...perfumes]
    .sort((a, b) => {
      const [a1, a2] = key(a)
      const [b1, b2] = key(b)
      return b1 - a1 || b2 - a2 || a.perfumeName.localeCompare(b.perfumeName, 'es')
    })
    .slice(0, limit)
    .map((perfume) => ({
      perfumeName: perfume.perfumeName,
      brand: perfume.brand,
      unitsSold: perfume.units,
      revenue: centsToText(perfume.revenueCents),
    }))
}
