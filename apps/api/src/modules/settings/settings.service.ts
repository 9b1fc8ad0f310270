import {
  type DeliveryDays,
  discoveryTiers,
  type PublicStoreSettings,
  type ShippingRule,
  STORE_SETTING_DEFAULTS,
  STORE_SETTING_KEYS,
  type StoreFlagKey,
  type StoreSettingKey,
  textToCents,
  type UpdateStoreSettingInput,
  errorText,
} from '@aurum/contracts'
import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import { Setting } from './entities/setting.entity'
import { STORE_SETTING_DESCRIPTIONS } from './store-setting-descriptions'

/** Runs inside the transaction that changes the setting, so its effects commit with it. */
export type SettingChangeListener = (em: EntityManager) => Promise<void>

export type StoreSettings = Record<StoreSettingKey, string>

/** The store settings the administrator changes; every module reads them through here. */
@Injectable()
export class SettingsService {
  private readonly listeners = new Map<StoreSettingKey, SettingChangeListener[]>()

  constructor(private readonly em: EntityManager) {}

  async get(key: string, em: EntityManager = this.em): Promise<string | null> {
    return (await em.findOne(Setting, key))?.value ?? null
  }

  /** Inside the caller's transaction when given one. */
  async set(key: string, value: string, em: EntityManager = this.em): Promise<void> {
    await em.upsert(Setting, { key, value })
  }

  /**
   * Lets a module act when a store setting changes (the catalogue drops its cached collections
   * when collections_enabled moves) without this module depending on it.
   */
  onChange(key: StoreSettingKey, listener: SettingChangeListener): void {
    this.listeners.set(key, [...(this.listeners.get(key) ?? []), listener])
  }

  /** The administrator's change, already validated for its key, with whatever it sets off. */
  async update(input: UpdateStoreSettingInput): Promise<UpdateStoreSettingInput> {
    await this.em.transactional(async (em) => {
      if (input.key === 'delivery_days_min' || input.key === 'delivery_days_max') {
        await this.checkDeliveryDays(em, input.key, Number(input.value))
      }
      await this.set(input.key, input.value, em)
      for (const listener of this.listeners.get(input.key) ?? []) await listener(em)
    })
    return input
  }

  /** The delivery promise stays a range: the fewest days may not pass the most. */
  private async checkDeliveryDays(
    em: EntityManager,
    key: 'delivery_days_min' | 'delivery_days_max',
    value: number,
  ): Promise<void> {
    // Two administrators moving either end at once: the second waits and checks the first's value.
    await em.execute(`select pg_advisory_xact_lock(hashtext('setting:delivery_days'))`)
    const current = await this.deliveryDays(em)
    const { min, max } =
      key === 'delivery_days_min' ? { ...current, min: value } : { ...current, max: value }
    if (min <= max) return
    throw new DomainError('VALIDATION_FAILED', 'delivery_days', {
      params: { min, max },
      fieldErrors: { value: [errorText('delivery_days', { min, max })] },
    })
  }

  /** Every store setting, unset ones at their defaults: one query. */
  async storeSettings(em: EntityManager = this.em): Promise<StoreSettings> {
    const rows = await em.find(Setting, { key: { $in: [...STORE_SETTING_KEYS] } })
    const settings = { ...STORE_SETTING_DEFAULTS }
    for (const row of rows) settings[row.key as StoreSettingKey] = row.value
    return settings
  }

  /** Working days from payment to delivery (delivery_days_min / _max). */
  async deliveryDays(em: EntityManager = this.em): Promise<DeliveryDays> {
    const settings = await this.storeSettings(em)
    return { min: Number(settings.delivery_days_min), max: Number(settings.delivery_days_max) }
  }

  async enabled(key: StoreFlagKey, em: EntityManager = this.em): Promise<boolean> {
    return ((await this.get(key, em)) ?? STORE_SETTING_DEFAULTS[key]) === 'true'
  }

  /** For the Settings tab: each key with its value and what it controls. */
  async described(): Promise<{ key: StoreSettingKey; value: string; description: string }[]> {
    const settings = await this.storeSettings()
    return STORE_SETTING_KEYS.map((key) => ({
      key,
      value: settings[key],
      description: STORE_SETTING_DESCRIPTIONS[key],
    }))
  }

  async publicSettings(): Promise<PublicStoreSettings> {
    const settings = await this.storeSettings()
    const on = (key: StoreFlagKey) => settings[key] === 'true'
    return {
      collectionsEnabled: on('collections_enabled'),
      maintenanceMode: on('maintenance_mode'),
      couponsEnabled: on('coupons_enabled'),
      freeShippingEnabled: on('free_shipping_enabled'),
      orderTrackingEnabled: on('order_tracking_enabled'),
      paypalEnabled: on('paypal_enabled'),
      bankTransferEnabled: on('bank_transfer_enabled'),
      shipping: { freeOver: settings.shipping_free_over, flatFee: settings.shipping_flat_fee },
      defaultCountry: settings.default_country,
      deliveryDays: {
        min: Number(settings.delivery_days_min),
        max: Number(settings.delivery_days_max),
      },
      discoveryTiers: discoveryTiers(settings.discovery_set_tiers) ?? [],
      legal: {
        ownerName: settings.legal_owner_name,
        taxId: settings.legal_tax_id,
        address: settings.legal_address,
        email: settings.legal_email,
        registry: settings.legal_registry,
      },
    }
  }

  /** What a customer's paid orders of the last 12 months must reach for 'Cliente Premium'. */
  async premiumMinSpentCents(em: EntityManager = this.em): Promise<number> {
    const value = await this.get('premium_min_spent', em)
    return (
      textToCents(value ?? '') ?? (textToCents(STORE_SETTING_DEFAULTS.premium_min_spent) as number)
    )
  }

  /** The IVA prices include, in percent (vat_rate). */
  async vatRate(em: EntityManager = this.em): Promise<number> {
    return Number((await this.storeSettings(em)).vat_rate)
  }

  /** Free over the threshold, else the flat fee; always the flat fee while free shipping is off. */
  async shippingRule(em: EntityManager = this.em): Promise<ShippingRule> {
    const settings = await this.storeSettings(em)
    const cents = (key: 'shipping_free_over' | 'shipping_flat_fee') =>
      textToCents(settings[key]) ?? (textToCents(STORE_SETTING_DEFAULTS[key]) as number)
    return {
      freeOverCents: settings.free_shipping_enabled === 'true' ? cents('shipping_free_over') : null,
      flatFeeCents: cents('shipping_flat_fee'),
    }
  }
}
