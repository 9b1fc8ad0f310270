import type { Schemas } from '@aurum/api-client'
import {
  LONGEVITY_LABELS,
  LONGEVITY_LEVELS,
  SEASONS,
  SILLAGE_LABELS,
  SILLAGE_LEVELS,
  TIME_OF_DAY_LABELS,
  TIMES_OF_DAY,
} from '@aurum/contracts'

/*
 * The perfume page's performance votes and 'Huele parecido a…', shaped on the server: labels,
 * counts, shares and texts are worked out here, so the page's JavaScript only lays them out.
 */

type Distribution = Schemas['PerformanceDistributionDto_Output']
type MyVote = Schemas['MyPerformanceVoteDto_Output']
type SimilarPerfume = Schemas['SimilarPerfumeViewDto_Output']

const SEASON_LABELS: Record<(typeof SEASONS)[number], string> = {
  primavera: 'Primavera',
  verano: 'Verano',
  otoño: 'Otoño',
  invierno: 'Invierno',
}

/** The four questions of a vote, in the page's order: the form field, its words, its answers. */
const QUESTIONS = [
  {
    name: 'longevity',
    title: 'Duración',
    type: 'radio',
    options: LONGEVITY_LEVELS.map((level) => [String(level), LONGEVITY_LABELS[level]]),
  },
  {
    name: 'sillage',
    title: 'Estela',
    type: 'radio',
    options: SILLAGE_LEVELS.map((level) => [String(level), SILLAGE_LABELS[level]]),
  },
  {
    name: 'seasons',
    title: 'Estaciones',
    type: 'checkbox',
    options: SEASONS.map((season) => [season, SEASON_LABELS[season]]),
  },
  {
    name: 'timeOfDay',
    title: 'Momento del día',
    type: 'radio',
    options: TIMES_OF_DAY.map((time) => [time, TIME_OF_DAY_LABELS[time]]),
  },
] as const

/**
 * The distributions as bars: for each question, each answer with its count and the share of the
 * voters who gave it, in tenths (the bar's width class: the CSP allows no inline style).
 */
export function performanceView(distribution: Distribution) {
  const { votes } = distribution
  return {
    votes: votes === 1 ? '1 voto' : `${votes} votos`,
    groups: votes
      ? QUESTIONS.map(({ name, title, options }) => {
          const counts = distribution[name] as Record<string, number>
          return {
            title,
            rows: options.map(([value, label]) => ({
              label,
              count: counts[value] ?? 0,
              tenths: Math.round(((counts[value] ?? 0) / votes) * 10),
            })),
          }
        })
      : [],
  }
}

export type PerformanceView = ReturnType<typeof performanceView>

/** The vote form for a buyer (their vote chosen), or null for anyone who may not vote. */
export function voteFormView(mine: MyVote | undefined) {
  if (!mine?.canVote) return null
  const chosen: Record<string, readonly string[]> = mine.vote
    ? {
        longevity: [String(mine.vote.longevity)],
        sillage: [String(mine.vote.sillage)],
        seasons: mine.vote.seasons,
        timeOfDay: [mine.vote.timeOfDay],
      }
    : {}
  return QUESTIONS.map(({ name, title, type, options }) => ({
    name,
    title,
    type,
    options: options.map(([value, label]) => ({
      value,
      label,
      checked: chosen[name]?.includes(value) ?? false,
    })),
  }))
}

export type VoteFormView = NonNullable<ReturnType<typeof voteFormView>>

/** The vote as the form posted it; the API checks it (its refusal is shown as it words it). */
export function votedForm(form: FormData) {
  return {
    longevity: Number(form.get('longevity')),
    sillage: Number(form.get('sillage')),
    seasons: form.getAll('seasons').map(String) as (typeof SEASONS)[number][],
    timeOfDay: String(form.get('timeOfDay') ?? '') as (typeof TIMES_OF_DAY)[number],
  }
}

/** 'Huele parecido a…': each perfume's page, name, brand and the accords they share. */
export function similarView(similar: SimilarPerfume[] | undefined) {
  return (similar ?? []).map(({ perfume, sharedAccords }) => ({
    slug: perfume.slug,
    name: perfume.name,
    brand: perfume.brand,
    // The API lists only perfumes that share at least one accord.
    shared: `Comparten: ${sharedAccords.join(', ')}`,
  }))
}

export type SimilarView = ReturnType<typeof similarView>
