import { formatMoney, STORE_TIME_ZONE, textToCents } from '@aurum/contracts'
import { PDFDocument, type PDFPage, rgb } from 'pdf-lib'
import { embedShopFonts, printable, wrap } from '../../common/pdf-fonts'
import type { DataExport } from './dto/account-data.dto'
import { ORDER_STATUS_NAMES } from '@aurum/contracts'

/** One line of the document before it is laid out: what it says and how it looks. */
export interface PdfBlock {
  style: 'title' | 'subtitle' | 'heading' | 'subheading' | 'text' | 'muted'
  text: string
}

const ADDRESS_TYPES: Record<string, string> = { home: 'Casa', work: 'Trabajo', other: 'Otro' }
const NOTIFICATION_TYPES: Record<string, string> = {
  order: 'Pedido',
  promotion: 'Promoción',
  product: 'Producto',
  security: 'Seguridad',
  general: 'General',
}
const SETTINGS_GROUPS: Record<string, string> = {
  notifications: 'Notificaciones',
  privacy: 'Privacidad',
  appearance: 'Apariencia',
  language: 'Idioma y Región',
  security: 'Seguridad',
  data: 'Datos',
}
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
}

const dateTime = new Intl.DateTimeFormat('es-ES', {
  timeZone: STORE_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
})
const dateOnly = new Intl.DateTimeFormat('es-ES', { timeZone: STORE_TIME_ZONE, dateStyle: 'long' })

/** The export as the lines a person reads, in Spanish, section by section. */
export function exportPdfBlocks(data: DataExport): PdfBlock[] {
  const blocks: PdfBlock[] = []
  const add = (style: PdfBlock['style'], text: string) => blocks.push({ style, text })
  const none = (text: string) => add('muted', text)

  add('title', data.shop)
  add('subtitle', 'Tus datos')
  add('muted', `Exportado el ${dateTime.format(new Date(data.exportedAt))} (hora de Madrid)`)

  const { profile } = data
  add('heading', 'Perfil')
  add('text', `Nombre: ${profile.name ?? '-'}`)
  add('text', `Nombre de usuario: ${profile.username}`)
  add('text', `Email: ${profile.email}`)
  add('text', `Teléfono: ${profile.phone ?? '-'}`)
  add('text', `Miembro desde: ${dateOnly.format(new Date(profile.createdAt))}`)

  add('heading', 'Direcciones')
  if (!data.addresses.length) none('No tienes direcciones guardadas.')
  data.addresses.forEach((address, index) => {
    const type = ADDRESS_TYPES[address.type] ?? address.type
    add(
      'subheading',
      `Dirección ${index + 1}: ${type}${address.isDefault ? ' (predeterminada)' : ''}`,
    )
    add('text', `${address.name}, ${address.street}`)
    add('text', `${address.zipCode} ${address.city}, ${address.state}, ${address.country}`)
    add('text', `Teléfono: ${address.phone}`)
  })

  add('heading', 'Métodos de pago')
  if (!data.paymentMethods.length) none('No tienes métodos de pago guardados.')
  for (const method of data.paymentMethods) {
    const name =
      method.type === 'paypal'
        ? 'PayPal'
        : `${(method.brand && BRANDS[method.brand]) || 'Tarjeta'} terminada en ${method.last4 ?? '----'}, caduca ${method.expiry ?? '-'}`
    add('text', `${name}${method.isDefault ? ' (predeterminado)' : ''}`)
  }

  add('heading', 'Pedidos')
  if (!data.orders.length) none('No tienes pedidos.')
  for (const order of data.orders) {
    const money = (amount: string) => formatMoney(textToCents(amount) ?? 0, order.currency)
    const status =
      ORDER_STATUS_NAMES[order.status as keyof typeof ORDER_STATUS_NAMES] ?? order.status
    add(
      'subheading',
      `Pedido #${order.code} · ${dateTime.format(new Date(order.date))} · ${status}`,
    )
    for (const item of order.items) {
      add(
        'text',
        `${item.perfume} (${item.brand}) ${item.size} x${item.quantity}: ${money(item.unitPrice)} cada uno`,
      )
    }
    add('text', `Subtotal: ${money(order.subtotal)}`)
    if (order.discount !== '0.00') {
      add(
        'text',
        `Descuento${order.couponCode ? ` (${order.couponCode})` : ''}: -${money(order.discount)}`,
      )
    }
    add('text', `Envío: ${money(order.shipping)}`)
    add('text', `Total: ${money(order.total)}`)
    const to = order.shippingAddress
    add('text', `Enviado a: ${to.name}, ${to.street}, ${to.zipCode} ${to.city}, ${to.country}`)
    if (order.trackingNumber) add('text', `Número de seguimiento: ${order.trackingNumber}`)
  }

  add('heading', 'Notificaciones')
  if (!data.notifications.length) none('No tienes notificaciones.')
  for (const notification of data.notifications) {
    const type = NOTIFICATION_TYPES[notification.type] ?? notification.type
    add(
      'subheading',
      `${dateTime.format(new Date(notification.createdAt))} · ${type} · ${notification.isRead ? 'Leída' : 'No leída'}`,
    )
    add('text', `${notification.title}: ${notification.message}`)
  }

  add('heading', 'Configuración')
  for (const [group, values] of Object.entries(data.settings)) {
    add('subheading', SETTINGS_GROUPS[group] ?? group)
    for (const [key, value] of Object.entries(values)) {
      add('text', `${key}: ${typeof value === 'boolean' ? (value ? 'sí' : 'no') : String(value)}`)
    }
  }

  add('heading', 'Favoritos')
  if (!data.favorites.length) none('No tienes favoritos.')
  for (const favorite of data.favorites) {
    add(
      'text',
      `${favorite.perfume} (${favorite.brand}) · guardado el ${dateTime.format(new Date(favorite.addedAt))}`,
    )
  }
  add('heading', 'Reseñas')
  if (!data.reviews.length) none('No has escrito reseñas.')
  for (const review of data.reviews) {
    add(
      'subheading',
      `${dateTime.format(new Date(review.createdAt))} · ${review.perfume} (${review.brand}) · ${review.rating}/5`,
    )
    add('text', review.title)
    add('text', review.content)
    if (review.pros) add('text', `Pros: ${review.pros}`)
    if (review.cons) add('text', `Contras: ${review.cons}`)
    add(
      'muted',
      `Duración ${review.longevity}/5 · Proyección ${review.sillage}/5 · Calidad-precio ${review.value}/5 · Útil (${review.helpfulCount})`,
    )
  }
  add('heading', 'Votos de rendimiento')
  if (!data.performanceVotes.length) none('No has votado el rendimiento de ningún perfume.')
  for (const vote of data.performanceVotes) {
    add(
      'text',
      `${vote.perfume} (${vote.brand}) · duración ${vote.longevity}/5 · estela ${vote.sillage}/4 · ${[...vote.seasons, vote.timeOfDay === 'dia' ? 'día' : 'noche'].join(', ')} · ${dateTime.format(new Date(vote.updatedAt))}`,
    )
  }
  return blocks
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 } // A4 in points
const STYLES: Record<
  PdfBlock['style'],
  { size: number; bold: boolean; color: [number, number, number]; before: number }
