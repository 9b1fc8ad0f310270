import { LoginSchema, RefreshSchema, RegisterSchema } from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

export class RegisterDto extends createZodDto(RegisterSchema) {}

/** The fields that may name the account: exactly one of them is sent. */
const LOGIN_FIELDS = ['login', 'email', 'username'] as const

/**
 * The sign-in body: the shop's `{ login, password }`, or `{ email, password }` and
 * `{ username, password }` as the specification's client sends it. Any of the three is read as
 * "email or username", so which field was used tells nothing about the account.
 */
export const LoginBodySchema = z
  .strictObject({
    login: LoginSchema.shape.login.optional(),
    email: LoginSchema.shape.login.optional(),
    username: LoginSchema.shape.login.optional(),
    password: LoginSchema.shape.password,
  })
  .superRefine((body, context) => {
    const given = LOGIN_FIELDS.filter((field) => body[field] !== undefined)
    if (given.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['login'],
        message: 'Introduce tu email o nombre de usuario',
      })
    }
    for (const field of given.slice(1)) {
      context.addIssue({
        code: 'custom',
        path: [field],
        message: 'Envía solo uno de estos campos: login, email o username',
      })
    }
  })
  .transform(({ login, email, username, password }) => ({
    login: login ?? email ?? username ?? '',
    password,
  }))
export class LoginDto extends createZodDto(LoginBodySchema) {}
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
  emailVerified: z.boolean().describe('Whether the owner of `email` has confirmed it'),
  pendingEmail: z
    .string()
    .nullable()
    .describe('The new address of an email change, until a link mailed to it is followed'),
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

/** POST /api/auth/register: the same answer whether the address was free or taken. */
export const RegisterAnswerSchema = z.object({
  email: z.string().describe('Where a mail went: a verification link, or a notice to its owner'),
})
export class RegisterAnswerDto extends createZodDto(RegisterAnswerSchema) {}

/** Where a mailed link went (verification, password reset). */
export const MailedToSchema = z.object({ email: z.string() })
export class MailedToDto extends createZodDto(MailedToSchema) {}

export const AdminStatusSchema = z.object({ isAdmin: z.boolean(), email: z.string() })
export class AdminStatusDto extends createZodDto(AdminStatusSchema) {}
