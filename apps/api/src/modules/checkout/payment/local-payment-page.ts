import { centsToText, formatMoney } from '@aurum/contracts'
import type { Checkout } from '../entities/checkout.entity'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The local provider's hosted test page: what is paid for, and pay or cancel while it is open. */
export function localPaymentPage(checkout: Checkout): string {
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
${
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
