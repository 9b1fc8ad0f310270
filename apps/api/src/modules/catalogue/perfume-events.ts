import type { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'

/** What changed for the customers who saved a perfume: an offer started, or stock came back. */
export interface PerfumeNews {
  perfumeId: string
  name: string
  brand: string
  slug: string
  /** Not on offer before the change, on offer after it. */
  wentOnOffer: boolean
  discountPercentage: number
  /** No size in stock before the change, some after it. */
  backInStock: boolean
}

/** Runs inside the transaction that changes the perfume, so its effects commit with it. */
export type PerfumeNewsListener = (em: EntityManager, news: PerfumeNews) => Promise<void>

/**
 * Lets another module act when a perfume goes on offer or comes back in stock (favorites'
 * customers are told) without the catalogue depending on it, as the settings' listeners do.
 */
@Injectable()
export class PerfumeEvents {
  private readonly listeners: PerfumeNewsListener[] = []

  onNews(listener: PerfumeNewsListener): void {
    this.listeners.push(listener)
  }

  async publish(em: EntityManager, news: PerfumeNews): Promise<void> {
    if (!news.wentOnOffer && !news.backInStock) return
    for (const listener of this.listeners) await listener(em, news)
  }
}
