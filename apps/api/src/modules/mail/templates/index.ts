import { EMAIL_VERIFICATION_HOURS, formatMoney, STORE_TIME_ZONE } from '@aurum/contracts'
import { type MailContent, type OrderLines, render } from './render'

export type { MailContent } from './render'

/** An order as its mails show it. */
export interface OrderMail extends OrderLines {
  /** How to greet the customer (name, else username, else email). */
  name: string
  /** The order's short code as the shop shows it. */
  code: string
  /** The order's page. */
  url: string
  address: string[] | null
  placedAt: Date
}

const hello = (name: string) => `Hola, ${name}:`

const placedOn = (date: Date) =>
  new Intl.DateTimeFormat('es-ES', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Madrid',
  }).format(date)

function orderParts(order: OrderMail) {
  return {
    order,
    address: order.address?.length
      ? { title: 'Dirección de envío', lines: order.address }
      : undefined,
    button: { label: 'Ver mi pedido', url: order.url },
  }
}

export function verifyEmail(p: { name: string; url: string; change: boolean }): MailContent {
  return render({
    subject: 'Confirma tu email',
    preheader: 'Un clic para confirmar que esta dirección es tuya.',
    heading: p.change ? 'Confirma tu nuevo email' : 'Confirma tu email',
    greeting: hello(p.name),
    paragraphs: [
      p.change
        ? 'Has pedido usar esta dirección en tu cuenta de Aurum Decants. Confírmala y pasará a ser tu email; hasta entonces seguirás usando el anterior.'
        : 'Gracias por crear tu cuenta en Aurum Decants. Confirma que esta dirección es tuya para recibir tus pedidos y recuperar tu cuenta si lo necesitas.',
    ],
    button: { label: 'Confirmar mi email', url: p.url },
    notes: [
      `El enlace funciona durante ${EMAIL_VERIFICATION_HOURS} horas y una sola vez.`,
      'Si no lo has pedido tú, ignora este correo: no cambiará nada.',
    ],
  })
}

export function emailChanged(p: { name: string; newEmail: string }): MailContent {
  return render({
    subject: 'Tu email ha cambiado',
    preheader: `Tu cuenta usa ahora ${p.newEmail}.`,
    heading: 'Tu email ha cambiado',
    greeting: hello(p.name),
    paragraphs: [
      `Tu cuenta de Aurum Decants usa ahora ${p.newEmail}. A partir de hoy te escribiremos allí y no a esta dirección.`,
    ],
    notes: [
      'Si no has sido tú, escríbenos cuanto antes desde el formulario de contacto de la tienda.',
    ],
  })
}

export function registrationAttempt(p: {
  name: string
  signInUrl: string
  resetUrl: string
}): MailContent {
  return render({
    subject: 'Alguien ha intentado registrarse con tu email',
    preheader: 'Ya tienes una cuenta con esta dirección.',
    heading: 'Ya tienes una cuenta',
    greeting: hello(p.name),
    paragraphs: [
      'Alguien ha intentado crear una cuenta en Aurum Decants con esta dirección, que ya es tuya. No hemos creado nada nuevo.',
      'Si has sido tú, inicia sesión con tu cuenta; si no recuerdas la contraseña, crea una nueva.',
    ],
    button: { label: 'Iniciar sesión', url: p.signInUrl },
    links: [{ label: 'He olvidado mi contraseña', url: p.resetUrl }],
    notes: ['Si no has sido tú, no tienes que hacer nada: tu cuenta sigue igual.'],
  })
}

export function passwordReset(p: { name: string; url: string; minutes: number }): MailContent {
  return render({
    subject: 'Restablece tu contraseña',
    preheader: 'Crea una contraseña nueva para tu cuenta.',
    heading: 'Restablece tu contraseña',
    greeting: hello(p.name),
    paragraphs: [
      'Hemos recibido una petición para restablecer la contraseña de tu cuenta de Aurum Decants.',
    ],
    button: { label: 'Crear una contraseña nueva', url: p.url },
    notes: [
      `El enlace caduca en ${p.minutes} minutos y solo funciona una vez.`,
      'Si no lo has pedido tú, ignora este correo: tu contraseña no cambiará.',
    ],
  })
}

