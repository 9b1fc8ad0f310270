import {
  type AdjustBottleInput,
  type MovementListQuery,
  type ReceiveBottleInput,
  shortOrderId,
} from '@aurum/contracts'
import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import { PerfumeEvents } from '../catalogue/perfume-events'
import { csvCell } from '../messages/newsletter-csv'
import { withinStoreDays } from '../orders/store-days'
import { SettingsService } from '../settings/settings.service'
import type { BottleView, InventoryPerfumeView, MovementView } from './dto/inventory.dto'
import { InventoryService } from './inventory.service'

interface BottleRow {
  id: string
  perfume_id: string
  size_ml: number
  ml_left: number
  ml_held: number
  batch_code: string
  opened_at: Date | null
  cost_cents: number | null
  state: BottleView['state']
  created_at: Date
}

interface MovementRow {
  id: string
  created_at: Date
  type: MovementView['type']
  ml: number
  reason: MovementView['reason']
  perfume_id: string
  perfume_name: string
  brand: string
  bottle_id: string
  batch_code: string
  size: string | null
  order_id: string | null
  by_email: string | null
}

const BOTTLE_COLUMNS =
  'id, perfume_id, size_ml, ml_left, ml_held, batch_code, opened_at, cost_cents, state, created_at'

/** The owner's inventory: bottles received, opened, adjusted and emptied, and the ledger. */
@Injectable()
export class AdminInventoryService {
  constructor(
    private readonly em: EntityManager,
    private readonly inventory: InventoryService,
    private readonly settings: SettingsService,
    private readonly events: PerfumeEvents,
  ) {}

  /** Every shown perfume with its millilitres and what each size can sell, fewest ml first. */
  async overview(): Promise<InventoryPerfumeView[]> {
    const threshold = Number((await this.settings.storeSettings()).low_stock_ml)
    const rows = await this.em.execute<
      {
        id: string
        name: string
        brand: string
        bottles: number
        ml_left: number
        ml_free: number
        sizes: { size: string; ml: number; stock: number }[]
      }[]
    >(
      `select p.id, p.name, p.brand,
         (select count(*) from bottle b where b.perfume_id = p.id and b.state <> 'empty')::int as bottles,
         (select coalesce(sum(b.ml_left), 0) from bottle b where b.perfume_id = p.id)::int as ml_left,
         (select coalesce(sum(b.ml_left - b.ml_held), 0) from bottle b where b.perfume_id = p.id)::int as ml_free,
         (select coalesce(jsonb_agg(jsonb_build_object('size', v.size, 'ml', v.ml, 'stock', v.stock) order by v.ml), '[]')
            from perfume_variant v where v.perfume_id = p.id) as sizes
       from perfume p where p.archived_at is null
       order by ml_free, p.name`,
    )
    return rows.map((row) => ({
      perfumeId: row.id,
      name: row.name,
      brand: row.brand,
      bottles: row.bottles,
      mlLeft: row.ml_left,
      mlFree: row.ml_free,
      low: row.ml_free < threshold,
      sizes: row.sizes,
    }))
  }

  /** A perfume's bottles, those still pouring first (oldest opened first), empty ones last. */
  async bottles(perfumeId: string): Promise<BottleView[]> {
    await this.perfumeExists(this.em, perfumeId)
    const rows = await this.em.execute<BottleRow[]>(
      `select ${BOTTLE_COLUMNS} from bottle where perfume_id = ?
       order by state = 'empty', opened_at asc nulls last, created_at, id`,
      [perfumeId],
    )
    return rows.map(toBottleView)
  }

  /** A bottle arrives full: a 'received' movement of its size. */
  async receive(
    perfumeId: string,
    input: ReceiveBottleInput,
    byUserId: string,
  ): Promise<BottleView> {
    return this.em.fork().transactional(async (em) => {
      await this.perfumeExists(em, perfumeId)
      const wasInStock = await inStock(em, perfumeId)
      const [bottle] = await em.execute<{ id: string }[]>(
        `insert into bottle (id, perfume_id, size_ml, batch_code, opened_at, cost_cents, state)
         values (gen_random_uuid(), ?, ?, ?, ?, ?, ?) returning id`,
        [
          perfumeId,
          input.ml,
          input.batchCode,
          input.openedAt ?? null,
          input.costCents ?? null,
          input.openedAt ? 'open' : 'sealed',
        ],
      )
      await this.inventory.record(em, [
        { bottleId: bottle.id, type: 'received', ml: input.ml, byUserId },
      ])
      if (!wasInStock) await this.backInStock(em, perfumeId)
      return this.bottle(em, bottle.id)
    })
  }

