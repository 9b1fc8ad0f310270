import { ORDER_MOVES } from '@aurum/contracts'
import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common'
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
import { CurrentUser, Roles } from '../auth/current-user'
import {
  AdminOrderViewDto,
  BulkOrderMoveDto,
  BulkOrderMoveResultDto,
  RefundRequestDto,
  UpdateOrderStatusDto,
} from '../orders/dto/admin-orders.dto'
import { OrderWorkflowService } from './order-workflow.service'
import { RefundsService } from './refunds.service'

const MOVES = Object.entries(ORDER_MOVES)
  .filter(([, targets]) => targets.length)
  .map(([from, targets]) => `${from} → ${targets.join(' | ')}`)
  .join('; ')

@ApiTags('Admin: Orders')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin')
export class OrderWorkflowController {
  constructor(
    private readonly workflow: OrderWorkflowService,
    private readonly refunds: RefundsService,
  ) {}

  @Patch('orders/:id')
  @ApiOperation({
    summary: 'Move an order one step along its workflow (spec’s "Completado" is delivered)',
    description: `Allowed moves: ${MOVES}. Shipping needs trackingNumber (unique) and carrier. Cancelling or refunding records a refund of whatever is left to give back (see POST /api/admin/orders/{id}/refunds), once however often it is asked; both give the coupon use back, and cancelling returns the stock. Confirming a pending order takes the units it was waiting for. Every move adds a tracking event (with location and note) and a notification for the customer.`,
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
    description: 'A real payment while the shop runs the local test provider; nothing changes',
  })
  @ZodResponse({ status: 200, type: AdminOrderViewDto })
  move(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: UpdateOrderStatusDto) {
    return this.workflow.move(id, body)
  }

  @Post('orders/bulk')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Move several orders to one state, each as if moved alone, with the result of each',
    description:
      'Up to 50 orders, in the order given, each in its own transaction with the checks, refund, stock and mail of PATCH /api/admin/orders/{id}. A refused move (one its state does not allow, a size still missing) is reported with its code, reason and Spanish message, and changes nothing of that order; the others go on. Shipping is not a bulk move: each parcel has its own tracking number.',
  })
  @ApiBadRequestResponse({
    description: 'No orders, more than 50, one twice, shipping, or bad input; nothing moves',
  })
  @ZodResponse({ status: 200, type: BulkOrderMoveResultDto })
  moveMany(@Body() body: BulkOrderMoveDto) {
    return this.workflow.moveMany(body)
  }

  @Post('orders/:id/refunds')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Give back units of some lines, the shipping, or both',
    description:
      "Recorded pending in the order's transaction, then asked of the payment provider outside it (the refund's id is the idempotency key) and settled from its answer or its webhook: the order's refunded total, an event, a credit note (R series) for exactly the amount, and the customer's mail. A provider that fails is asked again every few minutes (8 times) and the refund shows its last error meanwhile. Each unit costs what the customer paid for it (its share of the coupon out); the total never exceeds what was paid. Before shipping, the millilitres of lines given back whole return to their bottles.",
  })
  @ApiBadRequestResponse({ description: 'Nothing chosen, a line of another order, or bad input' })
  @ApiNotFoundResponse({ description: 'No such order' })
  @ApiConflictResponse({
    description:
      'More units than are left to give back, the shipping twice, or beyond what was paid',
  })
  @ApiServiceUnavailableResponse({
    description: 'A real payment while the shop runs the local test provider; nothing changes',
  })
  @ZodResponse({ status: 201, type: AdminOrderViewDto })
  refund(
    @CurrentUser() user: CurrentUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: RefundRequestDto,
  ) {
    return this.refunds.request(id, body, user.id)
  }

  @Post('refunds/:id/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ask the payment provider again for a refund that failed' })
  @ApiNotFoundResponse({ description: 'No such refund' })
  @ApiConflictResponse({ description: 'The refund was already made' })
  @ZodResponse({ status: 200, type: AdminOrderViewDto })
  retryRefund(@Param('id', new ParseUUIDPipe()) id: string) {
    return this.refunds.retry(id)
  }
}
