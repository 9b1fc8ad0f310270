// The back office's people pages: customers and contact messages (spec 001 §2 and §7).
import { z } from 'zod'

/** An unset filter of a GET form arrives as ''; it means no filter. */
const queryFlag = z
  .enum(['true', 'false', ''])
  .transform((value) => (value === '' ? undefined : value === 'true'))

const page = z.coerce.number().int().min(1).max(10_000).default(1)

/** GET /api/admin/users: search by email, username or name, newest first. */
export const AdminUserListQuerySchema = z.strictObject({
  search: z
    .string()
    .trim()
    .max(100, 'Escribe como máximo 100 caracteres')
    .transform((text) => text || undefined)
    .optional(),
  page,
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export type AdminUserListQuery = z.output<typeof AdminUserListQuerySchema>

/** GET /api/admin/recent-users: the latest registrations. */
export const RecentUsersQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(10),
})

/** GET /api/admin/contact-messages: newest first; unread=true keeps the 'Nuevo' ones. */
export const AdminContactMessageListQuerySchema = z.strictObject({
  unread: queryFlag.optional(),
  page,
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export type AdminContactMessageListQuery = z.output<typeof AdminContactMessageListQuerySchema>
