import { describe, expect, it } from '@jest/globals'
import { parseSubmission } from './admin-forms.server'
import { parseAccords, perfumeFormSchema, perfumeFormValues } from './perfume-form.server'
import type { AdminPerfume } from './perfumes.server'

const ID = '3f2a9c0d-4b1e-4f6a-8c7d-2e1b0a9f8e7d'

const typed: Record<string, string | string[]> = {
  name: 'Ámbar Nocturno',
  brand: 'Casa Aurum',
  description: 'Ámbar, vainilla y un toque de cuero.',
  category: 'nicho',
  'sizes[0].ml': '5',
  'sizes[0].price': '9.90',
  notes: '',
  scentFamily: 'Oriental',
  scentConcentration: 'EDP',
  scentSeasons: ['otoño', 'invierno'],
  scentTimeOfDay: 'noche',
  scentTop: 'bergamota, pimienta rosa',
  scentHeart: 'rosa',
  scentBase: 'ámbar, vainilla,',
  scentAccords: 'Ambarado: 80\r\n\r\n  Amaderado : 100 \nDulce:40%',
}

function submit(fields: Record<string, string | string[]>, id?: string) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields))
    for (const item of [value].flat()) form.append(name, item)
  return id
    ? parseSubmission(form, perfumeFormSchema(id))
    : parseSubmission(form, perfumeFormSchema())
}

/** The API's body of a post the form accepts. */
function body(fields: Record<string, string | string[]>, id?: string) {
  const submission = submit(fields, id)
  if (submission.status !== 'success') throw new Error(JSON.stringify(submission.reply().error))
  return submission.value
}

describe('parseAccords', () => {
  it('reads one accord a line, skipping empty lines', () => {
    expect(parseAccords(typed.scentAccords as string)).toEqual({
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

describe('the scent in the perfume form', () => {
  it('sends the scent and leaves the empty notes to the API (the pyramid’s)', () => {
    const sent = body(typed, ID)
    expect(sent).toMatchObject({
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
    expect(sent).not.toHaveProperty('notes')
    expect(body({ ...typed, notes: 'ámbar' })).toMatchObject({ notes: ['ámbar'] })
  })

  it('sends null without a family, whatever else is typed, and the notes as typed', () => {
    expect(body({ ...typed, scentFamily: '' })).toMatchObject({
      scent: null,
      notes: [],
    })
  })

  it('puts each message by its field', () => {
    expect(
      submit({
        ...typed,
        scentConcentration: '',
        scentAccords: 'Amaderado: 100\namaderado: 50\nDulce',
        scentTop: 'x'.repeat(61),
      }).reply().error,
    ).toEqual({
      scentConcentration: ['Elige una concentración'],
      scentAccords: [
        'Línea 3 («Dulce»): escribe el nombre, dos puntos y la intensidad, como Amaderado: 80',
      ],
      scentTop: [expect.stringContaining('60')],
    })
    // Once every line reads, the API's rules on the whole list show there too.
    expect(
      submit({ ...typed, scentAccords: 'Amaderado: 100\namaderado: 50' }).reply().error,
    ).toEqual({ scentAccords: ['El acorde amaderado está repetido'] })
  })
})

describe('the scent in the form', () => {
  it('reads the ticked boxes, one or several, only among the choices', () => {
    expect(
      body({ ...typed, scentSeasons: ['verano', 'primavera', 'monzón'], scentTimeOfDay: 'dia' }),
    ).toMatchObject({ scent: { seasons: ['primavera', 'verano'], timeOfDay: ['dia'] } })
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
