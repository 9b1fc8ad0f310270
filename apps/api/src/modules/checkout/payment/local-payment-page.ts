import {
  CARD_BRAND_LABELS,
  centsToText,
  formatMoney,
  type PaymentMethodView,
} from '@aurum/contracts'
import type { Checkout } from '../entities/checkout.entity'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The local provider's hosted test page: what is paid for, and pay or cancel while it is open. */
export function localPaymentPage(
  checkout: Checkout,
  card: PaymentMethodView | null = null,
): string {
  const rows = checkout.lines
    .map(
      (line) =>
        `<li>${escapeHtml(`${line.name} (${line.brand} - ${line.size}) x ${line.quantity}`)}</li>`,
    )
    .join('')
  const total = formatMoney(checkout.totalCents, checkout.currency)
  const open = checkout.status === 'open' && checkout.expiresAt.getTime() > Date.now()
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pago de prueba | Aurum Decants</title>
<style>body{font-family:system-ui,sans-serif;background:#0b0b0c;color:#f5efe2;max-width:32rem;margin:3rem auto;padding:0 1rem}h1{color:#d4af37}button{font-size:1rem;padding:.75rem 1.5rem;border-radius:999px;border:1px solid #d4af37;margin-right:.5rem;cursor:pointer}.pay{background:#d4af37;color:#14110a}.cancel{background:transparent;color:#d4af37}</style></head>
<body><h1>Pago de prueba</h1><p>Proveedor local: ningún cargo es real.</p><ul>${rows}</ul>
<p>Total: <strong>${escapeHtml(total)}</strong> (${escapeHtml(centsToText(checkout.totalCents))} ${checkout.currency})</p>
${card?.last4 ? `<p>Tarjeta guardada: ${escapeHtml(card.cardType ? CARD_BRAND_LABELS[card.cardType] : 'Tarjeta')} •••• ${escapeHtml(card.last4)}</p>\n` : ''}${
    open
      ? `<form method="post" action="/api/checkout/local/${checkout.id}/pay"><button class="pay" type="submit">Pagar ${escapeHtml(total)}</button></form>
<form method="post" action="/api/checkout/local/${checkout.id}/cancel"><button class="cancel" type="submit">Cancelar</button></form>`
      : '<p>Este pago ya no está abierto.</p>'
  }
</body></html>`
}

/** The test page posts to itself and then sends the browser back to the shop. */
export function localPaymentPagePolicy(webUrl: string): string {
  return `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(webUrl).origin}; frame-ancestors 'none'; base-uri 'none'`
}

/**
 * The local provider's hosted page in setup mode: it saves one fixed test card (no card field, as
 * on Stripe's page the number would be typed at the provider), or cancels, while it is open.
 */
export function localSetupPage(
  token: string,
  setup: { open: boolean; expiry: string; back: string },
): string {
  const query = escapeHtml(`t=${encodeURIComponent(token)}`)
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Guardar tarjeta de prueba | Aurum Decants</title>
<style>body{font-family:system-ui,sans-serif;background:#0b0b0c;color:#f5efe2;max-width:32rem;margin:3rem auto;padding:0 1rem}h1{color:#d4af37}button{font-size:1rem;padding:.75rem 1.5rem;border-radius:999px;border:1px solid #d4af37;margin:0 .5rem .5rem 0;cursor:pointer}.pay{background:#d4af37;color:#14110a}.cancel{background:transparent;color:#d4af37}</style></head>
<body><h1>Guardar tarjeta de prueba</h1><p>Proveedor local: ninguna tarjeta es real y no se cobra nada.</p>
<p>Tarjeta de prueba: Visa •••• 4242, caduca ${escapeHtml(setup.expiry)}.</p>
${
  setup.open
    ? `<form method="post" action="/api/checkout/local-setup/save?${query}"><button class="pay" type="submit">Guardar tarjeta de prueba</button></form>
<form method="post" action="/api/checkout/local-setup/cancel?${query}"><button class="cancel" type="submit">Cancelar</button></form>`
    : `<p>Esta página ya no está abierta.</p><p><a href="${escapeHtml(setup.back)}" style="color:#d4af37">Volver a la tienda</a></p>`
}
</body></html>`
}
