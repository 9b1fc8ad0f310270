import type { Schemas } from '@aurum/api-client'
import { centsToText, parseSizeLabel, textToCents } from '@aurum/contracts'

/*
 * What each storefront page shows of the API's answers. Loaders return these and nothing more:
 * the loader data is sent twice (in the HTML and again as the hydration data), so a field no page
 * renders is paid for twice on every visit. storefront.server.test.ts holds each pick to its keys.
 */

type ApiPerfume = Schemas['PerfumeViewDto_Output']
type ApiCollection = Schemas['CollectionViewDto_Output']
type ApiCart = Schemas['CartViewDto_Output']
type ApiFavorite = Schemas['FavoriteViewDto_Output']

/** A perfume card (components/perfume-card.tsx) on the home, the catalogue and the collections. */
export function perfumeCard(perfume: ApiPerfume) {
  return {
    id: perfume.id,
    slug: perfume.slug,
    name: perfume.name,
    brand: perfume.brand,
    description: cardText(perfume.description),
    imageUrl: perfume.imageUrl,
    category: perfume.category,
    // '0' unless the perfume is on offer: the card's badge needs nothing more.
    discountPercentage: perfume.discountPercentage,
    rating: perfume.rating,
    reviewCount: perfume.reviewCount,
    // The card says 'Agotado en este tamaño', never how many are left: only a sold-out size says
    // so. Whether the perfume is in stock and each size's price per ml follow from these, and are
    // worked out by the card.
    variants: perfume.variants.map((variant) => ({
      size: variant.size,
      price: variant.price,
      offerPrice: variant.offerPrice,
      ...(variant.stock === 0 ? { soldOut: true } : {}),
    })),
  }
}

export type CardPerfume = ReturnType<typeof perfumeCard>

/** A card shows three lines of the description at most: about this many characters. */
const CARD_TEXT_LENGTH = 110

/** The description as a card shows it: cut at a word, with '…', past three lines. */
export function cardText(description: string): string {
  if (description.length <= CARD_TEXT_LENGTH) return description
  const cut = description.slice(0, CARD_TEXT_LENGTH)
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,.;:]+$/, '')}…`
}

/** The perfume page: the card's fields plus notes, the offer's text, units left and the 30-day price. */
export function perfumePage(perfume: ApiPerfume) {
  return {
    id: perfume.id,
    slug: perfume.slug,
    name: perfume.name,
    brand: perfume.brand,
    description: perfume.description,
    imageUrl: perfume.imageUrl,
    category: perfume.category,
    notes: perfume.notes,
    scent: perfume.scent,
    isOnOffer: perfume.isOnOffer,
    discountPercentage: perfume.discountPercentage,
    offerDescription: perfume.offerDescription,
    inStock: perfume.inStock,
    variants: perfume.variants.map((variant) => ({
      size: variant.size,
      price: variant.price,
      offerPrice: variant.offerPrice,
      pricePerMl: variant.pricePerMl,
      pricePer100Ml: pricePer100Ml(variant.offerPrice ?? variant.price, variant.size),
      lowestPrice30Days: variant.lowestPrice30Days,
      stock: variant.stock,
    })),
  }
}

/**
 * The legal unit price of a size (RD 3423/2000: per litre or per 100 ml for perfume): what is
 * charged for it now, for 100 ml, in cents rounded once.
 */
export function pricePer100Ml(price: string, size: string): string | null {
  const cents = textToCents(price)
  const ml = parseSizeLabel(size)?.ml
  return cents !== null && ml ? centsToText(Math.round((cents * 100) / ml)) : null
}

/** A collection on the home: its texts and the names of its perfumes, no cards. */
export function homeCollection(collection: ApiCollection) {
  return {
    slug: collection.slug,
    name: collection.name,
    theme: collection.theme,
    description: collection.description,
    perfumeNames: collection.perfumes.map((perfume) => perfume.name),
  }
}

/** A collection's section on /colecciones and its own page: its texts and its perfumes' cards. */
export function collectionSection(collection: ApiCollection) {
  return {
    slug: collection.slug,
    name: collection.name,
    theme: collection.theme,
    description: collection.description,
    perfumes: collection.perfumes.map(perfumeCard),
    id: collection.id,
    // Whether each set can be bought, not how many: the page says 'Set agotado' or sells it.
    sets: collection.sets.map((set) => ({
      size: set.size,
      price: set.price,
      available: set.stock > 0,
    })),
  }
}

/** The customer's saved perfumes among those on the page: the hearts to fill, not the whole list. */
export function savedAmong(favoriteIds: string[], perfumes: { id: string }[]): string[] {
  const shown = new Set(perfumes.map((perfume) => perfume.id))
  return favoriteIds.filter((id) => shown.has(id))
}

/** The cart page: its lines and totals (its forms post line ids, never product ids). */
export function cartPage(cart: ApiCart) {
  return {
    items: cart.items.map((item) => ({
      id: item.id,
      slug: item.slug,
      size: item.size,
      quantity: item.quantity,
      price: item.price,
      originalPrice: item.originalPrice,
      lineTotal: item.lineTotal,
      stock: item.stock,
      perfume: {
        name: item.perfume.name,
        brand: item.perfume.brand,
        imageUrl: item.perfume.imageUrl,
      },
    })),
    sets: cart.sets.map((set) => ({
      id: set.id,
      slug: set.slug,
      name: set.name,
      size: set.size,
      quantity: set.quantity,
      price: set.price,
      lineTotal: set.lineTotal,
      stock: set.stock,
      perfumes: set.perfumes.map((perfume) => perfume.name),
    })),
    total: cart.total,
    shipping: cart.shipping,
    freeShippingFrom: cart.freeShippingFrom,
    freeShipping: freeShippingProgress(cart),
  }
}

/**
 * How far the goods are from free shipping, for the line 'Te faltan 12,40 € para el envío
 * gratis': what is missing and the share reached (0-100); null once shipping is free or when the
 * shop offers no free shipping.
 */
export function freeShippingProgress(
  cart: Pick<ApiCart, 'total' | 'shipping' | 'freeShippingFrom'>,
): { missing: string; percent: number } | null {
  const from = cart.freeShippingFrom ? textToCents(cart.freeShippingFrom) : null
  const goods = textToCents(cart.total) ?? 0
  if (!from || cart.shipping === '0.00' || goods >= from) return null
  return { missing: centsToText(from - goods), percent: Math.floor((goods * 100) / from) }
}

/** A saved perfume's card on /favorites (everything but when it was saved). */
export function favoriteCard(favorite: ApiFavorite) {
  const { perfume } = favorite
  return {
    id: favorite.id,
    perfume: {
      id: perfume.id,
      slug: perfume.slug,
      name: perfume.name,
      brand: perfume.brand,
      image: perfume.image,
      rating: perfume.rating,
      reviewCount: perfume.reviewCount,
      description: perfume.description,
      price: perfume.price,
      cartSize: perfume.cartSize,
      inStock: perfume.inStock,
    },
  }
}
