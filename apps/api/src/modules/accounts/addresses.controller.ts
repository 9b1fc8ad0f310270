import { Body, Controller, Get, Post } from '@nestjs/common'
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger'
import { ZodResponse } from 'nestjs-zod'
import { CurrentUser } from '../auth/current-user'
import { AddressesService } from './addresses.service'
import { AddressInputDto, AddressViewDto } from './dto/addresses.dto'

@ApiTags('account')
@ApiBearerAuth()
@Controller('addresses')
export class AddressesController {
  constructor(private readonly addresses: AddressesService) {}

  @Get()
  @ApiOperation({ summary: "The customer's shipping addresses, the default first" })
  @ZodResponse({ status: 200, type: [AddressViewDto] })
  list(@CurrentUser() user: CurrentUser) {
    return this.addresses.list(user.id)
  }

  @Post()
  @ApiOperation({ summary: 'Add a shipping address' })
  @ZodResponse({ status: 201, type: AddressViewDto })
  add(@CurrentUser() user: CurrentUser, @Body() body: AddressInputDto) {
    return this.addresses.add(user.id, body)
  }
}
