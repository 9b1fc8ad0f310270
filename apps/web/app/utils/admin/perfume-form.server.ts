import {
  CONCENTRATIONS,
  CreatePerfumeSchema,
  PERFUME_CATEGORIES,
  type PerfumeCategory,
  SCENT_FAMILIES,
  type Scent,
  SEASONS,
  TIMES_OF_DAY,
  UpdatePerfumeSchema,
} from '@aurum/contracts'
import type { z } from 'zod'
import type { FieldErrors } from '~/utils/forms.server'
import { formText, mergeFieldErrors, splitList } from './admin-forms.server'
import {
  EMPTY_PERFUME_FORM,
  EMPTY_SCENT_FORM,
  type PerfumeFormValues,
  type ScentFormValues,
} from './form-values'
import type { AdminPerfume } from './perfumes.server'
import { isoToWallTime, wallTimeToIso } from './store-time.server'

export type CreatePerfumeBody = z.input<typeof CreatePerfumeSchema>
export type UpdatePerfumeBody = z.input<typeof UpdatePerfumeSchema>

type TextKey = {
  [Key in keyof PerfumeFormValues]: PerfumeFormValues[Key] extends string ? Key : never
}[keyof PerfumeFormValues]

/** The checkbox groups: what was ticked, only among the choices offered. */
const CHOICES = {
  scentSeasons: SEASONS,
  scentTimeOfDay: TIMES_OF_DAY,
} as const

/** What the administrator typed: given back with the errors, so nothing is lost. */
export function readPerfumeForm(form: FormData): PerfumeFormValues {
  const values = { ...EMPTY_PERFUME_FORM }
  for (const [key, empty] of Object.entries(EMPTY_PERFUME_FORM)) {
    if (typeof empty === 'string') values[key as TextKey] = formText(form, key)
  }
  values.isOnOffer = form.get('isOnOffer') === 'on'
  for (const key of Object.keys(CHOICES) as (keyof typeof CHOICES)[]) {
    const ticked = form.getAll(key)
    values[key] = CHOICES[key].filter((choice) => ticked.includes(choice))
  }
  return values
}

/** The edit form, filled from the API's view of the perfume. */
export function perfumeFormValues(perfume: AdminPerfume): PerfumeFormValues {
  return {
    name: perfume.name,
    brand: perfume.brand,
    description: perfume.description,
    category: perfume.category,
    sizes: perfume.sizes.join(', '),
    prices: perfume.prices.join(', '),
    notes: perfume.notes.join(', '),
    imageUrl: perfume.imageUrl ?? '',
    isOnOffer: perfume.isOnOffer,
    discountPercentage: perfume.discountPercentage ? String(perfume.discountPercentage) : '',
    offerDescription: perfume.offerDescription ?? '',
    offerEndsAt: perfume.offerEndsAt ? isoToWallTime(perfume.offerEndsAt) : '',
    ...scentFormValues(perfume.scent),
  }
}

function scentFormValues(scent: Scent | null): ScentFormValues {
  if (!scent) return EMPTY_SCENT_FORM
  return {
    scentFamily: scent.family,
    scentConcentration: scent.concentration,
    scentSeasons: scent.seasons,
    scentTimeOfDay: scent.timeOfDay,
    scentTop: scent.pyramid.top.join(', '),
    scentHeart: scent.pyramid.heart.join(', '),
    scentBase: scent.pyramid.base.join(', '),
    scentAccords: scent.accords.map(({ name, intensity }) => `${name}: ${intensity}`).join('\n'),
  }
}

/** A line of the accords' box: 'Amaderado: 80' (a name, a colon, a whole number 0 to 100). */
const ACCORD_LINE = /^(.+?)\s*:\s*(\d{1,3})\s*%?$/

/**
 * The accords typed one a line, or the message of each line that is not one. Empty lines are
 * skipped; the order is the API's to set (strongest first).
 */
export function parseAccords(text: string): {
  accords: { name: string; intensity: number }[]
  errors: string[]
} {
  const accords: { name: string; intensity: number }[] = []
  const errors: string[] = []
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim()
    if (!line) return
    const match = ACCORD_LINE.exec(line)
    if (!match) {
      errors.push(
        `Línea ${index + 1} («${line}»): escribe el nombre, dos puntos y la intensidad, como Amaderado: 80`,
      )
      return
    }
    const intensity = Number(match[2])
    if (intensity > 100) {
      errors.push(`Línea ${index + 1} («${line}»): la intensidad es un número entero de 0 a 100`)
      return
    }
    accords.push({ name: match[1], intensity })
  })
  return { accords, errors }
}

