import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { centsToText, priceAfterDiscount, pricePerMl } from '@aurum/contracts'
import type { PerfumeView } from './dto/perfume.view'
import type { CollectionView } from './dto/collection.view'
import { Collection } from './entities/collection.entity'
import { Perfume } from './entities/perfume.entity'

@Injectable()
export class CatalogueService {
  constructor(private readonly em: EntityManager) {}

  /** The whole catalogue by name: two queries (perfumes, then all their sizes) whatever its size. */
  async listPerfumes(): Promise<PerfumeView[]> {
    const perfumes = await this.em.find(
      Perfume,
      {},
      { populate: ['variants'], orderBy: { name: 'asc', brand: 'asc' } },
    )
    return perfumes.map(toPerfumeView)
  }

  /** The perfumes chosen for the home page grid. */
  async listHomepagePerfumes(): Promise<PerfumeView[]> {
    const perfumes = await this.em.find(
      Perfume,
      { onHomepage: true },
      { populate: ['variants'], orderBy: { name: 'asc', brand: 'asc' } },
    )
    return perfumes.map(toPerfumeView)
  }

  /** Every collection in the curator's order with its perfumes in theirs: three queries in all. */
  async listCollections(): Promise<CollectionView[]> {
    const collections = await this.em.find(
      Collection,
      {},
      {
        populate: ['entries.perfume.variants'],
        orderBy: { position: 'asc', name: 'asc', entries: { position: 'asc' } },
      },
    )
    return collections.map((collection) => ({
      id: collection.id,
      slug: collection.slug,
      name: collection.name,
      description: collection.description,
      theme: collection.theme,
      imageUrl: collection.imageUrl,
      perfumes: collection.entries.getItems().map((entry) => toPerfumeView(entry.perfume)),
    }))
  }
}

export function toPerfumeView(perfume: Perfume): PerfumeView {
  const variants = perfume.variants.getItems().map((variant) => {
    const offerCents = perfume.isOnOffer
      ? priceAfterDiscount(variant.priceCents, perfume.discountPercentage)
      : null
    return {
      size: variant.size,
      ml: variant.ml,
      price: centsToText(variant.priceCents),
      offerPrice: offerCents === null ? null : centsToText(offerCents),
      pricePerMl: centsToText(pricePerMl(offerCents ?? variant.priceCents, variant.ml)),
      stock: variant.stock,
    }
  })
  return {
    id: perfume.id,
    slug: perfume.slug,
    name: perfume.name,
    brand: perfume.brand,
    description: perfume.description,
    imageUrl: perfume.imageUrl,
    category: perfume.category,
    notes: perfume.notes,
    sizes: variants.map((variant) => variant.size),
    prices: variants.map((variant) => variant.price),
    isOnOffer: perfume.isOnOffer,
    discountPercentage: String(perfume.isOnOffer ? perfume.discountPercentage : 0),
    offerDescription: perfume.isOnOffer ? perfume.offerDescription : null,
    inStock: variants.some((variant) => variant.stock > 0),
    variants,
  }
}