> = {
  title: { size: 24, bold: true, color: [0.62, 0.48, 0.16], before: 0 },
  subtitle: { size: 16, bold: true, color: [0.1, 0.1, 0.1], before: 4 },
  heading: { size: 14, bold: true, color: [0.62, 0.48, 0.16], before: 18 },
  subheading: { size: 10.5, bold: true, color: [0.15, 0.15, 0.15], before: 8 },
  text: { size: 10, bold: false, color: [0.1, 0.1, 0.1], before: 0 },
  muted: { size: 9, bold: false, color: [0.4, 0.4, 0.4], before: 2 },
}
const LINE_HEIGHT = 1.45

/**
 * A PDF of these lines: the shop's embedded font (any name prints as written), long lines wrapped,
 * new pages as needed, a heading never left alone at the foot of a page, page numbers at the foot.
 */
export async function renderPdf(blocks: PdfBlock[], title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(title)
  doc.setAuthor('Aurum Decants')
  doc.setCreator('Aurum Decants')
  doc.setProducer('Aurum Decants')
  doc.setLanguage('es-ES')
  const { regular, bold } = await embedShopFonts(doc)
  const width = PAGE.width - 2 * PAGE.margin

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height])
  let y = PAGE.height - PAGE.margin
  const room = (height: number) => y - height >= PAGE.margin + 20 // the foot keeps the page number
  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height])
    y = PAGE.height - PAGE.margin
  }

  blocks.forEach((block, index) => {
    const style = STYLES[block.style]
    const font = style.bold ? bold : regular
    const lineHeight = style.size * LINE_HEIGHT
    const lines = wrap(printable(block.text, font), font, style.size, width)
    const atTop = y === PAGE.height - PAGE.margin
    const before = atTop ? 0 : style.before
    // A heading takes its first line of text with it to the next page.
    const next = blocks[index + 1]
    const keepWith =
      (block.style === 'heading' || block.style === 'subheading') && next
        ? STYLES[next.style].size * LINE_HEIGHT
        : 0
    if (!atTop && !room(before + lineHeight + keepWith)) newPage()
    else y -= before
    for (const line of lines) {
      if (!room(lineHeight)) newPage()
      y -= lineHeight
      page.drawText(line, {
        x: PAGE.margin,
        y: y + (lineHeight - style.size) / 2,
        size: style.size,
        font,
        color: rgb(...style.color),
      })
    }
  })

  const pages = doc.getPages()
  pages.forEach((each, index) => {
    const text = `Página ${index + 1} de ${pages.length}`
    each.drawText(text, {
      x: PAGE.width - PAGE.margin - regular.widthOfTextAtSize(text, 8),
      y: PAGE.margin / 2,
      size: 8,
      font: regular,
      color: rgb(0.45, 0.45, 0.45),
    })
  })
  return doc.save()
}

/** The export as a PDF document. */
export function exportPdf(data: DataExport): Promise<Uint8Array> {
  return renderPdf(exportPdfBlocks(data), `Tus datos - ${data.shop}`)
}