export function passwordChanged(p: { name: string; resetUrl: string }): MailContent {
  return render({
    subject: 'Tu contraseña ha cambiado',
    preheader: 'Hemos cerrado todas tus sesiones.',
    heading: 'Tu contraseña ha cambiado',
    greeting: hello(p.name),
    paragraphs: [
      'La contraseña de tu cuenta de Aurum Decants acaba de cambiar y, por seguridad, hemos cerrado todas tus sesiones abiertas: vuelve a iniciar sesión con la nueva.',
      'Si no has sido tú, pide una contraseña nueva ahora mismo y cambia también la de tu correo electrónico.',
    ],
    button: { label: 'Pedir una contraseña nueva', url: p.resetUrl },
  })
}

export function orderConfirmed(
  p: OrderMail & { invoice?: { number: string; url: string } },
): MailContent {
  return render({
    subject: `Tu pedido #${p.code} está confirmado`,
    preheader: `Total ${formatMoney(p.totalCents, p.currency)}. Lo preparamos ya.`,
    heading: '¡Gracias por tu compra!',
    greeting: hello(p.name),
    paragraphs: [
      `Hemos recibido el pago de tu pedido #${p.code} del ${placedOn(p.placedAt)}. Prepararemos tus decants con cuidado y te avisaremos cuando salgan.`,
    ],
    ...orderParts(p),
    links: p.invoice
      ? [{ label: `Descargar la factura ${p.invoice.number}`, url: p.invoice.url }]
      : undefined,
  })
}

export function orderShipped(
  p: OrderMail & { carrier: string | null; trackingNumber: string | null },
): MailContent {
  const details = [
    ...(p.carrier ? [{ label: 'Transportista', value: p.carrier }] : []),
    ...(p.trackingNumber ? [{ label: 'Número de seguimiento', value: p.trackingNumber }] : []),
  ]
  return render({
    subject: `Tu pedido #${p.code} va en camino`,
    preheader: p.trackingNumber
      ? `Número de seguimiento: ${p.trackingNumber}.`
      : 'Tus decants ya han salido.',
    heading: 'Tu pedido va en camino',
    greeting: hello(p.name),
    paragraphs: [`Tu pedido #${p.code} ha salido de nuestro taller.`],
    details,
    ...orderParts(p),
  })
}

export function orderDelivered(p: OrderMail): MailContent {
  return render({
    subject: `Tu pedido #${p.code} ha sido entregado`,
    preheader: 'Esperamos que disfrutes tus decants.',
    heading: 'Pedido entregado',
    greeting: hello(p.name),
    paragraphs: [
      `Tu pedido #${p.code} consta como entregado. Esperamos que disfrutes tus fragancias; si algo no está bien, escríbenos.`,
    ],
    ...orderParts(p),
  })
}

export function orderCancelled(p: OrderMail): MailContent {
  return render({
    subject: `Tu pedido #${p.code} ha sido cancelado`,
    preheader: 'Tu pedido no se enviará.',
    heading: 'Pedido cancelado',
    greeting: hello(p.name),
    paragraphs: [
      `Hemos cancelado tu pedido #${p.code}: no se enviará. Si ya lo habías pagado, te avisaremos cuando devolvamos el importe.`,
    ],
    ...orderParts(p),
  })
}

export function orderRefunded(p: OrderMail & { refundedCents: number }): MailContent {
  const refunded = formatMoney(p.refundedCents, p.currency)
  return render({
    subject: `Reembolso de tu pedido #${p.code}`,
    preheader: `Te devolvemos ${refunded}.`,
    heading: 'Reembolso en camino',
    greeting: hello(p.name),
    paragraphs: [
      `Hemos devuelto ${refunded} de tu pedido #${p.code} al mismo medio de pago. Según tu banco, puede tardar unos días en aparecer.`,
    ],
    ...orderParts(p),
  })
}

/**
 * Without the message itself: the form takes any address, and a mail that repeats what a stranger
 * typed to an address they chose would carry their words to anyone.
 */
export function contactAcknowledged(p: { name: string }): MailContent {
  return render({
    subject: 'Hemos recibido tu mensaje',
    preheader: 'Te responderemos en menos de 48 horas.',
    heading: 'Hemos recibido tu mensaje',
    greeting: hello(p.name),
    paragraphs: [
      'Gracias por escribirnos. Te responderemos en menos de 48 horas a esta dirección.',
    ],
    notes: ['Si no nos has escrito tú, ignora este correo.'],
  })
}

