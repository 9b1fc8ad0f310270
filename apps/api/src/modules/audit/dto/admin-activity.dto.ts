import { AdminActivityQuerySchema } from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

export class AdminActivityQueryDto extends createZodDto(AdminActivityQuerySchema) {}

export class AdminActionDto extends createZodDto(
  z.object({
    id: z.uuid(),
    userId: z.uuid().nullable().describe('Null once the account was deleted'),
    email: z.string(),
    method: z.string().describe('POST, PUT, PATCH or DELETE'),
    route: z.string().describe('The route pattern, such as /api/admin/orders/:id'),
    targetId: z.string().nullable().describe('The id in the path, or of what the request created'),
    createdAt: z.iso.datetime(),
  }),
) {}
