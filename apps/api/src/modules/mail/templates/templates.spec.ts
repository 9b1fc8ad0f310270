import { EMAIL_VERIFICATION_HOURS } from '@aurum/contracts'
import * as templates from './index'
import type { MailContent, OrderMail } from './index'
import { escapeHtml } from './render'

const HOSTILE = '<script>alert(1)</script> & "x"'
const SHOP = 'https://tienda.example'
const order: OrderMail = {
  name: 'Lucía',
  code: 'A1B2C3',
  url: `${SHOP}/orders/5b0c`,
  currency: 'EUR',
  items: [
    {
      name: 'Baccarat Rouge 540',
      brand: 'Maison Francis Kurkdjian',
      size: '5ml',
      quantity: 2,
      unitPriceCents: 1850,
    },
  ],
  subtotalCents: 3700,
  discountCents: 370,
  shippingCents: 0,
  totalCents: 3330,
  address: ['Lucía Martín', 'Calle de Alcalá 42', '28014 Madrid'],
  placedAt: new Date('2026-11-28T09:30:00Z'),
}
const favorite = {
  name: 'Lucía',
  perfume: { name: 'Aventus', brand: 'Creed', url: `${SHOP}/perfume/aventus`, discountPercent: 15 },
  unsubscribeUrl: `${SHOP}/baja?token=t`,
  oneClickUrl: 'https://api.example/api/mail/unsubscribe?token=t',
}

// Intl writes a no-break space before the euro sign; the tests read it as a plain one.
const plain = (value: string) => value.replace(/\u00a0/g, ' ')

/** Says this sentence to the reader of either version: escaped in the HTML, as is in the text. */
function expectInBoth(mail: MailContent, sentence: string) {
  expect(plain(mail.text)).toContain(sentence)
  expect(plain(mail.html)).toContain(escapeHtml(sentence))
}

/** Links to this address in both versions: a real link in the HTML, written in full in the text. */
function expectLink(mail: MailContent, url: string) {
  expect(mail.text).toContain(url)
  expect(mail.html).toContain(`href="${escapeHtml(url)}"`)
}

interface Case {
  mail: MailContent
  subject: string
  says: string[]
  links: string[]
}