/** Where a message about the scent (path under 'scent') shows in the form. */
const SCENT_FIELDS: Record<string, keyof PerfumeFormValues> = {
  family: 'scentFamily',
  concentration: 'scentConcentration',
  seasons: 'scentSeasons',
  timeOfDay: 'scentTimeOfDay',
  accords: 'scentAccords',
  top: 'scentTop',
  heart: 'scentHeart',
  base: 'scentBase',
}

/**
 * The scent from its fields: null when no family is chosen (the perfume is not described), or the
 * messages of the fields that the form itself can tell are wrong.
 */
function scentBody(values: PerfumeFormValues): { scent: Scent | null; errors: FieldErrors } {
  const errors: FieldErrors = {}
  if (!values.scentFamily) return { scent: null, errors }
  if (!SCENT_FAMILIES.includes(values.scentFamily as Scent['family']))
    errors.scentFamily = ['Elige una familia olfativa de la lista']
  if (!CONCENTRATIONS.includes(values.scentConcentration as Scent['concentration']))
    errors.scentConcentration = ['Elige una concentración']
  const { accords, errors: lines } = parseAccords(values.scentAccords)
  if (lines.length) errors.scentAccords = lines
  const scent: Scent = {
    pyramid: {
      top: splitList(values.scentTop),
      heart: splitList(values.scentHeart),
      base: splitList(values.scentBase),
    },
    accords,
    family: values.scentFamily as Scent['family'],
    concentration: values.scentConcentration as Scent['concentration'],
    seasons: values.scentSeasons as Scent['seasons'],
    timeOfDay: values.scentTimeOfDay as Scent['timeOfDay'],
  }
  return { scent, errors }
}

/** The schema's messages by form field: those about the scent go to the scent's own fields. */
function formIssues(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {}
  for (const issue of error.issues) {
    const [first, part, level] = issue.path.map(String)
    const field =
      first === 'scent' ? (SCENT_FIELDS[part === 'pyramid' ? level : part] ?? 'scent') : first
    ;(fieldErrors[field] ??= []).push(issue.message)
  }
  return fieldErrors
}

/**
 * The API's body from the form: lists split by comma, the offer's end from the shop's clock to an
 * instant, then checked with the same contracts schema the API applies, so the administrator sees
 * every message at once and the API is called only with a body it should accept.
 */
export function perfumeBody(
  values: PerfumeFormValues,
):
  | { body: CreatePerfumeBody; fieldErrors?: undefined }
  | { body?: undefined; fieldErrors: FieldErrors }
export function perfumeBody(
  values: PerfumeFormValues,
  id: string,
):
  | { body: UpdatePerfumeBody; fieldErrors?: undefined }
  | { body?: undefined; fieldErrors: FieldErrors }
export function perfumeBody(
  values: PerfumeFormValues,
  id?: string,
):
  | { body: CreatePerfumeBody | UpdatePerfumeBody; fieldErrors?: undefined }
  | { body?: undefined; fieldErrors: FieldErrors } {
  const ownErrors: FieldErrors = {}
  if (!PERFUME_CATEGORIES.includes(values.category as PerfumeCategory))
    ownErrors.category = ['Elige una categoría']

  const offerEndsAt =
    values.isOnOffer && values.offerEndsAt.trim() ? wallTimeToIso(values.offerEndsAt.trim()) : null
  if (values.isOnOffer && values.offerEndsAt.trim() && !offerEndsAt)
    ownErrors.offerEndsAt = ['La fecha de fin de la oferta no es válida']

  const { scent, errors: scentErrors } = scentBody(values)
  Object.assign(ownErrors, scentErrors)
  const notes = splitList(values.notes)

  const body = {
    ...(id ? { id } : {}),
    name: values.name,
    brand: values.brand,
    description: values.description,
    category: values.category as PerfumeCategory,
    sizes: splitList(values.sizes),
    prices: splitList(values.prices),
    // Left empty beside a scent, the API makes them the pyramid's notes.
    ...(scent && !notes.length ? {} : { notes }),
    scent,
    imageUrl: values.imageUrl.trim() || null,
    isOnOffer: values.isOnOffer,
    discountPercentage: values.discountPercentage.trim() || '0',
    offerDescription: values.offerDescription,
    offerEndsAt,
  }
  const checked = (id ? UpdatePerfumeSchema : CreatePerfumeSchema).safeParse(body)
  const schemaErrors = checked.success ? {} : formIssues(checked.error)
  // The form's own messages above say it better than the schema's list of allowed values.
  for (const field of Object.keys(ownErrors)) delete schemaErrors[field]
  const fieldErrors = mergeFieldErrors(ownErrors, schemaErrors)
  return Object.keys(fieldErrors).length ? { fieldErrors } : { body }
}
