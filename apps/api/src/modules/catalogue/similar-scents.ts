import { type Scent, searchable } from '@aurum/contracts'

/** A perfume as "huele parecido" compares it. */
export interface ScentOf {
  id: string
  notes: string[]
  scent: Scent
}

export interface Likeness {
  id: string
  /** 0 to 1: 1 smells the same. */
  score: number
  /** The accords both have, as the other perfume names them, its strongest first. */
  sharedAccords: string[]
  /** The notes both have, as the other perfume names them. */
  sharedNotes: string[]
}

/** Weight of the accords in the score; the notes have the rest (docs/decisions/019). */
export const ACCORD_WEIGHT = 0.75

/**
 * How much `other` smells like `perfume`: the cosine of their accord vectors (each accord's
 * intensity, 0-100) weighted 0.75, plus the Jaccard index of their notes (every note of the pyramid
 * and the flat list) weighted 0.25. Names compare without case or accents. Null when they share no
 * accord: a shared note alone ('Bergamota') says little about how two perfumes smell.
 */
export function likeness(perfume: ScentOf, other: ScentOf): Likeness | null {
  const mine = accordVector(perfume.scent)
  const theirs = accordVector(other.scent)
  const sharedAccords = other.scent.accords
    .filter((accord) => mine.has(searchable(accord.name)))
    .map((accord) => accord.name)
  if (!sharedAccords.length) return null
  let dot = 0
  for (const [name, intensity] of theirs) dot += intensity * (mine.get(name) ?? 0)
  const cosine = dot / (length(mine) * length(theirs))

  const myNotes = new Set(allNotes(perfume).map(searchable))
  const theirNotes = [...new Map(allNotes(other).map((note) => [searchable(note), note]))]
  const sharedNotes = theirNotes.filter(([key]) => myNotes.has(key)).map(([, note]) => note)
  const union = myNotes.size + theirNotes.length - sharedNotes.length
  const jaccard = union ? sharedNotes.length / union : 0

  const score = ACCORD_WEIGHT * cosine + (1 - ACCORD_WEIGHT) * jaccard
  return { id: other.id, score: Math.round(score * 1000) / 1000, sharedAccords, sharedNotes }
}

/** The perfumes most like `perfume`, best first, never itself, each sharing an accord. */
export function mostAlike(perfume: ScentOf, others: ScentOf[], limit: number): Likeness[] {
  return others
    .filter((other) => other.id !== perfume.id)
    .map((other) => likeness(perfume, other))
    .filter((alike): alike is Likeness => alike !== null)
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
    .slice(0, limit)
}

function accordVector(scent: Scent): Map<string, number> {
  const vector = new Map<string, number>()
  for (const accord of scent.accords) {
    const name = searchable(accord.name)
    vector.set(name, Math.max(vector.get(name) ?? 0, accord.intensity))
  }
  return vector
}

function length(vector: Map<string, number>): number {
  let sum = 0
  for (const value of vector.values()) sum += value * value
  return Math.sqrt(sum) || 1
}

function allNotes(perfume: ScentOf): string[] {
  const { top, heart, base } = perfume.scent.pyramid
  return [...top, ...heart, ...base, ...perfume.notes]
}
