import { displayName } from '@aurum/contracts'
import { EntityManager } from '@mikro-orm/postgresql'
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { type PerfumeNews, PerfumeEvents } from '../catalogue/perfume-events'
import { FavoritesService } from '../favorites/favorites.service'
import { Mailer } from '../mail/mailer'
import { favoriteNews } from '../mail/templates'
import { UsersService } from '../users/users.service'
import { unsubscribeToken } from './mail-consent'
import { NotificationsService } from './notifications.service'

interface Recipient {
  id: string
  email: string
  name: string | null
  username: string
}

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
    private readonly mailer: Mailer,
    private readonly users: UsersService,
    @Inject(ENV) private readonly env: Env,
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
      await this.mail(em, news, userIds, 'on-offer')
    }
    if (news.backInStock) {
      await this.notifications.notifyMany(em, userIds, {
        type: 'product',
        title: 'Tu favorito vuelve a estar disponible',
        message: `${perfume} vuelve a estar en stock.`,
      })
      await this.mail(em, news, userIds, 'back-in-stock')
    }
  }

  /**
   * Mail only to confirmed addresses whose owners said yes to marketing mail in /settings (off
   * by default) and to this kind of news; each with its own one-click way out. One mail per
   * customer, perfume, kind and day, whatever the catalogue does meanwhile.
   */
  private async mail(
    em: EntityManager,
    news: PerfumeNews,
    userIds: string[],
    kind: 'on-offer' | 'back-in-stock',
  ): Promise<void> {
    // The same settings (and defaults) as the notifications, marketing mail on top.
    const wants = this.users.notificationRecipientsSql(
      kind === 'on-offer' ? 'promotions' : 'newProducts',
    )
    const marketing = this.users.notificationRecipientsSql('marketing')
    const recipients = await em.execute<Recipient[]>(
      `select u.id, u.email, u.name, u.username from app_user u
       where u.id in (select value::uuid from jsonb_array_elements_text(?::jsonb))
         and u.email_verified_at is not null
         and u.id in (select id from (${wants}) wants)
         and u.id in (select id from (${marketing}) marketing)`,
      [JSON.stringify(userIds)],
    )
    const day = new Date().toISOString().slice(0, 10)
    for (const recipient of recipients) {
      const token = unsubscribeToken(recipient.id, this.env.JWT_SECRET)
      const unsubscribe = new URL('/baja', this.env.WEB_URL)
      unsubscribe.searchParams.set('token', token)
      const oneClick = new URL('/api/mail/unsubscribe', this.env.API_PUBLIC_URL)
      oneClick.searchParams.set('token', token)
      await this.mailer.enqueue(em, {
        key: `favorite-${kind}:${news.perfumeId}:${recipient.id}:${day}`,
        to: recipient.email,
        content: favoriteNews({
          name: displayName(recipient),
          kind,
          perfume: {
            name: news.name,
            brand: news.brand,
            url: new URL(`/perfume/${news.slug}`, this.env.WEB_URL).toString(),
            discountPercent: kind === 'on-offer' ? news.discountPercentage : null,
          },
          unsubscribeUrl: unsubscribe.toString(),
          oneClickUrl: oneClick.toString(),
        }),
      })
    }
  }
}
