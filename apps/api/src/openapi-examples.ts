import type { ZodDto } from 'nestjs-zod'
import type { z } from 'zod'
import { GoogleExchangeDto } from './modules/auth/auth.controller'
import { AdminLoginDto, LoginDto, RefreshDto, RegisterDto } from './modules/auth/dto/auth.dto'
import {
  PasswordResetConfirmDto,
  PasswordResetRequestDto,
  VerifyEmailDto,
} from './modules/auth/dto/mailed-links.dto'
import { AccountSettingsDto, ChangePasswordDto } from './modules/accounts/dto/account-settings.dto'
import { DeleteAccountDto } from './modules/accounts/dto/account-data.dto'
import { AddressInputDto } from './modules/accounts/dto/addresses.dto'
import { AddPaymentMethodDto } from './modules/accounts/dto/payment-methods.dto'
import { ProfileUpdateDto } from './modules/accounts/dto/profile.dto'
import { AddCartItemDto, AddCartSetDto, UpdateCartItemDto } from './modules/cart/dto/cart.dto'
import {
  CreateCollectionDto,
  UpdateCollectionDto,
} from './modules/catalogue/dto/admin-collection.dto'
import { CreatePerfumeDto, UpdatePerfumeDto } from './modules/catalogue/dto/admin-perfume.dto'
import { ApplyCouponDto, CreateCheckoutDto } from './modules/checkout/dto/checkout.dto'
import { CreateCouponDto } from './modules/checkout/dto/coupons.dto'
import { AdjustBottleDto, ReceiveBottleDto } from './modules/inventory/dto/inventory.dto'
import { AddFavoriteDto } from './modules/favorites/dto/favorite.dto'
import { UploadImageLinkDto } from './modules/images/dto/images.dto'
import { ContactMessageDto, NewsletterSubscriptionDto } from './modules/messages/dto/messages.dto'
import { NotificationSettingsUpdateDto } from './modules/notifications/dto/notification.dto'
import {
  BulkOrderMoveDto,
  RefundRequestDto,
  UpdateOrderStatusDto,
} from './modules/orders/dto/admin-orders.dto'
import { FullInvoiceDto } from './modules/invoices/dto/invoices.dto'
import { PrintOrdersDto } from './modules/orders/dto/order-printing.dto'
import { PerformanceVoteInputDto } from './modules/reviews/dto/performance-vote.dto'
import { ReviewInputDto, ReviewUpdateDto } from './modules/reviews/dto/review.dto'
import { UpdateStoreSettingDto } from './modules/settings/dto/settings.dto'
import { DEFAULT_SETTINGS } from './modules/users/entities/user-settings.entity'

/** An example of a request body, for the DTO (a zod schema) that reads it. */
export interface RequestExample {
  dto: ZodDto<z.ZodType>
  value: unknown
}

/** tsc checks the example against the DTO's input type; the tests, against the document too. */
const example = <S extends z.ZodType>(dto: ZodDto<S>, value: z.input<S>): RequestExample => ({
  dto,
  value,
})

// Ids stand for what the caller has read before (a perfume of GET /api/perfumes, an address...).
const PERFUME_ID = '6f1c2a4e-3b5d-4c7e-9a1b-2d3e4f5a6b7c'
const OTHER_PERFUME_ID = '0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b'
const COLLECTION_ID = '3d2c1b0a-9f8e-4d7c-a6b5-4c3d2e1f0a9b'
const ADDRESS_ID = 'a3c5e7f9-1b2d-4f6a-8c0e-2b4d6f8a0c1e'
const EMAIL = 'lucia.martin@example.com'
const PASSWORD = 'ambar-y-cedro-2026'

/**
 * The example Swagger UI shows for each request body, by the DTO that reads it: building the
 * document puts each on the bodies of that DTO, and fails on a body without one (or on an
 * example no body uses). Every example is valid: the tests check each against the document's
 * schema and the DTO's own rules.
 */
