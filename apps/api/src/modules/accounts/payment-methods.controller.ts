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
} from '@nestjs/common'
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger'
import { ZodResponse } from 'nestjs-zod'
import { RateLimit } from '../../common/throttling/rate-limits'
import { CurrentUser } from '../auth/current-user'
import { AddPaymentMethodDto, PaymentMethodViewDto, SetupPageDto } from './dto/payment-methods.dto'
import { PaymentMethodsService } from './payment-methods.service'

@ApiTags('Account')
@ApiBearerAuth()
@Controller('payment-methods')
export class PaymentMethodsController {
  constructor(private readonly paymentMethods: PaymentMethodsService) {}

  @Get()
  @ApiOperation({
    summary: "The customer's saved payment methods, the default first",
    description: 'Brand, last 4 digits and expiry: the shop never keeps a card number.',
  })
  @ZodResponse({ status: 200, type: [PaymentMethodViewDto] })
  list(@CurrentUser() user: CurrentUser) {
    return this.paymentMethods.list(user.id)
  }

  @RateLimit('paymentMethods')
  @Post()
  @ApiOperation({
    summary: "Add a card: answers the provider's hosted page in setup mode",
    description:
      "The card is typed on the provider's page (Stripe Checkout in setup mode, or the local test page); the provider's event saves it and the customer comes back to /payment-methods?guardado=1. isDefault true makes it the default; the first card always is. PayPal is refused (400).",
  })
  @ApiBadRequestResponse({ description: 'PayPal, or a field that is not type and isDefault' })
  @ApiServiceUnavailableResponse({ description: 'The payment provider did not answer' })
  @ZodResponse({ status: 201, type: SetupPageDto })
  add(@CurrentUser() user: CurrentUser, @Body() body: AddPaymentMethodDto) {
    return this.paymentMethods.startSetup(user, body)
  }

  @RateLimit('paymentMethods')
  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a saved payment method (the provider forgets it first)',
    description: 'When the default goes, the oldest card left becomes the default.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ description: 'The id is malformed' })
  @ApiNotFoundResponse({ description: 'No such payment method of this customer' })
  @ApiServiceUnavailableResponse({ description: 'The payment provider did not answer' })
  async remove(
    @CurrentUser() user: CurrentUser,
    @Param('id', new ParseUUIDPipe()) id: string,
  ): Promise<void> {
    await this.paymentMethods.remove(user.id, id)
  }

  @RateLimit('paymentMethods')
  @Patch(':id/default')
  @ApiOperation({
    summary: 'Make this payment method the default (the previous default stops being it)',
    description: 'The checkout offers the default card on the hosted payment page.',
  })
  @ApiBadRequestResponse({ description: 'The id is malformed' })
  @ApiNotFoundResponse({ description: 'No such payment method of this customer' })
  @ZodResponse({ status: 200, type: PaymentMethodViewDto })
  setDefault(@CurrentUser() user: CurrentUser, @Param('id', new ParseUUIDPipe()) id: string) {
    return this.paymentMethods.setDefault(user.id, id)
  }
}
