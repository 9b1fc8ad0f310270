import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { Cron, CronExpression } from '@nestjs/schedule'
import { CatalogueCache } from './catalogue.cache'

/** Any number will do as long as no other job takes the same PostgreSQL advisory lock. */
const OFFER_EXPIRY_LOCK = 734_003

/**
 * Ends the offers whose end date has passed (of one perfume, or all), inside the caller's
 * transaction: the offer is switched off and each size's price history gets its full price back
 * from the moment the offer ended, which the lowest-price-in-30-days rule reads. Answers how many
 * perfumes it ended.
 */
export async function endDueOffers(em: EntityManager, perfumeId?: string): Promise<number> {
  const ended = await em.execute<{ id: string }[]>(
    `with due as (
       select id, offer_ends_at from perfume
       where is_on_offer and offer_ends_at <= now() ${perfumeId ? 'and id = ?' : ''}
       for update
     ), ended as (
       update perfume p set is_on_offer = false, discount_percentage = 0,
         offer_description = null, offer_ends_at = null, updated_at = now()
       from due where p.id = due.id
       returning p.id
     ), history as (
       insert into price_change (variant_id, price_cents, changed_at)
       select v.id, v.price_cents, due.offer_ends_at
       from perfume_variant v join due on due.id = v.perfume_id
     )
     select id from ended`,
    perfumeId ? [perfumeId] : [],
  )
  return ended.length
}

/**
 * The catalogue reads an offer past its end as over at once (see OFFER_RUNNING); this job writes
 * the end down every minute, so the offer's switch, the price history and every replica's cache
 * follow. The advisory lock lets one replica run it while the others skip.
 */
@Injectable()
export class OfferExpiry {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: CatalogueCache,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE, { name: 'offer-expiry', waitForCompletion: true })
  async run(): Promise<number> {
    return this.em.fork().transactional(async (em) => {
      const [{ locked }] = await em.execute<{ locked: boolean }[]>(
        'select pg_try_advisory_xact_lock(?) as locked',
        [OFFER_EXPIRY_LOCK],
      )
      if (!locked) return 0
      const ended = await endDueOffers(em)
      if (ended) await this.cache.changed(em)
      return ended
    })
  }
}
