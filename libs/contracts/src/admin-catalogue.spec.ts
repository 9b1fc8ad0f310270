import {
  AdminPerfumeListQuerySchema,
  CreatePerfumeSchema,
  UpdatePerfumeSchema,
  UpdateStoreSettingSchema,
} from './admin-catalogue.schemas'
import { offerIsRunning, parseSizeLabel } from './catalogue'
import { slugify } from './search'

const PERFUME = {
  name: 'Oud',
  brand: 'Casa',
  description: 'Texto.',
  sizes: ['5ml'],
  prices: ['10'],
  category: 'nicho',
}

describe('back office forms', () => {
  it('reads lists typed as comma-separated text or sent as arrays, trimmed, empty items dropped', () => {
    const parsed = CreatePerfumeSchema.parse({
      ...PERFUME,
      sizes: ' 2ml,, 10 ML ',
      prices: ['4.5', ' 12,50 ', ''],
      notes: 'oud, rosa ,',
    })
    expect(parsed).toMatchObject({
      sizes: ['2ml', '10ml'],
      prices: [450, 1250],
      notes: ['oud', 'rosa'],
      isOnOffer: false,
    })
  })

  it('needs a price per size, each positive with at most two decimals, and unique sizes', () => {
    const issues = (body: object) =>
      CreatePerfumeSchema.safeParse({ ...PERFUME, ...body }).error?.issues.map((issue) =>
        issue.path.join('.'),
      )
    expect(issues({ sizes: '5ml,10ml', prices: '10' })).toEqual(['prices'])
    expect(issues({ prices: ['0'] })).toEqual(['prices.0'])
    expect(issues({ prices: ['1.234'] })).toEqual(['prices.0'])
    expect(issues({ sizes: '5ml, 5 ml', prices: '1,2' })).toEqual(['sizes'])
    expect(issues({ sizes: ['cinco'] })).toEqual(['sizes.0'])
    expect(issues({ imageUrl: '//elsewhere.example/x.png' })).toEqual(['imageUrl'])
    expect(issues({ imageUrl: '/images/x.png' })).toBeUndefined()
    expect(issues({ isOnOffer: true })).toEqual(['discountPercentage'])
    expect(issues({ isOnOffer: true, discountPercentage: '20' })).toBeUndefined()
  })

  it('lets an update send only what changes, sizes and prices together', () => {
    const id = '3f1c2b9e-58d0-4f7a-9c1e-0a2b3c4d5e6f'
    expect(UpdatePerfumeSchema.parse({ id, imageUrl: '' })).toEqual({ id, imageUrl: null })
    expect(UpdatePerfumeSchema.safeParse({ id, sizes: ['5ml'] }).error?.issues[0].path).toEqual([
      'prices',
    ])
  })

  it('takes empty parameters of a GET form as no filter', () => {
    expect(AdminPerfumeListQuerySchema.parse({ search: ' ', category: '', inStock: '' })).toEqual({
      sort: 'name',
      order: 'asc',
      page: 1,
      limit: 24,
    })
  })

  it('checks a store setting for its key and writes amounts as money text', () => {
    expect(UpdateStoreSettingSchema.parse({ key: 'shipping_free_over', value: '40,5' })).toEqual({
      key: 'shipping_free_over',
      value: '40.50',
    })
    expect(UpdateStoreSettingSchema.safeParse({ key: 'coupons_enabled', value: '1' }).success).toBe(
      false,
    )
    expect(UpdateStoreSettingSchema.safeParse({ key: 'theme', value: 'true' }).success).toBe(false)
  })
})

describe('catalogue rules', () => {
  it('reads size labels in ml', () => {
    expect(parseSizeLabel(' 10 ML')).toEqual({ label: '10ml', ml: 10 })
    expect(parseSizeLabel('0ml')).toBeNull()
    expect(parseSizeLabel('2.5ml')).toBeNull()
  })

  it('makes slugs without accents or symbols', () => {
    expect(slugify('  Ámbar & Oud Nº 1 ')).toBe('ambar-oud-n-1')
    expect(slugify('***')).toBe('')
  })

  it('ends an offer at its end date', () => {
    const now = new Date('2026-11-22T12:00:00Z')
    expect(offerIsRunning({ isOnOffer: true, offerEndsAt: null }, now)).toBe(true)
    expect(offerIsRunning({ isOnOffer: true, offerEndsAt: new Date(now.getTime() + 1) }, now)).toBe(
      true,
    )
    expect(offerIsRunning({ isOnOffer: true, offerEndsAt: now }, now)).toBe(false)
    expect(offerIsRunning({ isOnOffer: false, offerEndsAt: null }, now)).toBe(false)
  })
})
