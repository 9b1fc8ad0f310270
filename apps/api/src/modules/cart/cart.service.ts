import { createHash, randomBytes } from 'node:crypto'
import {
  centsToText,
  DEFAULT_SIZE,
  offerIsRunning,
  priceAfterDiscount,
  shippingCents,
} from '@aurum/contracts'
import { EntityManager } from '@mikro-orm/postgresql'
import { Inject, Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { CatalogueService } from '../catalogue/catalogue.service'
import type { PerfumeVariant } from '../catalogue/entities/perfume-variant.entity'
import { SettingsService } from '../settings/settings.service'
import type { CartView } from './dto/cart.dto'
import { CartItem } from './entities/cart-item.entity'
import { Cart } from './entities/cart.entity'

/** Whose cart a request is about: a signed-in customer's, or a guest's by its token. */
export type CartOwner = { userId: string } | { guestToken: string } | null

export interface PricedLine {
  variantId: string
  perfumeId: string
  name: string
  brand: string
  size: string
  imageUrl: string | null
  unitCents: number
  quantity: number
  stock: number
}

export function hashGuestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

@Injectable()
export class CartService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalogue: CatalogueService,
    private readonly settings: SettingsService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async view(owner: CartOwner): Promise<CartView> {
    return this.toView(await this.findCart(owner))
  }

  /** Adds a size of a perfume (the default size when none is named); the same size adds up. */
  async addItem(
    owner: CartOwner,
    input: { productId: string; size?: string; quantity: number },
  ): Promise<CartView> {
    return this.em.transactional(async (em) => {
      const variants = await this.catalogue.sizesOf(input.productId, em)
      if (!variants) throw new DomainError('NOT_FOUND', 'Perfume not found')
      const size =
        input.size ??
        (variants.some((variant) => variant.size === DEFAULT_SIZE)
          ? DEFAULT_SIZE
          : variants[0]?.size)
      const variant = variants.find((candidate) => candidate.size === size)
      if (!variant) {
        throw new DomainError('VALIDATION_FAILED', `This perfume has no ${size ?? 'size'}`, {
          size: [`Available sizes: ${variants.map((candidate) => candidate.size).join(', ')}`],
        })
      }
      let guestToken: string | undefined
      if (owner) await lockCart(em, owner)
      let cart = await this.findCart(owner, em)
      if (!cart) {
        guestToken = randomBytes(32).toString('base64url')
        cart = em.create(Cart, { guestTokenHash: hashGuestToken(guestToken) })
      }
      const line = cart.items.getItems().find((item) => item.variant.id === variant.id)
      const quantity = (line?.quantity ?? 0) + input.quantity
      if (quantity > variant.stock) throw outOfStock(variant.stock)
      if (line) line.quantity = quantity
      else cart.items.add(em.create(CartItem, { cart, variant, quantity }))
      await em.flush()
      return { ...(await this.toView(cart)), ...(guestToken ? { guestToken } : {}) }
    })
  }

  async updateItem(owner: CartOwner, itemId: string, quantity: number): Promise<CartView> {
    return this.inTurn(owner, async (em) => {
      const cart = await this.findCart(owner, em)
      const line = cart?.items.getItems().find((item) => item.id === itemId)
      if (!cart || !line) throw new DomainError('NOT_FOUND', 'Cart line not found')
      if (quantity > line.variant.stock) throw outOfStock(line.variant.stock)
      line.quantity = quantity
      await em.flush()
      return this.toView(cart)
    })
  }

  async removeItem(owner: CartOwner, itemId: string): Promise<CartView> {
    return this.inTurn(owner, async (em) => {
      const cart = await this.findCart(owner, em)
      const line = cart?.items.getItems().find((item) => item.id === itemId)
      if (!cart || !line) throw new DomainError('NOT_FOUND', 'Cart line not found')
      cart.items.remove(line)
      await em.flush()
      return this.toView(cart)
    })
  }

  async clear(owner: CartOwner): Promise<CartView> {
    return this.inTurn(owner, async (em) => {
      const cart = await this.findCart(owner, em)
      if (cart) {
        cart.items.removeAll()
        await em.flush()
      }
      return this.toView(cart)
    })
  }

  /**
   * At sign-in the guest's cart joins the customer's: the same size adds up (never past the
   * stock), and the guest cart is gone afterwards.
   */
  async mergeGuestCart(guestToken: string | undefined, userId: string): Promise<void> {
    if (!guestToken || !/^[\w-]{20,100}$/.test(guestToken)) return
    await this.em.transactional(async (em) => {
      // Sign-ins at once with one guest cart take turns here: the first merges it, the others
      // find it gone. The guest's cart is locked before the customer's, never the other way.
      if (!(await lockCart(em, { guestToken }))) return
      await lockCart(em, { userId })
      const guest = await this.findCart({ guestToken }, em)
      const mine = await this.findCart({ userId }, em)
      if (!guest || !mine) return
      for (const item of guest.items.getItems()) {
        const line = mine.items
          .getItems()
          .find((candidate) => candidate.variant.id === item.variant.id)
        const quantity = Math.min((line?.quantity ?? 0) + item.quantity, item.variant.stock)
        if (line) line.quantity = Math.max(line.quantity, quantity)
        else if (quantity > 0)
          mine.items.add(em.create(CartItem, { cart: mine, variant: item.variant, quantity }))
      }
      em.remove(guest)
      await em.flush()
    })
  }

  /** The customer's cart priced from the catalogue now: what a checkout snapshots. */
  async pricedLines(userId: string): Promise<PricedLine[]> {
    const cart = await this.findCart({ userId })
    return shownLines(cart).map((item) => {
      const { variant } = item
      const perfume = variant.perfume
      return {
        variantId: variant.id,
        perfumeId: perfume.id,
        name: perfume.name,
        brand: perfume.brand,
        size: variant.size,
        imageUrl: perfume.imageUrl,
        unitCents: unitPriceCents(variant),
        quantity: item.quantity,
        stock: variant.stock,
      }
    })
  }

  /**
   * Takes what a paid order bought out of the customer's cart, inside the caller's transaction:
   * only those sizes and at most those quantities, so a line added while paying stays.
   */
  async removePaid(
    userId: string,
    paid: { variantId: string; quantity: number }[],
    em: EntityManager,
  ): Promise<void> {
    // In turn with a sign-in's merge into the same cart: a merge that read the lines before they
    // left would otherwise write its sums over deleted rows, and lose them.
    await lockExistingCart(em, { userId })
    for (const line of paid) {
      // Deleted first: a line reduced first could fall under the paid quantity and go too.
      await em.execute(
        `delete from cart_item
         where variant_id = ? and quantity <= ? and cart_id in (select id from cart where user_id = ?)`,
        [line.variantId, line.quantity, userId],
      )
      await em.execute(
        `update cart_item set quantity = quantity - ?
         where variant_id = ? and quantity > ? and cart_id in (select id from cart where user_id = ?)`,
        [line.quantity, line.variantId, line.quantity, userId],
      )
    }
  }

  /**
   * A change of lines made in turn with every other change of the same cart (an addition, a
   * sign-in's merge, a paid order leaving it): none writes over lines another has just changed.
   */
  private inTurn<T>(owner: CartOwner, change: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.em.transactional(async (em) => {
      if (owner) await lockExistingCart(em, owner)
      return change(em)
    })
  }

  private async findCart(owner: CartOwner, em: EntityManager = this.em): Promise<Cart | null> {
    if (!owner) return null
    const where =
      'userId' in owner
        ? { user: owner.userId }
        : { guestTokenHash: hashGuestToken(owner.guestToken) }
    return em.findOne(Cart, where, {
      populate: ['items.variant.perfume'],
      orderBy: { items: { createdAt: 'asc' } },
    })
  }

  private async toView(cart: Cart | null): Promise<CartView> {
    const items = shownLines(cart).map((item) => {
      const { variant } = item
      const perfume = variant.perfume
      const unitCents = unitPriceCents(variant)
      return {
        id: item.id,
        productId: perfume.id,
        slug: perfume.slug,
        size: variant.size,
        quantity: item.quantity,
        price: centsToText(unitCents),
        originalPrice: offerIsRunning(perfume) ? centsToText(variant.priceCents) : null,
        lineTotal: centsToText(unitCents * item.quantity),
        stock: variant.stock,
        perfume: {
          id: perfume.id,
          name: perfume.name,
          brand: perfume.brand,
          imageUrl: perfume.imageUrl,
        },
        unitCents,
      }
    })
    const totalCents = items.reduce((sum, item) => sum + item.unitCents * item.quantity, 0)
    const rule = await this.settings.shippingRule()
    return {
      items: items.map(({ unitCents: _unitCents, ...line }) => line),
      itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
      total: centsToText(totalCents),
      shipping: centsToText(items.length ? shippingCents(totalCents, rule) : 0),
      freeShippingFrom: rule.freeOverCents === null ? null : centsToText(rule.freeOverCents),
      currency: this.env.STORE_CURRENCY,
    }
  }
}

