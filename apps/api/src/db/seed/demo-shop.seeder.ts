import type { EntityManager } from '@mikro-orm/postgresql'
import { hashPassword } from '../../modules/auth/password'
import { Collection } from '../../modules/catalogue/entities/collection.entity'
import { CollectionPerfume } from '../../modules/catalogue/entities/collection-perfume.entity'
import { Perfume } from '../../modules/catalogue/entities/perfume.entity'
import { PerfumeVariant } from '../../modules/catalogue/entities/perfume-variant.entity'
import { PriceChange } from '../../modules/catalogue/entities/price-change.entity'
import { bumpCatalogueVersion } from '../../modules/catalogue/catalogue-version'
import { priceAfterDiscount } from '@aurum/contracts'
import { Coupon } from '../../modules/checkout/entities/coupon.entity'
import { User } from '../../modules/users/entities/user.entity'
import { type DemoBottle, demoCollections, demoPerfumes } from './demo-catalogue'
import { DEMO_ADMIN, DEMO_CUSTOMER } from './demo-accounts'
import { DEMO_SCENTS } from './demo-scents'

export interface SeedOptions {
  /** The demo's admin and customer with their printed passwords: only for the embedded demo. */
  demoAccounts?: boolean
}

/**
 * Writes the demo shop: perfumes, collections, coupons and, for the embedded demo, an admin and a
 * customer. Idempotent: what exists (matched by slug, code or email) is left as it is.
 */
export async function seedDemoShop(em: EntityManager, options: SeedOptions = {}): Promise<void> {
  await em.transactional(async (tx) => {
    const existing = await tx.find(Perfume, {}, { fields: ['id', 'slug'] })
    const bySlug = new Map(
      existing.map((perfume) => [perfume.slug, tx.getReference(Perfume, perfume.id)]),
    )
    const shelved: { perfumeId: string; bottles: DemoBottle[] }[] = []
    for (const demo of demoPerfumes) {
      if (bySlug.has(demo.slug)) continue
      const perfume = tx.create(Perfume, {
        slug: demo.slug,
        name: demo.name,
        brand: demo.brand,
        description: demo.description,
        category: demo.category,
        notes: demo.notes,
        scent: DEMO_SCENTS[demo.slug] ?? null,
        imageUrl: `/images/perfumes/${demo.slug}.svg`,
        isOnOffer: demo.offer !== null,
        discountPercentage: demo.offer?.discountPercentage ?? 0,
        offerDescription: demo.offer?.description ?? null,
        onHomepage: demo.onHomepage,
      })
      for (const demoVariant of demo.variants) {
        const variant = tx.create(PerfumeVariant, { ...demoVariant, perfume })
        writePriceHistory(tx, variant, demo.offer?.discountPercentage ?? null)
      }
      bySlug.set(demo.slug, perfume)
      shelved.push({ perfumeId: perfume.id, bottles: demo.bottles })
    }
    await tx.flush()
    // A demo shop seeded before perfumes had a scent gets theirs, once (a described one is kept).
    await tx.execute(
      `update perfume p set scent = d.value from jsonb_each(?::jsonb) d
       where p.slug = d.key and p.scent is null`,
      [JSON.stringify(DEMO_SCENTS)],
    )
    // Each bottle arrives with what is left in it: a 'received' movement fills it and the
    // trigger counts what every size can sell.
    for (const { perfumeId, bottles } of shelved) {
      for (const [index, bottle] of bottles.entries()) {
        const [row] = await tx.execute<{ id: string }[]>(
          `insert into bottle (id, perfume_id, size_ml, batch_code, opened_at, state, cost_cents)
           values (gen_random_uuid(), ?, ?, ?, ?, ?, ?) returning id`,
          [
            perfumeId,
            bottle.ml,
            bottle.batchCode,
            bottle.opened ? new Date(Date.now() - (30 + index) * DAY_MS) : null,
            bottle.opened ? 'open' : 'sealed',
            bottle.ml * 90,
          ],
        )
        await tx.execute(
          `insert into stock_movement (id, bottle_id, type, ml) values (gen_random_uuid(), ?, 'received', ?)`,
          [row.id, bottle.left],
        )
      }
    }

    const collections = await tx.find(Collection, {}, { fields: ['slug'] })
    const seeded = new Set(collections.map((collection) => collection.slug))
    demoCollections.forEach((demo, position) => {
      if (seeded.has(demo.slug)) return
      const { perfumeSlugs, ...fields } = demo
      const collection = tx.create(Collection, { ...fields, position, ...setOf(perfumeSlugs) })
      perfumeSlugs.forEach((slug, index) => {
        const perfume = bySlug.get(slug)
        if (!perfume)
          throw new Error(`Demo collection ${demo.slug} names an unknown perfume ${slug}`)
        tx.create(CollectionPerfume, { collection, perfume, position: index })
      })
    })

    for (const coupon of DEMO_COUPONS) {
      if (!(await tx.count(Coupon, { code: coupon.code }))) tx.create(Coupon, coupon)
    }

    if (options.demoAccounts) {
      await createIfMissing(tx, { ...DEMO_ADMIN, role: 'admin' })
      await createIfMissing(tx, { ...DEMO_CUSTOMER, role: 'customer' })
      // The demo's legal notice, marked as examples; a real shop's owner writes theirs.
      for (const [key, value] of Object.entries(DEMO_LEGAL)) {
        await tx.execute(
          `insert into setting (key, value) values (?, ?) on conflict (key) do nothing`,
          [key, value],
        )
      }
    }
    await bumpCatalogueVersion(tx)
  })
}

