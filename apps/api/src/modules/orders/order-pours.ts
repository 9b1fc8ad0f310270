import { centsToText } from '@aurum/contracts'
import type { EntityManager } from '@mikro-orm/postgresql'
import { uuidArray } from '../../common/uuid-array'

/** What a line was poured from: a batch and its millilitres (net of any returned). */
export interface LinePour {
  /** The perfume poured: a set's line is poured from several. */
  perfumeName: string
  batchCode: string
  ml: number
}

export interface OrderPours {
  /** Per order line id, the batches it was poured from, oldest bottle first. */
  byItem: Map<string, LinePour[]>
  /** What the poured millilitres cost, from each bottle's cost; null when a bottle has none. */
  costCents: number | null
}

/**
 * Reads the ledger's sales of these order lines, one query for all of them: what each line was
 * poured from and what it cost the shop.
 */
export async function orderPours(
  em: EntityManager,
  itemIds: readonly string[],
): Promise<OrderPours> {
  const rows = itemIds.length
    ? await em.execute<
        {
          order_item_id: string
          perfume_name: string
          batch_code: string
          ml: number
          cost_cents: number | null
          size_ml: number
        }[]
      >(
        `select m.order_item_id, p.name as perfume_name, b.batch_code, -sum(m.ml)::int as ml,
           b.cost_cents, b.size_ml
         from stock_movement m join bottle b on b.id = m.bottle_id join perfume p on p.id = b.perfume_id
         where m.order_item_id = any(?::uuid[]) and m.type in ('sold', 'returned')
         group by m.order_item_id, b.id, p.name having sum(m.ml) < 0
         order by p.name, b.opened_at nulls last, b.created_at, b.id`,
        [uuidArray(itemIds)],
      )
    : []
  const byItem = new Map<string, LinePour[]>()
  let costCents: number | null = rows.length ? 0 : null
  for (const row of rows) {
    byItem.set(row.order_item_id, [
      ...(byItem.get(row.order_item_id) ?? []),
      { perfumeName: row.perfume_name, batchCode: row.batch_code, ml: row.ml },
    ])
    costCents =
      costCents === null || row.cost_cents === null
        ? null
        : costCents + (row.ml * row.cost_cents) / row.size_ml
  }
  return { byItem, costCents: costCents === null ? null : Math.round(costCents) }
}

export function costOfGoods(pours: OrderPours): string | null {
  return pours.costCents === null ? null : centsToText(pours.costCents)
}
