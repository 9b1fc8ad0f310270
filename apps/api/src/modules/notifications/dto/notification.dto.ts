import {
  NOTIFICATION_TYPES,
  NOTIFICATIONS_PAGE_SIZE,
  NotificationListQuerySchema,
  NotificationSettingsSchema,
  NotificationSettingsUpdateSchema,
} from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

const NotificationViewSchema = z.object({
  id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string().describe('An order’s notifications name it by its short code: #ABCD1234'),
  isRead: z.boolean(),
  createdAt: z.iso.datetime(),
})

export class NotificationViewDto extends createZodDto(NotificationViewSchema) {}

export class NotificationListQueryDto extends createZodDto(NotificationListQuerySchema) {}

export class NotificationPageDto extends createZodDto(
  z.object({
    items: z.array(NotificationViewSchema).describe('Newest first'),
    counts: z
      .object({
        total: z.number().int(),
        unread: z.number().int(),
        read: z.number().int(),
      })
      .describe('All of the customer’s notifications, whatever the filter'),
    page: z.number().int(),
    pageSize: z.number().int().describe(`Always ${NOTIFICATIONS_PAGE_SIZE}`),
  }),
) {}

export class UnreadCountDto extends createZodDto(z.object({ unread: z.number().int() })) {}

export class ReadAllDto extends createZodDto(
  z.object({ updated: z.number().int().describe('How many were unread and are now read') }),
) {}

export class NotificationSettingsDto extends createZodDto(NotificationSettingsSchema) {}

export class NotificationSettingsUpdateDto extends createZodDto(NotificationSettingsUpdateSchema) {}
