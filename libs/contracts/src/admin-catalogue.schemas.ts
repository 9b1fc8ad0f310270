import { z } from 'zod'
import {
  ADMIN_PERFUME_SORTS,
  MAX_ALLERGENS_LENGTH,
  MAX_AMOUNT_CENTS,
  MAX_DISCOUNT_PERCENTAGE,
  MAX_SIZES,
  MAX_STOCK,
} from './admin-catalogue'
import { PERFUME_CATEGORIES, parseSizeLabel } from './catalogue'
import { isSpanishTaxId } from './legal'
import { centsToText, textToCents } from './money'
import type { Scent } from './scent'
import { ScentSchema } from './scent.schemas'
import { PerfumeCategorySchema } from './schemas'
import { searchable } from './search'
import {
  discoveryTiers,
  isStoreCountKey,
  MAX_VAT_RATE,
  isStoreFlagKey,
  isStoreTextKey,
  STORE_SETTING_KEYS,
  type StoreSettingKey,
} from './store-settings'

/**
 * A list the form types as comma-separated text (the specification's way) or sends as an array:
 * items trimmed, empty ones dropped. In the text form a comma always separates items, so a
 * decimal comma ('12,50') is understood only inside an array.
 */
function listOf<T extends z.ZodType<unknown, string>>(item: T, max: number, what: string) {
  return z
    .union([z.string().max(5000), z.array(z.string().max(500)).max(max * 2)])
    .transform((value) =>
      (typeof value === 'string' ? value.split(',') : value)
        .map((entry) => entry.trim())
        .filter((entry) => entry.length > 0),
    )
    .pipe(z.array(item).max(max, `Como máximo ${max} ${what}`))
}

const SizeSchema = z
  .string()
  .refine((text) => parseSizeLabel(text) !== null, 'Cada tamaño se escribe como 5ml')
  .transform((text) => (parseSizeLabel(text) as { label: string }).label)

const PriceSchema = z
  .string()
  .refine((text) => {
    const cents = textToCents(text)
    return cents !== null && cents > 0 && cents <= MAX_AMOUNT_CENTS
  }, 'Cada precio es un importe positivo con hasta 2 decimales, como 12.50')
  .transform((text) => textToCents(text) as number)

const SizesSchema = listOf(SizeSchema, MAX_SIZES, 'tamaños')
const PricesSchema = listOf(PriceSchema, MAX_SIZES, 'precios')

/** A link (http or https) or a path of this site; '' or null means no image (the fallback shows). */
const ImageUrlSchema = z
  .union([z.string().trim().max(500), z.null()])
  .refine(
    (text) => !text || /^\/(?!\/)/.test(text) || /^https?:\/\/[^\s/]+/i.test(text),
    'La imagen debe ser una URL (https://...) o una ruta del sitio que empiece por /',
  )
  .transform((text) => text || null)

/** Optional text where '' or null clears the value. */
const clearableText = (max: number) =>
  z
    .union([z.string().trim().max(max, `Como máximo ${max} caracteres`), z.null()])
    .transform((text) => text || null)

const OfferEndsAtSchema = z
  .union([z.iso.datetime({ offset: true }), z.literal(''), z.null()])
  .refine(
    (text) => !text || Date.parse(text) > Date.now(),
    'La fecha de fin de la oferta debe ser futura',
  )
  .transform((text) => (text ? new Date(text) : null))

const DiscountSchema = z
  .union([z.number(), z.string().regex(/^\d{1,2}$/, 'Un número entero de 1 a 90')])
  .transform(Number)
  .pipe(
    z
      .number()
      .int('Un número entero de 1 a 90')
      .min(0, 'Un número entero de 1 a 90')
      .max(MAX_DISCOUNT_PERCENTAGE, 'El descuento máximo es 90%'),
  )

/** The flat list of notes a perfume keeps beside its scent, at most this many. */
const MAX_NOTES = 30

const scentShape = ScentSchema.shape
const ScentLevelSchema = scentShape.pyramid.shape.top

/**
 * A perfume's scent as the back office writes it: the public ScentSchema, strict, with the rules
 * between its parts. Accords are kept strongest first whatever order they come in.
 */
