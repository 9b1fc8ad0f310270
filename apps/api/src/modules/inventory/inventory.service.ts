import type { AdjustmentReason } from '@aurum/contracts'
import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable, type OnModuleInit } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import { CatalogueCache } from '../catalogue/catalogue.cache'
import { NotificationsService } from '../notifications/notifications.service'
import { SettingsService } from '../settings/settings.service'
import { type FreeBottle, pour, type Pour, type PourLine } from './pours'
import { uuidArray } from '../../common/uuid-array'

interface BottleRow extends FreeBottle {
  perfume_id: string
  state: 'sealed' | 'open' | 'empty'
}

interface SizeRow {
  id: string
  perfume_id: string
  ml: number
}

/**
 * The shop's side of the millilitre ledger: holds for checkouts, sales for orders, returns for
 * cancellations. Every write here runs in the caller's transaction and first locks the bottles of
 * the perfumes involved, always in one order (perfume, then bottle id), so two checkouts for the
 * last millilitres take turns and only one finds them free. The database refuses anything that
 * would still take more than a bottle has.
 */
@Injectable()
export class InventoryService implements OnModuleInit {
  constructor(
    private readonly settings: SettingsService,
    private readonly notifications: NotificationsService,
    private readonly catalogue: CatalogueCache,
  ) {}

  onModuleInit(): void {
    // What every size can sell depends on these two: recounted with the change.
    const recount = async (em: EntityManager) => {
      await em.execute('select inventory_refresh(id) from perfume')
      await this.catalogue.changed(em)
    }
    this.settings.onChange('inventory_reserve_ml', recount)
    this.settings.onChange('pour_across_bottles', recount)
  }

  /**
   * Holds the millilitres of a checkout's lines; a 409 naming the first size there is not enough
   * of when they are not free (nothing is held then: the caller's transaction rolls back).
   */
  async hold(em: EntityManager, checkoutId: string, lines: readonly PourLine[]): Promise<void> {
    const poured = await this.pourAll(em, lines)
    if ('short' in poured) {
      throw new DomainError('OUT_OF_STOCK', 'stock_short', { params: { item: poured.short } })
    }
    await this.record(
      em,
      poured.pours.map(({ line, share }) => ({
        bottleId: share.bottleId,
        type: 'held',
        ml: -share.ml,
        variantId: line.variantId,
        checkoutId,
        checkoutLine: line.checkoutLine ?? null,
      })),
    )
  }

  /** Gives back whatever a checkout still holds (it expired, failed or was closed). */
  async release(em: EntityManager, checkoutId: string): Promise<void> {
    const held = await this.heldBy(em, checkoutId)
    if (!held.length) return
    await this.lockPerfumesOf(
      em,
      held.map((row) => row.bottle_id),
    )
    await this.record(
      em,
      held.map((row) => ({
        bottleId: row.bottle_id,
        type: 'released',
        ml: row.held,
        variantId: row.variant_id,
        checkoutId,
        checkoutLine: row.checkout_line,
      })),
    )
  }

  /**
   * The sizes of a paid checkout that cannot be served: none while it holds its millilitres;
   * when the holds are gone (the payment came after the checkout was released), those there are
   * not enough of now. Locks the bottles involved for the sale that follows in this transaction.
   */
  async unservable(
    em: EntityManager,
    checkoutId: string,
    lines: readonly PourLine[],
  ): Promise<string[]> {
    const held = await this.heldBy(em, checkoutId)
    if (held.length) {
      await this.lockPerfumesOf(
        em,
        held.map((row) => row.bottle_id),
      )
      return []
    }
    const poured = await this.pourAll(em, lines)
    return 'short' in poured ? [poured.short] : []
  }

  /**
   * Sells a paid checkout's order lines: its holds become sales of the same millilitres, or, when
   * it holds nothing any more, the lines are poured afresh (after `unservable` said they can be).
   */
  async sell(
    em: EntityManager,
    checkoutId: string,
    lines: readonly Required<PourLine>[],
  ): Promise<void> {
    const held = await this.heldBy(em, checkoutId)
    if (!held.length) {
      const short = await this.pourSold(em, lines)
      if (short.length) {
        throw new DomainError('OUT_OF_STOCK', 'stock_short', { params: { item: short[0] } })
      }
      return
    }
    // Each hold is sold against the order line of the checkout line it was made for.
    const itemOf = new Map(lines.map((line) => [line.checkoutLine, line.orderItemId]))
    await this.record(
      em,
      held.flatMap((row) => [
        {
          bottleId: row.bottle_id,
          type: 'released' as const,
          ml: row.held,
          variantId: row.variant_id,
          checkoutId,
          checkoutLine: row.checkout_line,
        },
        {
          bottleId: row.bottle_id,
          type: 'sold' as const,
          ml: -row.held,
          variantId: row.variant_id,
          orderItemId: itemOf.get(row.checkout_line ?? -1) ?? null,
        },
      ]),
    )
    await this.opened(
      em,
      held.map((row) => row.bottle_id),
    )
  }

