import { type PerfumeCategory, type Scent, searchable } from '@aurum/contracts'
import type { EntityManager } from '@mikro-orm/postgresql'
import { bumpCatalogueVersion } from '../src/modules/catalogue/catalogue-version'
import { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { PerfumeVariant } from '../src/modules/catalogue/entities/perfume-variant.entity'
import { PriceChange } from '../src/modules/catalogue/entities/price-change.entity'

export interface PerfumeSpec {
  name: string
  brand?: string
  category?: PerfumeCategory
  discount?: number
  onHomepage?: boolean
  imageUrl?: string
  /**
   * [size label, ml, price in cents, stock]: the perfume gets one open bottle holding the most
   * millilitres any size's stock represents (as the inventory's migration did), batch TEST-1.
   */
  sizes?: [string, number, number, number][]
  /** Its scent; its notes become the flat list of notes too. */
  scent?: Scent
}

/** Writes perfumes the way a catalogue write does: in one transaction that moves the version. */
export async function createPerfumes(em: EntityManager, specs: PerfumeSpec[]): Promise<Perfume[]> {
  return em.fork().transactional(async (tx) => {
    const bottles: { perfumeId: string; ml: number }[] = []
    const perfumes = specs.map((spec) => {
      const perfume = tx.create(Perfume, {
        slug: searchable(spec.name)
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, ''),
        name: spec.name,
        brand: spec.brand ?? 'Casa de Prueba',
        description: `Descripción de ${spec.name}.`,
        category: spec.category ?? 'unisex',
        isOnOffer: spec.discount !== undefined,
        discountPercentage: spec.discount ?? 0,
        offerDescription: spec.discount !== undefined ? 'Oferta de prueba' : null,
        onHomepage: spec.onHomepage ?? false,
        imageUrl: spec.imageUrl ?? null,
        scent: spec.scent ?? null,
        notes: spec.scent
          ? [...spec.scent.pyramid.top, ...spec.scent.pyramid.heart, ...spec.scent.pyramid.base]
          : [],
      })
      const sizes = spec.sizes ?? [['5ml', 5, 1000, 10]]
      for (const [size, ml, priceCents] of sizes) {
        const variant = tx.create(PerfumeVariant, { perfume, size, ml, priceCents })
        tx.create(PriceChange, { variant, priceCents })
      }
      bottles.push({
        perfumeId: perfume.id,
        ml: Math.max(...sizes.map(([, ml, , stock]) => ml * stock)),
      })
      return perfume
    })
    await tx.flush()
    for (const bottle of bottles) {
      if (bottle.ml > 0) await receiveBottle(tx, bottle.perfumeId, bottle.ml)
    }
    await bumpCatalogueVersion(tx)
    return perfumes
  })
}

/**
 * A bottle received the way the inventory records one (a 'received' movement; the trigger fills
 * it and recounts the sizes), open since a day ago so it pours before bottles received later.
 */
export async function receiveBottle(
  em: EntityManager,
  perfumeId: string,
  ml: number,
  batchCode = 'TEST-1',
): Promise<string> {
  const [bottle] = await em.execute<{ id: string }[]>(
    `insert into bottle (id, perfume_id, size_ml, batch_code, opened_at, state)
     values (gen_random_uuid(), ?, ?, ?, now() - interval '1 day', 'open') returning id`,
    [perfumeId, ml, batchCode],
  )
  await em.execute(
    `insert into stock_movement (id, bottle_id, type, ml) values (gen_random_uuid(), ?, 'received', ?)`,
    [bottle.id, ml],
  )
  return bottle.id
}

/**
 * Leaves a perfume with exactly this many free millilitres, through the ledger (a count
 * correction of each bottle), as a test's starting point: 0 sells it out.
 */
export async function setFreeMl(em: EntityManager, perfumeId: string, ml: number): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const bottles = await tx.execute<
      { id: string; size_ml: number; ml_left: number; ml_held: number }[]
    >(
      'select id, size_ml, ml_left, ml_held from bottle where perfume_id = ? order by opened_at nulls last, id for update',
      [perfumeId],
    )
    let wanted = ml
    for (const bottle of bottles) {
      const free = Math.min(wanted, bottle.size_ml - bottle.ml_held)
      const change = free + bottle.ml_held - bottle.ml_left
      wanted -= free
      if (change !== 0) {
        await tx.execute(
          `insert into stock_movement (id, bottle_id, type, ml, reason) values (gen_random_uuid(), ?, 'adjusted', ?, 'count')`,
          [bottle.id, change],
        )
      }
    }
    if (wanted > 0) await receiveBottle(tx, perfumeId, wanted, 'TEST-EXTRA')
    await bumpCatalogueVersion(tx)
  })
}
