import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common'
import { ApiBearerAuth, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger'
import { createZodDto, ZodResponse } from 'nestjs-zod'
import { z } from 'zod'
import { Roles } from './current-user'
import { SessionsService } from './sessions.service'

const SessionViewSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  email: z.string(),
  isAdmin: z.boolean().describe('Opened through the administrator login'),
  userAgent: z.string().nullable(),
  device: z.string().describe("The user agent as a person reads it, e.g. 'Chrome en Linux'"),
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  active: z.boolean(),
})
class SessionViewDto extends createZodDto(SessionViewSchema) {}
class SessionStatsDto extends createZodDto(
  z.object({
    total: z.number().int(),
    active: z.number().int(),
    expired: z.number().int(),
    lastCleanup: z.iso.datetime().nullable(),
  }),
) {}
class CleanupDto extends createZodDto(z.object({ deletedCount: z.number().int() })) {}

@ApiTags('Admin: Users')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin')
export class AdminSessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get('sessions')
  @ApiOperation({ summary: 'Sessions, most recently used first' })
  @ZodResponse({ status: 200, type: [SessionViewDto] })
  list() {
    return this.sessions.list()
  }

  @Get('sessions-stats')
  @ApiOperation({ summary: 'Total, active and ended sessions, and when they were last cleaned up' })
  @ZodResponse({ status: 200, type: SessionStatsDto })
  stats() {
    return this.sessions.stats()
  }

  @Delete('sessions/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'End and delete one session' })
  @ApiNotFoundResponse({ description: 'No such session' })
  async remove(@Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    await this.sessions.remove(id)
  }

  @Post('sessions/cleanup')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete every ended session now' })
  @ZodResponse({ status: 200, type: CleanupDto })
  async cleanup() {
    return { deletedCount: await this.sessions.cleanup() }
  }
}
