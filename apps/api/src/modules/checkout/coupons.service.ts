import { centsToText, type CreateCouponInput } from '@aurum/contracts'
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import { NotificationsService } from '../notifications/notifications.service'
import { OrdersService } from '../orders/orders.service'
import { SettingsService } from '../settings/settings.service'
import { Coupon } from './entities/coupon.entity'
import { CouponRedemption } from './entities/coupon-redemption.entity'

/** Coupons: checked against a subtotal, held by an open checkout, used or released after it. */
@Injectable()
export class CouponsService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
    private readonly orders: OrdersService,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * The coupons this customer may still use now: active, not past their end date, with uses left
   * overall. Every coupon is public (the table has no audience). A coupon the customer has used
   * up stays listed as inactive for them, so they see why it no longer applies. One query, plus
   * the store switch: with coupons switched off, none is available.
   */
  async available(userId: string) {
    if (!(await this.settings.enabled('coupons_enabled'))) return []
    const rows = await this.em.execute<CouponRow[]>(
      `select c.*, (select count(*)::int from coupon_redemption r
                      where r.coupon_id = c.id and r.user_id = ? and r.state = 'used') as mine
       from coupon c
       where c.is_active and (c.valid_until is null or c.valid_until > now())
         and (c.usage_limit is null or c.used_count < c.usage_limit)
       order by c.valid_until asc nulls last, c.code asc`,
      [userId],
    )
    return rows.map((row) => {
      const own = Math.max(row.per_customer_limit - row.mine, 0)
      const overall = row.usage_limit === null ? own : row.usage_limit - row.used_count
      return {
        id: row.id,
        code: row.code,
        description: row.description,
        discountPercentage: row.discount_percentage,
        isActive: own > 0,
        ...amounts(row),
        validUntil: row.valid_until ? new Date(row.valid_until).toISOString() : null,
        usageLimit: row.usage_limit,
        usedCount: row.used_count,
        remainingUses: Math.min(own, overall),
      }
    })
  }

  /**
   * The customer's paid uses of coupons, newest first: a held use (a payment still open) and a
   * given-back one (cancelled or refunded order) are not theirs to show. Two queries.
   */
  async usedBy(userId: string) {
    const rows = await this.em.execute<(CouponRow & UseRow)[]>(
      `select c.*, r.id as use_id, r.created_at as held_at,
              coalesce(k.provider_session_id, k.id::text) as session_id
       from coupon_redemption r
       join coupon c on c.id = r.coupon_id
       join checkout k on k.id = r.checkout_id
       where r.user_id = ? and r.state = 'used'
       order by r.created_at desc, r.id asc`,
      [userId],
    )
    const orders = await this.orders.placedThrough(
      userId,
      rows.map((row) => row.session_id),
    )
    const now = Date.now()
    return rows.map((row) => {
      const order = orders.get(row.session_id)
      const expiresAt = row.valid_until ? new Date(row.valid_until) : null
      return {
        id: row.use_id,
        code: row.code,
        description: row.description,
        discountPercentage: row.discount_percentage,
        ...amounts(row),
        usedAt: (order?.createdAt ?? new Date(row.held_at)).toISOString(),
        expiresAt: expiresAt?.toISOString() ?? null,
        orderCode: order?.code ?? null,
        status: expiresAt && expiresAt.getTime() <= now ? ('expired' as const) : ('valid' as const),
      }
    })
  }

  /** Every coupon, for the back office: the soonest to end first, then by code. */
  async list() {
    const coupons = await this.em.find(
      Coupon,
      {},
      { orderBy: { validUntil: 'asc nulls last', code: 'asc' } },
    )
    return coupons.map(adminView)
  }

  /** A new coupon from the back office; a code already taken is a 409. */
  async create(input: CreateCouponInput) {
    const { minimumAmount, maximumDiscount, ...fields } = input
    const coupon = this.em.create(Coupon, {
      ...fields,
      minimumAmountCents: minimumAmount,
      maximumDiscountCents: maximumDiscount,
    })
    try {
      await this.em.flush()
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        this.em.clear()
        throw new DomainError('CONFLICT', 'coupon_code_taken', {
          fieldErrors: {
            code: ['Ya existe un cupón con ese código'],
          },
        })
      }
      throw error
    }
    // Every customer who wants promotions hears of it once the coupon exists: one statement.
    if (coupon.isActive) {
      await this.notifications.notifyCustomers(this.em, {
        type: 'promotion',
        title: 'Nuevo cupón disponible',
        message: `Código ${coupon.code}: ${coupon.discountPercentage}% de descuento. ${coupon.description}`,
      })
    }
    return adminView(coupon)
  }

  /**
   * Active, not expired, minimum reached, uses left, and this customer's own uses left: answers
   * the coupon, whose discount checkoutTotals computes.
   */
  async check(code: string, subtotalCents: number, userId: string) {
    const coupon = await this.em.findOne(Coupon, { code })
    if (!coupon || !coupon.isActive)
      throw new DomainError('VALIDATION_FAILED', 'coupon_invalid', {
        fieldErrors: { code: ['Cupón no válido'] },
      })
    if (coupon.validUntil && coupon.validUntil.getTime() < Date.now()) {
      throw new DomainError('VALIDATION_FAILED', 'coupon_expired', {
        fieldErrors: {
          code: ['Este cupón ha expirado'],
        },
      })
    }
    if (subtotalCents < coupon.minimumAmountCents) {
      const minimum = centsToText(coupon.minimumAmountCents)
      throw new DomainError('VALIDATION_FAILED', 'coupon_minimum', {
        params: { minimum },
        fieldErrors: { code: [`Este cupón necesita una compra mínima de ${minimum}`] },
      })
    }
    if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) throw exhausted()
    const taken = await this.em.count(CouponRedemption, {
      coupon: coupon.id,
      user: userId,
      state: 'used',
    })
    if (taken >= coupon.perCustomerLimit) throw alreadyUsed()
    return coupon
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

