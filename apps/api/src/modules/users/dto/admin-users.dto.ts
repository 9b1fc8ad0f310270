import { AdminUserListQuerySchema, ORDER_STATUSES, RecentUsersQuerySchema } from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'
import { USER_ROLES } from '../entities/user.entity'

const amount = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .describe('Amount in the store currency, e.g. "12.50"')

export class AdminUserListQueryDto extends createZodDto(AdminUserListQuerySchema) {}
export class RecentUsersQueryDto extends createZodDto(RecentUsersQuerySchema) {}

export class UserStatsDto extends createZodDto(
  z.object({
    totalUsers: z.number().int(),
    newUsersToday: z.number().int().describe('Registered since midnight in Madrid'),
    activeUsers: z.number().int().describe('With a session used in the last 30 days'),
  }),
) {}

export class RecentUserDto extends createZodDto(
  z.object({
    id: z.uuid(),
    email: z.string(),
    username: z.string(),
    createdAt: z.iso.datetime(),
  }),
) {}

const customerFields = {
  id: z.uuid(),
  email: z.string(),
  username: z.string(),
  name: z.string().nullable(),
  role: z.enum(USER_ROLES),
  createdAt: z.iso.datetime(),
  ordersCount: z.number().int().describe('Every order placed, test orders included'),
  totalSpent: amount.describe(
    'Orders not cancelled or refunded, less any part refunded, test orders left out',
  ),
}

export class AdminUserRowDto extends createZodDto(z.object(customerFields)) {}

export class AdminUserDetailDto extends createZodDto(
  z.object({
    ...customerFields,
    phone: z.string().nullable(),
    activeSessions: z.number().int(),
    orders: z
      .array(
        z.object({
          id: z.uuid(),
          code: z.string().describe('The id as the customer sees it'),
          status: z.enum(ORDER_STATUSES),
          total: amount,
          createdAt: z.iso.datetime(),
          isTest: z.boolean(),
        }),
      )
      .describe('Newest first'),
  }),
) {}

export class EndedSessionsDto extends createZodDto(
  z.object({ endedCount: z.number().int().describe('Live sessions ended') }),
) {}
