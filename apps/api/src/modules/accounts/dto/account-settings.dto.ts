import { AccountSettingsSchema, ChangePasswordSchema } from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

/** The six groups of settings: what GET answers and PUT takes, whole. */
export class AccountSettingsDto extends createZodDto(AccountSettingsSchema) {}

export class ChangePasswordDto extends createZodDto(ChangePasswordSchema) {}

export const PasswordChangedSchema = z.object({
  /** How many other sessions of the account were ended (the one that asked goes on). */
  otherSessionsEnded: z.number().int().min(0),
})
export class PasswordChangedDto extends createZodDto(PasswordChangedSchema) {}
