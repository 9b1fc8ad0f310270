// Each mail is described once (a MailDescription) and rendered here to both HTML and plain text: a
// small typed model instead of React Email or MJML, which would add a build step for a dozen mails.
import { formatMoney } from '@aurum/contracts'

/** A rendered mail: what the outbox keeps and nodemailer sends. */
export interface MailContent {
  subject: string
  html: string
  text: string
  headers?: Record<string, string>
}

export interface OrderLines {
  currency: string
  items: { name: string; brand: string; size: string; quantity: number; unitPriceCents: number }[]
  subtotalCents: number
  discountCents: number
  shippingCents: number
  totalCents: number
}

/**
 * What a mail says, in order: a greeting, paragraphs, details, an order, an address, a button,
 * links, notes. A mail that greets its reader is signed like a letter; an alert is not.
 */
export interface MailDescription {
  subject: string
  /** The line mail clients show after the subject. */
  preheader: string
  heading: string
  greeting?: string
  paragraphs: string[]
  order?: OrderLines
  address?: { title: string; lines: string[] }
  details?: { label: string; value: string }[]
  button?: { label: string; url: string }
  /** Further links under the button, written out in full in the plain text. */
  links?: { label: string; url: string }[]
  /** Smaller text under the button: what to do if it was not them, how long a link works. */
  notes?: string[]
  footerLink?: { label: string; url: string }
  headers?: Record<string, string>
}

const COLORS = {
  canvas: '#0b0b0c',
  surface: '#151517',
  line: '#2e2c28',
  ink: '#f5efe2',
  muted: '#b8b0a0',
  gold: '#d4af37',
  onGold: '#14110a',
}
const SIGNATURE = ['Un saludo,', 'Aurum Decants']
const TAGLINE = 'Aurum Decants · Decants de perfumes originales'
const DISPLAY_FONT = "'Playfair Display', Georgia, 'Times New Roman', serif"
const BODY_FONT = "'Helvetica Neue', Helvetica, Arial, sans-serif"

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** Only http(s) links go into a mail; anything else is a mistake worth failing loudly on. */
export function safeUrl(url: string): string {
  const parsed = new URL(url)
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`A mail links only to http(s) addresses, not ${parsed.protocol}`)
  }
  return parsed.toString()
}

export function render(mail: MailDescription): MailContent {
  return {
    subject: mail.subject,
    html: renderHtml(mail),
    text: renderText(mail),
    ...(mail.headers ? { headers: mail.headers } : {}),
  }
}

function renderText(mail: MailDescription): string {
  // Underlined, as plain text marks a title, so the heading reads the same as in the HTML.
  const blocks: string[] = [`${mail.heading}\n${'='.repeat([...mail.heading].length)}`]
  if (mail.greeting) blocks.push(mail.greeting)
  blocks.push(...mail.paragraphs)
  if (mail.details?.length) {
    blocks.push(mail.details.map(({ label, value }) => `${label}: ${value}`).join('\n'))
  }
  if (mail.order) blocks.push(orderText(mail.order))
  if (mail.address) blocks.push([`${mail.address.title}:`, ...mail.address.lines].join('\n'))
  if (mail.button) blocks.push(`${mail.button.label}: ${safeUrl(mail.button.url)}`)
  for (const link of mail.links ?? []) blocks.push(`${link.label}: ${safeUrl(link.url)}`)
  if (mail.notes?.length) blocks.push(...mail.notes)
  if (mail.greeting) blocks.push(SIGNATURE.join('\n'))
  blocks.push(`-- \n${TAGLINE}`)
  if (mail.footerLink) blocks.push(`${mail.footerLink.label}: ${safeUrl(mail.footerLink.url)}`)
  return `${blocks.join('\n\n')}\n`
}

function orderText(order: OrderLines): string {
  const money = (cents: number) => formatMoney(cents, order.currency)
  const lines = order.items.map(
    (item) =>
      `- ${item.quantity} × ${item.name} (${item.brand}), ${item.size}: ${money(item.quantity * item.unitPriceCents)}`,
  )
  return [...lines, '', ...totals(order).map(([label, value]) => `${label}: ${value}`)].join('\n')
}

function totals(order: OrderLines): [string, string][] {
  const money = (cents: number) => formatMoney(cents, order.currency)
  return [
    ['Subtotal', money(order.subtotalCents)],
    ...(order.discountCents > 0
      ? [['Descuento', `−${money(order.discountCents)}`] as [string, string]]
      : []),
    ['Envío', order.shippingCents > 0 ? money(order.shippingCents) : 'Gratis'],
    ['Total', money(order.totalCents)],
  ]
}

