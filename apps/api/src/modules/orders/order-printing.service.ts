import {
  type OrderDocument,
  parseSizeLabel,
  type PrintOrdersInput,
  shortOrderId,
} from '@aurum/contracts'
import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import { uuidArray } from '../../common/uuid-array'
import type { OrderItem } from './entities/order-item.entity'
import { Order } from './entities/order.entity'
import { Refund } from './entities/refund.entity'
import type { DecantLabel } from './labels-pdf'
import type { PackingSlip } from './packing-slip-pdf'
import { refundedUnits } from './refund-lines'

/** A printed document and the order code its file is named after (one order), or null (several). */
export interface PrintedDocument {
  bytes: Uint8Array
  code: string | null
}

/** What one bottle gave one order line, for the perfume it holds. */
export interface BottlePour {
  perfumeId: string
  batchCode: string
  ml: number
}

/** One perfume poured for a line: a line of one perfume pours one, a set's line each of its own. */
interface LinePerfume {
  perfumeId: string | null
  name: string
  brand: string
}

/**
 * The back office's printing: the packing slip that goes in each parcel and the sheet of labels
 * for its decants, for one order or several in one PDF. It only reads: a reprint is always the
 * same as the first print while the order does not change.
 */
@Injectable()
export class OrderPrintingService {
  constructor(private readonly em: EntityManager) {}

  print(input: PrintOrdersInput): Promise<PrintedDocument> {
    return this.render(input.orderIds, input.document)
  }

  packingSlip(orderId: string): Promise<PrintedDocument> {
    return this.render([orderId], 'packing-slip')
  }

  labels(orderId: string): Promise<PrintedDocument> {
    return this.render([orderId], 'labels')
  }

  /** Every order asked for, in the order given, or a 404 naming the first that is not there. */
  private async render(orderIds: string[], document: OrderDocument): Promise<PrintedDocument> {
    const em = this.em.fork()
    const orders = await em.find(Order, { id: { $in: orderIds } }, { populate: ['items'] })
    const byId = new Map(orders.map((order) => [order.id, order]))
    const missing = orderIds.find((id) => !byId.has(id))
    if (missing) {
      throw new DomainError('NOT_FOUND', 'order_to_print_not_found', {
        params: { orderId: missing },
      })
    }
    const asked = orderIds.map((id) => byId.get(id) as Order)
    const items = asked.flatMap((order) => order.items.getItems())
    const [pours, perfumes, refunds] = await Promise.all([
      bottlePours(em, items),
      cataloguePerfumes(em, items),
      em.find(Refund, { order: { $in: orderIds } }),
    ])
    const packing: PrintableOrder = {
      pours,
      perfumeOf: perfumes.perfumeOf,
      allergens: new Map([...pours.allergens, ...perfumes.allergens]),
      refunded: refundedUnits(refunds),
    }
    const bytes =
      document === 'packing-slip'
        ? await renderPackingSlipsPdf(asked.map((order) => packingSlipOf(order, packing)))
        : await renderLabelsPdf(asked.flatMap((order) => decantLabelsOf(order, packing)))
    return { bytes, code: asked.length === 1 ? shortOrderId(asked[0].id) : null }
  }
}

/** What the documents of the orders asked are drawn from, read once for all of them. */
export interface PrintableOrder {
  /** Per order line, the bottles it was poured from, oldest first. */
  pours: { byItem: Map<string, BottlePour[]> }
  /** The perfume of a line of one size (by its variant), while that size is in the catalogue. */
  perfumeOf: Map<string, string>
  /** Per perfume id, the allergens it declares now. */
  allergens: Map<string, string | null>
  /** Per order line, the units given back (or on their way back). */
  refunded: Map<string, number>
}

/**
 * Per order line, the bottles its decants were poured from (net of what went back to them), in
 * the order the inventory pours them: oldest opened bottle first, then sealed ones as they came.
 */
async function bottlePours(
  em: EntityManager,
  items: OrderItem[],
): Promise<{ byItem: Map<string, BottlePour[]>; allergens: Map<string, string | null> }> {
  const rows = items.length
    ? await em.execute<
        {
          order_item_id: string
          perfume_id: string
          allergens: string | null
          batch_code: string
          ml: number
        }[]
      >(
        `select m.order_item_id, b.perfume_id, p.allergens, b.batch_code, -sum(m.ml)::int as ml
         from stock_movement m join bottle b on b.id = m.bottle_id join perfume p on p.id = b.perfume_id
         where m.order_item_id = any(?::uuid[]) and m.type in ('sold', 'returned')
         group by m.order_item_id, b.id, p.id having sum(m.ml) < 0
         order by b.opened_at nulls last, b.created_at, b.id`,
        [uuidArray(items.map((item) => item.id))],
      )
    : []
  const byItem = new Map<string, BottlePour[]>()
  const allergens = new Map<string, string | null>()
  for (const row of rows) {
    byItem.set(row.order_item_id, [
      ...(byItem.get(row.order_item_id) ?? []),
      { perfumeId: row.perfume_id, batchCode: row.batch_code, ml: row.ml },
    ])
    allergens.set(row.perfume_id, row.allergens)
  }
  return { byItem, allergens }
}

/**
 * The catalogue's perfumes of these lines: a size's perfume by its variant, and a set's perfumes
 * as the line names them; with the allergens each declares now. A line not yet poured (an order
 * waiting for stock) still gets its perfume's allergens from here.
 */
