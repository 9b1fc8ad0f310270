import { Injectable } from '@nestjs/common'
import { CatalogueService } from '../catalogue/catalogue.service'
import { MessagesService } from '../messages/messages.service'
import { SalesService } from '../orders/sales.service'
import { SettingsService } from '../settings/settings.service'

/** Spec 001's dashboard shows the 5 latest orders and the 5 most popular perfumes. */
const DASHBOARD_ROWS = 5

/** The back office's first page: figures of the catalogue and the orders, read through their services. */
@Injectable()
export class DashboardService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly sales: SalesService,
    private readonly settings: SettingsService,
    private readonly messages: MessagesService,
  ) {}

  /**
   * Money and what waits for the administrator: four queries whatever the shop's size (the sales
   * summary, the setting, the low sizes, the unread messages).
   */
  async summary() {
    const [sales, threshold, unreadMessages] = await Promise.all([
      this.sales.summary(),
      this.lowStockThreshold(),
      this.messages.unreadCount(),
    ])
    const lowStock = await this.catalogue.lowStock(threshold)
    return { ...sales, lowStock: lowStock.length, lowStockThreshold: threshold, unreadMessages }
  }

  async stats() {
    const [catalogue, ordersToday] = await Promise.all([
      this.catalogue.dashboardFigures(),
      this.sales.ordersToday(),
    ])
    return {
      totalPerfumes: catalogue.totalPerfumes,
      ordersToday,
      totalCollections: catalogue.totalCollections,
      perfumesOnOffer: catalogue.perfumesOnOffer,
    }
  }

  /** The latest orders, in the specification's field names. */
  async recentOrders() {
    const orders = await this.sales.recent(DASHBOARD_ROWS)
    return orders.map((order) => ({
      id: order.id,
      code: order.code,
      customer_email: order.email,
      amount_total: order.total,
      status: order.status,
      isTest: order.isTest,
      createdAt: order.createdAt,
    }))
  }

  popularPerfumes() {
    return this.sales.popularPerfumes(DASHBOARD_ROWS)
  }

  /** Without a threshold, the store setting low_stock_threshold. */
  async lowStock(threshold?: number) {
    return this.catalogue.lowStock(threshold ?? (await this.lowStockThreshold()))
  }

  private async lowStockThreshold(): Promise<number> {
    return Number((await this.settings.storeSettings()).low_stock_threshold)
  }
}
