import { ADDRESS_TYPES, AddressSchema } from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

export class AddressInputDto extends createZodDto(AddressSchema) {}

export const AddressViewSchema = z.object({
  id: z.uuid(),
  type: z.enum(ADDRESS_TYPES),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  phone: z.string(),
  isDefault: z.boolean().describe('Exactly one address of a customer is the default'),
})
export class AddressViewDto extends createZodDto(AddressViewSchema) {}
