import { CreateCouponSchema } from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

const amount = z.string().regex(/^\d+\.\d{2}$/)

export class CreateCouponDto extends createZodDto(CreateCouponSchema) {}

/** Spec 001 §3 "Available coupon", as one customer sees it now. */
export class AvailableCouponDto extends createZodDto(
  z.object({
    id: z.uuid(),
    code: z.string(),
    description: z.string(),
    discountPercentage: z.number().int(),
    isActive: z
      .boolean()
      .describe(
        'Whether this customer can still use it: false once they used up their own uses of it',
      ),
    minimumAmount: amount.describe('Smallest subtotal it applies to, in the store currency'),
    maximumDiscount: amount.nullable().describe('Largest discount it gives; null when uncapped'),
    validUntil: z.iso.datetime().nullable(),
    usageLimit: z.number().int().nullable().describe('Uses for every customer together'),
    usedCount: z.number().int(),
    remainingUses: z
      .number()
      .int()
      .describe('Uses left for this customer: their own limit, within the uses left overall'),
  }),
) {}

/** Spec 001 §3 "User coupon": one paid use of a coupon by the signed-in customer. */
export class UserCouponDto extends createZodDto(
  z.object({
    id: z.uuid().describe('The use (redemption), not the coupon'),
    code: z.string(),
    description: z.string(),
    discountPercentage: z.number().int(),
    minimumAmount: amount,
    maximumDiscount: amount.nullable(),
    usedAt: z.iso.datetime().describe('When the order paid with it was placed'),
    expiresAt: z.iso.datetime().nullable().describe("The coupon's end date; null when it has none"),
    orderCode: z.string().nullable().describe('Short code of the order it was used on'),
    status: z.enum(['valid', 'expired']).describe('expired once the coupon end date is past'),
  }),
) {}

/** The back office's view of a coupon. */
export class AdminCouponDto extends createZodDto(
  z.object({
    id: z.uuid(),
    code: z.string(),
    description: z.string(),
    discountPercentage: z.number().int(),
    isActive: z.boolean(),
    minimumAmount: amount,
    maximumDiscount: amount.nullable(),
    validUntil: z.iso.datetime().nullable(),
    usageLimit: z.number().int().nullable(),
    usedCount: z.number().int(),
    perCustomerLimit: z.number().int(),
  }),
) {}
