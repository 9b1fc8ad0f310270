import {
  AdminContactMessageListQuerySchema,
  ContactMessageSchema,
  NewsletterSubscriptionSchema,
} from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

export class NewsletterSubscriptionDto extends createZodDto(NewsletterSubscriptionSchema) {}
export class ContactMessageDto extends createZodDto(ContactMessageSchema) {}

export const NewsletterSubscribedSchema = z.object({
  email: z.string(),
  subscribed: z.literal(true),
})
export class NewsletterSubscribedDto extends createZodDto(NewsletterSubscribedSchema) {}

export const ContactMessageReceivedSchema = z.object({ id: z.uuid(), createdAt: z.iso.datetime() })
export class ContactMessageReceivedDto extends createZodDto(ContactMessageReceivedSchema) {}

export class AdminContactMessageListQueryDto extends createZodDto(
  AdminContactMessageListQuerySchema,
) {}

export const ContactMessageViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime(),
  isRead: z.boolean().describe("false shows as 'Nuevo', true as 'Leído'"),
})
export class ContactMessageViewDto extends createZodDto(ContactMessageViewSchema) {}
