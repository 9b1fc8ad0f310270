import {
  centsToText,
  parseSizeLabel,
  PERFUME_CATEGORIES,
  type PerfumeListQuery,
  SEASONS,
  priceAfterDiscount,
  pricePerMl,
} from '@aurum/contracts'
import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable, type OnModuleInit } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import { SettingsService } from '../settings/settings.service'
import { bumpCatalogueVersion } from './catalogue-version'
import { type CachedAnswer, CatalogueCache } from './catalogue.cache'
import type { CollectionView } from './dto/collection.view'
import type { PerfumeFacetsView, SimilarPerfumeView } from './dto/perfume-facets.view'
import type { PerfumeDetailView, PerfumeView } from './dto/perfume.view'
import { Collection } from './entities/collection.entity'
import { PerfumeVariant } from './entities/perfume-variant.entity'
import { Perfume } from './entities/perfume.entity'
import {
  type FacetRow,
  type LowStockRow,
  PerfumeRepository,
  type PerfumeRow,
  PRICE_BAND_EDGES,
} from './entities/perfume.repository'
import { mostAlike } from './similar-scents'

const NULL_BODY = Buffer.from('null')

/** The catalogue as shoppers and integrators read it; every answer comes through the cache. */
@Injectable()
export class CatalogueService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly perfumes: PerfumeRepository,
    private readonly cache: CatalogueCache,
    private readonly settings: SettingsService,
  ) {}

  onModuleInit(): void {
    // The cached collection answers depend on this switch.
    this.settings.onChange('collections_enabled', (em) => this.cache.changed(em))
  }

  /** A perfume's sizes, for a cart line to point at; null when the shop has no such perfume. */
  async sizesOf(perfumeId: string, em: EntityManager = this.em): Promise<PerfumeVariant[] | null> {
    const perfume = await em.findOne(
      Perfume,
      { id: perfumeId, archivedAt: null },
      { populate: ['variants'] },
    )
    return perfume ? perfume.variants.getItems() : null
  }

  /** The dashboard's catalogue counts; archived perfumes are left out. */
  dashboardFigures(): Promise<{
    totalPerfumes: number
    perfumesOnOffer: number
    totalCollections: number
  }> {
    return this.perfumes.dashboardFigures()
  }

  /** Sizes of the shown perfumes with at most this many units, fewest first. */
  lowStock(threshold: number): Promise<LowStockRow[]> {
    return this.perfumes.lowStock(threshold)
  }

  /** After stock or prices change in a transaction: every replica's cache lets go. */
  async changed(em: EntityManager): Promise<void> {
    await bumpCatalogueVersion(em)
  }

  /**
   * A page of the filtered catalogue, then cached: one query whatever the page size, the page with
   * its sizes and the count together.
   */
  listPerfumes(query: PerfumeListQuery): Promise<CachedAnswer> {
    return this.cache.answer(`perfumes:${JSON.stringify(query)}`, async () => {
      const { perfumes, total } = await this.perfumes.findPage(query)
      return { body: perfumes.map(toPerfumeView), headers: { 'x-total-count': String(total) } }
    })
  }

  /** The facets of the filtered catalogue (one query), then cached like the list. */
  facets(query: PerfumeListQuery): Promise<CachedAnswer> {
    // The page and its order do not change the counts: one answer for all of them.
    const filters = { ...query, page: 1, limit: 1, sort: undefined }
    return this.cache.answer(`facets:${JSON.stringify(filters)}`, async () => ({
      body: toFacetsView(await this.perfumes.facets(query)),
    }))
  }

  /**
   * The perfumes that smell most like this one (docs/decisions/019), best first: the scents of the
   * catalogue in one query, the chosen ones in another; cached.
   */
  async similar(slug: string, limit: number): Promise<CachedAnswer> {
    const answer = await this.cache.answer(`similar:${slug}:${limit}`, async () => {
      const scents = await this.perfumes.scents()
      const perfume = scents.find((row) => row.slug === slug)
      if (!perfume) return { body: (await this.perfumes.shows(slug)) ? [] : null }
      const alike = mostAlike(perfume, scents, limit)
      const views = new Map(
        (await this.perfumes.findByIds(alike.map((row) => row.id))).map((row) => [
          row.id,
          toPerfumeView(row),
        ]),
      )
      const body: SimilarPerfumeView[] = alike.flatMap(({ id, ...likeness }) => {
        const view = views.get(id)
        return view ? [{ perfume: view, ...likeness }] : []
      })
      return { body }
    })
    if (answer.body.equals(NULL_BODY)) throw new DomainError('NOT_FOUND', 'perfume_not_found')
    return answer
  }

  homepagePerfumes(): Promise<CachedAnswer> {
    return this.cache.answer('homepage', async () => ({
      body: (await this.perfumes.findHomepage()).map(toPerfumeView),
    }))
  }

  async perfume(slug: string): Promise<CachedAnswer> {
    const answer = await this.cache.answer(`perfume:${slug}`, async () => {
      const row = await this.perfumes.findBySlug(slug)
      const body: PerfumeDetailView | null = row
        ? { ...toPerfumeView(row), performance: row.performance }
        : null
      return { body }
    })
    if (answer.body.equals(NULL_BODY)) throw new DomainError('NOT_FOUND', 'perfume_not_found')
    return answer
  }

  brands(): Promise<CachedAnswer> {
    return this.cache.answer('brands', async () => ({ body: await this.perfumes.brands() }))
  }

  /** Every collection in the curator's order with its perfumes in theirs; none while switched off. */
  collections(): Promise<CachedAnswer> {
    return this.cache.answer('collections', async () => ({ body: await this.collectionViews() }))
  }

  async collection(slug: string): Promise<CachedAnswer> {
    const answer = await this.cache.answer(`collection:${slug}`, async () => ({
      body: (await this.collectionViews(slug))[0] ?? null,
    }))
    if (answer.body.equals(NULL_BODY)) throw new DomainError('NOT_FOUND', 'collection_not_found')
    return answer
  }

  private async collectionViews(slug?: string): Promise<CollectionView[]> {
    const em = this.em.fork()
    if (!(await this.settings.enabled('collections_enabled', em))) return []
    const collections = await em.find(Collection, slug === undefined ? {} : { slug }, {
      populate: ['entries'],
      orderBy: { position: 'asc', name: 'asc', entries: { position: 'asc' } },
    })
    const ids = collections.flatMap((collection) =>
      collection.entries.getItems().map((entry) => entry.perfume.id),
    )
    const views = new Map(
      (await this.perfumes.findByIds([...new Set(ids)])).map((row) => [row.id, toPerfumeView(row)]),
    )
    return collections.map((collection) => {
      const perfumes = collection.entries
        .getItems()
        .map((entry) => views.get(entry.perfume.id))
        .filter((view): view is PerfumeView => view !== undefined)
      return {
        id: collection.id,
        slug: collection.slug,
        name: collection.name,
        description: collection.description,
        theme: collection.theme,
        imageUrl: collection.imageUrl,
        perfumes,
        sets: perfumes.length
          ? collection.setSizes.map((size, index) => ({
              size,
              price: centsToText(collection.setPricesCents[index]),
              stock: Math.min(
                ...perfumes.map(
                  (perfume) =>
                    perfume.variants.find((variant) => variant.size === size)?.stock ?? 0,
                ),
              ),
            }))
          : [],
      }
    })
  }
}

