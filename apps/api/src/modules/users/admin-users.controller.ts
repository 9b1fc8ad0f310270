import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common'
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger'
import type { FastifyReply } from 'fastify'
import { ZodResponse } from 'nestjs-zod'
import { Roles } from '../auth/current-user'
import { AdminUsersService } from './admin-users.service'
import {
  AdminUserDetailDto,
  AdminUserListQueryDto,
  AdminUserRowDto,
  EndedSessionsDto,
  RecentUserDto,
  RecentUsersQueryDto,
  UserStatsDto,
} from './dto/admin-users.dto'

@ApiTags('Admin: Users')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get('user-stats')
  @ApiOperation({
    summary: 'Users in total, registered today (Madrid) and active in the last 30 days',
  })
  @ZodResponse({ status: 200, type: UserStatsDto })
  stats() {
    return this.users.stats()
  }

  @Get('recent-users')
  @ApiOperation({ summary: 'The latest registrations, newest first' })
  @ZodResponse({ status: 200, type: [RecentUserDto] })
  recent(@Query() query: RecentUsersQueryDto) {
    return this.users.recent(query.limit)
  }

  @Get('users')
  @ApiOperation({
    summary: 'Users with their orders and spending, newest first (the total is in X-Total-Count)',
    description: 'search looks in email, username and name, ignoring case.',
  })
  @ZodResponse({ status: 200, type: [AdminUserRowDto] })
  @ApiOkResponse({
    headers: {
      'X-Total-Count': { description: 'Users matching the search', schema: { type: 'integer' } },
    },
  })
  async list(
    @Query() query: AdminUserListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { users, total } = await this.users.list(query)
    void reply.header('x-total-count', String(total))
    return users
  }

  @Get('users/:id')
  @ApiOperation({ summary: "A customer's page: their details, orders and live sessions" })
  @ApiBadRequestResponse({ description: 'The id is not a UUID' })
  @ApiNotFoundResponse({ description: 'No such user' })
  @ZodResponse({ status: 200, type: AdminUserDetailDto })
  get(@Param('id', new ParseUUIDPipe()) id: string) {
    return this.users.get(id)
  }

  @Post('users/:id/sessions/end')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign a user out everywhere',
    description:
      'Their refresh tokens stop at once; their access tokens are refused at the next request.',
  })
  @ApiBadRequestResponse({ description: 'The id is not a UUID' })
  @ApiNotFoundResponse({ description: 'No such user' })
  @ZodResponse({ status: 200, type: EndedSessionsDto })
  endSessions(@Param('id', new ParseUUIDPipe()) id: string) {
    return this.users.endSessions(id)
  }
}
