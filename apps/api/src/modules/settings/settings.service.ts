import { DEFAULT_SHIPPING, type ShippingRule } from '@aurum/contracts'
import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { Setting } from './entities/setting.entity'

/** The store settings the administrator changes; every module reads them through here. */
@Injectable()
export class SettingsService {
  constructor(private readonly em: EntityManager) {}

  async get(key: string, em: EntityManager = this.em): Promise<string | null> {
    return (await em.findOne(Setting, key))?.value ?? null
  }

  /** Inside the caller's transaction when given one. */
  async set(key: string, value: string, em: EntityManager = this.em): Promise<void> {
    await em.upsert(Setting, { key, value })
  }

  /** Shipping rule from the store settings, with the footer's defaults. */
  async shippingRule(em: EntityManager = this.em): Promise<ShippingRule> {
    const rows = await em.find(Setting, {
      key: { $in: ['shipping.freeOverCents', 'shipping.flatFeeCents'] },
    })
    const value = (key: string, fallback: number) => {
      const found = Number(rows.find((row) => row.key === key)?.value)
      return Number.isInteger(found) && found >= 0 ? found : fallback
    }
    return {
      freeOverCents: value('shipping.freeOverCents', DEFAULT_SHIPPING.freeOverCents),
      flatFeeCents: value('shipping.flatFeeCents', DEFAULT_SHIPPING.flatFeeCents),
    }
  }
}
