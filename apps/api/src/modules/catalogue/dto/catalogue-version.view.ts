import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

export const CatalogueVersionViewSchema = z.object({
  version: z
    .string()
    .describe(
      'Moves with every change a shopper can see in the catalogue: perfumes, prices, stock, offers, reviews, collections',
    ),
  nextOfferEnd: z.iso
    .datetime()
    .nullable()
    .describe('When the next running offer ends (its prices change then without a write), or null'),
})
export type CatalogueVersionView = z.infer<typeof CatalogueVersionViewSchema>
export class CatalogueVersionViewDto extends createZodDto(CatalogueVersionViewSchema) {}
