import { AddPaymentMethodSchema, PaymentMethodViewSchema } from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

export class AddPaymentMethodDto extends createZodDto(AddPaymentMethodSchema) {}
export class PaymentMethodViewDto extends createZodDto(PaymentMethodViewSchema) {}
export class SetupPageDto extends createZodDto(
  z.object({ url: z.url().describe("The provider's hosted page, in setup mode") }),
) {}
