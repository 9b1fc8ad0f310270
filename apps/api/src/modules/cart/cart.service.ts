import { createHash, randomBytes } from 'node:crypto'
import {
  type AddCartSetInput,
  centsToText,
  DEFAULT_SIZE,
  discoveryTiers,
  offerIsRunning,
  type ShippingRule,
  shippingCents,
} from '@aurum/contracts'
import { EntityManager } from '@mikro-orm/postgresql'
import { Inject, Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { CatalogueService } from '../catalogue/catalogue.service'
import { Collection } from '../catalogue/entities/collection.entity'
import { Perfume } from '../catalogue/entities/perfume.entity'
import type { SetMember } from '../orders/entities/order-item.entity'
import { SettingsService } from '../settings/settings.service'
import type { CartView } from './dto/cart.dto'
import { CartSet } from './entities/cart-set.entity'
import { CartItem } from './entities/cart-item.entity'
import { Cart } from './entities/cart.entity'
import { type OfferTerms, type PricedSet, priceSets, tierOf, unitPriceCents } from './set-lines'

/** Whose cart a request is about: a signed-in customer's, or a guest's by its token. */
export type CartOwner = { userId: string } | { guestToken: string } | null

export interface PricedLine {
  /** The size of one perfume; null for a set. */
  variantId: string | null
  perfumeId: string | null
  /** The cart's set line, for a set. */
  setId?: string
  /** A set's perfumes, each poured in the set's size. */
  members?: SetMember[]
  name: string
  brand: string
  size: string
  imageUrl: string | null
  unitCents: number
  quantity: number
  stock: number
}

/** A line of a size as the cart reads it: the size and its perfume in plain columns. */
interface ItemLineRow extends OfferTerms {
  id: string
  quantity: number
  variantId: string
  size: string
  priceCents: number
  stock: number
  perfumeId: string
  slug: string
  name: string
  brand: string
  imageUrl: string | null
}

/** A set line as the cart reads it. */
interface SetLineRow {
  id: string
  collectionId: string | null
  perfumeIds: string[]
  size: string
  quantity: number
}

/** A cart's lines, oldest first; only the lines of perfumes the shop still sells. */
interface CartLines {
  items: ItemLineRow[]
  sets: SetLineRow[]
}

/**
 * A cart's lines in one statement, as JSON built by PostgreSQL: each size with its perfume, and
 * the set lines. A perfume the administrator archived drops out of every cart at once: its lines
 * stay in the table, but are neither shown, priced nor paid for.
 */
const CART_LINES = `select
  (select coalesce(json_agg(json_build_object('id', i.id, 'quantity', i.quantity,
      'variantId', v.id, 'size', v.size, 'priceCents', v.price_cents, 'stock', v.stock,
      'perfumeId', p.id, 'slug', p.slug, 'name', p.name, 'brand', p.brand,
      'imageUrl', p.image_url, 'isOnOffer', p.is_on_offer, 'offerEndsAt', p.offer_ends_at,
      'discountPercentage', p.discount_percentage) order by i.created_at, i.id), '[]')
    from cart_item i
    join perfume_variant v on v.id = i.variant_id
    join perfume p on p.id = v.perfume_id
    where i.cart_id = c.id and p.archived_at is null) as items,
  (select coalesce(json_agg(json_build_object('id', s.id, 'collectionId', s.collection_id,
      'perfumeIds', s.perfume_ids, 'size', s.size, 'quantity', s.quantity)
      order by s.created_at, s.id), '[]')
    from cart_set s where s.cart_id = c.id) as sets
  from cart c`

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

  /** The cart as it is now: its lines and the shipping rule, two plain queries side by side. */
  async view(owner: CartOwner): Promise<CartView> {
    const [lines, rule] = await Promise.all([this.readLines(owner), this.settings.shippingRule()])
    return this.toView(lines, this.em, rule)
  }

  /** Adds a size of a perfume (the default size when none is named); the same size adds up. */
  async addItem(
    owner: CartOwner,
    input: { productId: string; size?: string; quantity: number },
  ): Promise<CartView> {
    return this.em.transactional(async (em) => {
      const variants = await this.catalogue.sizesOf(input.productId, em)
      if (!variants) throw new DomainError('NOT_FOUND', 'perfume_not_found')
      const size =
        input.size ??
        (variants.some((variant) => variant.size === DEFAULT_SIZE)
          ? DEFAULT_SIZE
          : variants[0]?.size)
      const variant = variants.find((candidate) => candidate.size === size)
      if (!variant) {
        throw new DomainError('VALIDATION_FAILED', 'size_missing', {
          params: { size: size ?? '' },
          fieldErrors: {
            size: [
              `Tamaños disponibles: ${variants.map((candidate) => candidate.size).join(', ')}`,
            ],
          },
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
      return { ...(await this.toView(linesOf(cart))), ...(guestToken ? { guestToken } : {}) }
    })
  }

  async updateItem(owner: CartOwner, itemId: string, quantity: number): Promise<CartView> {
    return this.inTurn(owner, async (em) => {
      const cart = await this.findCart(owner, em)
      const line = cart?.items.getItems().find((item) => item.id === itemId)
      if (!cart || !line) throw new DomainError('NOT_FOUND', 'cart_line_not_found')
      if (quantity > line.variant.stock) throw outOfStock(line.variant.stock)
      line.quantity = quantity
      await em.flush()
      return this.toView(linesOf(cart))
    })
  }

  async removeItem(owner: CartOwner, itemId: string): Promise<CartView> {
    return this.inTurn(owner, async (em) => {
      const cart = await this.findCart(owner, em)
      const line = cart?.items.getItems().find((item) => item.id === itemId)
      if (!cart || !line) throw new DomainError('NOT_FOUND', 'cart_line_not_found')
      cart.items.remove(line)
      await em.flush()
      return this.toView(linesOf(cart))
    })
  }

  /**
   * Adds a set: a collection in one of its set sizes, or the perfumes a customer picked for a
   * discovery set (as many as a tier allows), all in one size. The same set adds up, never past
   * what its scarcest perfume can pour.
   */
  async addSet(owner: CartOwner, input: AddCartSetInput): Promise<CartView> {
    return this.em.transactional(async (em) => {
      const wanted = {
        collectionId: input.collectionId ?? null,
        perfumeIds: input.perfumeIds ?? [],
        size: input.size,
      }
      await this.checkSet(em, wanted)
      const [priced] = await priceSets(em, this.settings, [wanted])
      if (!priced || priced.members.length < (wanted.perfumeIds.length || 1) || !priced.unitCents) {
        throw new DomainError('VALIDATION_FAILED', 'set_size_missing', {
          params: { size: input.size },
          fieldErrors: { size: [`Alguno de sus perfumes no tiene ${input.size}`] },
        })
      }
      let guestToken: string | undefined
      if (owner) await lockCart(em, owner)
      let cart = await this.findCart(owner, em)
      if (!cart) {
        guestToken = randomBytes(32).toString('base64url')
        cart = em.create(Cart, { guestTokenHash: hashGuestToken(guestToken) })
      }
      const line = cart.sets.getItems().find((set) => sameSet(set, wanted))
      const quantity = (line?.quantity ?? 0) + input.quantity
      if (quantity > priced.stock) throw setOutOfStock(priced.stock)
      if (line) line.quantity = quantity
      else
        cart.sets.add(
          em.create(CartSet, {
            cart,
            collection: wanted.collectionId
              ? em.getReference(Collection, wanted.collectionId)
              : null,
            perfumeIds: wanted.perfumeIds,
            size: wanted.size,
            quantity,
          }),
        )
      await em.flush()
      return { ...(await this.toView(linesOf(cart), em)), ...(guestToken ? { guestToken } : {}) }
    })
  }

  async updateSet(owner: CartOwner, setId: string, quantity: number): Promise<CartView> {
    return this.inTurn(owner, async (em) => {
      const cart = await this.findCart(owner, em)
      const line = cart?.sets.getItems().find((set) => set.id === setId)
      if (!cart || !line) throw new DomainError('NOT_FOUND', 'cart_line_not_found')
      const [priced] = await priceSets(em, this.settings, [setKey(line)])
      if (quantity > (priced?.stock ?? 0)) throw setOutOfStock(priced?.stock ?? 0)
      line.quantity = quantity
      await em.flush()
      return this.toView(linesOf(cart), em)
    })
  }

  async removeSet(owner: CartOwner, setId: string): Promise<CartView> {
    return this.inTurn(owner, async (em) => {
      const cart = await this.findCart(owner, em)
      const line = cart?.sets.getItems().find((set) => set.id === setId)
      if (!cart || !line) throw new DomainError('NOT_FOUND', 'cart_line_not_found')
      cart.sets.remove(line)
      await em.flush()
      return this.toView(linesOf(cart), em)
    })
  }

  /** A set that can exist: a collection there is, or perfumes there are in a number a tier allows. */
  private async checkSet(
    em: EntityManager,
    set: { collectionId: string | null; perfumeIds: string[]; size: string },
  ): Promise<void> {
    if (set.collectionId) {
      const collection = await em.findOne(Collection, set.collectionId, { fields: ['setSizes'] })
      if (!collection || !(await this.settings.enabled('collections_enabled', em))) {
        throw new DomainError('NOT_FOUND', 'collection_not_found')
      }
      if (!collection.setSizes.includes(set.size)) {
        throw new DomainError('VALIDATION_FAILED', 'set_size_missing', {
          params: { size: set.size },
          fieldErrors: {
            size: [
              collection.setSizes.length
                ? `Tamaños del set: ${collection.setSizes.join(', ')}`
                : 'Esta colección no se vende como set',
            ],
          },
        })
      }
      return
    }
    const tiers = discoveryTiers((await this.settings.storeSettings(em)).discovery_set_tiers) ?? []
    if (!tierOf(tiers, set.perfumeIds.length)) {
      const counts = tiers.map((tier) => tier.count).join(' o ')
      throw new DomainError('VALIDATION_FAILED', 'set_count', {
        params: { counts },
        fieldErrors: { perfumeIds: [`Un set descubrimiento tiene ${counts} perfumes`] },
      })
    }
    const found = await em.count(Perfume, { id: { $in: set.perfumeIds }, archivedAt: null })
    if (found !== set.perfumeIds.length) throw new DomainError('NOT_FOUND', 'perfume_not_found')
  }

  async clear(owner: CartOwner): Promise<CartView> {
    return this.inTurn(owner, async (em) => {
      const cart = await this.findCart(owner, em)
      if (cart) {
        cart.items.removeAll()
        cart.sets.removeAll()
        await em.flush()
      }
      return this.toView(linesOf(cart), em)
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
      // Sets move across unless the customer already has the same one.
      for (const set of guest.sets.getItems()) {
        if (mine.sets.getItems().some((candidate) => sameSet(candidate, setKey(set)))) continue
        mine.sets.add(
          em.create(CartSet, {
            cart: mine,
            collection: set.collection,
            perfumeIds: set.perfumeIds,
            size: set.size,
            quantity: set.quantity,
          }),
        )
      }
      em.remove(guest)
      await em.flush()
    })
  }

  /** The customer's cart priced from the catalogue now: what a checkout snapshots. */
  async pricedLines(userId: string): Promise<PricedLine[]> {
    const lines = await this.readLines({ userId })
    const sets = await this.shownSets(lines, this.em)
    return [
      ...(lines?.items ?? []).map((item) => ({
        variantId: item.variantId,
        perfumeId: item.perfumeId,
        name: item.name,
        brand: item.brand,
        size: item.size,
        imageUrl: item.imageUrl,
        unitCents: unitPriceCents(item, item.priceCents),
        quantity: item.quantity,
        stock: item.stock,
      })),
      ...sets.map(({ line, priced }) => ({
        variantId: null,
        perfumeId: null,
        setId: line.id,
        members: priced.members.map(({ variantId, perfumeId, name, brand }) => ({
          variantId,
          perfumeId,
          name,
          brand,
        })),
        name: priced.name,
        brand: setBrand(priced),
        size: priced.size,
        imageUrl: priced.members[0]?.imageUrl ?? null,
        unitCents: priced.unitCents,
        quantity: line.quantity,
        stock: priced.stock,
      })),
    ]
  }

  /**
   * Takes what a paid order bought out of the customer's cart, inside the caller's transaction:
   * only those sizes and at most those quantities, so a line added while paying stays.
   */
  async removePaid(
    userId: string,
    paid: { variantId: string | null; setId?: string; quantity: number }[],
    em: EntityManager,
  ): Promise<void> {
    // In turn with a sign-in's merge into the same cart: a merge that read the lines before they
    // left would otherwise write its sums over deleted rows, and lose them.
    await lockExistingCart(em, { userId })
    for (const line of paid) {
      if (line.setId) {
        await em.execute(`delete from cart_set where id = ? and quantity <= ?`, [
          line.setId,
          line.quantity,
        ])
        await em.execute(
          `update cart_set set quantity = quantity - ? where id = ? and quantity > ?`,
          [line.quantity, line.setId, line.quantity],
        )
        continue
      }
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
      populate: ['items.variant.perfume', 'sets'],
      orderBy: { items: { createdAt: 'asc' }, sets: { createdAt: 'asc' } },
    })
  }

  /** The owner's cart lines, read as plain rows in one query; null when there is no cart. */
  private async readLines(owner: CartOwner): Promise<CartLines | null> {
    if (!owner) return null
    const [sql, key] =
      'userId' in owner
        ? [`${CART_LINES} where c.user_id = ?`, owner.userId]
        : [`${CART_LINES} where c.guest_token_hash = ?`, hashGuestToken(owner.guestToken)]
    const [row] = await this.em.execute<CartLines[]>(sql, [key])
    if (!row) return null
    return {
      items: row.items.map((item) => ({
        ...item,
        offerEndsAt: item.offerEndsAt && new Date(item.offerEndsAt),
      })),
      sets: row.sets,
    }
  }

  /** The cart's sets that can still be priced (a collection deleted or switched off drops out). */
  private async shownSets(
    cart: CartLines | null,
    em: EntityManager,
  ): Promise<{ line: SetLineRow; priced: PricedSet }[]> {
    const lines = cart?.sets ?? []
    if (!lines.length) return []
    const priced = await priceSets(em, this.settings, lines)
    return lines.flatMap((line, index) => {
      const set = priced[index]
      return set ? [{ line, priced: set }] : []
    })
  }

  /** The cart's answer; the shipping rule is read beside its sets unless it was read already. */
  private async toView(
    cart: CartLines | null,
    em: EntityManager = this.em,
    rule?: ShippingRule,
  ): Promise<CartView> {
    const [shownSets, shipping] = await Promise.all([
      this.shownSets(cart, em),
      rule ?? this.settings.shippingRule(),
    ])
    const sets = shownSets.map(({ line, priced }) => ({
      id: line.id,
      kind: priced.kind,
      collectionId: priced.collectionId,
      slug: priced.slug,
      name: priced.name,
      size: priced.size,
      quantity: line.quantity,
      price: centsToText(priced.unitCents),
      lineTotal: centsToText(priced.unitCents * line.quantity),
      stock: priced.stock,
      perfumes: priced.members.map(({ perfumeId, slug, name, brand }) => ({
        id: perfumeId,
        slug,
        name,
        brand,
      })),
      unitCents: priced.unitCents,
    }))
    const items = (cart?.items ?? []).map((item) => {
      const unitCents = unitPriceCents(item, item.priceCents)
      return {
        id: item.id,
        productId: item.perfumeId,
        slug: item.slug,
        size: item.size,
        quantity: item.quantity,
        price: centsToText(unitCents),
        originalPrice: offerIsRunning(item) ? centsToText(item.priceCents) : null,
        lineTotal: centsToText(unitCents * item.quantity),
        stock: item.stock,
        perfume: {
          id: item.perfumeId,
          name: item.name,
          brand: item.brand,
          imageUrl: item.imageUrl,
        },
        unitCents,
      }
    })
    const lines = [...items, ...sets]
    const totalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0)
    return {
      items: items.map(({ unitCents: _unitCents, ...line }) => line),
      sets: sets.map(({ unitCents: _unitCents, ...line }) => line),
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      total: centsToText(totalCents),
      shipping: centsToText(lines.length ? shippingCents(totalCents, shipping) : 0),
      freeShippingFrom:
        shipping.freeOverCents === null ? null : centsToText(shipping.freeOverCents),
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
 * The lines of a cart just changed, as a read would find them: only the perfumes the shop still
 * sells (see CART_LINES).
 */
function linesOf(cart: Cart | null): CartLines | null {
  if (!cart) return null
  return {
    items: cart.items
      .getItems()
      .filter((item) => item.variant.perfume.archivedAt === null)
      .map(({ id, quantity, variant }) => ({
        id,
        quantity,
        variantId: variant.id,
        size: variant.size,
        priceCents: variant.priceCents,
        stock: variant.stock,
        perfumeId: variant.perfume.id,
        slug: variant.perfume.slug,
        name: variant.perfume.name,
        brand: variant.perfume.brand,
        imageUrl: variant.perfume.imageUrl,
        isOnOffer: variant.perfume.isOnOffer,
        offerEndsAt: variant.perfume.offerEndsAt,
        discountPercentage: variant.perfume.discountPercentage,
      })),
    sets: cart.sets
      .getItems()
      .map((set) => ({ id: set.id, ...setKey(set), quantity: set.quantity })),
  }
}

function outOfStock(stock: number): DomainError {
  return stock > 0
    ? new DomainError('OUT_OF_STOCK', 'size_left', { params: { stock } })
    : new DomainError('OUT_OF_STOCK', 'size_sold_out')
}

/** The set a line is: its collection, or its picks, and its size. */
function setKey(set: CartSet): { collectionId: string | null; perfumeIds: string[]; size: string } {
  return { collectionId: set.collection?.id ?? null, perfumeIds: set.perfumeIds, size: set.size }
}

/** The same set: the same collection, or the same picks in any order, in the same size. */
function sameSet(
  line: CartSet,
  wanted: { collectionId: string | null; perfumeIds: string[]; size: string },
): boolean {
  const key = setKey(line)
  const picks = (ids: string[]) => [...ids].sort().join(',')
  return (
    key.size === wanted.size &&
    key.collectionId === wanted.collectionId &&
    picks(key.perfumeIds) === picks(wanted.perfumeIds)
  )
}

/** What a set's line says below its name, where a perfume's says its brand. */
function setBrand(set: PricedSet): string {
  return `Set de ${set.members.length} perfumes`
}

function setOutOfStock(stock: number): DomainError {
  return stock > 0
    ? new DomainError('OUT_OF_STOCK', 'set_left', { params: { stock } })
    : new DomainError('OUT_OF_STOCK', 'set_sold_out')
}
