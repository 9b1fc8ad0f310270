import { MikroOrmModule } from '@mikro-orm/nestjs'
import { type DynamicModule, Module, RequestMethod } from '@nestjs/common'
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core'
import { ZodSerializerInterceptor, ZodValidationPipe } from 'nestjs-zod'
import { LoggerModule } from 'nestjs-pino'
import { AccessGuard } from './common/access.guard'
import { ApiExceptionFilter } from './common/api-exception.filter'
import { RateLimitGuard } from './common/throttling/rate-limit.guard'
import { throttlerOptions } from './common/throttling/rate-limits'
import { ENV } from './config/env.token'
import type { Env } from './config/env'
import { ormConfig } from './db/orm.config'
import { ScheduleModule } from '@nestjs/schedule'
import { ThrottlerModule } from '@nestjs/throttler'
import { AuthModule } from './modules/auth/auth.module'
import { CatalogueModule } from './modules/catalogue/catalogue.module'
import { AccountsModule } from './modules/accounts/accounts.module'
import { AccountSettingsModule } from './modules/accounts/account-settings.module'
import { AccountDataModule } from './modules/accounts/account-data.module'
import { AdminActivityInterceptor } from './modules/audit/admin-activity.interceptor'
import { AuditModule } from './modules/audit/audit.module'
import { AdminUsersModule } from './modules/users/admin-users.module'
import { CartModule } from './modules/cart/cart.module'
import { CheckoutModule } from './modules/checkout/checkout.module'
import { DashboardModule } from './modules/dashboard/dashboard.module'
import { HealthModule } from './modules/health/health.module'
import { ImagesModule } from './modules/images/images.module'
import { MessagesModule } from './modules/messages/messages.module'
import { NotificationsModule } from './modules/notifications/notifications.module'
import { OrdersModule } from './modules/orders/orders.module'
import { SettingsModule } from './modules/settings/settings.module'
import { ReviewsModule } from './modules/reviews/reviews.module'
import { FavoritesModule } from './modules/favorites/favorites.module'
import { FavoriteNewsModule } from './modules/notifications/favorite-news.module'

export interface AppOptions {
  /** false builds the app without a database connection (OpenAPI generation). */
  connect?: boolean
}

@Module({})
export class AppModule {
  static forRoot(env: Env, options: AppOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          // Nest 11's path syntax; the default '*' draws a deprecation warning at every start.
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: {
            level: env.LOG_LEVEL,
            // Fastify has already given the request its id (see createApp).
            genReqId: (req) => String(req.id),
            serializers: {
              req: (req: { id: string; method: string; url: string }) => ({
                id: req.id,
                method: req.method,
                url: req.url,
              }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'res.headers["set-cookie"]',
              ],
              censor: '[redacted]',
            },
          },
        }),
        MikroOrmModule.forRoot({
          ...ormConfig(env.DATABASE_URL),
          connect: options.connect ?? true,
        }),
        HealthModule,
        CatalogueModule,
        MessagesModule,
        SettingsModule,
        CartModule,
        AuthModule,
        AccountsModule,
        AccountSettingsModule,
        AccountDataModule,
        NotificationsModule,
        OrdersModule,
        CheckoutModule,
        ImagesModule,
        DashboardModule,
        AuditModule,
        AdminUsersModule,
        ReviewsModule,
        FavoritesModule,
        FavoriteNewsModule,
        ScheduleModule.forRoot(),
        ThrottlerModule.forRootAsync({ inject: [ENV], useFactory: throttlerOptions }),
      ],
      providers: [
        { provide: ENV, useValue: env },
        // A flood is refused before it costs a session lookup.
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_PIPE, useClass: ZodValidationPipe },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        // Outermost, so it records only changes whose answer went out without error.
        { provide: APP_INTERCEPTOR, useClass: AdminActivityInterceptor },
        // Answers declared with @ZodResponse are checked against their schema on the way out.
        { provide: APP_INTERCEPTOR, useClass: ZodSerializerInterceptor },
      ],
      exports: [ENV],
      global: true,
    }
  }
}
