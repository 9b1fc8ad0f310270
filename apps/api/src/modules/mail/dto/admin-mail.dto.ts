import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'
import { MAIL_STATUSES } from '../entities/mail-outbox.entity'

export const CaughtMailSchema = z.object({
  id: z.uuid(),
  receivedAt: z.iso.datetime(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
})

export const OutboxMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
})

export class AdminMailDto extends createZodDto(
  z.object({
    transport: z
      .enum(['smtp', 'log', 'catcher'])
      .describe('Where mail goes: an SMTP server, only the log, or the demo mailbox'),
    caught: z
      .array(CaughtMailSchema)
      .describe("The demo mailbox's mails, newest first (at most 100); empty unless catcher"),
    outbox: z.array(OutboxMailSchema).describe('The newest 50 mails of the outbox'),
  }),
) {}
