import { LoginSchema, RefreshSchema, RegisterSchema } from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

export class RegisterDto extends createZodDto(RegisterSchema) {}
export class LoginDto extends createZodDto(LoginSchema) {}
/** The spec's admin sign-in body: an email instead of "email or username". */
export class AdminLoginDto extends createZodDto(
  z.strictObject({ email: LoginSchema.shape.login, password: LoginSchema.shape.password }),
) {}
export class RefreshDto extends createZodDto(RefreshSchema) {}

export const UserViewSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: z.enum(['customer', 'admin']),
  createdAt: z.iso.datetime(),
})
export type UserView = z.infer<typeof UserViewSchema>
export class UserViewDto extends createZodDto(UserViewSchema) {}

/** The signed-in user as the shop's header shows them. */
export const SignedInUserSchema = UserViewSchema.extend({
  premium: z
    .boolean()
    .describe(
      "'Cliente Premium': a customer whose paid orders of the last 12 months reach the store setting premium_min_spent; never an administrator",
    ),
})
export type SignedInUser = z.infer<typeof SignedInUserSchema>
export class SignedInUserDto extends createZodDto(SignedInUserSchema) {}

export const AuthAnswerSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int().describe('Seconds the access token lives'),
  user: SignedInUserSchema,
})
export type AuthAnswer = z.infer<typeof AuthAnswerSchema>
export class AuthAnswerDto extends createZodDto(AuthAnswerSchema) {}

export const AdminStatusSchema = z.object({ isAdmin: z.boolean(), email: z.string() })
export class AdminStatusDto extends createZodDto(AdminStatusSchema) {}
