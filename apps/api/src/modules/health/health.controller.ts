import { Controller, Get } from '@nestjs/common'
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'
import { DomainError } from '../../common/domain-error'
import { Public } from '../../common/public.decorator'
import { HealthService } from './health.service'

const HealthSchema = z.object({ status: z.literal('ok'), database: z.literal('up') })
class HealthDto extends createZodDto(HealthSchema) {}

@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Liveness and database reachability' })
  @ApiOkResponse({ type: HealthDto.Output })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer' })
  async check(): Promise<z.infer<typeof HealthSchema>> {
    if (!(await this.health.databaseUp())) {
      throw new DomainError('SERVICE_UNAVAILABLE', 'service_unavailable')
    }
    return { status: 'ok', database: 'up' }
  }
}
