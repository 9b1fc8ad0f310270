import { DEFAULT_SHIPPING } from './checkout'
import { centsToText } from './money'

/** Store switches of spec 001 §7, stored as 'true' / 'false'. */
export const STORE_FLAG_KEYS = [
  'collections_enabled',
  'maintenance_mode',
  'email_notifications',
  'paypal_enabled',
  'bank_transfer_enabled',
  'free_shipping_enabled',
  'order_tracking_enabled',
  'coupons_enabled',
  'loyalty_program_enabled',
  'email_marketing_enabled',
  'pour_across_bottles',
] as const
export type StoreFlagKey = (typeof STORE_FLAG_KEYS)[number]

/** Store amounts, stored as money text ('50.00'); premium_min_spent is what a customer's paid orders
 * of the last 12 months must reach for 'Cliente Premium'. */
export const STORE_MONEY_KEYS = [
  'shipping_free_over',
  'shipping_flat_fee',
  'premium_min_spent',
] as const
export type StoreMoneyKey = (typeof STORE_MONEY_KEYS)[number]

/**
 * Store counts, stored as a whole number ('3'); delivery takes min to max working days after
 * payment; inventory_reserve_ml is kept back from every perfume's bottles, low_stock_ml is what
 * a perfume's free millilitres fall to before the administrators hear of it; vat_rate is the IVA
 * (percent) that prices include.
 */
export const STORE_COUNT_KEYS = [
  'low_stock_threshold',
  'low_stock_ml',
  'inventory_reserve_ml',
  'delivery_days_min',
  'delivery_days_max',
  'vat_rate',
] as const
export type StoreCountKey = (typeof STORE_COUNT_KEYS)[number]

/**
 * Store texts: the country a new address form starts with; the discovery set's tiers, as
 * 'perfumes:discount %' pairs ('3:10,5:15': three perfumes 10 % off their sizes' prices, five 15 %).
 */
export const STORE_TEXT_KEYS = [
  'default_country',
  'discovery_set_tiers',
  'legal_owner_name',
  'legal_tax_id',
  'legal_address',
  'legal_email',
  'legal_registry',
] as const

/** The shop owner's data the legal notice shows (LSSI art. 10); empty until the owner sets them. */
export const LEGAL_KEYS = [
  'legal_owner_name',
  'legal_tax_id',
  'legal_address',
  'legal_email',
  'legal_registry',
] as const
export type StoreTextKey = (typeof STORE_TEXT_KEYS)[number]

export const STORE_SETTING_KEYS = [
  ...STORE_FLAG_KEYS,
  ...STORE_MONEY_KEYS,
  ...STORE_COUNT_KEYS,
  ...STORE_TEXT_KEYS,
] as const
export type StoreSettingKey = StoreFlagKey | StoreMoneyKey | StoreCountKey | StoreTextKey

/** What a key reads as while the administrator has never set it. */
export const STORE_SETTING_DEFAULTS: Record<StoreSettingKey, string> = {
  collections_enabled: 'true',
  maintenance_mode: 'false',
  email_notifications: 'true',
  paypal_enabled: 'false',
  bank_transfer_enabled: 'false',
  free_shipping_enabled: 'true',
  order_tracking_enabled: 'true',
  coupons_enabled: 'true',
  loyalty_program_enabled: 'false',
  email_marketing_enabled: 'false',
  pour_across_bottles: 'false',
  shipping_free_over: centsToText(DEFAULT_SHIPPING.freeOverCents),
  shipping_flat_fee: centsToText(DEFAULT_SHIPPING.flatFeeCents),
  premium_min_spent: '150.00',
  low_stock_threshold: '3',
  low_stock_ml: '20',
  inventory_reserve_ml: '0',
  delivery_days_min: '2',
  delivery_days_max: '5',
  vat_rate: '21',
  default_country: 'España',
  discovery_set_tiers: '3:10,5:15',
  legal_owner_name: '',
  legal_tax_id: '',
  legal_address: '',
  legal_email: '',
  legal_registry: '',
}

/** The highest IVA rate the settings accept (percent). */
export const MAX_VAT_RATE = 50

/** A discovery set's size: so many perfumes, so much off the sum of their prices. */
export interface DiscoveryTier {
  count: number
  discountPercentage: number
}

/** The most perfumes a discovery set may hold. */
export const MAX_DISCOVERY_SET = 10

/**
 * The tiers of a discovery_set_tiers text, fewest perfumes first; null when the text is not a
 * list of 'perfumes:discount' pairs (2 to 10 perfumes, 0 to 50 %, each count once).
 */
export function discoveryTiers(text: string): DiscoveryTier[] | null {
  const pairs = text.split(',').map((pair) => /^\s*(\d{1,2})\s*:\s*(\d{1,2})\s*$/.exec(pair))
  if (!pairs.length || pairs.some((pair) => !pair)) return null
  const tiers = pairs
    .map((pair) => ({ count: Number(pair?.[1]), discountPercentage: Number(pair?.[2]) }))
    .sort((a, b) => a.count - b.count)
  const valid = tiers.every(
    (tier, index) =>
      tier.count >= 2 &&
      tier.count <= MAX_DISCOVERY_SET &&
      tier.discountPercentage <= 50 &&
      (index === 0 || tier.count > tiers[index - 1].count),
  )
  return valid ? tiers : null
}

export function isStoreFlagKey(key: string): key is StoreFlagKey {
  return (STORE_FLAG_KEYS as readonly string[]).includes(key)
}

export function isStoreCountKey(key: string): key is StoreCountKey {
  return (STORE_COUNT_KEYS as readonly string[]).includes(key)
}

export function isStoreTextKey(key: string): key is StoreTextKey {
  return (STORE_TEXT_KEYS as readonly string[]).includes(key)
}

/** GET /api/settings/public: what every page of the web app needs to know about the store. */
export interface PublicStoreSettings {
  collectionsEnabled: boolean
  maintenanceMode: boolean
  couponsEnabled: boolean
  freeShippingEnabled: boolean
  orderTrackingEnabled: boolean
  paypalEnabled: boolean
  bankTransferEnabled: boolean
  shipping: { freeOver: string; flatFee: string }
  /** The country a new address starts with. */
  defaultCountry: string
  /** Working days (Monday to Friday) from payment to delivery. */
  deliveryDays: { min: number; max: number }
  /** The discovery set's tiers, fewest perfumes first. */
  discoveryTiers: DiscoveryTier[]
  /** The legal notice's owner data; empty texts until the owner sets them. */
  legal: { ownerName: string; taxId: string; address: string; email: string; registry: string }
}
