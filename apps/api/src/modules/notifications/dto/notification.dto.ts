import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

export class NotificationViewDto extends createZodDto(
  z.object({
    id: z.uuid(),
    type: z.enum(['order', 'promotion', 'product', 'security', 'general']),
    title: z.string(),
    message: z.string().describe('An order’s notifications name it by its short code: #ABCD1234'),
    isRead: z.boolean(),
    createdAt: z.iso.datetime(),
  }),
) {}