  /**
   * Pours order lines that hold nothing (an order left pending before holds existed): all of them
   * or none. Answers the sizes there is not enough of.
   */
  async pourSold(
    em: EntityManager,
    lines: readonly (PourLine & { orderItemId: string })[],
  ): Promise<string[]> {
    const poured = await this.pourAll(em, lines)
    if ('short' in poured) return [poured.short]
    await this.record(
      em,
      poured.pours.map(({ line, share }) => ({
        bottleId: share.bottleId,
        type: 'sold',
        ml: -share.ml,
        variantId: line.variantId,
        orderItemId: line.orderItemId,
      })),
    )
    await this.opened(
      em,
      poured.pours.map(({ share }) => share.bottleId),
    )
    return []
  }

  /** A cancelled order's millilitres go back to the bottles they were poured from. */
  async giveBack(em: EntityManager, orderItemIds: readonly string[]): Promise<void> {
    const sold = await em.execute<
      { bottle_id: string; variant_id: string; order_item_id: string; ml: number }[]
    >(
      `select bottle_id, variant_id, order_item_id, -sum(ml)::int as ml from stock_movement
       where order_item_id = any(?::uuid[]) and type in ('sold', 'returned')
       group by bottle_id, variant_id, order_item_id having sum(ml) < 0`,
      [uuidArray(orderItemIds)],
    )
    if (!sold.length) return
    await this.lockPerfumesOf(
      em,
      sold.map((row) => row.bottle_id),
    )
    await this.record(
      em,
      sold.map((row) => ({
        bottleId: row.bottle_id,
        type: 'returned',
        ml: row.ml,
        variantId: row.variant_id,
        orderItemId: row.order_item_id,
      })),
    )
    // A bottle marked empty that takes millilitres back is open again.
    await em.execute(
      `update bottle set state = 'open' where id = any(?::uuid[]) and state = 'empty'`,
      [uuidArray(sold.map((row) => row.bottle_id))],
    )
  }

  /**
   * Tells the administrators (a notification each) of the perfumes an order's sale just took
   * below `low_stock_ml` millilitres in their bottles: called after the sale, in its transaction.
   */
  async alertLow(em: EntityManager, orderItemIds: readonly string[]): Promise<void> {
    const threshold = Number((await this.settings.storeSettings(em)).low_stock_ml)
    const low = await em.execute<{ name: string; brand: string; left: number }[]>(
      `with sold as (
         select b.perfume_id, -sum(m.ml)::int as ml from stock_movement m join bottle b on b.id = m.bottle_id
         where m.order_item_id = any(?::uuid[]) and m.type = 'sold' group by b.perfume_id),
       remaining as (
         select perfume_id, sum(ml_left)::int as ml from bottle
         where perfume_id in (select perfume_id from sold) group by perfume_id)
       select p.name, p.brand, r.ml as left from sold s
       join remaining r on r.perfume_id = s.perfume_id join perfume p on p.id = s.perfume_id
       where r.ml < ? and r.ml + s.ml >= ?`,
      [uuidArray(orderItemIds), threshold, threshold],
    )
    if (!low.length) return
    const admins = await em.execute<{ id: string }[]>(
      `select id from app_user where role = 'admin'`,
    )
    for (const perfume of low) {
      await this.notifications.notifyMany(
        em,
        admins.map((admin) => admin.id),
        {
          type: 'general',
          title: 'Quedan pocos mililitros',
          message: `${perfume.name} de ${perfume.brand}: quedan ${perfume.left} ml en sus frascos. Recibe un frasco nuevo en Inventario.`,
        },
      )
    }
  }

