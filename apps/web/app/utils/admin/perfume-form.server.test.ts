import { describe, expect, it } from '@jest/globals'
import { parseSubmission } from './admin-forms.server'
import {
  perfumeFieldName,
  perfumeFieldPath,
  perfumeFormSchema,
  perfumeFormValues,
  sizeStock,
} from './perfume-form.server'
import type { AdminPerfume } from './perfumes.server'

const ID = '3f2a9c0d-4b1e-4f6a-8c7d-2e1b0a9f8e7d'

/** A post of the form, as the browser sends it: the rows as conform names them. */
function post(fields: Record<string, string | string[]>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields))
    for (const item of [value].flat()) form.append(name, item)
  return form
}

const typed = {
  name: 'Ámbar Nocturno',
  brand: 'Casa Aurum',
  description: 'Ámbar, vainilla y un toque de cuero.',
  category: 'nicho',
  'sizes[0].ml': '2',
  'sizes[0].price': '4.50',
  'sizes[1].ml': ' 5 ',
  'sizes[1].price': '9,9',
  'sizes[2].ml': '10',
  'sizes[2].price': '17.90',
  notes: 'ámbar, vainilla , cuero,',
  imageUrl: '',
  discountPercentage: '',
  offerDescription: '',
  offerEndsAt: '',
  allergens: 'Linalool, Limonene',
  scentFamily: '',
}

const create = (fields: Record<string, string | string[]>) =>
  parseSubmission(post(fields), perfumeFormSchema())

describe('the perfume form', () => {
  it('turns the rows into the API’s parallel lists and splits the notes', () => {
    const submission = create(typed)
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value).toEqual({
      name: 'Ámbar Nocturno',
      brand: 'Casa Aurum',
      description: 'Ámbar, vainilla y un toque de cuero.',
      category: 'nicho',
      sizes: ['2ml', '5ml', '10ml'],
      prices: ['4.50', '9,9', '17.90'],
      notes: ['ámbar', 'vainilla', 'cuero'],
      scent: null,
      imageUrl: null,
      isOnOffer: false,
      discountPercentage: '0',
      offerDescription: '',
      offerEndsAt: null,
      allergens: 'Linalool, Limonene',
    })
  })

  it('adds the id for an update and never sends stock: the inventory says what a size sells', () => {
    const submission = parseSubmission(post(typed), perfumeFormSchema(ID))
    expect(submission.status === 'success' && submission.value).toMatchObject({ id: ID })
    expect(submission.status === 'success' && submission.value).not.toHaveProperty('stock')
  })

  it('puts every message at once on its field, a row’s on that row', () => {
    const submission = create({
      ...typed,
      name: ' ',
      category: 'perfume',
      'sizes[1].price': 'gratis',
      'sizes[2].ml': 'diez',
    })
    expect(submission.status).toBe('error')
    expect(submission.reply().error).toEqual({
      name: ['El nombre es obligatorio'],
      category: ['Elige una categoría'],
      'sizes[2].ml': ['Los mililitros son un número entero de 1 a 9999, como 5'],
      'sizes[1].price': ['Cada precio es un importe positivo con hasta 2 decimales, como 12.50'],
    })
  })

  it('keeps every value as typed in its reply', () => {
    const submission = create({ ...typed, 'sizes[1].price': 'gratis' })
    expect(submission.reply().initialValue).toMatchObject({
      name: 'Ámbar Nocturno',
      sizes: [
        { ml: '2', price: '4.50' },
        { ml: ' 5 ', price: 'gratis' },
        { ml: '10', price: '17.90' },
      ],
      allergens: 'Linalool, Limonene',
    })
  })

  it('says which row lacks its size or price, without the API’s messages about the lists', () => {
    const submission = create({ ...typed, 'sizes[0].ml': '', 'sizes[2].price': ' ' })
    expect(submission.reply().error).toEqual({
      'sizes[0].ml': ['Indica los mililitros'],
      'sizes[2].price': ['Indica el precio'],
    })
    const none = create({ name: 'X', brand: 'Y', description: 'Z', category: 'unisex' })
    expect(none.reply().error).toEqual({ sizes: ['Añade al menos un tamaño'] })
  })

  it('tells repeated sizes on the list of sizes', () => {
    const submission = create({ ...typed, 'sizes[2].ml': '2' })
    expect(submission.reply().error).toEqual({ sizes: ['Hay tamaños repetidos'] })
  })

  it('adds and removes rows (conform’s list intents) keeping what was typed, with no error', () => {
    const insert = create({
      ...typed,
      __intent__: JSON.stringify({ type: 'insert', payload: { name: 'sizes' } }),
    })
    expect(insert.status).toBeUndefined()
    expect(insert.reply().initialValue?.sizes).toHaveLength(4)
    const remove = create({
      ...typed,
      __intent__: JSON.stringify({ type: 'remove', payload: { name: 'sizes', index: 1 } }),
    })
    expect(remove.reply().initialValue?.sizes).toEqual([
      { ml: '2', price: '4.50' },
      { ml: '10', price: '17.90' },
    ])
  })

  it('refuses a made-up intent with a 400, not a failure of the page', () => {
    expect(() => create({ ...typed, __intent__: '{' })).toThrow(
      expect.objectContaining({ status: 400 }),
    )
  })

  it('wants a discount and a future end for an offer, typed on the shop clock', () => {
    const offer = { ...typed, isOnOffer: 'on' }
    expect(create(offer).reply().error).toEqual({
      discountPercentage: ['Una oferta necesita un descuento de 1 a 90%'],
    })
    expect(
      create({ ...offer, discountPercentage: '20', offerEndsAt: '2020-01-01T10:00' }).reply().error,
    ).toEqual({ offerEndsAt: ['La fecha de fin de la oferta debe ser futura'] })
    expect(
      create({ ...offer, discountPercentage: '20', offerEndsAt: 'pronto' }).reply().error,
    ).toEqual({ offerEndsAt: ['La fecha de fin de la oferta no es válida'] })
    const saved = create({ ...offer, discountPercentage: '20', offerEndsAt: '2099-12-31T23:59' })
    expect(saved.status === 'success' && saved.value).toMatchObject({
      isOnOffer: true,
      discountPercentage: '20',
      offerEndsAt: '2099-12-31T22:59:00.000Z',
    })
  })

  it('keeps no end date once the offer is off', () => {
    const saved = create({ ...typed, offerEndsAt: '2020-01-01T10:00' })
    expect(saved.status === 'success' && saved.value).toMatchObject({ offerEndsAt: null })
  })

  it('refuses allergens over 500 characters on their field', () => {
    expect(create({ ...typed, allergens: 'x'.repeat(501) }).reply().error).toEqual({
      allergens: ['Como máximo 500 caracteres'],
    })
  })
})