  /** Millilitres lost or found, with the reason; never below what checkouts hold of it. */
  async adjust(bottleId: string, input: AdjustBottleInput, byUserId: string): Promise<BottleView> {
    return this.em.fork().transactional(async (em) => {
      const bottle = await this.locked(em, bottleId)
      if (bottle.ml_left + input.ml > bottle.size_ml) {
        throw new DomainError('CONFLICT', 'bottle_full', {
          params: { sizeMl: bottle.size_ml, mlLeft: bottle.ml_left },
        })
      }
      if (bottle.ml_left + input.ml < bottle.ml_held) {
        throw bottle.ml_held
          ? new DomainError('CONFLICT', 'bottle_held', {
              params: { mlLeft: bottle.ml_left, mlHeld: bottle.ml_held },
            })
          : new DomainError('CONFLICT', 'bottle_short', {
              params: { mlLeft: bottle.ml_left, ml: -input.ml },
            })
      }
      const wasInStock = await inStock(em, bottle.perfume_id)
      await this.inventory.record(em, [
        { bottleId, type: 'adjusted', ml: input.ml, reason: input.reason, byUserId },
      ])
      if (!wasInStock) await this.backInStock(em, bottle.perfume_id)
      if (bottle.state === 'empty' && input.ml > 0) {
        await em.execute(`update bottle set state = 'open' where id = ?`, [bottleId])
      }
      return this.bottle(em, bottleId)
    })
  }

  /** A sealed bottle opened now: it pours before the sealed ones. */
  async open(bottleId: string): Promise<BottleView> {
    return this.em.fork().transactional(async (em) => {
      const bottle = await this.locked(em, bottleId)
      if (bottle.state !== 'sealed') {
        throw new DomainError('CONFLICT', 'bottle_open')
      }
      await em.execute(`update bottle set state = 'open', opened_at = now() where id = ?`, [
        bottleId,
      ])
      return this.bottle(em, bottleId)
    })
  }

  /** What is left in it is written off ('emptied') and it pours no more. */
  async empty(bottleId: string, byUserId: string): Promise<BottleView> {
    return this.em.fork().transactional(async (em) => {
      const bottle = await this.locked(em, bottleId)
      if (bottle.state === 'empty') throw new DomainError('CONFLICT', 'bottle_empty')
      if (bottle.ml_held > 0) {
        throw new DomainError('CONFLICT', 'bottle_held_empty', {
          params: { mlHeld: bottle.ml_held },
        })
      }
      await this.inventory.record(em, [
        { bottleId, type: 'adjusted', ml: -bottle.ml_left, reason: 'emptied', byUserId },
      ])
      await em.execute(`update bottle set state = 'empty' where id = ?`, [bottleId])
      return this.bottle(em, bottleId)
    })
  }

  /** A page of the ledger, newest first, with how many movements match. */
  async movements(query: MovementListQuery): Promise<{ movements: MovementView[]; total: number }> {
    const { where, params } = movementFilter(query)
    const [rows, [{ total }]] = await Promise.all([
      this.em.execute<MovementRow[]>(
        `${MOVEMENT_SELECT} where ${where} order by m.created_at desc, m.id limit ? offset ?`,
        [...params, query.limit, (query.page - 1) * query.limit],
      ),
      this.em.execute<{ total: number }[]>(
        `select count(*)::int as total from stock_movement m join bottle b on b.id = m.bottle_id where ${where}`,
        params,
      ),
    ])
    return { movements: rows.map(toMovementView), total }
  }

  /** Every movement matching the filters as CSV, oldest first, safe in a spreadsheet. */
  async movementsCsv(query: MovementListQuery): Promise<string> {
    const { where, params } = movementFilter(query)
    const rows = await this.em.execute<MovementRow[]>(
      `${MOVEMENT_SELECT} where ${where} order by m.created_at, m.id limit 100000`,
      params,
    )
    const header = 'fecha,perfume,marca,lote,tipo,ml,motivo,tamaño,pedido,por'
    // Signed ml stay numbers: every other cell is made safe for a spreadsheet.
    const lines = rows
      .map(toMovementView)
      .map((movement) =>
        [
          csvCell(movement.createdAt),
          csvCell(movement.perfumeName),
          csvCell(movement.brand),
          csvCell(movement.batchCode),
          movement.type,
          String(movement.ml),
          movement.reason ?? '',
          csvCell(movement.size ?? ''),
          movement.orderId ? shortOrderId(movement.orderId) : '',
          csvCell(movement.by ?? ''),
        ].join(','),
      )
    return `${[header, ...lines].join('\r\n')}\r\n`
  }

