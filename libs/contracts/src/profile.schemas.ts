// The customer's profile (spec 001 §2 Profile, §7 PUT /api/profile): the form and the API read it.
import { z } from 'zod'
import { EmailSchema, RegisterSchema } from './schemas'

/** Digits with the usual separators and an optional leading +: '+34 600 000 000', '(011) 4555-1234'. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/
const PHONE_MIN_DIGITS = 6

const isPhone = (phone: string) =>
  PHONE_PATTERN.test(phone) && phone.replace(/\D/g, '').length >= PHONE_MIN_DIGITS

// An empty text means "none" (the form sends '' for a cleared field): stored as null.
export const ProfileUpdateSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .max(120, 'El nombre no puede superar los 120 caracteres')
    .nullish()
    .transform((name) => name || null),
  username: RegisterSchema.shape.username,
  email: EmailSchema,
  phone: z
    .string()
    .trim()
    .max(40, 'El teléfono no puede superar los 40 caracteres')
    .refine((phone) => phone === '' || isPhone(phone), 'Introduce un teléfono válido')
    .nullish()
    .transform((phone) => phone || null),
  /** Needed only when the email changes: the account's way in moves with it. */
  currentPassword: z
    .string()
    .max(200, 'La contraseña no puede superar los 200 caracteres')
    .optional()
    .transform((password) => password || undefined),
})
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>
