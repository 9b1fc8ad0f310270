// Coupons: what the administrator creates (spec 001 §3 Available coupon, §9 code max 20).
import { z } from 'zod'
import { MAX_AMOUNT_CENTS } from './admin-catalogue'
import { MAX_COUPON_USES_PER_CUSTOMER } from './coupons'
import { textToCents } from './money'
import { CouponCodeSchema } from './schemas'

/** "12.50" -> 1250, within the shop's amounts; '' or absent is none. */
const amountText = (message: string) =>
  z
    .string()
    .max(12)
    .refine((text) => {
      const cents = textToCents(text)
      return cents !== null && cents <= MAX_AMOUNT_CENTS
    }, message)
    .transform((text) => textToCents(text) as number)

const uses = (message: string, max: number) =>
  z.number(message).int(message).min(1, message).max(max, message)

/** POST /api/admin/coupons. The code is upper-cased; amounts are text such as "20.00". */
export const CreateCouponSchema = z.strictObject({
  code: CouponCodeSchema.pipe(
    z
      .string()
      .regex(/^[A-Z0-9_-]+$/, 'El código solo lleva letras, números, guiones y guiones bajos'),
  ),
  description: z
    .string()
    .trim()
    .min(1, 'La descripción es obligatoria')
    .max(200, 'La descripción tiene como máximo 200 caracteres'),
  discountPercentage: uses('Un número entero de 1 a 100', 100),
  minimumAmount: amountText('Un importe con hasta 2 decimales, como 20.00').default(0),
  maximumDiscount: z
    .union([amountText('Un importe positivo con hasta 2 decimales, como 10.00'), z.null()])
    .refine((cents) => cents === null || cents > 0, 'El descuento máximo debe ser positivo')
    .default(null),
  validUntil: z
    .union([z.iso.datetime({ offset: true }), z.null()])
    .refine((text) => !text || Date.parse(text) > Date.now(), 'La fecha de fin debe ser futura')
    .transform((text) => (text ? new Date(text) : null))
    .default(null),
  usageLimit: z
    .union([uses('Un número entero de usos, desde 1', 1_000_000), z.null()])
    .default(null),
  perCustomerLimit: uses(
    `Un número entero de 1 a ${MAX_COUPON_USES_PER_CUSTOMER}`,
    MAX_COUPON_USES_PER_CUSTOMER,
  ).default(1),
  isActive: z.boolean().default(true),
})
export type CreateCouponInput = z.output<typeof CreateCouponSchema>
