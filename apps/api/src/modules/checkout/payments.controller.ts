import {
  Controller,
  Get,
  Headers,
  HttpCode,
  Inject,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  type RawBodyRequest,
  Req,
  Res,
} from '@nestjs/common'
import { ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { createZodDto, ZodResponse } from 'nestjs-zod'
import { z } from 'zod'
import { ApiErrors } from '../../common/api-errors'
import { DomainError } from '../../common/domain-error'
import { Public } from '../../common/public.decorator'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { PaymentMethodsService } from '../accounts/payment-methods.service'
import { CheckoutService } from './checkout.service'
import { EVENT_OUTCOMES, FulfilmentService } from './fulfilment.service'
import {
  localPaymentPage,
  localPaymentPagePolicy,
  localSetupPage,
} from './payment/local-payment-page'
import { type LocalSetup, LocalProvider, localTestCard } from './payment/local.provider'
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment/payment-provider'
import { StripeProvider } from './payment/stripe.provider'

class WebhookAnswerDto extends createZodDto(
  z.strictObject({ received: z.literal(true), outcome: z.enum(EVENT_OUTCOMES) }),
) {}

/**
 * Where payments come back: Stripe's webhook, and the local provider's test pages (paying for a
 * checkout, and saving a test card in setup mode).
 */
@ApiTags('Checkout')
@Controller()
export class PaymentsController {
  constructor(
    private readonly fulfilment: FulfilmentService,
    private readonly checkouts: CheckoutService,
    private readonly paymentMethods: PaymentMethodsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(ENV) private readonly env: Env,
  ) {}

  @Public()
  @Post('stripe/webhook')
  @HttpCode(200)
  @ApiOperation({
    summary: "Stripe's events, verified on the raw body (Stripe-Signature); repeats change nothing",
  })
  @ApiErrors({
    400: 'The Stripe-Signature is missing or does not match the body',
    404: 'Stripe is not the payment provider of this shop',
  })
  @ZodResponse({ status: 200, type: WebhookAnswerDto, description: 'What the event did' })
  async stripeWebhook(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ) {
    if (!(this.provider instanceof StripeProvider)) throw new DomainError('NOT_FOUND', 'stripe_off')
    let event
    try {
      event = await this.provider.verify(request.rawBody ?? Buffer.alloc(0), signature)
    } catch {
      throw new DomainError('VALIDATION_FAILED', 'webhook_signature')
    }
    return { received: true as const, outcome: await this.fulfilment.handle(event) }
  }

  @Public()
  @Get('checkout/local/:id')
  @ApiExcludeEndpoint()
  async localPage(@Param('id', new ParseUUIDPipe()) id: string, @Res() reply: FastifyReply) {
    const checkout = await this.checkouts.localCheckout(id)
    // The page offers the customer's default test card, as Stripe's offers a saved one.
    const card = await this.paymentMethods.defaultFor(checkout.user.id)
    void reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', localPaymentPagePolicy(this.env.WEB_URL))
      .send(localPaymentPage(checkout, card))
  }

  @Public()
  @Post('checkout/local/:id/pay')
  @ApiExcludeEndpoint()
  async localPay(@Param('id', new ParseUUIDPipe()) id: string, @Res() reply: FastifyReply) {
    const checkout = await this.checkouts.localCheckout(id)
    const sessionId = checkout.providerSessionId ?? ''
    if (checkout.status !== 'open' || checkout.expiresAt.getTime() <= Date.now()) {
      // A closed page, or one past its 30 minutes, takes no payment, as Stripe's would not.
      await this.fulfilment.close(checkout.id, 'expired')
      void reply.redirect(`${this.env.WEB_URL}/carrito`, 303)
      return
    }
    await this.fulfilment.handle({
      id: `evt_local_paid_${checkout.id}`,
      type: 'checkout.session.completed',
      data: {
        object: { id: sessionId, payment_status: 'paid', metadata: { checkoutId: checkout.id } },
      },
    })
    void reply.redirect(
      `${this.env.WEB_URL}/success?session_id=${encodeURIComponent(sessionId)}`,
      303,
    )
  }

  @Public()
  @Post('checkout/local/:id/cancel')
  @ApiExcludeEndpoint()
  async localCancel(@Param('id', new ParseUUIDPipe()) id: string, @Res() reply: FastifyReply) {
    const checkout = await this.checkouts.localCheckout(id)
    await this.fulfilment.close(checkout.id, 'expired')
    void reply.redirect(`${this.env.WEB_URL}/carrito`, 303)
  }

  @Public()
  @Get('checkout/local-setup')
  @ApiExcludeEndpoint()
  localSetupPage(@Query('t') token: unknown, @Res() reply: FastifyReply) {
    const setup = this.localSetup(token)
    const card = localTestCard()
    void reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', localPaymentPagePolicy(this.env.WEB_URL))
      .send(
        localSetupPage(token as string, {
          open: setup.expiresAt > Date.now(),
          expiry: `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`,
          back: setup.cancel,
        }),
      )
  }

  /** Saves the test card through the same handler as Stripe's event, while the page is open. */
  @Public()
  @Post('checkout/local-setup/save')
  @ApiExcludeEndpoint()
  async localSetupSave(@Query('t') token: unknown, @Res() reply: FastifyReply) {
    const setup = this.localSetup(token)
    if (setup.expiresAt <= Date.now()) {
      void reply.redirect(setup.cancel, 303)
      return
    }
    await this.fulfilment.handle((this.provider as LocalProvider).setupCompleted(setup))
    void reply.redirect(setup.success, 303)
  }

  @Public()
  @Post('checkout/local-setup/cancel')
  @ApiExcludeEndpoint()
  localSetupCancel(@Query('t') token: unknown, @Res() reply: FastifyReply) {
    void reply.redirect(this.localSetup(token).cancel, 303)
  }

  /** A setup page of the local provider, signed by it; anything else is a 404. */
  private localSetup(token: unknown): LocalSetup {
    const setup = this.provider instanceof LocalProvider ? this.provider.openSetup(token) : null
    if (!setup) throw new DomainError('NOT_FOUND', 'setup_page_not_found')
    return setup
  }
}
