import {
  CONCENTRATIONS,
  CreatePerfumeSchema,
  MAX_SIZES,
  PERFUME_CATEGORIES,
  type PerfumeCategory,
  parseSizeLabel,
  SCENT_FAMILIES,
  type Scent,
  SEASONS,
  TIMES_OF_DAY,
  UpdatePerfumeSchema,
} from '@aurum/contracts'
import { z } from 'zod'
import {
  fieldName,
  type FormIssue,
  type IssuePath,
  reportIssues,
  splitList,
  tickedChoices,
} from './admin-forms.server'
import type { PerfumeFormFields } from './form-values'
import type { AdminPerfume } from './perfumes.server'
import { isoToWallTime, wallTimeToIso } from './store-time.server'

export type CreatePerfumeBody = z.input<typeof CreatePerfumeSchema>
export type UpdatePerfumeBody = z.input<typeof UpdatePerfumeSchema>

/** The edit form, filled from the API's view of the perfume: each size a row. */
export function perfumeFormValues(perfume: AdminPerfume): PerfumeFormFields {
  const { scent } = perfume
  return {
    name: perfume.name,
    brand: perfume.brand,
    description: perfume.description,
    category: perfume.category,
    sizes: perfume.sizes.map((label, index) => ({
      ml: String(parseSizeLabel(label)?.ml ?? label),
      price: perfume.prices[index] ?? '',
    })),
    notes: perfume.notes.join(', '),
    imageUrl: perfume.imageUrl ?? '',
    isOnOffer: perfume.isOnOffer ? 'on' : '',
    discountPercentage: perfume.discountPercentage ? String(perfume.discountPercentage) : '',
    offerDescription: perfume.offerDescription ?? '',
    offerEndsAt: perfume.offerEndsAt ? isoToWallTime(perfume.offerEndsAt) : '',
    allergens: perfume.allergens ?? '',
    scentFamily: scent?.family ?? '',
    scentConcentration: scent?.concentration ?? '',
    scentSeasons: scent?.seasons ?? [],
    scentTimeOfDay: scent?.timeOfDay ?? [],
    scentTop: scent?.pyramid.top.join(', ') ?? '',
    scentHeart: scent?.pyramid.heart.join(', ') ?? '',
    scentBase: scent?.pyramid.base.join(', ') ?? '',
    scentAccords:
      scent?.accords.map(({ name, intensity }) => `${name}: ${intensity}`).join('\n') ?? '',
  }
}

