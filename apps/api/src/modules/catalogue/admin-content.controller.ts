import { Controller, Get } from '@nestjs/common'
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger'
import { ZodResponse } from 'nestjs-zod'
import { Roles } from '../auth/current-user'
import { ContentStatsService } from './content-stats.service'
import { ContentStatsDto } from './dto/content-stats.dto'

@ApiTags('Admin: Dashboard')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin')
export class AdminContentController {
  constructor(private readonly contentStats: ContentStatsService) {}

  @Get('content-stats')
  @ApiOperation({
    summary: 'The Content tab’s figures: subscribers, gaps in the catalogue, offers',
  })
  @ZodResponse({ status: 200, type: ContentStatsDto })
  stats() {
    return this.contentStats.stats()
  }
}
