import type { Schemas } from '@aurum/api-client'
import { describe, expect, it } from '@jest/globals'
import {
  cartPage,
  collectionSection,
  favoriteCard,
  homeCollection,
  perfumeCard,
  freeShippingProgress,
  perfumePage,
  pricePer100Ml,
  savedAmong,
} from './storefront.server'

// Whole API answers as the API sends them, so each pick is shown everything it could pass on.
const aventus: Schemas['PerfumeViewDto_Output'] = {
  id: '47835069-d318-4763-b0ee-c12d9eee6861',
  slug: 'creed-aventus',
  name: 'Aventus',
  brand: 'Creed',
  description: 'Piña y grosella negra sobre un fondo ahumado de abedul.',
  imageUrl: '/images/perfumes/creed-aventus.svg',
  category: 'nicho',
  notes: ['Piña', 'Abedul'],
  scent: {
    pyramid: { top: ['Piña'], heart: ['Abedul'], base: ['Almizcle'] },
    accords: [
      { name: 'Afrutado', intensity: 100 },
      { name: 'Ahumado', intensity: 70 },
      { name: 'Amaderado', intensity: 60 },
    ],
    family: 'Chipre',
    concentration: 'EDP',
    seasons: ['primavera'],
    timeOfDay: ['dia'],
  },
  sizes: ['2ml', '5ml'],
  prices: ['8.50', '18.90'],
  isOnOffer: true,
  discountPercentage: '20',
  offerDescription: 'Rebajas de verano',
  inStock: true,
  rating: 4.5,
  reviewCount: 12,
  variants: [
    {
      size: '2ml',
      ml: 2,
      price: '8.50',
      offerPrice: '6.80',
      pricePerMl: '3.40',
      lowestPrice30Days: '8.50',
      stock: 0,
    },
    {
      size: '5ml',
      ml: 5,
      price: '18.90',
      offerPrice: '15.12',
      pricePerMl: '3.02',
      lowestPrice30Days: '18.90',
      stock: 13,
    },
  ],
}

const summer: Schemas['CollectionViewDto_Output'] = {
  id: '52fd4af5-2491-4ee4-8def-5f0dcda68a25',
  slug: 'esenciales-de-verano',
  name: 'Esenciales de Verano',
  description: 'Perfumes frescos para los días de calor.',
  theme: 'verano',
  imageUrl: '/images/colecciones/verano.jpg',
  perfumes: [aventus],
  sets: [{ size: '5ml', price: '12.90', stock: 13 }],
}

const keys = (value: object) => Object.keys(value).sort()

/** The keys a card of a perfume may carry: what components/perfume-card.tsx renders. */
const CARD_KEYS = [
  'brand',
  'category',
  'description',
  'discountPercentage',
  'id',
  'imageUrl',
  'name',
  'rating',
  'reviewCount',
  'slug',
  'variants',
]
// Whether the perfume is in stock and each size's price per ml, the card works out from these;
// a size in stock says nothing of its stock.
const CARD_SIZE_KEYS = ['offerPrice', 'price', 'size']

describe('perfumeCard', () => {
  it('keeps what the card shows, and says of each size only whether it is sold out', () => {
    const card = perfumeCard(aventus)
    expect(keys(card)).toEqual(CARD_KEYS)
    expect(keys(card.variants[1])).toEqual(CARD_SIZE_KEYS)
    expect(card.variants).toEqual([
      { size: '2ml', price: '8.50', offerPrice: '6.80', soldOut: true },
      { size: '5ml', price: '18.90', offerPrice: '15.12' },
    ])
  })

  it('passes on no field the API adds later', () => {
    const card = perfumeCard({ ...aventus, createdAt: '2026-11-21T10:00:00Z' } as typeof aventus)
    expect(keys(card)).toEqual(CARD_KEYS)
  })
})

describe('perfumePage', () => {
  it('adds the notes, the offer text, units left and the 30-day price, not the parallel lists', () => {
    const page = perfumePage(aventus)
    // The page shows its reviews' summary from the reviews answer, not the card's stars.
    const cardOnly = ['rating', 'reviewCount']
    expect(keys(page)).toEqual(
      [
        ...CARD_KEYS.filter((key) => !cardOnly.includes(key)),
        'inStock',
        'isOnOffer',
        'notes',
        'offerDescription',
        'scent',
      ].sort(),
    )
    expect(keys(page.variants[0])).toEqual([
      'lowestPrice30Days',
      'offerPrice',
      'price',
      'pricePer100Ml',
      'pricePerMl',
      'size',
      'stock',
    ])
    expect(page.variants[1].stock).toBe(13)
  })

  it('gives the legal price per 100 ml of what each size costs now', () => {
    const page = perfumePage(aventus)
    // 2 ml on offer at 6.80 € and 5 ml at 15.12 €: 340.00 € and 302.40 € per 100 ml.
    expect(page.variants.map((variant) => variant.pricePer100Ml)).toEqual(['340.00', '302.40'])
    expect(pricePer100Ml('12.90', '10ml')).toBe('129.00')
    expect(pricePer100Ml('5.95', '3ml')).toBe('198.33')
    expect(pricePer100Ml('5.95', 'grande')).toBeNull()
  })
})

