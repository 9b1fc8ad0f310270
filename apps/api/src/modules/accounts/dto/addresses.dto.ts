import { AddressSchema } from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

export class AddressInputDto extends createZodDto(AddressSchema) {}

export const AddressViewSchema = z.object({
  id: z.uuid(),
  type: z.enum(['home', 'work', 'other']),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
})
export class AddressViewDto extends createZodDto(AddressViewSchema) {}
