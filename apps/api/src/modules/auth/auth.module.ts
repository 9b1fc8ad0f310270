import { Module } from '@nestjs/common'
import { JwtModule } from '@nestjs/jwt'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { AccountsModule } from '../accounts/accounts.module'
import { CartModule } from '../cart/cart.module'
import { OrdersModule } from '../orders/orders.module'
import { SettingsModule } from '../settings/settings.module'
import { UsersModule } from '../users/users.module'
import { AdminSessionsController } from './admin-sessions.controller'
import { AuthController } from './auth.controller'
import { AuthService } from './auth.service'
import { GoogleSignIn } from './google.service'
import { GoogleStateStore } from './google-state.store'
import { GoogleStrategyProvider } from './google.strategy'
import { JwtStrategy } from './jwt.strategy'
import { LoginThrottle } from './login-throttle'
import { PasswordReset } from './password-reset.service'
import { SessionsService } from './sessions.service'

@Module({
  imports: [
    UsersModule,
    // The account's sign-in events; AccountsModule never imports AuthModule back.
    AccountsModule,
    CartModule,
    // Whether the signed-in customer is 'Cliente Premium': their paid orders and the threshold.
    OrdersModule,
    SettingsModule,
    JwtModule.registerAsync({
      inject: [ENV],
      useFactory: (env: Env) => ({ secret: env.JWT_SECRET }),
    }),
  ],
  controllers: [AuthController, AdminSessionsController],
  providers: [
    AuthService,
    PasswordReset,
    LoginThrottle,
    JwtStrategy,
    GoogleSignIn,
    GoogleStateStore,
    GoogleStrategyProvider,
    SessionsService,
  ],
  exports: [AuthService, SessionsService],
})
export class AuthModule {}