function renderHtml(mail: MailDescription): string {
  const text = (value: string) => escapeHtml(value)
  const paragraph = (value: string, color = COLORS.ink, size = 16) =>
    `<p style="margin:0 0 16px;color:${color};font-family:${BODY_FONT};font-size:${size}px;line-height:1.6">${text(value)}</p>`
  const parts: string[] = [
    `<h1 style="margin:0 0 24px;color:${COLORS.gold};font-family:${DISPLAY_FONT};font-size:26px;font-weight:700;line-height:1.3">${text(mail.heading)}</h1>`,
  ]
  if (mail.greeting) parts.push(paragraph(mail.greeting))
  parts.push(...mail.paragraphs.map((value) => paragraph(value)))
  if (mail.details?.length) {
    parts.push(
      table(
        mail.details.map(({ label, value }) => [
          `<span style="color:${COLORS.muted}">${text(label)}</span>`,
          text(value),
        ]),
      ),
    )
  }
  if (mail.order) parts.push(orderHtml(mail.order))
  if (mail.address) {
    parts.push(
      `<p style="margin:0 0 16px;color:${COLORS.ink};font-family:${BODY_FONT};font-size:15px;line-height:1.6"><strong style="color:${COLORS.gold}">${text(mail.address.title)}</strong><br>${mail.address.lines.map(text).join('<br>')}</p>`,
    )
  }
  if (mail.button) {
    const url = escapeHtml(safeUrl(mail.button.url))
    parts.push(
      `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:999px;background:${COLORS.gold}"><a href="${url}" style="display:inline-block;padding:14px 28px;color:${COLORS.onGold};font-family:${BODY_FONT};font-size:16px;font-weight:700;text-decoration:none;border-radius:999px">${text(mail.button.label)}</a></td></tr></table>`,
      paragraph(`Si el botón no funciona, copia este enlace en tu navegador:`, COLORS.muted, 13),
      `<p style="margin:0 0 16px;font-family:${BODY_FONT};font-size:13px;word-break:break-all"><a href="${url}" style="color:${COLORS.gold}">${url}</a></p>`,
    )
  }
  for (const link of mail.links ?? []) {
    parts.push(
      `<p style="margin:0 0 16px;font-family:${BODY_FONT};font-size:15px;line-height:1.6"><a href="${escapeHtml(safeUrl(link.url))}" style="color:${COLORS.gold};text-decoration:underline">${text(link.label)}</a></p>`,
    )
  }
  for (const note of mail.notes ?? []) parts.push(paragraph(note, COLORS.muted, 14))
  if (mail.greeting) {
    parts.push(
      `<p style="margin:24px 0 0;color:${COLORS.ink};font-family:${BODY_FONT};font-size:16px;line-height:1.6">${SIGNATURE.map(text).join('<br>')}</p>`,
    )
  }
  const footerLink = mail.footerLink
    ? `<br><a href="${escapeHtml(safeUrl(mail.footerLink.url))}" style="color:${COLORS.muted}">${text(mail.footerLink.label)}</a>`
    : ''
  return `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<title>${text(mail.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.canvas}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${text(mail.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.canvas}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px">
<tr><td style="padding:0 0 16px;text-align:center;color:${COLORS.gold};font-family:${DISPLAY_FONT};font-size:22px;letter-spacing:2px">AURUM DECANTS</td></tr>
<tr><td style="padding:32px 28px;background:${COLORS.surface};border:1px solid ${COLORS.line};border-radius:16px">
${parts.join('\n')}
</td></tr>
<tr><td style="padding:20px 8px;text-align:center;color:${COLORS.muted};font-family:${BODY_FONT};font-size:12px;line-height:1.6">${text(TAGLINE)}${footerLink}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
}

function table(rows: string[][]): string {
  const cells = rows
    .map(
      (row) =>
        `<tr>${row
          .map(
            (cell, index) =>
              `<td style="padding:6px 0;color:${COLORS.ink};font-family:${BODY_FONT};font-size:15px;${index === row.length - 1 && row.length > 1 ? 'text-align:right;' : ''}">${cell}</td>`,
          )
          .join('')}</tr>`,
    )
    .join('')
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border-top:1px solid ${COLORS.line}">${cells}</table>`
}

function orderHtml(order: OrderLines): string {
  const money = (cents: number) => escapeHtml(formatMoney(cents, order.currency))
  const items = order.items.map((item) => [
    `${item.quantity} × <strong>${escapeHtml(item.name)}</strong> <span style="color:${COLORS.muted}">${escapeHtml(item.brand)} · ${escapeHtml(item.size)}</span>`,
    money(item.quantity * item.unitPriceCents),
  ])
  const sums = totals(order).map(([label, value], index, all) =>
    index === all.length - 1
      ? [
          `<strong style="color:${COLORS.gold}">${escapeHtml(label)}</strong>`,
          `<strong style="color:${COLORS.gold}">${escapeHtml(value)}</strong>`,
        ]
      : [`<span style="color:${COLORS.muted}">${escapeHtml(label)}</span>`, escapeHtml(value)],
  )
  return table([...items, ...sums])
}
