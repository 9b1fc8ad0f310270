import { type ExportFormat, exportFileName } from '@aurum/contracts'
import { Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import { FavoritesService } from '../favorites/favorites.service'
import { NotificationsService } from '../notifications/notifications.service'
import { OrdersService } from '../orders/orders.service'
import { PerformanceVotesService } from '../reviews/performance-votes.service'
import { ReviewsService } from '../reviews/reviews.service'
import { UsersService } from '../users/users.service'
import { AddressesService } from './addresses.service'
import type { DataExport } from './dto/account-data.dto'
import { exportCsv } from './export-csv'
import { PaymentMethodsService } from './payment-methods.service'

export const SHOP_NAME = 'Aurum Decants'

/** A file ready to download. */
export interface ExportFile {
  fileName: string
  contentType: string
  body: Buffer
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
}

/**
 * Everything the shop keeps about one customer (spec 001 §7 export-data), read through each
 * owning module's service, and only this customer's: every read is by their id.
 */
@Injectable()
export class AccountExportService {
  constructor(
    private readonly users: UsersService,
    private readonly addresses: AddressesService,
    private readonly paymentMethods: PaymentMethodsService,
    private readonly orders: OrdersService,
    private readonly notifications: NotificationsService,
    private readonly favorites: FavoritesService,
    private readonly reviews: ReviewsService,
    private readonly votes: PerformanceVotesService,
  ) {}

  async export(userId: string, format: ExportFormat, now = new Date()): Promise<ExportFile> {
    const data = await this.collect(userId, now)
    const body =
      format === 'json'
        ? Buffer.from(`${JSON.stringify(data, null, 2)}\n`, 'utf8')
        : format === 'csv'
          ? Buffer.from(exportCsv(data), 'utf8')
          : Buffer.from(await exportPdf(data))
    return { fileName: exportFileName(format, now), contentType: CONTENT_TYPES[format], body }
  }

  /** The readable object the three formats are made from. */
  async collect(userId: string, now = new Date()): Promise<DataExport> {
    const user = await this.users.findById(userId)
    if (!user) throw new DomainError('SESSION_ENDED', 'session_ended')
    const [addresses, methods, orders, notifications, settings, favorites, reviews, votes] =
      await Promise.all([
        this.addresses.list(userId),
        this.paymentMethods.list(userId),
        this.orders.list(userId),
        this.notifications.allOf(userId),
        this.users.settingsOf(userId),
        this.favorites.listForExport(userId),
        this.reviews.listForExport(userId),
        this.votes.listForExport(userId),
      ])
    return {
      shop: SHOP_NAME,
      exportedAt: now.toISOString(),
      profile: {
        name: user.name,
        username: user.username,
        email: user.email,
        phone: user.phone,
        createdAt: user.createdAt.toISOString(),
      },
      addresses: addresses.map((address) => ({
        type: address.type,
        name: address.name,
        street: address.street,
        city: address.city,
        state: address.state,
        zipCode: address.zipCode,
        country: address.country,
        phone: address.phone,
        isDefault: address.isDefault,
      })),
      paymentMethods: methods.map((method) => ({
        type: method.type,
        brand: method.cardType,
        last4: method.last4,
        expiry:
          method.expiryMonth && method.expiryYear
            ? `${String(method.expiryMonth).padStart(2, '0')}/${method.expiryYear}`
            : null,
        isDefault: method.isDefault,
      })),
      orders: orders.map((order) => ({
        code: order.code,
        date: order.createdAt,
        status: order.status,
        currency: order.currency,
        items: order.items.map((item) => ({
          perfume: item.perfumeName,
          brand: item.brand,
          size: item.size,
          quantity: item.quantity,
          unitPrice: item.unitPrice,
        })),
        subtotal: order.subtotal,
        discount: order.discount,
        shipping: order.shipping,
        total: order.total,
        couponCode: order.couponCode,
        trackingNumber: order.trackingNumber,
        shippingAddress: order.shippingAddress,
      })),
      notifications,
      settings: settings as unknown as DataExport['settings'],
      favorites,
      reviews,
      performanceVotes: votes,
    }
  }
}

/** pdf-lib is loaded on the first PDF asked for, not at every start of the API. */
async function exportPdf(data: DataExport): Promise<Uint8Array> {
  return (await import('./export-pdf')).exportPdf(data)
}