/** Every template, filled in as the shop fills it: what its reader must find in both versions. */
const cases: Record<string, Case> = {
  verifyEmail: {
    mail: templates.verifyEmail({
      name: 'Lucía',
      url: `${SHOP}/verificar-correo?token=abc`,
      change: false,
    }),
    subject: 'Confirma tu email',
    says: [
      'Hola, Lucía:',
      'Gracias por crear tu cuenta en Aurum Decants.',
      `El enlace funciona durante ${EMAIL_VERIFICATION_HOURS} horas y una sola vez.`,
      'Si no lo has pedido tú, ignora este correo: no cambiará nada.',
    ],
    links: [`${SHOP}/verificar-correo?token=abc`],
  },
  'verifyEmail (a new address)': {
    mail: templates.verifyEmail({
      name: 'Lucía',
      url: `${SHOP}/verificar-correo?token=abc`,
      change: true,
    }),
    subject: 'Confirma tu email',
    says: [
      'Confirma tu nuevo email',
      'hasta entonces seguirás usando el anterior.',
      'Si no lo has pedido tú, ignora este correo: no cambiará nada.',
    ],
    links: [`${SHOP}/verificar-correo?token=abc`],
  },
  emailChanged: {
    mail: templates.emailChanged({ name: 'Lucía', newEmail: 'nueva@example.com' }),
    subject: 'Tu email ha cambiado',
    says: [
      'Tu cuenta de Aurum Decants usa ahora nueva@example.com.',
      'Si no has sido tú, escríbenos cuanto antes',
    ],
    links: [],
  },
  registrationAttempt: {
    mail: templates.registrationAttempt({
      name: 'Lucía',
      signInUrl: `${SHOP}/auth`,
      resetUrl: `${SHOP}/recuperar-contrasena`,
    }),
    subject: 'Alguien ha intentado registrarse con tu email',
    says: [
      'Alguien ha intentado crear una cuenta en Aurum Decants con esta dirección, que ya es tuya.',
      'Si has sido tú, inicia sesión con tu cuenta; si no recuerdas la contraseña, crea una nueva.',
      'Si no has sido tú, no tienes que hacer nada: tu cuenta sigue igual.',
    ],
    links: [`${SHOP}/auth`, `${SHOP}/recuperar-contrasena`],
  },
  passwordReset: {
    mail: templates.passwordReset({
      name: 'Lucía',
      url: `${SHOP}/restablecer-contrasena?token=abc&x=1`,
      minutes: 30,
    }),
    subject: 'Restablece tu contraseña',
    says: [
      'Hemos recibido una petición para restablecer la contraseña',
      'El enlace caduca en 30 minutos y solo funciona una vez.',
      'Si no lo has pedido tú, ignora este correo: tu contraseña no cambiará.',
    ],
    links: [`${SHOP}/restablecer-contrasena?token=abc&x=1`],
  },
  passwordChanged: {
    mail: templates.passwordChanged({ name: 'Lucía', resetUrl: `${SHOP}/recuperar-contrasena` }),
    subject: 'Tu contraseña ha cambiado',
    says: [
      'hemos cerrado todas tus sesiones abiertas',
      'Si no has sido tú, pide una contraseña nueva ahora mismo',
    ],
    links: [`${SHOP}/recuperar-contrasena`],
  },
  orderConfirmed: {
    mail: templates.orderConfirmed(order),
    subject: 'Tu pedido #A1B2C3 está confirmado',
    says: [
      '¡Gracias por tu compra!',
      'Hemos recibido el pago de tu pedido #A1B2C3',
      'Baccarat Rouge 540',
      '33,30 €',
      'Calle de Alcalá 42',
    ],
    links: [order.url],
  },
  orderShipped: {
    mail: templates.orderShipped({
      ...order,
      carrier: 'Correos Express',
      trackingNumber: 'CE123456789ES',
    }),
    subject: 'Tu pedido #A1B2C3 va en camino',
    says: ['Tu pedido #A1B2C3 ha salido de nuestro taller.', 'Correos Express', 'CE123456789ES'],
    links: [order.url],
  },
  'orderShipped (no carrier)': {
    mail: templates.orderShipped({ ...order, carrier: null, trackingNumber: null }),
    subject: 'Tu pedido #A1B2C3 va en camino',
    says: ['Tu pedido #A1B2C3 ha salido de nuestro taller.'],
    links: [order.url],
  },
  orderDelivered: {
    mail: templates.orderDelivered(order),
    subject: 'Tu pedido #A1B2C3 ha sido entregado',
    says: ['Tu pedido #A1B2C3 consta como entregado.', 'Esperamos que disfrutes tus fragancias'],
    links: [order.url],
  },
  orderCancelled: {
    mail: templates.orderCancelled({ ...order, address: null }),
    subject: 'Tu pedido #A1B2C3 ha sido cancelado',
    says: [
      'Hemos cancelado tu pedido #A1B2C3: no se enviará.',
      'te avisaremos cuando devolvamos el importe',
    ],
    links: [order.url],
  },
  orderRefunded: {
    mail: templates.orderRefunded({ ...order, refundedCents: 1250 }),
    subject: 'Reembolso de tu pedido #A1B2C3',
    says: ['Hemos devuelto 12,50 € de tu pedido #A1B2C3 al mismo medio de pago.'],
    links: [order.url],
  },
  contactAcknowledged: {
    mail: templates.contactAcknowledged({ name: 'Lucía' }),
    subject: 'Hemos recibido tu mensaje',
    says: [
      'Gracias por escribirnos. Te responderemos en menos de 48 horas a esta dirección.',
      'Si no nos has escrito tú, ignora este correo.',
    ],
    links: [],
  },
  'favoriteNews (on offer)': {
    mail: templates.favoriteNews({ ...favorite, kind: 'on-offer' }),
    subject: 'Aventus está en oferta',
    says: [
      'Aventus de Creed está en oferta con un 15 % de descuento.',
      'Te escribimos porque lo guardaste en favoritos y aceptaste estos avisos.',
      'Darme de baja de estos avisos',
    ],
    links: [favorite.perfume.url, favorite.unsubscribeUrl],
  },
  'favoriteNews (back in stock)': {
    mail: templates.favoriteNews({
      ...favorite,
      kind: 'back-in-stock',
      perfume: { ...favorite.perfume, discountPercent: null },
    }),
    subject: 'Aventus vuelve a estar disponible',
    says: ['Aventus de Creed vuelve a estar disponible en decants.'],
    links: [favorite.perfume.url, favorite.unsubscribeUrl],
  },
  adminNewOrder: {
    mail: templates.adminNewOrder({ ...order, url: `${SHOP}/admin/pedidos/5b0c` }),
    subject: 'Nuevo pedido #A1B2C3',
    says: ['Lucía ha pagado un pedido el 28 de noviembre de 2026', '33,30 €'],
    links: [`${SHOP}/admin/pedidos/5b0c`],
  },
  adminLowStock: {
    mail: templates.adminLowStock({
      items: [
        { perfume: 'Aventus', size: '10ml', left: 2 },
        { perfume: 'Sauvage', size: '2ml', left: 1 },
      ],
      url: `${SHOP}/admin/perfumes`,
    }),
    subject: 'Stock bajo',
    says: ['Tras la última venta quedan pocas unidades de:', 'Aventus · 10ml', '1 unidad'],
    links: [`${SHOP}/admin/perfumes`],
  },
}