export function favoriteNews(p: {
  name: string
  kind: 'back-in-stock' | 'on-offer'
  perfume: { name: string; brand: string; url: string; discountPercent: number | null }
  unsubscribeUrl: string
  oneClickUrl: string
}): MailContent {
  const onOffer = p.kind === 'on-offer'
  const discount =
    onOffer && p.perfume.discountPercent
      ? ` con un ${p.perfume.discountPercent} % de descuento`
      : ''
  return render({
    subject: onOffer
      ? `${p.perfume.name} está en oferta`
      : `${p.perfume.name} vuelve a estar disponible`,
    preheader: `${p.perfume.name} de ${p.perfume.brand}, uno de tus favoritos.`,
    heading: onOffer ? 'Uno de tus favoritos está en oferta' : 'Uno de tus favoritos ha vuelto',
    greeting: hello(p.name),
    paragraphs: [
      onOffer
        ? `${p.perfume.name} de ${p.perfume.brand} está en oferta${discount}.`
        : `${p.perfume.name} de ${p.perfume.brand} vuelve a estar disponible en decants.`,
    ],
    button: { label: 'Ver el perfume', url: p.perfume.url },
    notes: ['Te escribimos porque lo guardaste en favoritos y aceptaste estos avisos.'],
    footerLink: { label: 'Darme de baja de estos avisos', url: p.unsubscribeUrl },
    headers: {
      'List-Unsubscribe': `<${p.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  })
}

export function adminNewOrder(p: OrderMail): MailContent {
  return render({
    subject: `Nuevo pedido #${p.code}`,
    preheader: `${formatMoney(p.totalCents, p.currency)} de ${p.name}.`,
    heading: `Nuevo pedido #${p.code}`,
    paragraphs: [`${p.name} ha pagado un pedido el ${placedOn(p.placedAt)}.`],
    order: p,
    address: p.address?.length ? { title: 'Dirección de envío', lines: p.address } : undefined,
    button: { label: 'Abrir en el panel', url: p.url },
  })
}

export function adminLowStock(p: {
  items: { perfume: string; size: string; left: number }[]
  url: string
}): MailContent {
  return render({
    subject: 'Stock bajo',
    preheader: `${p.items.length} ${p.items.length === 1 ? 'tamaño se está agotando' : 'tamaños se están agotando'}.`,
    heading: 'Stock bajo',
    paragraphs: ['Tras la última venta quedan pocas unidades de:'],
    details: p.items.map((item) => ({
      label: `${item.perfume} · ${item.size}`,
      value: `${item.left} ${item.left === 1 ? 'unidad' : 'unidades'}`,
    })),
    button: { label: 'Revisar el catálogo', url: p.url },
  })
}

/** Money moved at the payment provider without the shop asking: a refund or a dispute. */
export function adminPaymentAlert(p: {
  subject: string
  lines: string[]
  url: string
}): MailContent {
  return render({
    subject: p.subject,
    preheader: p.lines[0] ?? p.subject,
    heading: p.subject,
    paragraphs: p.lines,
    button: { label: 'Ver el pedido', url: p.url },
  })
}

/** The receipt of a withdrawal, on a durable medium (CRD art. 11a). */
export function withdrawalReceipt(p: OrderMail & { withdrawnAt: Date }): MailContent {
  const when = new Intl.DateTimeFormat('es-ES', {
    timeZone: STORE_TIME_ZONE,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(p.withdrawnAt)
  return render({
    subject: `Desistimiento del pedido #${p.code}`,
    preheader: `Hemos recibido tu desistimiento del ${when}.`,
    heading: 'Desistimiento recibido',
    greeting: hello(p.name),
    paragraphs: [
      `Hemos recibido el ${when} (hora de Madrid) tu desistimiento del contrato de tu pedido #${p.code}, que comprende todo lo que ves abajo.`,
      'Devuélvenos los productos en un plazo de 14 días. Te devolveremos el importe, envío incluido, al mismo medio de pago en cuanto los recibamos.',
    ],
    ...orderParts(p),
  })
}
