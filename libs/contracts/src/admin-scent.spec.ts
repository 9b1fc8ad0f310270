import { ScentInputSchema, UpdatePerfumeSchema } from './admin-catalogue.schemas'

const SCENT = {
  pyramid: { top: ['Bergamota'], heart: ['Rosa'], base: ['Ámbar'] },
  accords: [
    { name: 'Floral', intensity: 60 },
    { name: 'Ambarado', intensity: 100 },
    { name: 'Cítrico', intensity: 60 },
  ],
  family: 'Oriental',
  concentration: 'EDP',
  seasons: ['otoño'],
  timeOfDay: ['noche'],
}

const messages = (input: unknown) => {
  const parsed = ScentInputSchema.safeParse(input)
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('a scent written by the back office', () => {
  it('keeps the accords strongest first, ties in the order given', () => {
    expect(ScentInputSchema.parse(SCENT).accords.map((accord) => accord.name)).toEqual([
      'Ambarado',
      'Floral',
      'Cítrico',
    ])
  })

  it('refuses an accord twice (case and accents aside), a repeated season or time of day', () => {
    expect(
      messages({
        ...SCENT,
        accords: [...SCENT.accords, { name: 'CITRICO', intensity: 10 }],
        seasons: ['otoño', 'otoño'],
        timeOfDay: ['dia', 'dia'],
      }),
    ).toEqual([
      'accords: El acorde CITRICO está repetido',
      'seasons: Hay estaciones repetidas',
      'timeOfDay: Hay momentos del día repetidos',
    ])
  })

  it('wants intensities as whole numbers from 0 to 100', () => {
    for (const intensity of [-1, 101, 50.5, '50', null])
      expect(messages({ ...SCENT, accords: [{ name: 'Floral', intensity }] })).toEqual([
        'accords.0.intensity: La intensidad es un número entero de 0 a 100',
      ])
    expect(messages({ ...SCENT, accords: [{ name: 'Floral', intensity: 0 }] })).toEqual([])
  })

  it('keeps to the 30 distinct notes the flat list holds', () => {
    const notes = (from: number) => Array.from({ length: 12 }, (_, index) => `n${from + index}`)
    const pyramid = { top: notes(0), heart: notes(12), base: notes(24) }
    expect(messages({ ...SCENT, pyramid })).toEqual([
      'pyramid: La pirámide tiene como máximo 30 notas distintas',
    ])
    expect(messages({ ...SCENT, pyramid: { ...pyramid, base: notes(0) } })).toEqual([])
  })

  it('refuses fields it does not know; an update takes null to clear or nothing to keep', () => {
    expect(ScentInputSchema.safeParse({ ...SCENT, colour: 'verde' }).success).toBe(false)
    const id = '3f2a9c0d-4b1e-4f6a-8c7d-2e1b0a9f8e7d'
    expect(UpdatePerfumeSchema.parse({ id, scent: null })).toEqual({ id, scent: null })
    expect(UpdatePerfumeSchema.parse({ id })).toEqual({ id })
  })
})
