import type { Schemas } from '@aurum/api-client'
import { describe, expect, it } from '@jest/globals'
import { performanceView, similarView, votedForm, voteFormView } from './performance.server'

const NONE: Schemas['PerformanceDistributionDto_Output'] = {
  votes: 0,
  longevity: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
  sillage: { '1': 0, '2': 0, '3': 0, '4': 0 },
  seasons: { primavera: 0, verano: 0, otoño: 0, invierno: 0 },
  timeOfDay: { dia: 0, noche: 0 },
}

describe('performanceView', () => {
  it('has no bars before the first vote', () => {
    expect(performanceView(NONE)).toEqual({ votes: '0 votos', groups: [] })
  })

  it('draws each answer as the share of the voters who gave it, in tenths', () => {
    const view = performanceView({
      ...NONE,
      votes: 3,
      longevity: { ...NONE.longevity, '4': 2, '5': 1 },
      seasons: { ...NONE.seasons, otoño: 3, invierno: 1 },
      timeOfDay: { dia: 1, noche: 2 },
    })
    expect(view.votes).toBe('3 votos')
    expect(view.groups.map((group) => group.title)).toEqual([
      'Duración',
      'Estela',
      'Estaciones',
      'Momento del día',
    ])
    expect(view.groups[0].rows).toEqual([
      { label: 'Muy débil', count: 0, tenths: 0 },
      { label: 'Débil', count: 0, tenths: 0 },
      { label: 'Moderada', count: 0, tenths: 0 },
      { label: 'Duradera', count: 2, tenths: 7 },
      { label: 'Muy duradera', count: 1, tenths: 3 },
    ])
    expect(view.groups[1].rows.map((row) => row.label)).toEqual([
      'Íntima',
      'Moderada',
      'Notable',
      'Enorme',
    ])
    // A vote may name several seasons: each is a share of the voters, not of the seasons named.
    expect(view.groups[2].rows.map((row) => [row.label, row.count, row.tenths])).toEqual([
      ['Primavera', 0, 0],
      ['Verano', 0, 0],
      ['Otoño', 3, 10],
      ['Invierno', 1, 3],
    ])
    expect(view.groups[3].rows.map((row) => row.label)).toEqual(['Día', 'Noche'])
    expect(performanceView({ ...NONE, votes: 1, timeOfDay: { dia: 1, noche: 0 } }).votes).toBe(
      '1 voto',
    )
  })
})

describe('voteFormView', () => {
  it('is no form for whoever may not vote', () => {
    expect(voteFormView(undefined)).toBeNull()
    expect(voteFormView({ canVote: false, vote: null })).toBeNull()
  })

  it("offers every answer, the buyer's own vote chosen", () => {
    const form = voteFormView({
      canVote: true,
      vote: { longevity: 4, sillage: 2, seasons: ['otoño', 'invierno'], timeOfDay: 'noche' },
    })
    expect(form?.map(({ name, type }) => [name, type])).toEqual([
      ['longevity', 'radio'],
      ['sillage', 'radio'],
      ['seasons', 'checkbox'],
      ['timeOfDay', 'radio'],
    ])
    const chosen = form?.map(({ options }) =>
      options.filter((option) => option.checked).map((option) => option.label),
    )
    expect(chosen).toEqual([['Duradera'], ['Moderada'], ['Otoño', 'Invierno'], ['Noche']])
    const fresh = voteFormView({ canVote: true, vote: null })
    expect(fresh?.flatMap(({ options }) => options).some((option) => option.checked)).toBe(false)
  })
})

describe('votedForm', () => {
  it('reads the posted vote as the API takes it', () => {
    const form = new FormData()
    form.set('longevity', '5')
    form.set('sillage', '3')
    form.append('seasons', 'verano')
    form.append('seasons', 'otoño')
    form.set('timeOfDay', 'dia')
    expect(votedForm(form)).toEqual({
      longevity: 5,
      sillage: 3,
      seasons: ['verano', 'otoño'],
      timeOfDay: 'dia',
    })
  })

  it('passes a missing answer on, for the API to refuse in its words', () => {
    expect(votedForm(new FormData())).toEqual({
      longevity: 0,
      sillage: 0,
      seasons: [],
      timeOfDay: '',
    })
  })
})

describe('similarView', () => {
  it('keeps what the section shows: page, name, brand and the accords shared', () => {
    const perfume = { slug: 'chanel-bleu-de-chanel', name: 'Bleu de Chanel', brand: 'Chanel' }
    expect(
      similarView([
        {
          perfume: perfume as Schemas['PerfumeViewDto_Output'],
          score: 0.8,
          sharedAccords: ['Amaderado', 'Cítrico'],
          sharedNotes: ['Cedro'],
        },
      ]),
    ).toEqual([{ ...perfume, shared: 'Comparten: Amaderado, Cítrico' }])
    expect(similarView(undefined)).toEqual([])
  })
})