describe('mail templates', () => {
  describe.each(Object.entries(cases))('%s', (_name, { mail, subject, says, links }) => {
    it('has its subject, and says and links the same in the HTML and the plain text', () => {
      expect(mail.subject).toBe(subject)
      for (const sentence of says) expectInBoth(mail, sentence)
      for (const url of links) expectLink(mail, url)
    })

    it('is a whole Spanish page in the shop’s look, with nothing left unfilled', () => {
      expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="es">/)
      expect(mail.html).toContain(`<title>${escapeHtml(subject)}</title>`)
      expect(mail.html).toContain('max-width:600px')
      expect(mail.html).toContain('background:#0b0b0c')
      expect(mail.html).toContain("'Playfair Display', Georgia, 'Times New Roman', serif")
      // The preview line that mail clients show after the subject, hidden in the mail itself.
      expect(mail.html).toMatch(/<div style="display:none;[^"]*">[^<]{10,}<\/div>/)
      expect(mail.text).toContain('Aurum Decants')
      for (const output of [
        mail.subject,
        mail.html,
        mail.text,
        JSON.stringify(mail.headers ?? {}),
      ]) {
        expect(output).not.toMatch(/undefined|null|NaN|\[object Object\]/)
      }
    })
  })

  it('signs what it writes to customers, and keeps the alerts to the administrator short', () => {
    expect(cases.orderConfirmed.mail.text).toContain('Un saludo,\nAurum Decants')
    expectInBoth(cases.verifyEmail.mail, 'Un saludo,')
    expect(cases.adminNewOrder.mail.text).not.toContain('Un saludo')
    expect(cases.adminLowStock.mail.text).not.toContain('Hola')
  })

  it('escapes what people typed in the HTML and keeps it as typed in the text', () => {
    const hostileOrder: OrderMail = {
      ...order,
      name: HOSTILE,
      items: [{ ...order.items[0], name: HOSTILE, brand: HOSTILE, size: HOSTILE }],
      address: [HOSTILE],
    }
    const mails = [
      templates.verifyEmail({
        name: HOSTILE,
        url: `${SHOP}/verificar-correo?token=a`,
        change: true,
      }),
      templates.emailChanged({ name: HOSTILE, newEmail: HOSTILE }),
      templates.registrationAttempt({
        name: HOSTILE,
        signInUrl: `${SHOP}/auth`,
        resetUrl: `${SHOP}/recuperar-contrasena`,
      }),
      templates.passwordReset({ name: HOSTILE, url: `${SHOP}/r?token=a`, minutes: 30 }),
      templates.passwordChanged({ name: HOSTILE, resetUrl: `${SHOP}/recuperar-contrasena` }),
      templates.orderConfirmed(hostileOrder),
      templates.orderShipped({ ...hostileOrder, carrier: HOSTILE, trackingNumber: HOSTILE }),
      templates.orderDelivered(hostileOrder),
      templates.orderCancelled(hostileOrder),
      templates.orderRefunded({ ...hostileOrder, refundedCents: 100 }),
      templates.contactAcknowledged({ name: HOSTILE }),
      templates.favoriteNews({
        ...favorite,
        name: HOSTILE,
        kind: 'on-offer',
        perfume: { ...favorite.perfume, name: HOSTILE, brand: HOSTILE },
      }),
      templates.adminNewOrder(hostileOrder),
      templates.adminLowStock({
        items: [{ perfume: HOSTILE, size: HOSTILE, left: 1 }],
        url: `${SHOP}/admin/perfumes`,
      }),
    ]
    for (const mail of mails) {
      expect(mail.html).not.toContain('<script>')
      expect(mail.html).not.toContain('"x"')
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;')
      expect(mail.text).toContain(HOSTILE)
    }
  })

  it('links only to http(s) addresses, escaped in the attribute', () => {
    expect(() =>
      templates.verifyEmail({ name: 'x', url: 'javascript:alert(1)', change: false }),
    ).toThrow(/http/)
    expect(() => templates.adminLowStock({ items: [], url: 'data:text/html,<b>hola</b>' })).toThrow(
      /http/,
    )
    const mail = templates.passwordReset({
      name: 'Lucía',
      url: `${SHOP}/restablecer-contrasena?token=a"><b>&x=1`,
      minutes: 30,
    })
    expect(mail.html).not.toContain('"><b>')
    expect(mail.text).toContain(`${SHOP}/restablecer-contrasena?token=a%22%3E%3Cb%3E&x=1`)
  })

  it('lists the order: each line, the totals in euros and the address', () => {
    const mail = cases.orderConfirmed.mail
    expect(plain(mail.text)).toContain(
      '- 2 × Baccarat Rouge 540 (Maison Francis Kurkdjian), 5ml: 37,00 €\n\nSubtotal: 37,00 €\nDescuento: −3,70 €\nEnvío: Gratis\nTotal: 33,30 €',
    )
    expect(plain(mail.text)).toContain(
      'Dirección de envío:\nLucía Martín\nCalle de Alcalá 42\n28014 Madrid',
    )
    for (const part of ['37,00 €', '−3,70 €', 'Gratis', '33,30 €', 'Dirección de envío']) {
      expect(plain(mail.html)).toContain(part)
    }
    const paidShipping = templates.orderConfirmed({
      ...order,
      discountCents: 0,
      shippingCents: 395,
      totalCents: 4095,
    })
    expect(plain(paidShipping.text)).toContain('Envío: 3,95 €\nTotal: 40,95 €')
    expect(paidShipping.text).not.toContain('Descuento')
    expect(cases.orderCancelled.mail.text).not.toContain('Dirección de envío')
  })

  it('dates an order in Madrid time, summer and winter', () => {
    expect(cases.orderConfirmed.mail.text).toMatch(/28 de noviembre de 2026,? a las 10:30/)
    const summer = templates.orderConfirmed({
      ...order,
      placedAt: new Date('2026-07-01T22:30:00Z'),
    })
    expect(summer.text).toMatch(/2 de julio de 2026,? a las 0:30/)
  })

  it('shows the carrier and tracking number only when the order has them', () => {
    expectInBoth(cases.orderShipped.mail, 'Transportista')
    expectInBoth(cases.orderShipped.mail, 'Número de seguimiento')
    for (const absent of ['Transportista', 'Número de seguimiento']) {
      expect(cases['orderShipped (no carrier)'].mail.text).not.toContain(absent)
      expect(cases['orderShipped (no carrier)'].mail.html).not.toContain(escapeHtml(absent))
    }
  })

  it('lets a favourite news mail be unsubscribed in one click', () => {
    for (const { mail } of [
      cases['favoriteNews (on offer)'],
      cases['favoriteNews (back in stock)'],
    ]) {
      expect(mail.headers).toEqual({
        'List-Unsubscribe': '<https://api.example/api/mail/unsubscribe?token=t>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      })
    }
    expect(cases['favoriteNews (back in stock)'].mail.text).not.toContain('%')
    // Only that mail carries them: the others are not a list to leave.
    expect(cases.orderConfirmed.mail.headers).toBeUndefined()
  })
})
