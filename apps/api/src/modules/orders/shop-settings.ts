import { DEFAULT_SHIPPING, type ShippingRule } from '@aurum/contracts'
import type { EntityManager } from '@mikro-orm/postgresql'
import { Setting } from '../settings/entities/setting.entity'

/** Shipping rule from the store settings (the admin changes them), with the footer's defaults. */
export async function shippingRule(em: EntityManager): Promise<ShippingRule> {
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
