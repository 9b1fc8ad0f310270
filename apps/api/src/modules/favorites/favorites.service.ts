import { randomUUID } from 'node:crypto'
import { centsToText, nearestSize, offerIsRunning, priceAfterDiscount } from '@aurum/contracts'
import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import type { Perfume } from '../catalogue/entities/perfume.entity'
import { ReviewsService } from '../reviews/reviews.service'
import type { FavoriteView } from './dto/favorite.dto'
import { Favorite } from './entities/favorite.entity'

/** A favorite as the profile's 'Actividad Reciente' lists it. */
export interface FavoriteActivity {
  id: string
  perfumeName: string
  createdAt: Date
}

/** A favorite as the account's data export lists it. */
export interface FavoriteExport {
  perfume: string
  brand: string
  addedAt: string
}

/**
 * The customer's saved perfumes (spec 001 §2 Favorites). Only the customer's own: every read and
 * write is by their id, so someone else's favorite is a 404. A perfume the administrator archived
 * stays saved but is not shown (nor counted) while it is out of the shop.
 */
@Injectable()
export class FavoritesService {
  constructor(
    private readonly em: EntityManager,
    private readonly reviews: ReviewsService,
  ) {}

  /** Newest first, each with its price and real rating: three queries whatever the list's length. */
  async list(userId: string): Promise<FavoriteView[]> {
    return this.views({ user: userId })
  }

  /** The saved perfumes' ids, for the hearts of a page of cards: one small query. */
  async perfumeIds(userId: string): Promise<{ perfumeIds: string[] }> {
    const rows = await this.em.execute<{ perfume_id: string }[]>(
      `select f.perfume_id from favorite f join perfume p on p.id = f.perfume_id
        where f.user_id = ? and p.archived_at is null
        order by f.created_at desc, f.id desc`,
      [userId],
    )
    return { perfumeIds: rows.map((row) => row.perfume_id) }
  }

  /**
   * Saves a perfume. Saving it again is no error: the answer is the favorite it already has
   * (`created` false). The database decides a race between two clicks (on conflict do nothing).
   */
  async add(
    userId: string,
    perfumeId: string,
  ): Promise<{ favorite: FavoriteView; created: boolean }> {
    const inserted = await this.em.execute<{ id: string }[]>(
      `insert into favorite (id, user_id, perfume_id)
       select ?, ?, p.id from perfume p where p.id = ? and p.archived_at is null
       on conflict (user_id, perfume_id) do nothing
       returning id`,
      [randomUUID(), userId, perfumeId],
    )
    const [favorite] = await this.views({ user: userId, perfume: perfumeId })
    if (!favorite) throw new DomainError('NOT_FOUND', 'perfume_not_found')
    return { favorite, created: inserted.length > 0 }
  }

  async remove(userId: string, favoriteId: string): Promise<void> {
    const removed = await this.em.nativeDelete(Favorite, { id: favoriteId, user: userId })
    if (!removed) throw new DomainError('NOT_FOUND', 'favorite_not_found')
  }

  /** The heart's second click: the perfume leaves the customer's favorites. */
  async removePerfume(userId: string, perfumeId: string): Promise<void> {
    const removed = await this.em.nativeDelete(Favorite, { perfume: perfumeId, user: userId })
    if (!removed) throw new DomainError('NOT_FOUND', 'not_a_favorite')
  }

  /** The profile's counter: the favorites the page shows. */
  countFor(userId: string): Promise<number> {
    return this.em.count(Favorite, { user: userId, perfume: { archivedAt: null } })
  }

  /** The latest saves, newest first, for the profile's activity: one query. */
  async latest(userId: string, limit: number): Promise<FavoriteActivity[]> {
    const favorites = await this.em.find(
      Favorite,
      { user: userId },
      { populate: ['perfume'], orderBy: { createdAt: 'desc', id: 'desc' }, limit },
    )
    return favorites.map((favorite) => ({
      id: favorite.id,
      perfumeName: favorite.perfume.name,
      createdAt: favorite.createdAt,
    }))
  }

  /** Everything saved, archived perfumes too (it is the customer's data), oldest first. */
  async listForExport(userId: string): Promise<FavoriteExport[]> {
    const favorites = await this.em.find(
      Favorite,
      { user: userId },
      { populate: ['perfume'], orderBy: { createdAt: 'asc', id: 'asc' } },
    )
    return favorites.map((favorite) => ({
      perfume: favorite.perfume.name,
      brand: favorite.perfume.brand,
      addedAt: favorite.createdAt.toISOString(),
    }))
  }

  /**
   * The customers who saved a perfume (to tell them it went on offer or came back in stock),
   * read inside the caller's transaction when one is given.
   */
  async userIdsFor(perfumeId: string, em: EntityManager = this.em): Promise<string[]> {
    const rows = await em.execute<{ user_id: string }[]>(
      'select user_id from favorite where perfume_id = ? order by created_at, id',
      [perfumeId],
    )
    return rows.map((row) => row.user_id)
  }

  /** The favorites matching `where` as the page shows them: favorites with sizes, then ratings. */
  private async views(where: { user: string; perfume?: string }): Promise<FavoriteView[]> {
    const favorites = await this.em.find(
      Favorite,
      { ...where, perfume: { ...(where.perfume ? { id: where.perfume } : {}), archivedAt: null } },
      { populate: ['perfume.variants'], orderBy: { createdAt: 'desc', id: 'desc' } },
    )
    const ratings = await this.reviews.ratingSummaries(
      favorites.map((favorite) => favorite.perfume.id),
    )
    return favorites.map((favorite) => {
      const rating = ratings.get(favorite.perfume.id)
      return toFavoriteView(favorite, rating?.average ?? null, rating?.count ?? 0)
    })
  }
}

function toFavoriteView(
  favorite: Favorite,
  rating: number | null,
  reviewCount: number,
  now = new Date(),
): FavoriteView {
  const { perfume } = favorite
  const sizes = perfume.variants.getItems()
  const cart = nearestSize(sizes)
  const prices = sizes.map((size) => currentPriceCents(perfume, size.priceCents, now))
  return {
    id: favorite.id,
    createdAt: favorite.createdAt.toISOString(),
    perfume: {
      id: perfume.id,
      slug: perfume.slug,
      name: perfume.name,
      brand: perfume.brand,
      image: perfume.imageUrl,
      rating,
      reviewCount,
      description: perfume.description,
      price: prices.length ? centsToText(Math.min(...prices)) : null,
      cartSize: cart?.size ?? null,
      inStock: (cart?.stock ?? 0) > 0,
    },
  }
}

/** What one unit of a size costs now: the offer price while the perfume's offer runs (as the cart). */
function currentPriceCents(perfume: Perfume, priceCents: number, now: Date): number {
  return offerIsRunning(perfume, now)
    ? priceAfterDiscount(priceCents, perfume.discountPercentage)
    : priceCents
}