/** What each size sells now (units, from the perfume's bottles), by its label: read-only. */
export function sizeStock(perfume: AdminPerfume): Record<string, number> {
  return Object.fromEntries(perfume.sizes.map((label, index) => [label, perfume.stock[index] ?? 0]))
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

/** The form's fields that take the API's messages under their own name. */
const PLAIN_FIELDS = new Set([
  'name',
  'brand',
  'description',
  'category',
  'notes',
  'imageUrl',
  'isOnOffer',
  'discountPercentage',
  'offerDescription',
  'offerEndsAt',
  'allergens',
])

/** Where a message about the scent (path under 'scent') shows in the form. */
const SCENT_FIELDS: Record<string, string> = {
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
 * The form field a message about the API body's `path` belongs to ([] is the form itself): the
 * n-th size or price is the n-th row's, the scent's parts are the scent's fields.
 */
export function perfumeFieldPath(path: readonly PropertyKey[]): IssuePath {
  const [first, second, third] = path.map(String)
  if (first === 'sizes' || first === 'prices') {
    return /^\d+$/.test(second ?? '')
      ? ['sizes', Number(second), first === 'sizes' ? 'ml' : 'price']
      : ['sizes']
  }
  if (first === 'scent') {
    const field = SCENT_FIELDS[second === 'pyramid' ? third : second]
    return field ? [field] : []
  }
  return PLAIN_FIELDS.has(first) ? [first] : []
}

/** One text field as posted: a missing one is ''. */
const text = z
  .string()
  .optional()
  .transform((value) => value ?? '')

/** The form as posted; every rule is the API's schema's, applied to the body built from it. */
const PerfumeFormInputSchema = z.object({
  name: text,
  brand: text,
  description: text,
  category: text,
  sizes: z
    .array(z.object({ ml: text, price: text }))
    .max(MAX_SIZES, `Como máximo ${MAX_SIZES} tamaños`)
    .optional()
    .transform((rows) => rows ?? []),
  notes: text,
  imageUrl: text,
  isOnOffer: text.transform((value) => value === 'on'),
  discountPercentage: text,
  offerDescription: text,
  offerEndsAt: text,
  allergens: text,
  scentFamily: text,
  scentConcentration: text,
  scentSeasons: tickedChoices(SEASONS),
  scentTimeOfDay: tickedChoices(TIMES_OF_DAY),
  scentTop: text,
  scentHeart: text,
  scentBase: text,
  scentAccords: text,
})
type PerfumeFormInput = z.output<typeof PerfumeFormInputSchema>
type PerfumeFormPost = z.input<typeof PerfumeFormInputSchema>

/** A size's millilitres as typed: a whole number, 1 to 9999 (the size '5ml'). */
const WHOLE_ML = /^\s*\d{1,4}\s*$/

/**
 * The scent from its fields: null when no family is chosen (the perfume is not described), and
 * the messages of the fields that the form itself can tell are wrong.
 */
function scentBody(form: PerfumeFormInput, issues: FormIssue[]): Scent | null {
  if (!form.scentFamily) return null
  if (!SCENT_FAMILIES.includes(form.scentFamily as Scent['family']))
    issues.push({ path: ['scentFamily'], message: 'Elige una familia olfativa de la lista' })
  if (!CONCENTRATIONS.includes(form.scentConcentration as Scent['concentration']))
    issues.push({ path: ['scentConcentration'], message: 'Elige una concentración' })
  const { accords, errors } = parseAccords(form.scentAccords)
  for (const message of errors) issues.push({ path: ['scentAccords'], message })
  return {
    pyramid: {
      top: splitList(form.scentTop),
      heart: splitList(form.scentHeart),
      base: splitList(form.scentBase),
    },
    accords,
    family: form.scentFamily as Scent['family'],
    concentration: form.scentConcentration as Scent['concentration'],
    seasons: form.scentSeasons,
    timeOfDay: form.scentTimeOfDay,
  }
}

/**
 * The API's body from the form (the rows become the parallel lists of sizes and prices, the
 * offer's end an instant from the shop's clock), with the messages of what the form itself can
 * tell is wrong.
 */
function perfumeBody(form: PerfumeFormInput, id: string | undefined) {
  const issues: FormIssue[] = []
  if (!PERFUME_CATEGORIES.includes(form.category as PerfumeCategory))
    issues.push({ path: ['category'], message: 'Elige una categoría' })

  if (!form.sizes.length) issues.push({ path: ['sizes'], message: 'Añade al menos un tamaño' })
  form.sizes.forEach(({ ml, price }, index) => {
    if (!ml.trim()) issues.push({ path: ['sizes', index, 'ml'], message: 'Indica los mililitros' })
    else if (!WHOLE_ML.test(ml) || Number(ml) === 0)
      issues.push({
        path: ['sizes', index, 'ml'],
        message: 'Los mililitros son un número entero de 1 a 9999, como 5',
      })
    if (!price.trim()) issues.push({ path: ['sizes', index, 'price'], message: 'Indica el precio' })
  })

  const offerEnd = form.isOnOffer ? form.offerEndsAt.trim() : ''
  const offerEndsAt = offerEnd ? wallTimeToIso(offerEnd) : null
  if (offerEnd && !offerEndsAt)
    issues.push({ path: ['offerEndsAt'], message: 'La fecha de fin de la oferta no es válida' })

  const scent = scentBody(form, issues)
  const notes = splitList(form.notes)
  const body = {
    ...(id ? { id } : {}),
    name: form.name,
    brand: form.brand,
    description: form.description,
    category: form.category as PerfumeCategory,
    sizes: form.sizes.map(({ ml }) => `${Number(ml)}ml`),
    prices: form.sizes.map(({ price }) => price.trim()),
    // Left empty beside a scent, the API makes them the pyramid's notes.
    ...(scent && !notes.length ? {} : { notes }),
    scent,
    imageUrl: form.imageUrl.trim() || null,
    isOnOffer: form.isOnOffer,
    discountPercentage: form.discountPercentage.trim() || '0',
    offerDescription: form.offerDescription,
    offerEndsAt,
    allergens: form.allergens,
  }
  return { body, issues }
}

/**
 * The perfume form's schema for conform: what was posted, turned into the API's body and checked
 * with the same contracts schema the API applies, every message on the field it is about (the
 * price of row 2 on that row), so the administrator sees them all at once and the API is called
 * only with a body it should accept.
 */
export function perfumeFormSchema(): z.ZodType<CreatePerfumeBody, PerfumeFormPost>
export function perfumeFormSchema(id: string): z.ZodType<UpdatePerfumeBody, PerfumeFormPost>
export function perfumeFormSchema(
  id?: string,
): z.ZodType<CreatePerfumeBody | UpdatePerfumeBody, PerfumeFormPost> {
  const apiSchema = id ? UpdatePerfumeSchema : CreatePerfumeSchema
  return PerfumeFormInputSchema.transform((form, context) => {
    const { body, issues } = perfumeBody(form, id)
    // A row without its size or price shifts the API's lists (it drops empty items): their
    // messages would land on the wrong rows, so the form's own say it.
    const rowsUnread = form.sizes.some(({ ml, price }) => !ml.trim() || !price.trim())
    const checked = apiSchema.safeParse(body)
    const apiIssues = checked.success
      ? []
      : checked.error.issues
          .map(({ path, message }) => ({ path: perfumeFieldPath(path), message }))
          .filter(({ path }) => !(rowsUnread && path[0] === 'sizes'))
    if (reportIssues(context, issues, apiIssues)) return z.NEVER
    return body
  })
}

/** The name the form gives the API's field `path` ('prices.1' -> 'sizes[1].price'); '' is the form. */
export function perfumeFieldName(path: string): string {
  return fieldName(perfumeFieldPath(path.split('.')))
}