/** The facet rows of one query as the API answers them, each facet in its own order. */
function toFacetsView(rows: FacetRow[]): PerfumeFacetsView {
  const of = (facet: FacetRow['facet']) =>
    rows.filter((row) => row.facet === facet).map(({ value, count }) => ({ value, count }))
  const byCount = (a: { value: string; count: number }, b: { value: string; count: number }) =>
    b.count - a.count || a.value.localeCompare(b.value, 'es')
  const inOrder = (order: readonly string[]) => (a: { value: string }, b: { value: string }) =>
    order.indexOf(a.value) - order.indexOf(b.value)
  const edges = [null, ...PRICE_BAND_EDGES, null]
  return {
    total: of('total')[0]?.count ?? 0,
    brands: of('brand').sort((a, b) => a.value.localeCompare(b.value, 'es')),
    categories: of('category').sort(inOrder(PERFUME_CATEGORIES)),
    families: of('family').sort(byCount),
    accords: of('accord').sort(byCount),
    seasons: of('season').sort(inOrder(SEASONS)),
    sizes: of('size').sort(
      (a, b) => (parseSizeLabel(a.value)?.ml ?? 0) - (parseSizeLabel(b.value)?.ml ?? 0),
    ),
    priceBands: of('price')
      .map(({ value, count }) => {
        const band = Number(value)
        const from = edges[band]
        const below = edges[band + 1]
        return {
          band,
          minPrice: from === null ? null : centsToText(from),
          maxPrice: below === null ? null : centsToText(below - 1),
          count,
        }
      })
      .sort((a, b) => a.band - b.band)
      .map(({ minPrice, maxPrice, count }) => ({ minPrice, maxPrice, count })),
  }
}

export function toPerfumeView(perfume: PerfumeRow): PerfumeView {
  const variants = perfume.variants.map((variant) => {
    const offerCents = perfume.is_on_offer
      ? priceAfterDiscount(variant.price_cents, perfume.discount_percentage)
      : null
    return {
      size: variant.size,
      ml: variant.ml,
      price: centsToText(variant.price_cents),
      offerPrice: offerCents === null ? null : centsToText(offerCents),
      pricePerMl: centsToText(pricePerMl(offerCents ?? variant.price_cents, variant.ml)),
      lowestPrice30Days:
        variant.lowest_before_cents === null ? null : centsToText(variant.lowest_before_cents),
      stock: variant.stock,
    }
  })
  return {
    id: perfume.id,
    slug: perfume.slug,
    name: perfume.name,
    brand: perfume.brand,
    description: perfume.description,
    imageUrl: perfume.image_url,
    category: perfume.category,
    notes: perfume.notes,
    scent: perfume.scent,
    sizes: variants.map((variant) => variant.size),
    prices: variants.map((variant) => variant.price),
    isOnOffer: perfume.is_on_offer,
    discountPercentage: String(perfume.is_on_offer ? perfume.discount_percentage : 0),
    offerDescription: perfume.is_on_offer ? perfume.offer_description : null,
    inStock: variants.some((variant) => variant.stock > 0),
    rating: perfume.rating === null ? null : Number(perfume.rating),
    reviewCount: perfume.review_count,
    variants,
  }
}