describe('collections', () => {
  it('on the home: the texts and the names of the perfumes, no cards', () => {
    expect(homeCollection(summer)).toEqual({
      slug: 'esenciales-de-verano',
      name: 'Esenciales de Verano',
      theme: 'verano',
      description: 'Perfumes frescos para los días de calor.',
      perfumeNames: ['Aventus'],
    })
  })

  it('on /colecciones: the texts and a card per perfume', () => {
    const section = collectionSection(summer)
    // The id is the set form's: it posts the collection to the cart.
    expect(keys(section)).toEqual([
      'description',
      'id',
      'name',
      'perfumes',
      'sets',
      'slug',
      'theme',
    ])
    expect(section.perfumes).toEqual([perfumeCard(aventus)])
    expect(section.sets).toEqual([{ size: '5ml', price: '12.90', available: true }])
  })
})

describe('savedAmong', () => {
  it('keeps only the saved perfumes that are on the page, in the saved order', () => {
    const shown = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]
    expect(savedAmong(['z', 'c', 'y', 'a'], shown)).toEqual(['c', 'a'])
    expect(savedAmong([], shown)).toEqual([])
  })
})

describe('cartPage', () => {
  it('keeps the lines and totals the page shows; no product ids, item count or currency', () => {
    const cart: Schemas['CartViewDto_Output'] = {
      items: [
        {
          id: 'c0a80121-0000-4000-8000-000000000001',
          productId: aventus.id,
          slug: aventus.slug,
          size: '5ml',
          quantity: 2,
          price: '15.12',
          originalPrice: '18.90',
          lineTotal: '30.24',
          stock: 13,
          perfume: { id: aventus.id, name: 'Aventus', brand: 'Creed', imageUrl: null },
        },
      ],
      sets: [
        {
          id: 'c0a80121-0000-4000-8000-000000000002',
          kind: 'collection',
          collectionId: summer.id,
          slug: summer.slug,
          name: 'Esenciales de Verano',
          size: '5ml',
          quantity: 1,
          price: '12.90',
          lineTotal: '12.90',
          stock: 13,
          perfumes: [{ id: aventus.id, slug: aventus.slug, name: 'Aventus', brand: 'Creed' }],
        },
      ],
      itemCount: 3,
      total: '43.14',
      shipping: '3.95',
      freeShippingFrom: '50.00',
      currency: 'EUR',
    }
    const page = cartPage(cart)
    expect(keys(page)).toEqual([
      'freeShipping',
      'freeShippingFrom',
      'items',
      'sets',
      'shipping',
      'total',
    ])
    expect(page.sets).toEqual([
      {
        id: 'c0a80121-0000-4000-8000-000000000002',
        slug: 'esenciales-de-verano',
        name: 'Esenciales de Verano',
        size: '5ml',
        quantity: 1,
        price: '12.90',
        lineTotal: '12.90',
        stock: 13,
        perfumes: ['Aventus'],
      },
    ])
    expect(page.items).toEqual([
      {
        id: 'c0a80121-0000-4000-8000-000000000001',
        slug: 'creed-aventus',
        size: '5ml',
        quantity: 2,
        price: '15.12',
        originalPrice: '18.90',
        lineTotal: '30.24',
        stock: 13,
        perfume: { name: 'Aventus', brand: 'Creed', imageUrl: null },
      },
    ])
  })
})

describe('favoriteCard', () => {
  it('keeps the saved perfume, not when it was saved', () => {
    const favorite: Schemas['FavoriteViewDto_Output'] = {
      id: 'f0000000-0000-4000-8000-000000000001',
      createdAt: '2026-11-24T09:00:00Z',
      perfume: {
        id: aventus.id,
        slug: aventus.slug,
        name: 'Aventus',
        brand: 'Creed',
        image: null,
        rating: 4.5,
        reviewCount: 2,
        description: aventus.description,
        price: '6.80',
        cartSize: '5ml',
        inStock: true,
      },
    }
    const card = favoriteCard(favorite)
    expect(keys(card)).toEqual(['id', 'perfume'])
    expect(card.perfume).toEqual(favorite.perfume)
  })
})

describe('freeShippingProgress', () => {
  it('says what is missing for free shipping and how far the cart is', () => {
    expect(
      freeShippingProgress({ total: '37.60', shipping: '4.95', freeShippingFrom: '50.00' }),
    ).toEqual({ missing: '12.40', percent: 75 })
  })

  it('says nothing once shipping is free, or when the shop has no free shipping', () => {
    expect(
      freeShippingProgress({ total: '50.00', shipping: '0.00', freeShippingFrom: '50.00' }),
    ).toBeNull()
    expect(
      freeShippingProgress({ total: '20.00', shipping: '4.95', freeShippingFrom: null }),
    ).toBeNull()
  })
})
