import { Module } from '@nestjs/common'
import { EmailVerification } from './email-verification.service'
import { UsersService } from './users.service'

@Module({
  providers: [UsersService, EmailVerification],
  exports: [UsersService, EmailVerification],
})
export class UsersModule {}