/** A demo account, unless its email or username is taken: nobody is ever promoted here. */
async function createIfMissing(
  em: EntityManager,
  account: { email: string; password: string; username: string; name?: string; role: User['role'] },
): Promise<void> {
  const taken = await em.count(User, {
    $or: [{ email: account.email.toLowerCase() }, { username: account.username }],
  })
  if (taken) return
  em.create(User, {
    email: account.email.toLowerCase(),
    username: account.username,
    name: account.name ?? null,
    role: account.role,
    passwordHash: await hashPassword(account.password),
    // The demo's own addresses: nobody could follow a link mailed to them.
    emailVerifiedAt: new Date(),
  })
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The size every demo collection is sold in as a set. */
const DEMO_SET_SIZE = '5ml'

/**
 * A demo collection sold as a set of 5 ml decants, a fifth below what its perfumes cost one by one
 * (rounded down to a price ending in .90).
 */
function setOf(perfumeSlugs: string[]): { setSizes: string[]; setPricesCents: number[] } {
  const cents = perfumeSlugs.reduce((sum, slug) => {
    const size = demoPerfumes
      .find((perfume) => perfume.slug === slug)
      ?.variants.find((variant) => variant.size === DEMO_SET_SIZE)
    return sum + (size?.priceCents ?? 0)
  }, 0)
  return { setSizes: [DEMO_SET_SIZE], setPricesCents: [Math.floor((cents * 0.8) / 100) * 100 - 10] }
}

/** Illustrative owner data for the embedded demo's /aviso-legal (a valid, made-up CIF). */
const DEMO_LEGAL = {
  legal_owner_name: 'Aurum Decants S.L. (datos de ejemplo)',
  legal_tax_id: 'B12345674',
  legal_address: 'Calle Mayor 1, 28013 Madrid (dirección de ejemplo)',
  legal_email: 'hola@aurumdecants.es',
  legal_registry: 'Registro Mercantil de Madrid, tomo 00000, folio 1, hoja M-000000 (ejemplo)',
}

/** Codes a shopper can try in the demo shop. */
export const DEMO_COUPONS = [
  {
    code: 'AURUM10',
    description: '10% en pedidos desde 20 €',
    discountPercentage: 10,
    minimumAmountCents: 2000,
  },
  {
    code: 'BIENVENIDA',
    description: '15% en tu primer pedido, hasta 10 €',
    discountPercentage: 15,
    maximumDiscountCents: 1000,
    usageLimit: 500,
  },
]

/**
 * A believable history: sizes on offer sold at full price until their offer began a week ago, so
 * the lowest price of the 30 days before the reduction is the full price.
 */
function writePriceHistory(em: EntityManager, variant: PerfumeVariant, discount: number | null) {
  const now = Date.now()
  const fullPriceSince = new Date(now - 60 * DAY_MS)
  em.create(PriceChange, { variant, priceCents: variant.priceCents, changedAt: fullPriceSince })
  if (discount === null) return
  const offerSince = new Date(now - 7 * DAY_MS)
  const priceCents = priceAfterDiscount(variant.priceCents, discount)
  em.create(PriceChange, { variant, priceCents, changedAt: offerSince })
}
