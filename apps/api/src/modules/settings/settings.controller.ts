import { Controller, Get } from '@nestjs/common'
import { ApiOperation, ApiTags } from '@nestjs/swagger'
import { ZodResponse } from 'nestjs-zod'
import { Public } from '../../common/public.decorator'
import { PublicStoreSettingsDto } from './dto/settings.dto'
import { SettingsService } from './settings.service'

@ApiTags('Store')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Public()
  @Get('public')
  @ApiOperation({
    summary: 'The store switches every page of the web app needs (one query)',
  })
  @ZodResponse({ status: 200, type: PublicStoreSettingsDto })
  publicSettings() {
    return this.settings.publicSettings()
  }
}