export const ScentInputSchema = z
  .strictObject({
    pyramid: z.strictObject({
      top: ScentLevelSchema,
      heart: ScentLevelSchema,
      base: ScentLevelSchema,
    }),
    accords: z
      .array(
        z.strictObject({
          name: z
            .string()
            .trim()
            .min(1, 'Cada acorde necesita un nombre')
            .max(60, 'Cada acorde tiene como máximo 60 caracteres'),
          intensity: z
            .number('La intensidad es un número entero de 0 a 100')
            .int('La intensidad es un número entero de 0 a 100')
            .min(0, 'La intensidad es un número entero de 0 a 100')
            .max(100, 'La intensidad es un número entero de 0 a 100'),
        }),
      )
      .max(12, 'Como máximo 12 acordes')
      .describe(scentShape.accords.description ?? ''),
    family: z.enum(scentShape.family.options, 'Elige una familia olfativa'),
    concentration: z.enum(scentShape.concentration.options, 'Elige una concentración'),
    seasons: z.array(z.enum(scentShape.seasons.element.options, 'Estación no válida')).max(4),
    timeOfDay: z
      .array(z.enum(scentShape.timeOfDay.element.options, 'Momento del día no válido'))
      .max(2),
  })
  .superRefine((scent, context) => {
    const names = scent.accords.map((accord) => searchable(accord.name))
    const repeated = scent.accords.find((_, index) => names.indexOf(names[index]) !== index)
    if (repeated) {
      context.addIssue({
        code: 'custom',
        path: ['accords'],
        message: `El acorde ${repeated.name} está repetido`,
      })
    }
    if (new Set(scent.seasons).size !== scent.seasons.length) {
      context.addIssue({ code: 'custom', path: ['seasons'], message: 'Hay estaciones repetidas' })
    }
    if (new Set(scent.timeOfDay).size !== scent.timeOfDay.length) {
      context.addIssue({
        code: 'custom',
        path: ['timeOfDay'],
        message: 'Hay momentos del día repetidos',
      })
    }
    const { top, heart, base } = scent.pyramid
    // The perfume's flat notes become these, each once: they keep the limit of that list.
    if (new Set([...top, ...heart, ...base].map(searchable)).size > MAX_NOTES) {
      context.addIssue({
        code: 'custom',
        path: ['pyramid'],
        message: `La pirámide tiene como máximo ${MAX_NOTES} notas distintas`,
      })
    }
  })
  .transform((scent): Scent => ({
    ...scent,
    // Stable: accords of equal intensity keep the order they were given in.
    accords: [...scent.accords].sort((a, b) => b.intensity - a.intensity),
  }))

const perfumeFields = {
  name: z.string().trim().min(1, 'El nombre es obligatorio').max(160),
  brand: z.string().trim().min(1, 'La marca es obligatoria').max(120),
  description: z.string().trim().min(1, 'La descripción es obligatoria').max(5000),
  sizes: SizesSchema.refine((sizes) => sizes.length > 0, 'Indica al menos un tamaño'),
  prices: PricesSchema.refine((prices) => prices.length > 0, 'Indica al menos un precio'),
  category: z.enum(PERFUME_CATEGORIES, 'Elige una categoría: masculino, femenino, unisex o nicho'),
  notes: listOf(
    z.string().max(60, 'Cada nota tiene como máximo 60 caracteres'),
    MAX_NOTES,
    'notas',
  ),
  /** How it smells; null clears it. */
  scent: ScentInputSchema.nullable(),
  imageUrl: ImageUrlSchema,
  /**
   * Accepted for the specification's client and ignored: what a size can sell comes from the
   * perfume's bottles (the inventory), never from this form.
   */
  inStock: z.boolean(),
  /** Accepted and ignored, like inStock. */
  stock: z.array(z.number().int().min(0).max(MAX_STOCK)).max(MAX_SIZES),
  isOnOffer: z.boolean(),
  discountPercentage: DiscountSchema,
  offerDescription: clearableText(200),
  offerEndsAt: OfferEndsAtSchema,
  /**
   * The allergens of the EU list the perfume declares ('Linalool, Limonene, Citral'), printed on
   * each decant's label; '' or null clears them.
   */
  allergens: clearableText(MAX_ALLERGENS_LENGTH),
}

interface PerfumeDraft {
  sizes?: string[]
  prices?: number[]
  isOnOffer?: boolean
  discountPercentage?: number
}

