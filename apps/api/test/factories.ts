import { type PerfumeCategory, searchable } from '@aurum/contracts'
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
  /** [size label, ml, price in cents, stock] */
  sizes?: [string, number, number, number][]
}

/** Writes perfumes the way a catalogue write does: in one transaction that moves the version. */
export async function createPerfumes(em: EntityManager, specs: PerfumeSpec[]): Promise<Perfume[]> {
  return em.fork().transactional(async (tx) => {
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
      })
      for (const [size, ml, priceCents, stock] of spec.sizes ?? [['5ml', 5, 1000, 10]]) {
        const variant = tx.create(PerfumeVariant, { perfume, size, ml, priceCents, stock })
        tx.create(PriceChange, { variant, priceCents })
      }
      return perfume
    })
    await tx.flush()
    await bumpCatalogueVersion(tx)
    return perfumes
  })
}