async function cataloguePerfumes(
  em: EntityManager,
  items: OrderItem[],
): Promise<{ perfumeOf: Map<string, string>; allergens: Map<string, string | null> }> {
  const variantIds = items.flatMap((item) => item.variantId ?? [])
  const memberIds = items.flatMap((item) => item.members?.map((member) => member.perfumeId) ?? [])
  const rows =
    variantIds.length || memberIds.length
      ? await em.execute<{ id: string; allergens: string | null; variant_id: string | null }[]>(
          `select p.id, p.allergens, v.id as variant_id
           from perfume p left join perfume_variant v on v.perfume_id = p.id and v.id = any(?::uuid[])
           where p.id = any(?::uuid[]) or v.id is not null`,
          [uuidArray(variantIds), uuidArray(memberIds)],
        )
      : []
  const perfumeOf = new Map<string, string>()
  const allergens = new Map<string, string | null>()
  for (const row of rows) {
    if (row.variant_id) perfumeOf.set(row.variant_id, row.id)
    allergens.set(row.id, row.allergens)
  }
  return { perfumeOf, allergens }
}

/** Units of a line still to go in the parcel: those not given back. */
function unitsToPack(item: OrderItem, printable: PrintableOrder): number {
  return Math.max(0, item.quantity - (printable.refunded.get(item.id) ?? 0))
}

/**
 * The perfumes a line pours, each with its catalogue id: a set's members as the line names them;
 * a size's perfume by its variant, or by the bottles it was poured from when that size has since
 * left the catalogue.
 */
function linePerfumes(item: OrderItem, printable: PrintableOrder): LinePerfume[] {
  if (item.members?.length) {
    return item.members.map((member) => ({
      perfumeId: member.perfumeId,
      name: member.name,
      brand: member.brand,
    }))
  }
  const poured = printable.pours.byItem.get(item.id) ?? []
  const perfumeId =
    (item.variantId && printable.perfumeOf.get(item.variantId)) || poured[0]?.perfumeId || null
  return [{ perfumeId, name: item.perfumeName, brand: item.brand }]
}

/** The bottles one perfume of a line was poured from. */
function poursOf(item: OrderItem, perfume: LinePerfume, printable: PrintableOrder): BottlePour[] {
  const poured = printable.pours.byItem.get(item.id) ?? []
  return item.members?.length
    ? poured.filter((pour) => pour.perfumeId === perfume.perfumeId)
    : poured
}

/**
 * The batch of each of `units` decants of `ml`, poured one after another from these bottles in
 * their order (as the inventory pours them): a decant that finished in the next bottle carries
 * both batches ('L1 + L2'), one the ledger holds no pour for (still waiting for stock) none.
 * The ledger records millilitres per bottle, not per decant, so which decant of a line came from
 * which of its bottles is worked out the way they were poured.
 */
export function batchesPerDecant(
  pours: BottlePour[],
  ml: number,
  units: number,
): (string | null)[] {
  const left = pours.map((pour) => pour.ml)
  let bottle = 0
  const batches: (string | null)[] = []
  for (let unit = 0; unit < units; unit++) {
    const codes: string[] = []
    let wanted = ml
    while (wanted > 0 && bottle < pours.length) {
      const take = Math.min(left[bottle], wanted)
      if (take > 0 && !codes.includes(pours[bottle].batchCode)) codes.push(pours[bottle].batchCode)
      left[bottle] -= take
      wanted -= take
      if (left[bottle] === 0) bottle++
    }
    batches.push(codes.length ? codes.join(' + ') : null)
  }
  return batches
}

function mlOf(item: OrderItem): number {
  // Sizes are written '5ml' by the catalogue's own rule; an order line keeps its size's label.
  return (parseSizeLabel(item.size) as { ml: number }).ml
}

/** An order's packing slip: what goes in its parcel, line by line, with the batches poured. */
export function packingSlipOf(order: Order, printable: PrintableOrder): PackingSlip {
  return {
    code: shortOrderId(order.id),
    createdAt: order.createdAt,
    email: order.email,
    address: order.shippingAddress,
    lines: order.items.getItems().flatMap((item) => {
      const quantity = unitsToPack(item, printable)
      if (!quantity) return []
      const perfumes = linePerfumes(item, printable)
      const batches = perfumes.map((perfume) => {
        const codes = [...new Set(poursOf(item, perfume, printable).map((pour) => pour.batchCode))]
        return { perfume: perfume.name, codes }
      })
      return [
        {
          name: item.perfumeName,
          brand: item.brand,
          setPerfumes: item.members?.length ? perfumes.map((perfume) => perfume.name) : [],
          ml: mlOf(item),
          quantity,
          batches: item.members?.length
            ? batches
            : [{ perfume: null, codes: batches[0]?.codes ?? [] }],
        },
      ]
    }),
  }
}

/** One label per decant the parcel holds: a set's line, one per perfume of each set. */
export function decantLabelsOf(order: Order, printable: PrintableOrder): DecantLabel[] {
  const code = shortOrderId(order.id)
  return order.items.getItems().flatMap((item) => {
    const units = unitsToPack(item, printable)
    const ml = mlOf(item)
    return linePerfumes(item, printable).flatMap((perfume) =>
      batchesPerDecant(poursOf(item, perfume, printable), ml, units).map((batchCode) => ({
        orderCode: code,
        perfume: perfume.name,
        brand: perfume.brand,
        ml,
        batchCode,
        allergens: (perfume.perfumeId && printable.allergens.get(perfume.perfumeId)) || null,
      })),
    )
  })
}

/** pdf-lib is loaded on the first document printed, not at every start of the API. */
async function renderPackingSlipsPdf(slips: PackingSlip[]): Promise<Uint8Array> {
  return (await import('./packing-slip-pdf')).renderPackingSlipsPdf(slips)
}

async function renderLabelsPdf(labels: DecantLabel[]): Promise<Uint8Array> {
  return (await import('./labels-pdf')).renderLabelsPdf(labels)
}
