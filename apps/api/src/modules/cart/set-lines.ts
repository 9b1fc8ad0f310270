import {
  type DiscoveryTier,
  discoveryTiers,
  offerIsRunning,
  priceAfterDiscount,
  STORE_SETTING_DEFAULTS,
} from '@aurum/contracts'
import type { EntityManager } from '@mikro-orm/postgresql'
import type { SettingsService } from '../settings/settings.service'

/** A perfume's offer as the cart reads it, to price its sizes now. */
export interface OfferTerms {
  isOnOffer: boolean
  offerEndsAt: Date | null
  discountPercentage: number
}

/** One size as the cart reads it: plain columns, no entity. */
export interface SizeRow {
  id: string
  size: string
  priceCents: number
  stock: number
}

/** A perfume as a set line reads it, with its sizes. */
interface SetPerfumeRow extends OfferTerms {
  id: string
  slug: string
  name: string
  brand: string
  imageUrl: string | null
  variants: SizeRow[]
}

/** A collection as a set line reads it, its shown perfumes in the curator's order. */
interface SetCollectionRow {
  id: string
  slug: string
  name: string
  setSizes: string[]
  setPricesCents: number[]
  perfumes: SetPerfumeRow[]
}

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

/** What one unit of a size costs now: the offer price while its perfume's offer runs. */
export function unitPriceCents(perfume: OfferTerms, priceCents: number): number {
  return offerIsRunning(perfume)
    ? priceAfterDiscount(priceCents, perfume.discountPercentage)
    : priceCents
}

/** A perfume of a set line with its sizes and its offer, as one JSON object (perfume p). */
const SET_PERFUME = `json_build_object('id', p.id, 'slug', p.slug, 'name', p.name,
  'brand', p.brand, 'imageUrl', p.image_url, 'isOnOffer', p.is_on_offer,
  'offerEndsAt', p.offer_ends_at, 'discountPercentage', p.discount_percentage,
  'variants', (select coalesce(json_agg(json_build_object('id', v.id, 'size', v.size,
    'priceCents', v.price_cents, 'stock', v.stock)), '[]')
    from perfume_variant v where v.perfume_id = p.id))`

/** The collections and the picked perfumes of some set lines, with their sizes: one statement. */
const SET_MEMBERS = `select
  (select coalesce(json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name', c.name,
    'setSizes', c.set_sizes, 'setPricesCents', c.set_prices_cents,
    'perfumes', (select coalesce(json_agg(${SET_PERFUME} order by e.position, p.id), '[]')
      from collection_perfume e join perfume p on p.id = e.perfume_id
      where e.collection_id = c.id and p.archived_at is null))), '[]')
    from collection c where c.id in (select json_array_elements_text(?::json)::uuid)) as collections,
  (select coalesce(json_agg(${SET_PERFUME}), '[]')
    from perfume p
    where p.id in (select json_array_elements_text(?::json)::uuid) and p.archived_at is null)
    as picked`

/**
 * The set of a cart line, or of a line about to be added, priced now: a collection at its set
 * price for the size (its perfumes as the curator ordered them), a discovery set at the sum of its
 * perfumes' prices less its tier's discount. Null when it cannot be sold at all: a size the
 * collection is not sold in, collections switched off, a number of perfumes no tier allows.
 * Plain rows in two queries side by side, the sets' perfumes and the store's settings, however
 * many lines; read through em, so inside its transaction when it has one.
 */
export async function priceSets(
  em: EntityManager,
  settings: SettingsService,
  sets: readonly { collectionId: string | null; perfumeIds: string[]; size: string }[],
): Promise<(PricedSet | null)[]> {
  const collectionIds = [...new Set(sets.flatMap((set) => set.collectionId ?? []))]
  const perfumeIds = [...new Set(sets.flatMap((set) => set.perfumeIds))]
  const [[members], stored] = await Promise.all([
    em.execute<{ collections: SetCollectionRow[]; picked: SetPerfumeRow[] }[]>(SET_MEMBERS, [
      // As JSON: MikroORM would spread an array into a list of values.
      JSON.stringify(collectionIds),
      JSON.stringify(perfumeIds),
    ]),
    settings.storeSettings(em),
  ])
  const collectionsOn = stored.collections_enabled === 'true'
  const tiers =
    discoveryTiers(stored.discovery_set_tiers) ??
    discoveryTiers(STORE_SETTING_DEFAULTS.discovery_set_tiers) ??
    []
  const byId = new Map(members.picked.map((perfume) => [perfume.id, withDates(perfume)]))

  return sets.map((set) => {
    if (set.collectionId) {
      const collection = members.collections.find((candidate) => candidate.id === set.collectionId)
      const index = collection?.setSizes.indexOf(set.size) ?? -1
      if (!collection || !collectionsOn || index < 0) return null
      if (!collection.perfumes.length) return null
      return priced(
        {
          kind: 'collection',
          collectionId: collection.id,
          slug: collection.slug,
          name: collection.name,
        },
        collection.perfumes.map(withDates),
        set.size,
        () => collection.setPricesCents[index],
      )
    }
    const tier = tierOf(tiers, set.perfumeIds.length)
    const perfumes = set.perfumeIds.map((id) => byId.get(id))
    if (!tier || perfumes.some((perfume) => !perfume)) return null
    return priced(
      { kind: 'discovery', collectionId: null, slug: null, name: DISCOVERY_SET_NAME },
      perfumes as SetPerfumeRow[],
      set.size,
      (sizes) =>
        Math.round(
          (sizes.reduce(
            (sum, { perfume, size }) => sum + unitPriceCents(perfume, size.priceCents),
            0,
          ) *
            (100 - tier.discountPercentage)) /
            100,
        ),
    )
  })
}

export function tierOf(tiers: readonly DiscoveryTier[], count: number): DiscoveryTier | null {
  return tiers.find((tier) => tier.count === count) ?? null
}

/** A perfume read as JSON, its offer's end a date again. */
function withDates(perfume: SetPerfumeRow): SetPerfumeRow {
  return { ...perfume, offerEndsAt: perfume.offerEndsAt && new Date(perfume.offerEndsAt) }
}

function priced(
  set: Pick<PricedSet, 'kind' | 'collectionId' | 'slug' | 'name'>,
  perfumes: SetPerfumeRow[],
  size: string,
  price: (sizes: { perfume: SetPerfumeRow; size: SizeRow }[]) => number,
): PricedSet {
  const sizes = perfumes.map((perfume) => perfume.variants.find((variant) => variant.size === size))
  const complete = sizes.every(Boolean)
  const found = perfumes.flatMap((perfume, index) => {
    const variant = sizes[index]
    return variant ? [{ perfume, size: variant }] : []
  })
  return {
    ...set,
    size,
    unitCents: complete ? price(found) : 0,
    stock: complete ? Math.min(...found.map(({ size }) => size.stock)) : 0,
    members: found.map(({ perfume, size }) => ({
      variantId: size.id,
      perfumeId: perfume.id,
      slug: perfume.slug,
      name: perfume.name,
      brand: perfume.brand,
      imageUrl: perfume.imageUrl,
    })),
  }
}
