import {
  type AdminPerfumeListQuery,
  centsToText,
  type CreatePerfumeInput,
  offerIsRunning,
  parseSizeLabel,
  priceAfterDiscount,
  type Scent,
  searchable,
  type UpdatePerfumeInput,
} from '@aurum/contracts'
import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import { OrdersService } from '../orders/orders.service'
import { CatalogueCache } from './catalogue.cache'
import type { AdminPerfumeView } from './dto/admin-perfume.dto'
import { CollectionPerfume } from './entities/collection-perfume.entity'
import { PerfumeVariant } from './entities/perfume-variant.entity'
import { Perfume } from './entities/perfume.entity'
import { type AdminPerfumeRow, PerfumeRepository } from './entities/perfume.repository'
import { PriceChange } from './entities/price-change.entity'
import { endDueOffers } from './offer-expiry'
import { PerfumeEvents } from './perfume-events'
import { freeSlug } from './slugs'

const NO_OFFER = {
  isOnOffer: false,
  discountPercentage: 0,
  offerDescription: null,
  offerEndsAt: null,
} as const

/** The back office's perfumes: every write in one transaction that moves the catalogue version. */
@Injectable()
export class AdminPerfumesService {
  constructor(
    private readonly em: EntityManager,
    private readonly perfumes: PerfumeRepository,
    private readonly cache: CatalogueCache,
    private readonly orders: OrdersService,
    private readonly events: PerfumeEvents,
  ) {}

  /** A page of the list, each perfume with its sizes, and the count: two queries whatever the page size. */
  async list(
    query: AdminPerfumeListQuery,
  ): Promise<{ perfumes: AdminPerfumeView[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.perfumes.findAdminPage(query),
      this.perfumes.countAdmin(query),
    ])
    return { perfumes: rows.map(toAdminPerfumeView), total }
  }

  async get(id: string): Promise<AdminPerfumeView> {
    const row = await this.perfumes.findAdminById(id)
    if (!row) throw notFound()
    return toAdminPerfumeView(row)
  }

  /**
   * Its sizes sell nothing until a bottle arrives; each size's price history starts now. A scent
   * given without notes gives the perfume its pyramid's notes.
   */
  async create(input: CreatePerfumeInput): Promise<AdminPerfumeView> {
    const id = await this.write((em) => this.createIn(em, input))
    return this.get(id)
  }

  /**
   * create's writing inside the caller's transaction (the form's, or the CSV import's, which
   * gives the slug of its row): the new perfume's id.
   */
  async createIn(em: EntityManager, input: CreatePerfumeInput, slug?: string): Promise<string> {
    const perfume = em.create(Perfume, {
      slug: slug ?? (await freeSlug(em, 'perfume', input.name)),
      name: input.name,
      brand: input.brand,
      description: input.description,
      category: input.category,
      notes: input.notes ?? (input.scent ? pyramidNotes(input.scent) : []),
      scent: input.scent ?? null,
      imageUrl: input.imageUrl ?? null,
      allergens: input.allergens ?? null,
      ...(input.isOnOffer
        ? {
            isOnOffer: true,
            discountPercentage: input.discountPercentage,
            offerDescription: input.offerDescription ?? null,
            offerEndsAt: input.offerEndsAt ?? null,
          }
        : NO_OFFER),
    })
    input.sizes.forEach((size, index) => {
      perfume.variants.add(
        em.create(PerfumeVariant, {
          perfume,
          size,
          ml: mlOf(size),
          priceCents: input.prices[index],
        }),
      )
    })
    recordPriceChanges(em, perfume, new Map())
    return perfume.id
  }

  /**
   * The fields given replace the stored ones. A size kept keeps its row, a new size is a new row
   * (selling what the bottles allow), a size left out is deleted with its cart lines. A size whose
   * price after any offer moves gets a line of price history. Stock is never written here. A
   * scent given without notes brings its pyramid's notes; a scent cleared (null) leaves the notes.
   */
  async update(id: string, input: UpdatePerfumeInput): Promise<AdminPerfumeView> {
    if (input.id !== id) {
      throw new DomainError('VALIDATION_FAILED', 'body_id_mismatch', {
        fieldErrors: {
          id: ['El id del cuerpo no es el de la ruta'],
        },
      })
    }
    await this.write((em) => this.updateIn(em, input))
    return this.get(id)
  }

  /** update's writing inside the caller's transaction (the form's, or the CSV import's). */
  async updateIn(em: EntityManager, input: UpdatePerfumeInput): Promise<void> {
    const id = input.id
    // An offer already past its end is written down first, so the history reads in order.
    await endDueOffers(em, id)
    const perfume = await this.lockForWrite(em, id)
    const before = new Map(
      perfume.variants.getItems().map((variant) => [variant.id, currentCents(variant, perfume)]),
    )
    const wasOnOffer = offerIsRunning(perfume)

    if (input.name !== undefined) perfume.name = input.name
    if (input.brand !== undefined) perfume.brand = input.brand
    if (input.description !== undefined) perfume.description = input.description
    if (input.category !== undefined) perfume.category = input.category
    if (input.scent !== undefined) perfume.scent = input.scent
    if (input.notes !== undefined) perfume.notes = input.notes
    else if (input.scent) perfume.notes = pyramidNotes(input.scent)
    if (input.imageUrl !== undefined) perfume.imageUrl = input.imageUrl
    if (input.allergens !== undefined) perfume.allergens = input.allergens
    applyOffer(perfume, input)

    if (input.sizes && input.prices) {
      replaceSizes(em, perfume, { sizes: input.sizes, prices: input.prices })
      await em.flush()
      // A new size sells what the bottles allow from the start.
      await em.execute('select inventory_refresh(?)', [perfume.id])
    }
    recordPriceChanges(em, perfume, before)
    // Customers who saved it hear of a new offer (in this transaction).
    await this.events.publish(em, {
      perfumeId: perfume.id,
      name: perfume.name,
      brand: perfume.brand,
      slug: perfume.slug,
      wentOnOffer: !wasOnOffer && offerIsRunning(perfume),
      discountPercentage: perfume.discountPercentage,
      backInStock: false,
    })
  }

  /**
   * A perfume that orders point at is archived, so their history keeps a perfume to name;
   * otherwise it is deleted with its sizes, their cart lines and its collection places.
   */
  async remove(id: string): Promise<'archived' | 'deleted'> {
    return this.write(async (em) => {
      const perfume = await this.lockForWrite(em, id)
      const variantIds = perfume.variants.getItems().map((variant) => variant.id)
      if ((await this.orders.variantsOrdered(variantIds, em)).length) {
        perfume.archivedAt = new Date()
        await em.nativeDelete(CollectionPerfume, { perfume: perfume.id })
        return 'archived'
      }
      em.remove(perfume)
      return 'deleted'
    })
  }

  /** The change, its flush and the catalogue version in one transaction (the import's too). */
  async write<T>(change: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.em.fork().transactional(async (em) => {
        const result = await change(em)
        await em.flush()
        await this.cache.changed(em)
        return result
      })
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new DomainError('CONFLICT', 'perfume_name_race')
      }
      throw error
    }
  }

  /** The row lock orders concurrent edits of one perfume; archived ones are gone. */
  private async lockForWrite(em: EntityManager, id: string): Promise<Perfume> {
    const perfume = await em.findOne(
      Perfume,
      { id, archivedAt: null },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    )
    if (!perfume) throw notFound()
    await em.populate(perfume, ['variants'])
    return perfume
  }
}

