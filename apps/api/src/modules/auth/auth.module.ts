import { Module } from '@nestjs/common'
import { JwtModule } from '@nestjs/jwt'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { CartModule } from '../cart/cart.module'
import { UsersModule } from '../users/users.module'
import { AuthController } from './auth.controller'
import { AuthService } from './auth.service'
import { GoogleSignIn } from './google.service'
import { GoogleStateStore } from './google-state.store'
import { GoogleStrategyProvider } from './google.strategy'
import { JwtStrategy } from './jwt.strategy'
import { LoginThrottle } from './login-throttle'

@Module({
  imports: [
    UsersModule,
    CartModule,
    JwtModule.registerAsync({
      inject: [ENV],
      useFactory: (env: Env) => ({ secret: env.JWT_SECRET }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    LoginThrottle,
    JwtStrategy,
    GoogleSignIn,
    GoogleStateStore,
    GoogleStrategyProvider,
  ],
  exports: [AuthService],
})
export class AuthModule {}