interface CouponRow {
  id: string
  code: string
  description: string
  discount_percentage: number
  is_active: boolean
  minimum_amount_cents: number
  maximum_discount_cents: number | null
  valid_until: Date | string | null
  usage_limit: number | null
  used_count: number
  per_customer_limit: number
  mine: number
}

interface UseRow {
  use_id: string
  held_at: Date | string
  session_id: string
}

function amounts(row: Pick<CouponRow, 'minimum_amount_cents' | 'maximum_discount_cents'>) {
  return {
    minimumAmount: centsToText(row.minimum_amount_cents),
    maximumDiscount:
      row.maximum_discount_cents === null ? null : centsToText(row.maximum_discount_cents),
  }
}

function adminView(coupon: Coupon) {
  return {
    id: coupon.id,
    code: coupon.code,
    description: coupon.description,
    discountPercentage: coupon.discountPercentage,
    isActive: coupon.isActive,
    minimumAmount: centsToText(coupon.minimumAmountCents),
    maximumDiscount:
      coupon.maximumDiscountCents === null ? null : centsToText(coupon.maximumDiscountCents),
    validUntil: coupon.validUntil?.toISOString() ?? null,
    usageLimit: coupon.usageLimit,
    usedCount: coupon.usedCount,
    perCustomerLimit: coupon.perCustomerLimit,
  }
}

function exhausted(): DomainError {
  return new DomainError('CONFLICT', 'coupon_used_up', {
    fieldErrors: {
      code: ['Este cupón ya no tiene usos disponibles'],
    },
  })
}

function alreadyUsed(): DomainError {
  return new DomainError('CONFLICT', 'coupon_already_used', {
    fieldErrors: {
      code: ['Ya has usado este cupón'],
    },
  })
}
