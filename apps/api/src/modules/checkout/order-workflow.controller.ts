import { ORDER_MOVES } from '@aurum/contracts'
import { Body, Controller, Param, ParseUUIDPipe, Patch } from '@nestjs/common'
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger'
import { ZodResponse } from 'nestjs-zod'
import { Roles } from '../auth/current-user'
import { AdminOrderViewDto, UpdateOrderStatusDto } from '../orders/dto/admin-orders.dto'
import { OrderWorkflowService } from './order-workflow.service'

const MOVES = Object.entries(ORDER_MOVES)
  .filter(([, targets]) => targets.length)
  .map(([from, targets]) => `${from} → ${targets.join(' | ')}`)
  .join('; ')

@ApiTags('Admin: Orders')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/orders')
export class OrderWorkflowController {
  constructor(private readonly workflow: OrderWorkflowService) {}

  @Patch(':id')
  @ApiOperation({
    summary: 'Move an order one step along its workflow (spec’s "Completado" is delivered)',
    description: `Allowed moves: ${MOVES}. Shipping needs trackingNumber (unique) and carrier. Cancelling or refunding gives the whole payment back through the payment provider, once however often it is asked; both give the coupon use back, and cancelling returns the stock. Confirming a pending order takes the units it was waiting for. Every move adds a tracking event (with location and note) and a notification for the customer.`,
  })
  @ApiBadRequestResponse({
    description: 'Shipping without tracking number or carrier, or bad input',
  })
  @ApiNotFoundResponse({ description: 'No such order' })
  @ApiConflictResponse({
    description:
      'A move the workflow does not allow (the message names both states), a tracking number of another order, or stock still missing to confirm; nothing changes',
  })
  @ApiServiceUnavailableResponse({
    description: 'The payment provider could not refund; nothing changes',
  })
  @ZodResponse({ status: 200, type: AdminOrderViewDto })
  move(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: UpdateOrderStatusDto) {
    return this.workflow.move(id, body)
  }
}
