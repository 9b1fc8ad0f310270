import { z } from 'zod'
import { EmailSchema, RegisterSchema } from './schemas'

/** The single-use tokens the shop mails (verification, password reset): base64url, 43 characters. */
export const MailedTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,200}$/, 'El enlace no es válido')

/** POST /api/auth/verify-email: the token of the verification link. */
export const VerifyEmailSchema = z.strictObject({ token: MailedTokenSchema })
export type VerifyEmailInput = z.output<typeof VerifyEmailSchema>

/** POST /api/auth/password-reset: the address to send the link to (known or not, the same answer). */
export const PasswordResetRequestSchema = z.strictObject({ email: EmailSchema })
export type PasswordResetRequestInput = z.output<typeof PasswordResetRequestSchema>

/** POST /api/auth/password-reset/confirm: the link's token and the new password. */
export const PasswordResetConfirmSchema = z.strictObject({
  token: MailedTokenSchema,
  password: RegisterSchema.shape.password,
})
export type PasswordResetConfirmInput = z.output<typeof PasswordResetConfirmSchema>
