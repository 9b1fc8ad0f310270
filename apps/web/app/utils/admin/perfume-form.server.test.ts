import { describe, expect, it } from '@jest/globals'
import { EMPTY_PERFUME_FORM, type PerfumeFormValues } from './form-values'
import { perfumeBody, readPerfumeForm } from './perfume-form.server'

const typed: PerfumeFormValues = {
  ...EMPTY_PERFUME_FORM,
  name: 'Ámbar Nocturno',
  brand: 'Casa Aurum',
  description: 'Ámbar, vainilla y un toque de cuero.',
  category: 'nicho',
  sizes: ' 2ml, 5ml,, 10ml ',
  prices: '4.50, 9.9, 17.90',
  notes: 'ámbar, vainilla , cuero,',
}

const ID = '3f2a9c0d-4b1e-4f6a-8c7d-2e1b0a9f8e7d'

describe('perfumeBody', () => {
  it('splits the lists by comma, trims and drops empty items', () => {
    const { body } = perfumeBody(typed)
    expect(body).toMatchObject({
      sizes: ['2ml', '5ml', '10ml'],
      prices: ['4.50', '9.9', '17.90'],
      notes: ['ámbar', 'vainilla', 'cuero'],
      category: 'nicho',
      imageUrl: null,
      isOnOffer: false,
      offerEndsAt: null,
    })
  })

  it('adds the id for an update', () => {
    expect(perfumeBody(typed, ID).body).toMatchObject({ id: ID, name: 'Ámbar Nocturno' })
  })

  it('never sends stock: what a size sells comes from the inventory', () => {
    expect(perfumeBody(typed).body).not.toHaveProperty('stock')
    expect(perfumeBody(typed, ID).body).not.toHaveProperty('inStock')
  })

  it('gives every message at once, by field', () => {
    const { fieldErrors } = perfumeBody({
      ...typed,
      name: ' ',
      category: 'perfume',
      prices: '4.50, -1',
    })
    expect(fieldErrors).toEqual({
      name: ['El nombre es obligatorio'],
      category: ['Elige una categoría'],
      prices: ['Cada precio es un importe positivo con hasta 2 decimales, como 12.50'],
    })
  })

  it('wants one price per size', () => {
    expect(perfumeBody({ ...typed, prices: '4.50, 9.90' }).fieldErrors).toEqual({
      prices: ['Indica un precio por cada tamaño'],
    })
  })

  it('wants a discount and a future end for an offer, typed on the shop clock', () => {
    const offer = { ...typed, isOnOffer: true }
    expect(perfumeBody(offer).fieldErrors).toHaveProperty('discountPercentage')
    expect(
      perfumeBody({ ...offer, discountPercentage: '20', offerEndsAt: '2020-01-01T10:00' })
        .fieldErrors,
    ).toEqual({
      offerEndsAt: ['La fecha de fin de la oferta debe ser futura'],
    })
    expect(
      perfumeBody({ ...offer, discountPercentage: '20', offerEndsAt: 'pronto' }).fieldErrors,
    ).toEqual({
      offerEndsAt: ['La fecha de fin de la oferta no es válida'],
    })
    expect(
      perfumeBody({ ...offer, discountPercentage: '20', offerEndsAt: '2099-12-31T23:59' }).body,
    ).toMatchObject({
      isOnOffer: true,
      discountPercentage: '20',
      offerEndsAt: '2099-12-31T22:59:00.000Z',
    })
  })

  it('keeps no end date once the offer is off', () => {
    expect(perfumeBody({ ...typed, offerEndsAt: '2020-01-01T10:00' }).body).toMatchObject({
      offerEndsAt: null,
    })
  })
})

describe('readPerfumeForm', () => {
  it('reads the fields as typed, the offer switch as a checkbox', () => {
    const form = new FormData()
    form.set('name', 'Ámbar')
    form.set('isOnOffer', 'on')
    expect(readPerfumeForm(form)).toEqual({ ...EMPTY_PERFUME_FORM, name: 'Ámbar', isOnOffer: true })
  })
})
