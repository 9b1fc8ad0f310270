import { ACTIVITY_TYPES, ProfileUpdateSchema } from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

export class ProfileUpdateDto extends createZodDto(ProfileUpdateSchema) {}

export const ProfileViewSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
})
export class ProfileViewDto extends createZodDto(ProfileViewSchema) {}

export const CustomerStatsSchema = z.object({
  favoritesCount: z.number().int(),
  ordersCount: z.number().int(),
  reviewsCount: z.number().int(),
})
export class CustomerStatsDto extends createZodDto(CustomerStatsSchema) {}

export const ActivityItemSchema = z.object({
  id: z.uuid(),
  type: z.enum(ACTIVITY_TYPES),
  title: z.string(),
  description: z.string(),
  date: z.iso.datetime(),
})
export type ActivityItem = z.infer<typeof ActivityItemSchema>
export class ActivityItemDto extends createZodDto(ActivityItemSchema) {}