/** The rules between fields that hold whenever they come together. */
function checkPerfume(draft: PerfumeDraft, context: z.RefinementCtx): void {
  const { sizes, prices } = draft
  if ((sizes === undefined) !== (prices === undefined)) {
    context.addIssue({
      code: 'custom',
      path: [sizes === undefined ? 'sizes' : 'prices'],
      message: 'Los tamaños y los precios se envían juntos',
    })
  }
  if (sizes && prices && sizes.length !== prices.length) {
    context.addIssue({
      code: 'custom',
      path: ['prices'],
      message: 'Indica un precio por cada tamaño',
    })
  }
  if (sizes && new Set(sizes).size !== sizes.length) {
    context.addIssue({ code: 'custom', path: ['sizes'], message: 'Hay tamaños repetidos' })
  }
  if (draft.isOnOffer && draft.discountPercentage === 0) {
    context.addIssue({
      code: 'custom',
      path: ['discountPercentage'],
      message: 'Una oferta necesita un descuento de 1 a 90%',
    })
  }
}

/** POST /api/perfumes. Its sizes sell what the perfume's bottles hold: none until one arrives. */
export const CreatePerfumeSchema = z
  .strictObject({
    ...perfumeFields,
    /** Left out with a scent given: the pyramid's notes. */
    notes: perfumeFields.notes.optional(),
    scent: perfumeFields.scent.optional(),
    imageUrl: perfumeFields.imageUrl.optional(),
    inStock: perfumeFields.inStock.optional(),
    stock: perfumeFields.stock.optional(),
    isOnOffer: perfumeFields.isOnOffer.default(false),
    discountPercentage: perfumeFields.discountPercentage.optional(),
    offerDescription: perfumeFields.offerDescription.optional(),
    offerEndsAt: perfumeFields.offerEndsAt.optional(),
    allergens: perfumeFields.allergens.optional(),
  })
  .superRefine((draft, context) => {
    checkPerfume(draft, context)
    if (draft.isOnOffer && draft.discountPercentage === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['discountPercentage'],
        message: 'Una oferta necesita un descuento de 1 a 90%',
      })
    }
  })
export type CreatePerfumeInput = z.output<typeof CreatePerfumeSchema>

/**
 * PUT /api/perfumes/{id}: the same fields plus the id, each optional; the ones given replace.
 * Saving never touches the inventory.
 */
export const UpdatePerfumeSchema = z
  .strictObject({ id: z.uuid('El id no es válido'), ...z.object(perfumeFields).partial().shape })
  .superRefine(checkPerfume)
export type UpdatePerfumeInput = z.output<typeof UpdatePerfumeSchema>

const queryFlag = z
  .enum(['true', 'false', ''])
  .transform((value) => (value === '' ? undefined : value === 'true'))

