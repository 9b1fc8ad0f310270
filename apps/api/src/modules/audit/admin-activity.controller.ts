import { Controller, Get, Query } from '@nestjs/common'
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger'
import { ZodResponse } from 'nestjs-zod'
import { Roles } from '../auth/current-user'
import { AuditService } from './audit.service'
import { AdminActionDto, AdminActivityQueryDto } from './dto/admin-activity.dto'

@ApiTags('Admin: Dashboard')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin')
export class AdminActivityController {
  constructor(private readonly audit: AuditService) {}

  @Get('activity')
  @ApiOperation({
    summary: 'The latest changes made by administrators, newest first (the dashboard’s activity)',
    description: 'Every request but a read, by an administrator, that succeeded.',
  })
  @ZodResponse({ status: 200, type: [AdminActionDto] })
  latest(@Query() query: AdminActivityQueryDto) {
    return this.audit.latest(query.limit)
  }
}
