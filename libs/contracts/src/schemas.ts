// Zod schemas live apart from the plain constants they are built from (catalogue.ts, accounts.ts),
// so a page that only needs a constant or a money rule does not ship zod to the browser.
import { z } from 'zod'
import { ADDRESS_TYPES, PASSWORD_MIN_LENGTH } from './accounts'
import { CATALOGUE_SORTS, MAX_PAGE_SIZE, PERFUME_CATEGORIES } from './catalogue'
import { textToCents } from './money'
import { CONCENTRATIONS, SCENT_FAMILIES, SEASONS } from './scent'

export const PerfumeCategorySchema = z.enum(PERFUME_CATEGORIES)

const flag = z.enum(['true', 'false']).transform((value) => value === 'true')
const amount = z
  .string()
  .max(12)
  .refine((text) => textToCents(text) !== null, 'Un importe como 12.50')
  .transform((text) => textToCents(text) as number)

/** An accord or a note as a filter names it: any case, any accents. */
const scentWord = z.string().trim().min(1).max(60)

/** A query parameter that may be repeated: always a list, at most five. */
const oneOrMore = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item).min(1).max(5)]).transform((value) => [value].flat() as z.output<T>[])

/** Query of GET /api/perfumes; the web catalogue's GET form sends the same names. */
export const PerfumeListQuerySchema = z
  .strictObject({
    q: z.string().trim().max(100, 'Escribe como máximo 100 caracteres').optional(),
    category: PerfumeCategorySchema.optional(),
    brand: z.string().trim().min(1).max(120).optional(),
    onOffer: flag.optional(),
    inStock: flag.optional(),
    minPrice: amount.optional(),
    maxPrice: amount.optional(),
    accord: oneOrMore(scentWord)
      .optional()
      .describe('Perfumes with all these accords (repeat it for more than one)'),
    note: scentWord.optional().describe('Perfumes with this note anywhere in the pyramid'),
    family: z.enum(SCENT_FAMILIES).optional(),
    season: z.enum(SEASONS).optional(),
    concentration: z.enum(CONCENTRATIONS).optional(),
    size: z
      .string()
      .trim()
      .min(1)
      .max(20)
      .optional()
      .describe('Perfumes sold in this size (in stock in it, with inStock=true)'),
    sort: z
      .enum(CATALOGUE_SORTS)
      .optional()
      .describe('Without it: relevance when searching, else name'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
  })
  .refine(
    (query) =>
      query.minPrice === undefined ||
      query.maxPrice === undefined ||
      query.minPrice <= query.maxPrice,
    { path: ['maxPrice'], message: 'No puede ser menor que el precio mínimo' },
  )
export type PerfumeListQuery = z.output<typeof PerfumeListQuerySchema>

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Introduce un email válido').max(254, 'Introduce un email válido'))

export const NewsletterSubscriptionSchema = z.strictObject({ email: EmailSchema })

export const ContactMessageSchema = z.strictObject({
  name: z.string().trim().min(1, 'El nombre es obligatorio').max(120),
  email: EmailSchema,
  message: z
    .string()
    .trim()
    .min(10, 'El mensaje debe tener al menos 10 caracteres')
    .max(5000, 'El mensaje no puede superar los 5000 caracteres'),
})

export const AddCartItemSchema = z.strictObject({
  productId: z.uuid('Debe ser el id de un perfume'),
  size: z.string().trim().min(1).max(20).optional(),
  quantity: z.coerce.number().int().min(1, 'La cantidad mínima es 1').max(99).default(1),
})

/**
 * POST /api/cart/sets: a collection sold as a set in one of its set sizes, or a discovery set of
 * perfumes the customer picks (as many as a tier of the store's discovery_set_tiers), one size.
 */
export const AddCartSetSchema = z
  .strictObject({
    collectionId: z.uuid('Una colección se indica por su id').optional(),
    perfumeIds: z
      .array(z.uuid('Cada perfume se indica por su id'))
      .max(10, 'Un set tiene como mucho 10 perfumes')
      .optional(),
    size: z.string().trim().min(1, 'Elige un tamaño').max(20),
    quantity: z.coerce.number().int().min(1, 'La cantidad mínima es 1').max(20).default(1),
  })
  .superRefine((set, context) => {
    if ((set.collectionId === undefined) === (set.perfumeIds === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['collectionId'],
        message: 'Indica una colección o los perfumes del set, no ambos',
      })
    }
    if (set.perfumeIds && new Set(set.perfumeIds).size !== set.perfumeIds.length) {
      context.addIssue({ code: 'custom', path: ['perfumeIds'], message: 'Hay perfumes repetidos' })
    }
  })