/**
 * Locks the owner's cart row for the caller's transaction, first making a customer's when they
 * have none: requests changing one cart take turns, so two first lines at once make one cart (not
 * a 500 on its unique index) and quantities added at once all count. Answers whether the cart
 * exists (a guest's may not).
 */
async function lockCart(em: EntityManager, owner: NonNullable<CartOwner>): Promise<boolean> {
  if (!('userId' in owner)) return lockExistingCart(em, owner)
  await em.execute(
    `insert into cart (id, user_id) values (gen_random_uuid(), ?)
     on conflict (user_id) do update set updated_at = now()`,
    [owner.userId],
  )
  return true
}

/** Locks the owner's cart row for the caller's transaction; answers whether there is one. */
async function lockExistingCart(
  em: EntityManager,
  owner: NonNullable<CartOwner>,
): Promise<boolean> {
  const [sql, key] =
    'userId' in owner
      ? ['select id from cart where user_id = ? for update', owner.userId]
      : [
          'select id from cart where guest_token_hash = ? for update',
          hashGuestToken(owner.guestToken),
        ]
  return (await em.execute<{ id: string }[]>(sql, [key])).length > 0
}

/**
 * The lines of perfumes the shop still sells. A perfume the administrator archived drops out of
 * every cart at once: its lines stay in the table, but are neither shown, priced nor paid for.
 */
function shownLines(cart: Cart | null): CartItem[] {
  return (cart?.items.getItems() ?? []).filter((item) => item.variant.perfume.archivedAt === null)
}

/** What one unit of a size costs now: the offer price while its perfume's offer runs. */
function unitPriceCents(variant: PerfumeVariant): number {
  const { perfume } = variant
  return offerIsRunning(perfume)
    ? priceAfterDiscount(variant.priceCents, perfume.discountPercentage)
    : variant.priceCents
}

function outOfStock(stock: number): DomainError {
  return new DomainError(
    'OUT_OF_STOCK',
    stock > 0 ? `Only ${stock} left of this size` : 'This size is sold out',
  )
}