/** GET /api/admin/perfumes; empty parameters (an unset filter of a GET form) mean no filter. */
export const AdminPerfumeListQuerySchema = z.strictObject({
  search: z
    .string()
    .trim()
    .max(100, 'Escribe como máximo 100 caracteres')
    .transform((text) => text || undefined)
    .optional(),
  category: z
    .union([PerfumeCategorySchema, z.literal('')])
    .transform((category) => category || undefined)
    .optional(),
  sort: z.enum(ADMIN_PERFUME_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  inStock: queryFlag.optional(),
  onOffer: queryFlag.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(24),
})
export type AdminPerfumeListQuery = z.output<typeof AdminPerfumeListQuerySchema>

/** POST /api/admin/perfumes/import: dryRun=true answers what would change and writes nothing. */
export const PerfumeImportQuerySchema = z.strictObject({
  dryRun: queryFlag.optional().transform((flag) => flag === true),
})
export type PerfumeImportQuery = z.output<typeof PerfumeImportQuerySchema>

const collectionFields = {
  name: z.string().trim().min(1, 'El nombre es obligatorio').max(160),
  description: z.string().trim().min(1, 'La descripción es obligatoria').max(5000),
  theme: z.string().trim().min(1, 'El tema es obligatorio').max(60),
  /** In the order the collection shows them; a repeated id counts once. */
  perfumeIds: listOf(z.uuid('Cada perfume se indica por su id'), 100, 'perfumes').transform(
    (ids) => [...new Set(ids)],
  ),
  /** The collection sold as a discovery set: its sizes and their prices, parallel. */
  sizes: SizesSchema,
  prices: PricesSchema,
  imageUrl: ImageUrlSchema,
}

function checkCollection(
  draft: { sizes?: string[]; prices?: number[] },
  context: z.RefinementCtx,
): void {
  checkPerfume({ sizes: draft.sizes, prices: draft.prices }, context)
}

/** POST /api/collections. */
export const CreateCollectionSchema = z
  .strictObject({
    ...collectionFields,
    perfumeIds: collectionFields.perfumeIds.default([]),
    sizes: collectionFields.sizes.default([]),
    prices: collectionFields.prices.default([]),
    imageUrl: collectionFields.imageUrl.optional(),
  })
  .superRefine(checkCollection)
export type CreateCollectionInput = z.output<typeof CreateCollectionSchema>

/** PUT /api/collections/{id}: the same fields plus the id; the ones given replace. */
export const UpdateCollectionSchema = z
  .strictObject({
    id: z.uuid('El id no es válido'),
    name: collectionFields.name.optional(),
    description: collectionFields.description.optional(),
    theme: collectionFields.theme.optional(),
    perfumeIds: collectionFields.perfumeIds.optional(),
    sizes: collectionFields.sizes.optional(),
    prices: collectionFields.prices.optional(),
    imageUrl: collectionFields.imageUrl.optional(),
  })
  .superRefine(checkCollection)
export type UpdateCollectionInput = z.output<typeof UpdateCollectionSchema>

/**
 * PUT /api/settings: a switch takes 'true' or 'false', an amount money text such as '50.00', a count
 * a whole number, a text (the default country) 1 to 100 characters.
 */
export const UpdateStoreSettingSchema = z
  .strictObject({
    key: z.enum(STORE_SETTING_KEYS, 'No existe esa configuración'),
    value: z.string().trim().max(100),
  })
  .superRefine(({ key, value }, context) => {
    if (key === 'discovery_set_tiers') {
      if (!discoveryTiers(value)) {
        context.addIssue({
          code: 'custom',
          path: ['value'],
          message:
            'Pares perfumes:descuento separados por comas, como 3:10,5:15 (de 2 a 10 perfumes, hasta un 50 %)',
        })
      }
      return
    }
    if (key === 'legal_tax_id') {
      if (!isSpanishTaxId(value)) {
        context.addIssue({
          code: 'custom',
          path: ['value'],
          message: 'Un NIF, NIE o CIF con su letra o dígito de control, como B12345674',
        })
      }
      return
    }
    if (key === 'legal_email') {
      if (!z.email().safeParse(value).success) {
        context.addIssue({
          code: 'custom',
          path: ['value'],
          message: 'Un email como hola@tienda.es',
        })
      }
      return
    }
    if (isStoreTextKey(key)) {
      if (!value) {
        context.addIssue({
          code: 'custom',
          path: ['value'],
          message: key === 'default_country' ? 'Escribe un país' : 'Escribe este dato',
        })
      }
      return
    }
    if (isStoreFlagKey(key)) {
      if (value !== 'true' && value !== 'false') {
        context.addIssue({ code: 'custom', path: ['value'], message: "Usa 'true' o 'false'" })
      }
      return
    }
    if (key === 'vat_rate') {
      if (!/^\d{1,2}$/.test(value) || Number(value) > MAX_VAT_RATE) {
        context.addIssue({
          code: 'custom',
          path: ['value'],
          message: `Un porcentaje entero de 0 a ${MAX_VAT_RATE}, como 21`,
        })
      }
      return
    }
    if (isStoreCountKey(key)) {
      if (!/^\d{1,6}$/.test(value) || Number(value) > MAX_STOCK) {
        context.addIssue({
          code: 'custom',
          path: ['value'],
          message: `Un número entero de 0 a ${MAX_STOCK}`,
        })
      }
      return
    }
    const cents = textToCents(value)
    if (cents === null || cents > MAX_AMOUNT_CENTS) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'Un importe positivo o cero con hasta 2 decimales, como 50.00',
      })
    }
  })
  .transform(({ key, value }): { key: StoreSettingKey; value: string } => {
    if (key === 'discovery_set_tiers') {
      const tiers = discoveryTiers(value) ?? []
      return {
        key,
        value: tiers.map((tier) => `${tier.count}:${tier.discountPercentage}`).join(','),
      }
    }
    if (key === 'legal_tax_id') return { key, value: value.toUpperCase().replace(/[\s.-]/g, '') }
    if (isStoreFlagKey(key) || isStoreTextKey(key)) return { key, value }
    // '007' is stored as '7', '4,5' as '4.50'.
    if (isStoreCountKey(key)) return { key, value: String(Number(value)) }
    return { key, value: centsToText(textToCents(value) as number) }
  })
export type UpdateStoreSettingInput = z.output<typeof UpdateStoreSettingSchema>
