import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable, type OnModuleInit } from '@nestjs/common'
import { type PerfumeNews, PerfumeEvents } from '../catalogue/perfume-events'
import { FavoritesService } from '../favorites/favorites.service'
import { NotificationsService } from './notifications.service'

/**
 * Tells the customers who saved a perfume that it went on offer (a promotion: their promotions
 * setting decides) or came back in stock (a product: newProducts decides), in the catalogue's
 * transaction. It listens to the catalogue rather than being called by it: favorites and
 * notifications depend on the catalogue, never the other way round.
 */
@Injectable()
export class FavoriteNews implements OnModuleInit {
  constructor(
    private readonly events: PerfumeEvents,
    private readonly favorites: FavoritesService,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    this.events.onNews((em, news) => this.tell(em, news))
  }

  async tell(em: EntityManager, news: PerfumeNews): Promise<void> {
    const userIds = await this.favorites.userIdsFor(news.perfumeId, em)
    if (!userIds.length) return
    const perfume = `${news.name} de ${news.brand}`
    if (news.wentOnOffer) {
      await this.notifications.notifyMany(em, userIds, {
        type: 'promotion',
        title: 'Tu favorito está en oferta',
        message: `${perfume} tiene un ${news.discountPercentage}% de descuento.`,
      })
    }
    if (news.backInStock) {
      await this.notifications.notifyMany(em, userIds, {
        type: 'product',
        title: 'Tu favorito vuelve a estar disponible',
        message: `${perfume} vuelve a estar en stock.`,
      })
    }
  }
}
