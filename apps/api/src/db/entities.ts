import { OneTimeCode } from '../modules/auth/entities/one-time-code.entity'
import { RotatedRefreshToken } from '../modules/auth/entities/rotated-refresh-token.entity'
import { Session } from '../modules/auth/entities/session.entity'
import { Address } from '../modules/accounts/entities/address.entity'
import { PaymentCustomer } from '../modules/accounts/entities/payment-customer.entity'
import { PaymentMethod } from '../modules/accounts/entities/payment-method.entity'
import { AccountEvent } from '../modules/accounts/entities/account-event.entity'
import { AdminAction } from '../modules/audit/entities/admin-action.entity'
import { CatalogueVersion } from '../modules/catalogue/entities/catalogue-version.entity'
import { Collection } from '../modules/catalogue/entities/collection.entity'
import { CollectionPerfume } from '../modules/catalogue/entities/collection-perfume.entity'
import { Perfume } from '../modules/catalogue/entities/perfume.entity'
import { PerfumeVariant } from '../modules/catalogue/entities/perfume-variant.entity'
import { PriceChange } from '../modules/catalogue/entities/price-change.entity'
import { CartItem } from '../modules/cart/entities/cart-item.entity'
import { CartSet } from '../modules/cart/entities/cart-set.entity'
import { Cart } from '../modules/cart/entities/cart.entity'
import { Image } from '../modules/images/entities/image.entity'
import { Bottle } from '../modules/inventory/entities/bottle.entity'
import { StockMovement } from '../modules/inventory/entities/stock-movement.entity'
import { MailOutbox } from '../modules/mail/entities/mail-outbox.entity'
import { ContactMessage } from '../modules/messages/entities/contact-message.entity'
import { NewsletterSubscriber } from '../modules/messages/entities/newsletter-subscriber.entity'
import { Setting } from '../modules/settings/entities/setting.entity'
import { Checkout } from '../modules/checkout/entities/checkout.entity'
import { Coupon } from '../modules/checkout/entities/coupon.entity'
import { CouponRedemption } from '../modules/checkout/entities/coupon-redemption.entity'
import { Notification } from '../modules/notifications/entities/notification.entity'
import { OrderEvent } from '../modules/orders/entities/order-event.entity'
import { OrderItem } from '../modules/orders/entities/order-item.entity'
import { Order } from '../modules/orders/entities/order.entity'
import { Refund } from '../modules/orders/entities/refund.entity'
import { Invoice } from '../modules/invoices/entities/invoice.entity'
import { InvoiceCounter } from '../modules/invoices/entities/invoice-counter.entity'
import { ProcessedPaymentEvent } from '../modules/checkout/entities/processed-payment-event.entity'
import { User } from '../modules/users/entities/user.entity'
import { Favorite } from '../modules/favorites/entities/favorite.entity'
import { Review } from '../modules/reviews/entities/review.entity'
import { ReviewVote } from '../modules/reviews/entities/review-vote.entity'
import { PerformanceVote } from '../modules/reviews/entities/performance-vote.entity'
import { UserSettings } from '../modules/users/entities/user-settings.entity'

/** Every entity, listed once: the ORM, the migrations check and the tests read this list. */
export const entities = [
  Perfume,
  PerfumeVariant,
  PriceChange,
  Bottle,
  StockMovement,
  Collection,
  CollectionPerfume,
  CatalogueVersion,
  Cart,
  CartItem,
  CartSet,
  ContactMessage,
  NewsletterSubscriber,
  User,
  UserSettings,
  Session,
  RotatedRefreshToken,
  OneTimeCode,
  Address,
  Coupon,
  Refund,
  Invoice,
  InvoiceCounter,
  CouponRedemption,
  Checkout,
  Order,
  OrderItem,
  OrderEvent,
  ProcessedPaymentEvent,
  Notification,
  MailOutbox,
  Setting,
  Image,
  AdminAction,
  AccountEvent,
  PaymentCustomer,
  PaymentMethod,
  Favorite,
  Review,
  ReviewVote,
  PerformanceVote,
]