export type AddCartSetInput = z.output<typeof AddCartSetSchema>

export const UpdateCartItemSchema = z.strictObject({
  quantity: z.coerce.number().int().min(1, 'La cantidad mínima es 1').max(99),
})

export const RegisterSchema = z.strictObject({
  username: z
    .string()
    .trim()
    .min(3, 'El nombre de usuario debe tener al menos 3 caracteres')
    .max(60, 'El nombre de usuario no puede superar los 60 caracteres')
    .regex(/^[\p{L}\p{N}._-]+$/u, 'Usa solo letras, números, puntos, guiones y guiones bajos'),
  email: EmailSchema,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`)
    .max(200, 'La contraseña no puede superar los 200 caracteres'),
})

export const LoginSchema = z.strictObject({
  /** The email or the username. */
  login: z.string().trim().min(1, 'Introduce tu email o nombre de usuario').max(254),
  password: z.string().min(1, 'Introduce tu contraseña').max(200),
})

export const RefreshSchema = z.strictObject({ refreshToken: z.string().min(20).max(200) })

export const CouponCodeSchema = z
  .string()
  .trim()
  .min(1, 'Por favor ingresa un código de cupón')
  .max(20, 'El código tiene como máximo 20 caracteres')
  .transform((code) => code.toUpperCase())

/** POST /api/checkout/session: what the customer chose. No amounts: the server prices everything. */
export const CreateCheckoutSchema = z.strictObject({
  addressId: z.uuid('Elige una dirección de envío'),
  couponCode: CouponCodeSchema.optional(),
})

export const ApplyCouponSchema = z.strictObject({ code: CouponCodeSchema })

/** Required, trimmed, and no longer than its column (spec 001 §5). */
const addressText = (required: string, max: number, field: string) =>
  z
    .string(required)
    .trim()
    .min(1, { message: required, abort: true })
    .max(max, { message: `${field} no puede superar los ${max} caracteres`, abort: true })

/**
 * POST /api/addresses and PUT /api/addresses/{id}. On an edit, isDefault true makes the address
 * the default; false leaves the default where it is (a customer always has one).
 */
export const AddressSchema = z.strictObject({
  type: z.enum(ADDRESS_TYPES, 'Elige el tipo: Casa, Trabajo u Otro').default('home'),
  name: addressText('El nombre es obligatorio', 120, 'El nombre'),
  street: addressText('La calle es obligatoria', 200, 'La calle'),
  city: addressText('La ciudad es obligatoria', 100, 'La ciudad'),
  state: addressText('La provincia o estado es obligatorio', 100, 'La provincia o estado'),
  zipCode: addressText('El código postal es obligatorio', 20, 'El código postal'),
  country: addressText('El país es obligatorio', 100, 'El país'),
  phone: addressText('El teléfono es obligatorio', 40, 'El teléfono').regex(
    /^\+?[\d\s().-]*\d[\d\s().-]*$/,
    'Escribe el teléfono solo con números, espacios y + - ( )',
  ),
  isDefault: z.boolean().default(false),
})
export type AddressInput = z.output<typeof AddressSchema>
