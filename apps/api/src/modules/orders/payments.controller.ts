import {
  Controller,
  Get,
  Headers,
  HttpCode,
  Inject,
  Param,
  ParseUUIDPipe,
  Post,
  type RawBodyRequest,
  Req,
  Res,
} from '@nestjs/common'
import { ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger'
import { centsToText, formatMoney } from '@aurum/contracts'
import { EntityManager } from '@mikro-orm/postgresql'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { DomainError } from '../../common/domain-error'
import { Public } from '../../common/public.decorator'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { PAYMENT_PROVIDER, type PaymentProvider } from '../checkout/payment/payment-provider'
import { StripeProvider } from '../checkout/payment/stripe.provider'
import { Checkout } from './entities/checkout.entity'
import { FulfilmentService } from './fulfilment.service'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

@ApiTags('checkout and orders')
@Controller()
export class PaymentsController {
  constructor(
    private readonly fulfilment: FulfilmentService,
    private readonly em: EntityManager,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(ENV) private readonly env: Env,
  ) {}

  @Public()
  @Post('stripe/webhook')
  @HttpCode(200)
  @ApiOperation({
    summary: "Stripe's events, verified on the raw body (Stripe-Signature); repeats change nothing",
  })
  async stripeWebhook(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ) {
    if (!(this.provider instanceof StripeProvider))
      throw new DomainError('NOT_FOUND', 'Stripe is not configured')
    let event
    try {
      event = this.provider.verify(request.rawBody ?? Buffer.alloc(0), signature)
    } catch {
      throw new DomainError('VALIDATION_FAILED', 'Invalid webhook signature')
    }
    return { received: true, outcome: await this.fulfilment.handle(event) }
  }

  /** The local provider's hosted test page: the shop's stand-in for Stripe when it has no key. */
  @Public()
  @Get('checkout/local/:id')
  @ApiExcludeEndpoint()
  async localPage(@Param('id', new ParseUUIDPipe()) id: string, @Res() reply: FastifyReply) {
    const checkout = await this.localCheckout(id)
    const rows = checkout.lines
      .map(
        (line) =>
          `<li>${escapeHtml(`${line.name} (${line.brand} - ${line.size}) x ${line.quantity}`)}</li>`,
      )
      .join('')
    const total = formatMoney(checkout.totalCents, checkout.currency)
    const open = checkout.status === 'open'
    const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pago de prueba | Aurum Decants</title>
<style>body{font-family:system-ui,sans-serif;background:#0b0b0c;color:#f5efe2;max-width:32rem;margin:3rem auto;padding:0 1rem}h1{color:#d4af37}button{font-size:1rem;padding:.75rem 1.5rem;border-radius:999px;border:1px solid #d4af37;margin-right:.5rem;cursor:pointer}.pay{background:#d4af37;color:#14110a}.cancel{background:transparent;color:#d4af37}</style></head>
<body><h1>Pago de prueba</h1><p>Proveedor local: ningún cargo es real.</p><ul>${rows}</ul>
<p>Total: <strong>${escapeHtml(total)}</strong> (${escapeHtml(centsToText(checkout.totalCents))} ${checkout.currency})</p>
${
  open
    ? `<form method="post" action="/api/checkout/local/${checkout.id}/pay"><button class="pay" type="submit">Pagar ${escapeHtml(total)}</button></form>
<form method="post" action="/api/checkout/local/${checkout.id}/cancel"><button class="cancel" type="submit">Cancelar</button></form>`
    : '<p>Este pago ya no está abierto.</p>'
}
</body></html>`
    void reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', this.localPagePolicy())
      .send(html)
  }

  @Public()
  @Post('checkout/local/:id/pay')
  @ApiExcludeEndpoint()
  async localPay(@Param('id', new ParseUUIDPipe()) id: string, @Res() reply: FastifyReply) {
    const checkout = await this.localCheckout(id)
    const sessionId = checkout.providerSessionId ?? ''
    await this.fulfilment.handle({
      id: `evt_local_paid_${checkout.id}`,
      type: 'checkout.session.completed',
      data: {
        object: { id: sessionId, payment_status: 'paid', metadata: { checkoutId: checkout.id } },
      },
    })
    void reply
      .header('content-security-policy', this.localPagePolicy())
      .redirect(`${this.env.WEB_URL}/success?session_id=${encodeURIComponent(sessionId)}`, 303)
  }

  @Public()
  @Post('checkout/local/:id/cancel')
  @ApiExcludeEndpoint()
  async localCancel(@Param('id', new ParseUUIDPipe()) id: string, @Res() reply: FastifyReply) {
    const checkout = await this.localCheckout(id)
    await this.fulfilment.handle({
      id: `evt_local_expired_${checkout.id}`,
      type: 'checkout.session.expired',
      data: {
        object: { id: checkout.providerSessionId ?? '', metadata: { checkoutId: checkout.id } },
      },
    })
    void reply
      .header('content-security-policy', this.localPagePolicy())
      .redirect(`${this.env.WEB_URL}/carrito`, 303)
  }

  private async localCheckout(id: string): Promise<Checkout> {
    if (this.provider.name !== 'local') throw new DomainError('NOT_FOUND', 'No local payments here')
    const checkout = await this.em.findOne(Checkout, { id, provider: 'local' })
    if (!checkout) throw new DomainError('NOT_FOUND', 'Checkout not found')
    return checkout
  }

  /** The test page posts to itself and then sends the browser back to the shop. */
  private localPagePolicy(): string {
    return `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(this.env.WEB_URL).origin}; frame-ancestors 'none'; base-uri 'none'`
  }
}
