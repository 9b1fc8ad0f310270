import { type DiscoveryTier, discoveryTiers, STORE_SETTING_DEFAULTS } from '@aurum/contracts'
import type { EntityManager } from '@mikro-orm/postgresql'
import { Collection } from '../catalogue/entities/collection.entity'
import { Perfume } from '../catalogue/entities/perfume.entity'
import type { PerfumeVariant } from '../catalogue/entities/perfume-variant.entity'
import type { SettingsService } from '../settings/settings.service'

/** One perfume of a set as the cart prices it: its size, poured for every set bought. */
export interface PricedMember {
  variantId: string
  perfumeId: string
  slug: string
  name: string
  brand: string
  imageUrl: string | null
}

/** A set line priced from the catalogue now. */
export interface PricedSet {
  kind: 'collection' | 'discovery'
  collectionId: string | null
  slug: string | null
  name: string
  size: string
  unitCents: number
  /** Sets there are for now: the fewest decants of any member's size (0 when one is missing). */
  stock: number
  members: PricedMember[]
}

/** What the chosen perfumes of a discovery set are called on its line, the order and the mail. */
export const DISCOVERY_SET_NAME = 'Set descubrimiento'

/**
 * The set of a cart line, or of a line about to be added, priced now: a collection at its set
 * price for the size (its perfumes as the curator ordered them), a discovery set at the sum of its
 * perfumes' prices less its tier's discount. Null when it cannot be sold at all: a size the
 * collection is not sold in, collections switched off, a number of perfumes no tier allows.
 * Two queries for the collections and two for the picked perfumes, however many lines.
 */
export async function priceSets(
  em: EntityManager,
  settings: SettingsService,
  sets: readonly { collectionId: string | null; perfumeIds: string[]; size: string }[],
  unitPriceCents: (variant: PerfumeVariant) => number,
): Promise<(PricedSet | null)[]> {
  const collectionIds = [...new Set(sets.flatMap((set) => set.collectionId ?? []))]
  const perfumeIds = [...new Set(sets.flatMap((set) => set.perfumeIds))]
  const [collections, picked, stored] = await Promise.all([
    collectionIds.length
      ? em.find(
          Collection,
          { id: { $in: collectionIds } },
          { populate: ['entries.perfume.variants'] },
        )
      : [],
    perfumeIds.length
      ? em.find(Perfume, { id: { $in: perfumeIds }, archivedAt: null }, { populate: ['variants'] })
      : [],
    settings.storeSettings(em),
  ])
  const collectionsOn = stored.collections_enabled === 'true'
  const tiers =
    discoveryTiers(stored.discovery_set_tiers) ??
    discoveryTiers(STORE_SETTING_DEFAULTS.discovery_set_tiers) ??
    []
  const byId = new Map(picked.map((perfume) => [perfume.id, perfume]))

  return sets.map((set) => {
    if (set.collectionId) {
      const collection = collections.find((candidate) => candidate.id === set.collectionId)
      const index = collection?.setSizes.indexOf(set.size) ?? -1
      if (!collection || !collectionsOn || index < 0) return null
      const perfumes = collection.entries
        .getItems()
        .map((entry) => entry.perfume)
        .filter((perfume) => perfume.archivedAt === null)
      if (!perfumes.length) return null
      return priced(
        {
          kind: 'collection',
          collectionId: collection.id,
          slug: collection.slug,
          name: collection.name,
        },
        perfumes,
        set.size,
        () => collection.setPricesCents[index],
      )
    }
    const tier = tierOf(tiers, set.perfumeIds.length)
    const perfumes = set.perfumeIds.map((id) => byId.get(id))
    if (!tier || perfumes.some((perfume) => !perfume)) return null
    return priced(
      { kind: 'discovery', collectionId: null, slug: null, name: DISCOVERY_SET_NAME },
      perfumes as Perfume[],
      set.size,
      (sizes) =>
        Math.round(
          (sizes.reduce((sum, variant) => sum + unitPriceCents(variant), 0) *
            (100 - tier.discountPercentage)) /
            100,
        ),
    )
  })
}

export function tierOf(tiers: readonly DiscoveryTier[], count: number): DiscoveryTier | null {
  return tiers.find((tier) => tier.count === count) ?? null
}

function priced(
  set: Pick<PricedSet, 'kind' | 'collectionId' | 'slug' | 'name'>,
  perfumes: Perfume[],
  size: string,
  price: (sizes: PerfumeVariant[]) => number,
): PricedSet {
  const sizes = perfumes.map((perfume) =>
    perfume.variants.getItems().find((variant) => variant.size === size),
  )
  const complete = sizes.every(Boolean)
  const variants = sizes.filter((variant): variant is PerfumeVariant => Boolean(variant))
  return {
    ...set,
    size,
    unitCents: complete ? price(variants) : 0,
    stock: complete ? Math.min(...variants.map((variant) => variant.stock)) : 0,
    members: perfumes.flatMap((perfume, index) => {
      const variant = sizes[index]
      return variant
        ? [
            {
              variantId: variant.id,
              perfumeId: perfume.id,
              slug: perfume.slug,
              name: perfume.name,
              brand: perfume.brand,
              imageUrl: perfume.imageUrl,
            },
          ]
        : []
    }),
  }
}
