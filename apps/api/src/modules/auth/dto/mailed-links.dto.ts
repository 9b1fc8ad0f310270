import {
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  VerifyEmailSchema,
} from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'

export class VerifyEmailDto extends createZodDto(VerifyEmailSchema) {}
export class PasswordResetRequestDto extends createZodDto(PasswordResetRequestSchema) {}
export class PasswordResetConfirmDto extends createZodDto(PasswordResetConfirmSchema) {}
