import { describe, expect, it } from '@jest/globals'
import { EMPTY_PERFUME_FORM, type PerfumeFormValues } from './form-values'
import {
  parseAccords,
  perfumeBody,
  perfumeFormValues,
  readPerfumeForm,
} from './perfume-form.server'
import type { AdminPerfume } from './perfumes.server'

const ID = '3f2a9c0d-4b1e-4f6a-8c7d-2e1b0a9f8e7d'

const typed: PerfumeFormValues = {
  ...EMPTY_PERFUME_FORM,
  name: 'Ámbar Nocturno',
  brand: 'Casa Aurum',
  description: 'Ámbar, vainilla y un toque de cuero.',
  category: 'nicho',
  sizes: '5ml',
  prices: '9.90',
  scentFamily: 'Oriental',
  scentConcentration: 'EDP',
  scentSeasons: ['otoño', 'invierno'],
  scentTimeOfDay: ['noche'],
  scentTop: 'bergamota, pimienta rosa',
  scentHeart: 'rosa',
  scentBase: 'ámbar, vainilla,',
  scentAccords: 'Ambarado: 80\r\n\r\n  Amaderado : 100 \nDulce:40%',
}

describe('parseAccords', () => {
  it('reads one accord a line, skipping empty lines', () => {
    expect(parseAccords(typed.scentAccords)).toEqual({
      accords: [
        { name: 'Ambarado', intensity: 80 },
        { name: 'Amaderado', intensity: 100 },
        { name: 'Dulce', intensity: 40 },
      ],
      errors: [],
    })
  })

  it('names each line it cannot read, as typed', () => {
    expect(parseAccords('Amaderado 80\nCuero: 120\nFloral: -3\nDulce: 50').errors).toEqual([
      'Línea 1 («Amaderado 80»): escribe el nombre, dos puntos y la intensidad, como Amaderado: 80',
      'Línea 2 («Cuero: 120»): la intensidad es un número entero de 0 a 100',
      'Línea 3 («Floral: -3»): escribe el nombre, dos puntos y la intensidad, como Amaderado: 80',
    ])
  })
})

describe('perfumeBody with a scent', () => {
  it('sends the scent and leaves the empty notes to the API (the pyramid’s)', () => {
    const { body } = perfumeBody(typed, ID)
    expect(body).toMatchObject({
      id: ID,
      scent: {
        pyramid: {
          top: ['bergamota', 'pimienta rosa'],
          heart: ['rosa'],
          base: ['ámbar', 'vainilla'],
        },
        accords: [
          { name: 'Ambarado', intensity: 80 },
          { name: 'Amaderado', intensity: 100 },
          { name: 'Dulce', intensity: 40 },
        ],
        family: 'Oriental',
        concentration: 'EDP',
        seasons: ['otoño', 'invierno'],
        timeOfDay: ['noche'],
      },
    })
    expect(body).not.toHaveProperty('notes')
    expect(perfumeBody({ ...typed, notes: 'ámbar' }).body).toMatchObject({ notes: ['ámbar'] })
  })

  it('sends null without a family, whatever else is typed, and the notes as typed', () => {
    expect(perfumeBody({ ...typed, scentFamily: '' }).body).toMatchObject({
      scent: null,
      notes: [],
    })
  })

  it('puts each message by its field', () => {
    expect(
      perfumeBody({
        ...typed,
        scentConcentration: '',
        scentAccords: 'Amaderado: 100\namaderado: 50\nDulce',
        scentTop: 'x'.repeat(61),
      }).fieldErrors,
    ).toEqual({
      scentConcentration: ['Elige una concentración'],
      scentAccords: [
        'Línea 3 («Dulce»): escribe el nombre, dos puntos y la intensidad, como Amaderado: 80',
      ],
      scentTop: [expect.stringContaining('60')],
    })
    // Once every line reads, the API's rules on the whole list show there too.
    expect(
      perfumeBody({ ...typed, scentAccords: 'Amaderado: 100\namaderado: 50' }).fieldErrors,
    ).toEqual({ scentAccords: ['El acorde amaderado está repetido'] })
  })
})

describe('the scent in the form', () => {
  it('reads the ticked boxes, only among the choices', () => {
    const form = new FormData()
    form.append('scentFamily', 'Floral')
    for (const season of ['verano', 'primavera', 'monzón']) form.append('scentSeasons', season)
    form.append('scentTimeOfDay', 'dia')
    expect(readPerfumeForm(form)).toMatchObject({
      scentFamily: 'Floral',
      scentSeasons: ['primavera', 'verano'],
      scentTimeOfDay: ['dia'],
      scentAccords: '',
    })
  })

  it('fills the edit form from the API’s view', () => {
    const perfume = {
      name: 'X',
      brand: 'Y',
      description: 'Z',
      category: 'unisex',
      sizes: [],
      prices: [],
      notes: [],
      imageUrl: null,
      isOnOffer: false,
      discountPercentage: 0,
      offerDescription: null,
      offerEndsAt: null,
      scent: {
        pyramid: { top: ['limón'], heart: [], base: ['cedro', 'musgo'] },
        accords: [
          { name: 'Cítrico', intensity: 100 },
          { name: 'Amaderado', intensity: 60 },
        ],
        family: 'Cítrica',
        concentration: 'EDT',
        seasons: ['verano'],
        timeOfDay: ['dia'],
      },
    } as unknown as AdminPerfume
    expect(perfumeFormValues(perfume)).toMatchObject({
      name: 'X',
      scentFamily: 'Cítrica',
      scentConcentration: 'EDT',
      scentSeasons: ['verano'],
      scentTimeOfDay: ['dia'],
      scentTop: 'limón',
      scentHeart: '',
      scentBase: 'cedro, musgo',
      scentAccords: 'Cítrico: 100\nAmaderado: 60',
    })
    expect(perfumeFormValues({ ...perfume, scent: null })).toMatchObject({
      name: 'X',
      scentFamily: '',
      scentAccords: '',
    })
  })
})
