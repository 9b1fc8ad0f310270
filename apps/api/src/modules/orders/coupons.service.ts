import { centsToText, couponDiscountCents } from '@aurum/contracts'
import type { EntityManager } from '@mikro-orm/postgresql'
import { DomainError } from '../../common/domain-error'
import { Coupon } from './entities/coupon.entity'

/** Checks a code against a subtotal: active, not expired, minimum reached, uses left. */
export async function checkCoupon(em: EntityManager, code: string, subtotalCents: number) {
  const coupon = await em.findOne(Coupon, { code })
  if (!coupon || !coupon.isActive)
    throw new DomainError('VALIDATION_FAILED', 'Cupón no válido', { code: ['Cupón no válido'] })
  if (coupon.validUntil && coupon.validUntil.getTime() < Date.now()) {
    throw new DomainError('VALIDATION_FAILED', 'Cupón expirado', {
      code: ['Este cupón ha expirado'],
    })
  }
  if (subtotalCents < coupon.minimumAmountCents) {
    const minimum = centsToText(coupon.minimumAmountCents)
    throw new DomainError('VALIDATION_FAILED', `Compra mínima de ${minimum}`, {
      code: [`Este cupón necesita una compra mínima de ${minimum}`],
    })
  }
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) throw couponExhausted()
  return { coupon, discountCents: couponDiscountCents(subtotalCents, coupon) }
}

/** Takes one use of a coupon; the database refuses it past the limit, whoever races for it. */
export async function reserveCouponUse(em: EntityManager, code: string): Promise<void> {
  const taken = await em.execute<{ id: string }[]>(
    `update coupon set used_count = used_count + 1
     where code = ? and is_active and (usage_limit is null or used_count < usage_limit) returning id`,
    [code],
  )
  if (!taken.length) throw couponExhausted()
}

/** Gives back a use taken by a checkout that was never paid. */
export async function releaseCouponUse(em: EntityManager, code: string): Promise<void> {
  await em.execute(
    'update coupon set used_count = used_count - 1 where code = ? and used_count > 0',
    [code],
  )
}

function couponExhausted(): DomainError {
  return new DomainError('CONFLICT', 'Este cupón ya no tiene usos disponibles', {
    code: ['Este cupón ya no tiene usos disponibles'],
  })
}
