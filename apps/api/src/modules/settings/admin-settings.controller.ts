import { Body, Controller, Get, Put } from '@nestjs/common'
import { ApiBadRequestResponse, ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger'
import { ZodResponse } from 'nestjs-zod'
import { Roles } from '../auth/current-user'
import {
  CollectionsVisibilityDto,
  DescribedStoreSettingDto,
  StoreSettingDto,
  UpdateStoreSettingDto,
} from './dto/settings.dto'
import { SettingsService } from './settings.service'

@ApiTags('Admin: Settings')
@ApiBearerAuth()
@Roles('admin')
@Controller()
export class AdminSettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Put('settings')
  @ApiOperation({
    summary:
      'Change a store setting (a switch takes "true" or "false", an amount "50.00", a count "3")',
  })
  @ApiBadRequestResponse({ description: 'Unknown key, or a value the key does not take' })
  @ZodResponse({ status: 200, type: StoreSettingDto })
  update(@Body() body: UpdateStoreSettingDto) {
    return this.settings.update(body)
  }

  @Get('admin/settings')
  @ApiOperation({ summary: 'Every store setting with its value and what it controls' })
  @ZodResponse({ status: 200, type: [DescribedStoreSettingDto] })
  list() {
    return this.settings.described()
  }

  @Get('admin/settings/collections')
  @ApiOperation({ summary: 'Whether the shop shows its collections' })
  @ZodResponse({ status: 200, type: CollectionsVisibilityDto })
  async collections() {
    return { enabled: await this.settings.enabled('collections_enabled') }
  }
}