  /**
   * Adds movements, stamped in the order given (clock_timestamp: a release and the sale it makes
   * way for read in that order); the trigger moves their bottles and the sizes, then the
   * catalogue's caches let go.
   */
  async record(
    em: EntityManager,
    movements: readonly {
      bottleId: string
      type: 'received' | 'held' | 'released' | 'sold' | 'returned' | 'adjusted'
      ml: number
      variantId?: string | null
      checkoutId?: string
      checkoutLine?: number | null
      orderItemId?: string | null
      reason?: AdjustmentReason
      byUserId?: string
    }[],
  ): Promise<void> {
    const rows = movements.filter((movement) => movement.ml !== 0)
    if (!rows.length) return
    try {
      await em.execute(
        `insert into stock_movement (id, created_at, bottle_id, type, ml, variant_id, checkout_id, checkout_line, order_item_id, reason, by_user_id)
         select gen_random_uuid(), clock_timestamp(), m.bottle_id, m.type, m.ml, m.variant_id, m.checkout_id, m.checkout_line, m.order_item_id, m.reason, m.by_user_id
         from rows from (jsonb_to_recordset(?::jsonb) as (bottle_id uuid, type text, ml int, variant_id uuid, checkout_id uuid, checkout_line smallint, order_item_id uuid, reason text, by_user_id uuid))
           with ordinality as m(bottle_id, type, ml, variant_id, checkout_id, checkout_line, order_item_id, reason, by_user_id, n)
         order by m.n`,
        [
          JSON.stringify(
            rows.map((row) => ({
              bottle_id: row.bottleId,
              type: row.type,
              ml: row.ml,
              variant_id: row.variantId ?? null,
              checkout_id: row.checkoutId ?? null,
              checkout_line: row.checkoutLine ?? null,
              order_item_id: row.orderItemId ?? null,
              reason: row.reason ?? null,
              by_user_id: row.byUserId ?? null,
            })),
          ),
        ],
      )
    } catch (error) {
      if ((error as { code?: string }).code === '23514') {
        throw new DomainError('CONFLICT', 'bottle_lacks_ml')
      }
      throw error
    }
    await this.catalogue.changed(em)
  }

  /** Locks the bottles of the perfumes these bottles belong to, in the one order. */
  async lockPerfumesOf(em: EntityManager, bottleIds: readonly string[]): Promise<void> {
    await em.execute(
      `select id from bottle where perfume_id in (select perfume_id from bottle where id = any(?::uuid[]))
       order by perfume_id, id for update`,
      [uuidArray(bottleIds)],
    )
  }

  /**
   * Locks the bottles of the lines' perfumes and pours every line from them, oldest opened bottle
   * first, keeping the owner's reserve: the pours, or the first line there is not enough for.
   */
  private async pourAll<Line extends PourLine>(
    em: EntityManager,
    lines: readonly Line[],
  ): Promise<{ pours: { line: Line; share: Pour }[] } | { short: string }> {
    const sizes = await em.execute<SizeRow[]>(
      `select id, perfume_id, ml from perfume_variant where id = any(?::uuid[])`,
      [uuidArray(lines.map((line) => line.variantId))],
    )
    const sizeOf = new Map(sizes.map((size) => [size.id, size]))
    const perfumeIds = [...new Set(sizes.map((size) => size.perfume_id))]
    const locked = await em.execute<
      (BottleRow & { opened_at: Date | string | null; created_at: Date | string })[]
    >(
      `select id, perfume_id, state, opened_at, created_at, (ml_left - ml_held)::int as free
       from bottle where perfume_id = any(?::uuid[]) order by perfume_id, id for update`,
      [uuidArray(perfumeIds)],
    )
    const settings = await this.settings.storeSettings(em)
    const spans = settings.pour_across_bottles === 'true'
    const reserve = Number(settings.inventory_reserve_ml)
    // Oldest opened first, then sealed bottles in the order they arrived.
    const byAge = [...locked].sort(
      (a, b) =>
        time(a.opened_at) - time(b.opened_at) ||
        time(a.created_at) - time(b.created_at) ||
        (a.id < b.id ? -1 : 1),
    )
    const pours: { line: Line; share: Pour }[] = []
    for (const line of lines) {
      const size = sizeOf.get(line.variantId)
      if (!size) return { short: line.label }
      const bottles = byAge.filter((bottle) => bottle.perfume_id === size.perfume_id)
      const freeAfter = bottles.reduce((sum, bottle) => sum + bottle.free, 0)
      if (freeAfter - size.ml * line.quantity < reserve) return { short: line.label }
      const shares = pour(bottles, size.ml, line.quantity, spans)
      if (!shares) return { short: line.label }
      pours.push(...shares.map((share) => ({ line, share })))
    }
    return { pours }
  }

  /** What a checkout still holds, per bottle and size (positive). */
  private heldBy(
    em: EntityManager,
    checkoutId: string,
  ): Promise<
    { bottle_id: string; variant_id: string; checkout_line: number | null; held: number }[]
  > {
    return em.execute(
      `select bottle_id, variant_id, checkout_line, -sum(ml)::int as held from stock_movement
       where checkout_id = ? and type in ('held', 'released')
       group by bottle_id, variant_id, checkout_line having sum(ml) < 0
       order by bottle_id, checkout_line`,
      [checkoutId],
    )
  }

  /** A sealed bottle poured from is open from now on. */
  private async opened(em: EntityManager, bottleIds: readonly string[]): Promise<void> {
    await em.execute(
      `update bottle set state = 'open', opened_at = coalesce(opened_at, now())
       where id = any(?::uuid[]) and state = 'sealed'`,
      [uuidArray(bottleIds)],
    )
  }
}

/** A timestamp as read raw (a Date or its text); a bottle never opened comes last. */
function time(value: Date | string | null): number {
  return value === null ? Infinity : new Date(value).getTime()
}
