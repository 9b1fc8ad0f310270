import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Put,
} from '@nestjs/common'
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger'
import { ZodResponse } from 'nestjs-zod'
import { RateLimit } from '../../common/throttling/rate-limits'
import { CurrentUser } from '../auth/current-user'
import { AddressesService } from './addresses.service'
import { AddressInputDto, AddressViewDto } from './dto/addresses.dto'

@ApiTags('Account')
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

  @RateLimit('addresses')
  @Post()
  @ApiOperation({
    summary: 'Add a shipping address',
    description: 'The first address is the default; isDefault true moves the default to it.',
  })
  @ApiBadRequestResponse({ description: 'A field is missing or too long (fieldErrors)' })
  @ZodResponse({ status: 201, type: AddressViewDto })
  add(@CurrentUser() user: CurrentUser, @Body() body: AddressInputDto) {
    return this.addresses.add(user.id, body)
  }

  @RateLimit('addresses')
  @Put(':id')
  @ApiOperation({
    summary: 'Edit a shipping address (the same body as adding one)',
    description:
      'Orders already placed keep the address they were sent to. isDefault true moves the default here; false leaves it where it is.',
  })
  @ApiBadRequestResponse({ description: 'A field is missing or too long, or the id is malformed' })
  @ApiNotFoundResponse({ description: 'No such address of this customer' })
  @ZodResponse({ status: 200, type: AddressViewDto })
  update(
    @CurrentUser() user: CurrentUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: AddressInputDto,
  ) {
    return this.addresses.update(user.id, id, body)
  }

  @RateLimit('addresses')
  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a shipping address',
    description:
      'Orders keep their own copy of the address. When the default goes, the oldest remaining address becomes the default.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ description: 'The id is malformed' })
  @ApiNotFoundResponse({ description: 'No such address of this customer' })
  async remove(
    @CurrentUser() user: CurrentUser,
    @Param('id', new ParseUUIDPipe()) id: string,
  ): Promise<void> {
    await this.addresses.remove(user.id, id)
  }

  @RateLimit('addresses')
  @Patch(':id/default')
  @ApiOperation({ summary: 'Make this address the default (the previous default stops being it)' })
  @ApiBadRequestResponse({ description: 'The id is malformed' })
  @ApiNotFoundResponse({ description: 'No such address of this customer' })
  @ZodResponse({ status: 200, type: AddressViewDto })
  setDefault(@CurrentUser() user: CurrentUser, @Param('id', new ParseUUIDPipe()) id: string) {
    return this.addresses.setDefault(user.id, id)
  }
}
