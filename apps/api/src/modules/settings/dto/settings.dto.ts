import { STORE_SETTING_KEYS, UpdateStoreSettingSchema } from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

const amount = z.string().regex(/^\d+\.\d{2}$/)

export class UpdateStoreSettingDto extends createZodDto(UpdateStoreSettingSchema) {}

export class StoreSettingDto extends createZodDto(
  z.object({ key: z.enum(STORE_SETTING_KEYS), value: z.string() }),
) {}

export class DescribedStoreSettingDto extends createZodDto(
  z.object({
    key: z.enum(STORE_SETTING_KEYS),
    value: z
      .string()
      .describe("'true' / 'false', an amount such as '50.00', or a count such as '3'"),
    description: z.string().describe('What the setting controls, in Spanish'),
  }),
) {}

export class CollectionsVisibilityDto extends createZodDto(z.object({ enabled: z.boolean() })) {}

export class PublicStoreSettingsDto extends createZodDto(
  z.object({
    collectionsEnabled: z.boolean(),
    maintenanceMode: z
      .boolean()
      .describe('The web app shows a maintenance page to visitors; the API keeps working'),
    couponsEnabled: z.boolean(),
    freeShippingEnabled: z.boolean(),
    orderTrackingEnabled: z.boolean(),
    paypalEnabled: z.boolean().describe('Only changes the payment text: there is no PayPal yet'),
    bankTransferEnabled: z
      .boolean()
      .describe('Only changes the payment text: there is no bank transfer yet'),
    shipping: z.object({
      freeOver: amount.describe('Goods total from which shipping is free (when enabled)'),
      flatFee: amount,
    }),
    defaultCountry: z.string().describe('The country a new address form starts with'),
    deliveryDays: z
      .object({ min: z.number().int(), max: z.number().int() })
      .describe('Working days (Monday to Friday) from payment to delivery'),
    discoveryTiers: z
      .array(z.object({ count: z.number().int(), discountPercentage: z.number().int() }))
      .describe(
        'The discovery set: how many perfumes a customer may pick, and the discount of each',
      ),
    legal: z
      .object({
        ownerName: z.string(),
        taxId: z.string(),
        address: z.string(),
        email: z.string(),
        registry: z.string(),
      })
      .describe(
        "The legal notice's owner data (LSSI art. 10): empty texts until the owner sets them",
      ),
  }),
) {}
