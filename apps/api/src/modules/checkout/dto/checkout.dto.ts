import { ApplyCouponSchema, CouponCodeSchema, CreateCheckoutSchema } from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

const amount = z.string().regex(/^-?\d+\.\d{2}$/)

export class CreateCheckoutDto extends createZodDto(CreateCheckoutSchema) {}
export class QuoteQueryDto extends createZodDto(
  z.strictObject({ couponCode: CouponCodeSchema.optional() }),
) {}
export class ApplyCouponDto extends createZodDto(ApplyCouponSchema) {}

export class CheckoutSessionDto extends createZodDto(
  z.object({ sessionId: z.string(), url: z.url(), total: amount }),
) {}

export class CouponQuoteDto extends createZodDto(
  z.object({
    code: z.string(),
    subtotal: amount,
    discount: amount,
    shipping: amount,
    total: amount,
  }),
) {}