  /** Customers who saved a perfume hear it is back, when a size can sell again (this transaction). */
  private async backInStock(em: EntityManager, perfumeId: string): Promise<void> {
    if (!(await inStock(em, perfumeId))) return
    const [perfume] = await em.execute<
      { name: string; brand: string; slug: string; discount_percentage: number }[]
    >('select name, brand, slug, discount_percentage from perfume where id = ?', [perfumeId])
    await this.events.publish(em, {
      perfumeId,
      name: perfume.name,
      brand: perfume.brand,
      slug: perfume.slug,
      wentOnOffer: false,
      discountPercentage: perfume.discount_percentage,
      backInStock: true,
    })
  }

  private async perfumeExists(em: EntityManager, perfumeId: string): Promise<void> {
    const [perfume] = await em.execute(
      `select 1 from perfume where id = ? and archived_at is null`,
      [perfumeId],
    )
    if (!perfume) throw new DomainError('NOT_FOUND', 'perfume_not_found')
  }

  /** The bottle, its perfume's bottles locked in the one order every pour takes them. */
  private async locked(em: EntityManager, bottleId: string): Promise<BottleRow> {
    await this.inventory.lockPerfumesOf(em, [bottleId])
    const [bottle] = await em.execute<BottleRow[]>(
      `select ${BOTTLE_COLUMNS} from bottle where id = ?`,
      [bottleId],
    )
    if (!bottle) throw new DomainError('NOT_FOUND', 'bottle_not_found')
    return bottle
  }

  private async bottle(em: EntityManager, bottleId: string): Promise<BottleView> {
    const [bottle] = await em.execute<BottleRow[]>(
      `select ${BOTTLE_COLUMNS} from bottle where id = ?`,
      [bottleId],
    )
    return toBottleView(bottle)
  }
}

/** Whether some size of the perfume can sell now. */
async function inStock(em: EntityManager, perfumeId: string): Promise<boolean> {
  const [row] = await em.execute<{ in_stock: boolean }[]>(
    'select exists (select 1 from perfume_variant where perfume_id = ? and stock > 0) as in_stock',
    [perfumeId],
  )
  return row.in_stock
}

const MOVEMENT_SELECT = `select m.id, m.created_at, m.type, m.ml, m.reason, b.perfume_id,
    p.name as perfume_name, p.brand, m.bottle_id, b.batch_code, v.size, i.order_id, u.email as by_email
  from stock_movement m
  join bottle b on b.id = m.bottle_id
  join perfume p on p.id = b.perfume_id
  left join perfume_variant v on v.id = m.variant_id
  left join order_item i on i.id = m.order_item_id
  left join app_user u on u.id = m.by_user_id`

function movementFilter(query: MovementListQuery): { where: string; params: unknown[] } {
  const parts: string[] = []
  const params: unknown[] = []
  if (query.perfumeId) {
    parts.push('b.perfume_id = ?')
    params.push(query.perfumeId)
  }
  if (query.type) {
    parts.push('m.type = ?')
    params.push(query.type)
  }
  const range = withinStoreDays('m.created_at', query)
  parts.push(range.sql)
  params.push(...range.params)
  return { where: parts.join(' and '), params }
}

function toBottleView(row: BottleRow): BottleView {
  return {
    id: row.id,
    perfumeId: row.perfume_id,
    sizeMl: row.size_ml,
    mlLeft: row.ml_left,
    mlHeld: row.ml_held,
    mlFree: row.ml_left - row.ml_held,
    batchCode: row.batch_code,
    openedAt: row.opened_at ? new Date(row.opened_at).toISOString() : null,
    costCents: row.cost_cents,
    state: row.state,
    createdAt: new Date(row.created_at).toISOString(),
  }
}

function toMovementView(row: MovementRow): MovementView {
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    type: row.type,
    ml: row.ml,
    reason: row.reason,
    perfumeId: row.perfume_id,
    perfumeName: row.perfume_name,
    brand: row.brand,
    bottleId: row.bottle_id,
    batchCode: row.batch_code,
    size: row.size,
    orderId: row.order_id,
    by: row.by_email,
  }
}