function notFound(): DomainError {
  return new DomainError('NOT_FOUND', 'perfume_not_found')
}

/**
 * Every note of a scent's pyramid, top to base, each once (case and accents aside): the
 * specification's flat `notes` when only the scent is given.
 */
function pyramidNotes({ pyramid }: Scent): string[] {
  const seen = new Set<string>()
  return [...pyramid.top, ...pyramid.heart, ...pyramid.base].filter((note) => {
    const key = searchable(note)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

function mlOf(size: string): number {
  return (parseSizeLabel(size) as { ml: number }).ml
}

/** What a size sells at now, after any offer: what the price history records. */
function currentCents(variant: PerfumeVariant, perfume: Perfume): number {
  return offerIsRunning(perfume)
    ? priceAfterDiscount(variant.priceCents, perfume.discountPercentage)
    : variant.priceCents
}

/**
 * The offer after an edit. Switched off (or never on), its fields are cleared whatever else came
 * with it, as the form still sends them; on, it needs a discount of 1 to 90 %.
 */
function applyOffer(perfume: Perfume, input: UpdatePerfumeInput): void {
  const running = perfume.isOnOffer
  if (!(input.isOnOffer ?? running)) {
    Object.assign(perfume, NO_OFFER)
    return
  }
  const discount = input.discountPercentage ?? (running ? perfume.discountPercentage : 0)
  if (discount < 1) {
    throw new DomainError('VALIDATION_FAILED', 'offer_needs_discount', {
      fieldErrors: {
        discountPercentage: ['Una oferta necesita un descuento de 1 a 90%'],
      },
    })
  }
  perfume.isOnOffer = true
  perfume.discountPercentage = discount
  if (input.offerDescription !== undefined) perfume.offerDescription = input.offerDescription
  if (input.offerEndsAt !== undefined) perfume.offerEndsAt = input.offerEndsAt
}

function replaceSizes(
  em: EntityManager,
  perfume: Perfume,
  wanted: { sizes: string[]; prices: number[] },
): void {
  for (const variant of perfume.variants.getItems()) {
    if (!wanted.sizes.includes(variant.size)) {
      perfume.variants.remove(variant)
      em.remove(variant)
    }
  }
  wanted.sizes.forEach((size, index) => {
    const priceCents = wanted.prices[index]
    const kept = perfume.variants.getItems().find((variant) => variant.size === size)
    if (kept) {
      kept.priceCents = priceCents
    } else {
      perfume.variants.add(em.create(PerfumeVariant, { perfume, size, ml: mlOf(size), priceCents }))
    }
  })
}

/** A line of history for each size whose current price differs from what it was (or is new). */
function recordPriceChanges(
  em: EntityManager,
  perfume: Perfume,
  before: Map<string, number>,
): void {
  for (const variant of perfume.variants) {
    const priceCents = currentCents(variant, perfume)
    if (before.get(variant.id) !== priceCents) em.create(PriceChange, { variant, priceCents })
  }
}

export function toAdminPerfumeView(row: AdminPerfumeRow): AdminPerfumeView {
  const variants = row.variants
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand: row.brand,
    description: row.description,
    category: row.category,
    notes: row.notes,
    scent: row.scent,
    imageUrl: row.image_url,
    sizes: variants.map((variant) => variant.size),
    prices: variants.map((variant) => centsToText(variant.price_cents)),
    stock: variants.map((variant) => variant.stock),
    inStock: variants.some((variant) => variant.stock > 0),
    isOnOffer: row.is_on_offer,
    discountPercentage: row.is_on_offer ? row.discount_percentage : 0,
    offerDescription: row.is_on_offer ? row.offer_description : null,
    offerEndsAt:
      row.is_on_offer && row.offer_ends_at ? new Date(row.offer_ends_at).toISOString() : null,
    allergens: row.allergens,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  }
}
