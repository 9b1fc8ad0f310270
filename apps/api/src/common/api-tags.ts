/**
 * The shop's domains, as Swagger UI groups the operations (in this order). Every controller takes
 * exactly one of them with `@ApiTags(...)`; building the document fails on any other tag, or on
 * an operation with none or several.
 */
export const API_TAGS = {
  Catalogue: 'Perfumes, brands, collections and their images, as visitors see them',
  Cart: 'The cart of a customer, or of a guest by its X-Cart-Token',
  Checkout: 'Prices, coupons and the payment of the cart',
  Orders: 'A customer’s orders and their tracking',
  Invoices: 'The invoices of an order: simplified, full on request, credit notes; their PDFs',
  Account: 'The signed-in customer: profile, addresses, payment methods, settings, password, data',
  Favorites: 'The perfumes a customer saved',
  Reviews: 'Reviews of perfumes, their ratings and votes',
  Notifications: 'A customer’s notifications and which ones they want',
  Auth: 'Registration, sign-in (password or Google), tokens and sign-out',
  Store: 'The shop’s public switches, the newsletter and the contact form',
  'Admin: Dashboard': 'The back office’s figures, latest orders and users, and its activity',
  'Admin: Catalogue': 'Perfumes, collections and images in the back office',
  'Admin: Inventory': 'Bottles, their millilitres and the ledger of every change',
  'Admin: Orders': 'Orders, their workflow, refunds and the sales figures',
  'Admin: Invoices': 'Every invoice and credit note, and their CSV for the accountant',
  'Admin: Coupons': 'Coupons and their uses',
  'Admin: Users': 'Users, their orders and their sessions',
  'Admin: Messages': 'Contact messages and newsletter subscribers',
  'Admin: Mail': 'Where the shop’s mail goes, the demo mailbox and the outbox',
  'Admin: Settings': 'The store settings',
  Health: 'Whether the API and its database answer',
} as const

export type ApiTag = keyof typeof API_TAGS
