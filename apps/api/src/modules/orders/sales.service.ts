import {
  centsToText,
  type OrderStatus,
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

  /**
   * The one rule for which orders the shop's figures count, on the dashboard and in Analytics
   * alike: every order in a shop running the local provider (the embedded demo, where every order
   * is a test one), only real payments anywhere else. A condition on customer_order, or on its
   * alias.
   */
  private countedOrder(alias?: string): string {
    return this.includesTestOrders ? 'true' : `not ${alias ? `${alias}.` : ''}is_test`
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
      from customer_order where ${this.countedOrder()} and ${within.sql})`
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
      this.perfumeSales(withinStoreDays('o.created_at', range)),
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
         and ${this.countedOrder()}`,
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
    return top(await this.perfumeSales(all), 'units', limit)
  }

  /** Sales placed today (store day): the dashboard's 'Pedidos de hoy', counted as Analytics counts. */
  async ordersToday(): Promise<number> {
    return (await this.totals(withinCurrentStore('created_at', 'day'))).orders
  }

  /** The latest counted orders, whatever their state, test ones marked. */
  async recent(limit: number) {
    const rows = await this.em.execute<
      {
        id: string
        email: string
        total_cents: number
        status: OrderStatus
        is_test: boolean
        created_at: Date
      }[]
    >(
      `select id, email, total_cents, status, is_test, created_at from customer_order
       where ${this.countedOrder()} order by created_at desc, id desc limit ?`,
      [limit],
    )
    return rows.map((row) => ({
      id: row.id,
      code: shortOrderId(row.id),
      email: row.email,
      total: centsToText(row.total_cents),
      status: row.status,
      isTest: row.is_test,
      createdAt: new Date(row.created_at).toISOString(),
    }))
  }

  /**
   * How the shop is doing: revenue, sales and their average today, in the last 7 and 30 days
   * (store days, today included) and in the period of the same length just before each, and the
   * counted orders still waiting to be shipped. One statement: every figure is a filter of the same
   * scan. Revenue is net of refunds, as in stats() (Analytics): a refund lowers the revenue of the
   * period its order was placed in, not of the day it settled.
   */
  async summary() {
    const periods = Object.entries(SUMMARY_PERIODS)
    // Local midnights turned into instants in the store's zone, so a day across a DST change
    // still starts at 00:00 Madrid time.
    const bounds = periods
      .flatMap(([, days]) => [
        `(d - interval '${days - 1} days') at time zone ? as start_${days}`,
        `(d - interval '${2 * days - 1} days') at time zone ? as before_${days}`,
      ])
      .join(', ')
    const net = 'total_cents - refunded_cents'
    const figures = periods
      .flatMap(([, days]) => {
        const current = `created_at >= b.start_${days}`
        const previous = `created_at >= b.before_${days} and created_at < b.start_${days}`
        return [
          `coalesce(sum(${net}) filter (where ${current}), 0) as revenue_${days}`,
          `(count(*) filter (where ${current} and status in (?)))::int as orders_${days}`,
          `coalesce(sum(${net}) filter (where ${previous}), 0) as before_revenue_${days}`,
          `(count(*) filter (where ${previous} and status in (?)))::int as before_orders_${days}`,
        ]
      })
      .join(',\n         ')
    const waiting = AWAITING_SHIPMENT.map(
      (status) => `(count(*) filter (where status = '${status}'))::int as waiting_${status}`,
    ).join(', ')
    const longest = Math.max(...Object.values(SUMMARY_PERIODS))
    const [row] = await this.em.execute<Record<string, string | number>[]>(
      `select ${figures},
         ${waiting}
       from customer_order,
         (select ${bounds} from (select date_trunc('day', now() at time zone ?) as d) as today) as b
       where ${this.countedOrder()}
         and (created_at >= b.before_${longest} or status in (?))`,
      [
        ...periods.flatMap(() => [SOLD, SOLD]),
        ...periods.flatMap(() => [STORE_TIME_ZONE, STORE_TIME_ZONE]),
        STORE_TIME_ZONE,
        AWAITING_SHIPMENT,
      ],
    )
    const period = (revenueCents: number, orders: number) => ({
      revenue: centsToText(revenueCents),
      orders,
      averageOrderValue: centsToText(orders ? Math.round(revenueCents / orders) : 0),
    })
    const byPeriod = Object.fromEntries(
      periods.map(([name, days]) => {
        const revenue = Number(row[`revenue_${days}`])
        const orders = Number(row[`orders_${days}`])
        const beforeRevenue = Number(row[`before_revenue_${days}`])
        const beforeOrders = Number(row[`before_orders_${days}`])
        return [
          name,
          {
            days,
            ...period(revenue, orders),
            previous: period(beforeRevenue, beforeOrders),
            revenueChange: percentChange(revenue, beforeRevenue),
            ordersChange: percentChange(orders, beforeOrders),
          },
        ]
      }),
    ) as Record<keyof typeof SUMMARY_PERIODS, SummaryPeriod>
    const byStatus = AWAITING_SHIPMENT.map((status) => ({
      status,
      orders: Number(row[`waiting_${status}`]),
    }))
    return {
      ...byPeriod,
      awaitingShipment: {
        total: byStatus.reduce((sum, { orders }) => sum + orders, 0),
        byStatus,
      },
      includesTestOrders: this.includesTestOrders,
    }
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
       from customer_order where ${this.countedOrder()} and ${within.sql}`,
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
    const sold = `o.status in (?) and ${this.countedOrder('o')} and ${within.sql}`
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
  private async perfumeSales(within: SqlCondition) {
    const rows = await this.em.execute<
      { perfume_name: string; brand: string; units: string; revenue: string }[]
    >(
      `select i.perfume_name, i.brand, sum(i.quantity) as units,
         sum(i.unit_cents * i.quantity) as revenue
       from order_item i join customer_order o on o.id = i.order_id
       where ${this.countedOrder('o')} and o.status in (?) and ${within.sql}
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

/** The summary's periods and their length in store days, today included. */
const SUMMARY_PERIODS = { today: 1, last7Days: 7, last30Days: 30 } as const

/** Paid and not yet shipped, in the order they move towards the parcel. */
export const AWAITING_SHIPMENT = [
  'pending',
  'confirmed',
  'processing',
] as const satisfies readonly OrderStatus[]

interface SummaryFigures {
  revenue: string
  orders: number
  averageOrderValue: string
}

interface SummaryPeriod extends SummaryFigures {
  days: number
  previous: SummaryFigures
  revenueChange: number | null
  ordersChange: number | null
}

/** The change from the previous figure in percent, one decimal; null when there was nothing to compare. */
function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10
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