export const REQUEST_EXAMPLES: RequestExample[] = [
  example(RegisterDto, { username: 'lucia.martin', email: EMAIL, password: PASSWORD }),
  example(LoginDto, { login: EMAIL, password: PASSWORD }),
  example(AdminLoginDto, { email: 'admin@example.com', password: 'una-clave-de-administrador' }),
  example(RefreshDto, { refreshToken: 'Jd0a7q3k2Zr9vXw1yN5bT8cF4hL6mP0sQ2uE7gA9iKo' }),
  example(GoogleExchangeDto, {
    code: 'kX3v9QpL2mZ7rT1wY8bN4cF6hJ0sD5gA2eU9iO3lKq',
    nonce: 'Vb7nQ2xL9pZ4rT8wY1cF5hJ3sD6gA0eU2iO7lKmXq4',
  }),
  example(VerifyEmailDto, { token: 'Qm4tX8vL1pZ6rT3wY9bN2cF7hJ5sD0gA4eU1iO8lKz' }),
  example(PasswordResetRequestDto, { email: EMAIL }),
  example(PasswordResetConfirmDto, {
    token: 'Tz2mX6vL9pQ4rT1wY7bN3cF8hJ0sD5gA6eU2iO9lKa',
    password: 'nueva-clave-de-vetiver',
  }),
  example(AddCartItemDto, { productId: PERFUME_ID, size: '10ml', quantity: 2 }),
  example(AddCartSetDto, {
    collectionId: '5b8f0c3e-2d41-4a7b-9e6c-1f2a3b4c5d6e',
    size: '5ml',
    quantity: 1,
  }),
  example(UpdateCartItemDto, { quantity: 3 }),
  example(CreateCheckoutDto, { addressId: ADDRESS_ID, couponCode: 'BIENVENIDA10' }),
  example(ApplyCouponDto, { code: 'BIENVENIDA10' }),
  example(AddressInputDto, {
    type: 'home',
    name: 'Lucía Martín',
    street: 'Calle de Alcalá 42, 3º B',
    city: 'Madrid',
    state: 'Madrid',
    zipCode: '28014',
    country: 'España',
    phone: '+34 612 345 678',
    isDefault: true,
  }),
  example(ProfileUpdateDto, {
    name: 'Lucía Martín',
    username: 'lucia.martin',
    email: EMAIL,
    phone: '+34 612 345 678',
  }),
  example(AddPaymentMethodDto, { type: 'card', isDefault: true }),
  // The whole object: the defaults, with a longer idle time before the session ends.
  example(AccountSettingsDto, {
    ...DEFAULT_SETTINGS,
    language: { locale: 'es-ES', currency: 'EUR', timezone: 'Europe/Madrid' },
    security: { ...DEFAULT_SETTINGS.security, sessionTimeout: 60 },
  }),
  example(ChangePasswordDto, {
    currentPassword: PASSWORD,
    newPassword: 'sandalo-y-vainilla-2026',
    confirmPassword: 'sandalo-y-vainilla-2026',
  }),
  example(DeleteAccountDto, { password: PASSWORD }),
  example(NotificationSettingsUpdateDto, { promotions: false, newProducts: true }),
  example(AddFavoriteDto, { perfumeId: PERFUME_ID }),
  example(ReviewInputDto, {
    perfumeId: PERFUME_ID,
    rating: 5,
    title: 'Elegante y duradero',
    content: 'Huele a ámbar y azafrán durante todo el día; el decant de 10 ml da para semanas.',
    pros: 'Dura más de ocho horas',
    cons: 'El precio del frasco completo',
    longevity: 5,
    sillage: 4,
    value: 4,
  }),
  example(ReviewUpdateDto, {
    rating: 4,
    title: 'Elegante, algo dulce',
    content: 'Después de un mes lo encuentro más dulce de lo que recordaba, pero dura todo el día.',
  }),
  example(PerformanceVoteInputDto, {
    longevity: 4,
    sillage: 3,
    seasons: ['otoño', 'invierno'],
    timeOfDay: 'noche',
  }),
  example(NewsletterSubscriptionDto, { email: EMAIL }),
  example(ContactMessageDto, {
    name: 'Lucía Martín',
    email: EMAIL,
    message: '¿Tendréis decants de 2 ml de Baccarat Rouge 540 para probarlo antes?',
  }),
  example(CreatePerfumeDto, {
    name: 'Baccarat Rouge 540',
    brand: 'Maison Francis Kurkdjian',
    description: 'Ámbar, azafrán y cedro: un clásico moderno, luminoso y persistente.',
    sizes: ['5ml', '10ml'],
    prices: ['14.90', '26.50'],
    category: 'unisex',
    notes: ['azafrán', 'jazmín', 'ámbar gris', 'cedro'],
    stock: [40, 25],
  }),
  example(UpdatePerfumeDto, {
    id: PERFUME_ID,
    isOnOffer: true,
    discountPercentage: 15,
    offerDescription: 'Rebajas de verano',
    allergens: 'Linalool, Limonene, Citral',
  }),
  example(CreateCollectionDto, {
    name: 'Noches de verano',
    description: 'Cítricos y flores blancas para las noches largas.',
    theme: 'verano',
    perfumeIds: [PERFUME_ID, OTHER_PERFUME_ID],
    sizes: ['5ml'],
    prices: ['24.00'],
  }),
  example(UpdateCollectionDto, { id: COLLECTION_ID, perfumeIds: [OTHER_PERFUME_ID, PERFUME_ID] }),
  example(UploadImageLinkDto, {
    perfumeId: PERFUME_ID,
    imageUrl: 'https://images.example.com/baccarat-rouge-540.jpg',
  }),
  example(UpdateOrderStatusDto, {
    status: 'shipped',
    trackingNumber: 'ES1234567890',
    carrier: 'Correos Express',
    location: 'Madrid',
  }),
  example(BulkOrderMoveDto, {
    orderIds: ['0b9a6a43-2f0e-4b8e-9c4e-5d2b7c1e9f10', '5d2b7c1e-9f10-4b8e-9c4e-0b9a6a432f0e'],
    status: 'processing',
  }),
  example(PrintOrdersDto, {
    orderIds: ['0b9a6a43-2f0e-4b8e-9c4e-5d2b7c1e9f10', '5d2b7c1e-9f10-4b8e-9c4e-0b9a6a432f0e'],
    document: 'labels',
  }),
  example(RefundRequestDto, {
    items: [{ orderItemId: '0b9a6a43-2f0e-4b8e-9c4e-5d2b7c1e9f10', quantity: 1 }],
    shipping: false,
    reason: 'Llegó roto',
  }),
  example(FullInvoiceDto, {
    name: 'Lucía Fernández',
    taxId: '12345678Z',
    address: 'Calle Mayor 1, 28013 Madrid',
  }),
  example(CreateCouponDto, {
    code: 'VERANO15',
    description: '15% en tus decants de verano',
    discountPercentage: 15,
    minimumAmount: '30.00',
    maximumDiscount: '20.00',
    usageLimit: 500,
    perCustomerLimit: 1,
  }),
  example(UpdateStoreSettingDto, { key: 'shipping_free_over', value: '50.00' }),
  example(ReceiveBottleDto, { ml: 100, batchCode: 'L1234', costCents: 9800 }),
  example(AdjustBottleDto, { ml: -2, reason: 'evaporation' }),
]