describe('where the API’s messages go', () => {
  it('puts a size or a price on its row, the scent’s parts on their fields, the rest on the form', () => {
    expect(perfumeFieldName('prices.1')).toBe('sizes[1].price')
    expect(perfumeFieldName('sizes.0')).toBe('sizes[0].ml')
    expect(perfumeFieldName('sizes')).toBe('sizes')
    expect(perfumeFieldName('prices')).toBe('sizes')
    expect(perfumeFieldName('scent.pyramid.top.2')).toBe('scentTop')
    expect(perfumeFieldName('scent.accords')).toBe('scentAccords')
    expect(perfumeFieldName('notes.3')).toBe('notes')
    expect(perfumeFieldName('allergens')).toBe('allergens')
    expect(perfumeFieldName('slug')).toBe('')
    expect(perfumeFieldPath(['scent'])).toEqual([])
  })
})

describe('the edit form’s values', () => {
  const perfume = {
    name: 'X',
    brand: 'Y',
    description: 'Z',
    category: 'unisex',
    sizes: ['2ml', '10ml'],
    prices: ['4.50', '17.90'],
    stock: [12, 0],
    notes: ['limón'],
    imageUrl: null,
    isOnOffer: true,
    discountPercentage: 15,
    offerDescription: null,
    offerEndsAt: '2099-12-31T22:59:00.000Z',
    allergens: 'Citral',
    scent: null,
  } as unknown as AdminPerfume

  it('makes each size a row and shows the offer’s end on the shop clock', () => {
    expect(perfumeFormValues(perfume)).toMatchObject({
      sizes: [
        { ml: '2', price: '4.50' },
        { ml: '10', price: '17.90' },
      ],
      notes: 'limón',
      isOnOffer: 'on',
      discountPercentage: '15',
      offerEndsAt: '2099-12-31T23:59',
      allergens: 'Citral',
      scentFamily: '',
      scentSeasons: [],
    })
  })

  it('reads what each size sells from the inventory, by its label', () => {
    expect(sizeStock(perfume)).toEqual({ '2ml': 12, '10ml': 0 })
  })
})
