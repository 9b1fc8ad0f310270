import { MikroOrmModule } from '@mikro-orm/nestjs'
import { type DynamicModule, Module, RequestMethod } from '@nestjs/common'
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core'
import { ZodSerializerInterceptor, ZodValidationPipe } from 'nestjs-zod'
import { LoggerModule } from 'nestjs-pino'
import type { DestinationStream } from 'pino'
import type { Options as PinoHttpOptions } from 'pino-http'
import { AccessGuard } from './common/access.guard'
import { MaintenanceGuard } from './common/maintenance.guard'
import { ApiExceptionFilter } from './common/api-exception.filter'
import { RateLimitGuard } from './common/throttling/rate-limit.guard'
import { UnreadBodyInterceptor } from './common/unread-body.interceptor'
import { throttlerOptions } from './common/throttling/rate-limits'
import { ENV } from './config/env.token'
import type { Env } from './config/env'
import { ormConfig } from './db/orm.config'
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
import { InventoryModule } from './modules/inventory/inventory.module'
import { InvoicesModule } from './modules/invoices/invoices.module'
import { MailModule } from './modules/mail/mail.module'
import { MessagesModule } from './modules/messages/messages.module'
import { NotificationsModule } from './modules/notifications/notifications.module'
import { OrdersModule } from './modules/orders/orders.module'
import { SettingsModule } from './modules/settings/settings.module'
import { ReviewsModule } from './modules/reviews/reviews.module'
import { FavoritesModule } from './modules/favorites/favorites.module'
import { FavoriteNewsModule } from './modules/notifications/favorite-news.module'
import { JOBS_HERE } from './modules/jobs/jobs-here'
import { JobsModule } from './modules/jobs/jobs.module'

export interface AppOptions {
  /** false builds the app without a database connection (OpenAPI generation). */
  connect?: boolean
  /** Where the log goes instead of stdout (the tests read it for secrets). */
  logStream?: DestinationStream
  /** Whether this process runs the jobs: by default as JOBS says; the worker always does. */
  jobs?: boolean
}

/** Query parameters that carry a one-time code or a capability: their values stay out of the log. */
const SECRET_QUERY = new Set(['code', 'state', 't', 'token', 'refreshToken', 'password'])

/** The URL as logged: the path, and the query with the values of SECRET_QUERY replaced. */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?')
  if (at < 0) return url
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0]
      let decoded = name
      try {
        decoded = decodeURIComponent(name)
      } catch {
        // A malformed name is logged as sent.
      }
      return SECRET_QUERY.has(decoded) ? `${name}=[redacted]` : pair
    })
  return `${url.slice(0, at)}?${query.join('&')}`
}

/** pino-http's options, with the stream to write to when it is not stdout. */
function toLog(
  stream: DestinationStream | undefined,
  options: PinoHttpOptions,
): PinoHttpOptions | [PinoHttpOptions, DestinationStream] {
  return stream ? [options, stream] : options
}

@Module({})
export class AppModule {
  static forRoot(env: Env, options: AppOptions = {}): DynamicModule {
    const jobsHere = options.jobs ?? env.JOBS === 'in-process'
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          // Nest 11's path syntax; the default '*' draws a deprecation warning at every start.
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: toLog(options.logStream, {
            level: env.LOG_LEVEL,
            // Fastify has already given the request its id (see createApp).
            genReqId: (req) => String(req.id),
            // Each web replica asks for the catalogue's version four times a second: not news.
            autoLogging: {
              ignore: (req) =>
                ((req as { originalUrl?: string }).originalUrl ?? req.url) ===
                '/api/catalogue/version',
            },
            serializers: {
              req: (req: { id: string; method: string; url: string }) => ({
                id: req.id,
                method: req.method,
                url: loggedUrl(req.url),
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
          }),
        }),
        MikroOrmModule.forRoot({
          ...ormConfig(env.DATABASE_URL, env.DATABASE_POOL_SIZE),
          connect: options.connect ?? true,
        }),
        HealthModule,
        MailModule,
        CatalogueModule,
        InventoryModule,
        InvoicesModule,
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
        ...(jobsHere ? [JobsModule] : []),
        ThrottlerModule.forRootAsync({ inject: [ENV], useFactory: throttlerOptions }),
      ],
      providers: [
        { provide: ENV, useValue: env },
        { provide: JOBS_HERE, useValue: jobsHere },
        // A flood is refused before it costs a session lookup.
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_GUARD, useClass: MaintenanceGuard },
        { provide: APP_PIPE, useClass: ZodValidationPipe },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        // Outermost, so it records only changes whose answer went out without error.
        { provide: APP_INTERCEPTOR, useClass: AdminActivityInterceptor },
        // Answers declared with @ZodResponse are checked against their schema on the way out.
        { provide: APP_INTERCEPTOR, useClass: ZodSerializerInterceptor },
        // A body sent to a route that reads none is refused, not ignored (mass assignment).
        { provide: APP_INTERCEPTOR, useClass: UnreadBodyInterceptor },
      ],
      exports: [ENV, JOBS_HERE],
      global: true,
    }
  }
}
