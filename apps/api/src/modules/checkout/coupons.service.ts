import { centsToText, couponDiscountCents } from '@aurum/contracts'
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import { Coupon } from './entities/coupon.entity'
import { CouponRedemption } from './entities/coupon-redemption.entity'

/** Coupons: checked against a subtotal, held by an open checkout, used or released after it. */
@Injectable()
export class CouponsService {
  constructor(private readonly em: EntityManager) {}

  /** Active, not expired, minimum reached, uses left, and this customer's own uses left. */
  async check(code: string, subtotalCents: number, userId: string) {
    const coupon = await this.em.findOne(Coupon, { code })
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
    if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) throw exhausted()
    const taken = await this.em.count(CouponRedemption, {
      coupon: coupon.id,
      user: userId,
      state: 'used',
    })
    if (taken >= coupon.perCustomerLimit) throw alreadyUsed()
    return { coupon, discountCents: couponDiscountCents(subtotalCents, coupon) }
  }

  /**
   * Takes one use for a checkout, inside the caller's transaction. The coupon row's lock orders
   * racing checkouts, so the database decides both the total and the per-customer limit.
   */
  async hold(em: EntityManager, code: string, userId: string, checkoutId: string): Promise<void> {
    const [coupon] = await em.execute<{ id: string; per_customer_limit: number }[]>(
      `update coupon set used_count = used_count + 1
       where code = ? and is_active and (usage_limit is null or used_count < usage_limit)
       returning id, per_customer_limit`,
      [code],
    )
    if (!coupon) throw exhausted()
    // Read after the lock is ours: every earlier hold of this customer is committed by now.
    const [{ taken }] = await em.execute<{ taken: number }[]>(
      `select count(*)::int as taken from coupon_redemption
       where coupon_id = ? and user_id = ? and state in ('held', 'used')`,
      [coupon.id, userId],
    )
    if (taken >= coupon.per_customer_limit) throw alreadyUsed()
    try {
      await em.execute(
        `insert into coupon_redemption (id, coupon_id, user_id, checkout_id, state)
         values (gen_random_uuid(), ?, ?, ?, 'held')`,
        [coupon.id, userId, checkoutId],
      )
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw alreadyUsed()
      throw error
    }
  }

  /** The checkout was paid: its held use counts for good. */
  async markUsed(em: EntityManager, checkoutId: string): Promise<void> {
    await em.execute(
      `update coupon_redemption set state = 'used' where checkout_id = ? and state = 'held'`,
      [checkoutId],
    )
  }

  /** The checkout will never be paid: its held use goes back to the coupon. */
  async release(em: EntityManager, checkoutId: string): Promise<void> {
    await em.execute(
      `with released as (
         update coupon_redemption set state = 'released'
         where checkout_id = ? and state = 'held' returning coupon_id
       )
       update coupon set used_count = used_count - 1
       where id in (select coupon_id from released) and used_count > 0`,
      [checkoutId],
    )
  }

  /** The paid order of this checkout was cancelled or refunded: its use goes back to the coupon. */
  async giveBack(em: EntityManager, checkoutId: string): Promise<void> {
    await em.execute(
      `with returned as (
         update coupon_redemption set state = 'released'
         where checkout_id = ? and state = 'used' returning coupon_id
       )
       update coupon set used_count = used_count - 1
       where id in (select coupon_id from returned) and used_count > 0`,
      [checkoutId],
    )
  }
}

function exhausted(): DomainError {
  return new DomainError('CONFLICT', 'Este cupón ya no tiene usos disponibles', {
    code: ['Este cupón ya no tiene usos disponibles'],
  })
}

function alreadyUsed(): DomainError {
  return new DomainError('CONFLICT', 'Ya has usado este cupón', {
    code: ['Ya has usado este cupón'],
  })
}
