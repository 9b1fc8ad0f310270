import * as templates from './index'
import type { MailContent, OrderMail } from './index'

const HOSTILE = '<script>alert(1)</script> & "x"'
const order: OrderMail = {
  name: 'Lucía',
  code: 'A1B2C3',
  url: 'https://tienda.example/orders/5b0c',
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

/** Every template, filled in: the name of each case is the template's. */
const rendered: [string, MailContent][] = [
  [
    'verifyEmail',
    templates.verifyEmail({
      name: 'Lucía',
      url: 'https://tienda.example/verificar-correo?token=abc',
      change: false,
    }),
  ],
  [
    'verifyEmail (change)',
    templates.verifyEmail({
      name: 'Lucía',
      url: 'https://tienda.example/verificar-correo?token=abc',
      change: true,
    }),
  ],
  ['emailChanged', templates.emailChanged({ name: 'Lucía', newEmail: 'nueva@example.com' })],
  [
    'registrationAttempt',
    templates.registrationAttempt({
      name: 'Lucía',
      signInUrl: 'https://tienda.example/auth',
      resetUrl: 'https://tienda.example/recuperar-contrasena',
    }),
  ],
  [
    'passwordReset',
    templates.passwordReset({
      name: 'Lucía',
      url: 'https://tienda.example/restablecer-contrasena?token=abc',
      minutes: 30,
    }),
  ],
  [
    'passwordChanged',
    templates.passwordChanged({
      name: 'Lucía',
      resetUrl: 'https://tienda.example/recuperar-contrasena',
    }),
  ],
  ['orderConfirmed', templates.orderConfirmed(order)],
  [
    'orderShipped',
    templates.orderShipped({
      ...order,
      carrier: 'Correos Express',
      trackingNumber: 'CE123456789ES',
    }),
  ],
  ['orderDelivered', templates.orderDelivered(order)],
  ['orderCancelled', templates.orderCancelled(order)],
  ['orderRefunded', templates.orderRefunded({ ...order, refundedCents: 3330 })],
  ['contactAcknowledged', templates.contactAcknowledged({ name: 'Lucía' })],
  [
    'favoriteNews',
    templates.favoriteNews({
      name: 'Lucía',
      kind: 'on-offer',
      perfume: {
        name: 'Aventus',
        brand: 'Creed',
        url: 'https://tienda.example/perfume/aventus',
        discountPercent: 15,
      },
      unsubscribeUrl: 'https://tienda.example/baja?token=t',
      oneClickUrl: 'https://api.example/api/mail/unsubscribe?token=t',
    }),
  ],
  [
    'adminNewOrder',
    templates.adminNewOrder({ ...order, url: 'https://tienda.example/admin/pedidos/5b0c' }),
  ],
  [
    'adminLowStock',
    templates.adminLowStock({
      items: [{ perfume: 'Aventus', size: '10ml', left: 2 }],
      url: 'https://tienda.example/admin/perfumes',
    }),
  ],
]

describe('mail templates', () => {
  it.each(rendered)(
    '%s is whole Spanish HTML and text, with nothing left unfilled',
    (_name, mail) => {
      expect(mail.subject.length).toBeGreaterThan(5)
      expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="es">/)
      expect(mail.html).toContain('AURUM DECANTS')
      expect(mail.text).toContain('Aurum Decants')
      for (const output of [mail.subject, mail.html, mail.text]) {
        expect(output).not.toMatch(/undefined|null|NaN|\[object Object\]/)
      }
    },
  )

  it('puts every link in both the HTML and the plain text', () => {
    const mail = templates.passwordReset({
      name: 'Lucía',
      url: 'https://tienda.example/restablecer-contrasena?token=abc&x=1',
      minutes: 30,
    })
    expect(mail.subject).toBe('Restablece tu contraseña')
    expect(mail.text).toContain('https://tienda.example/restablecer-contrasena?token=abc&x=1')
    expect(mail.html).toContain(
      'href="https://tienda.example/restablecer-contrasena?token=abc&amp;x=1"',
    )
    expect(mail.text).toContain('caduca en 30 minutos')
  })

  it('escapes what customers typed in the HTML and keeps it as typed in the text', () => {
    const mail = templates.emailChanged({ name: HOSTILE, newEmail: HOSTILE })
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;')
    expect(mail.text).toContain(HOSTILE)
  })

  it('refuses a link that is not http(s)', () => {
    expect(() =>
      templates.verifyEmail({ name: 'x', url: 'javascript:alert(1)', change: false }),
    ).toThrow(/http/)
  })

  it('shows the order: lines, totals in euros, address and carrier', () => {
    const mail = templates.orderShipped({
      ...order,
      carrier: 'Correos Express',
      trackingNumber: 'CE123456789ES',
    })
    expect(mail.subject).toBe('Tu pedido #A1B2C3 va en camino')
    expect(mail.text).toContain('2 × Baccarat Rouge 540')
    for (const text of [
      'Baccarat Rouge 540',
      '37,00 €',
      '−3,70 €',
      'Gratis',
      '33,30 €',
      'Calle de Alcalá 42',
      'Correos Express',
      'CE123456789ES',
    ]) {
      // Intl writes a no-break space before the euro sign.
      expect(mail.text.replace(/\u00a0/g, ' ')).toContain(text)
      expect(mail.html.replace(/\u00a0/g, ' ')).toContain(text)
    }
    expect(templates.orderConfirmed(order).text).toContain('28 de noviembre de 2026 a las 10:30')
  })

  it('lets a favourite news mail be unsubscribed in one click', () => {
    const [, mail] = rendered.find(([name]) => name === 'favoriteNews')!
    expect(mail.subject).toBe('Aventus está en oferta')
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://api.example/api/mail/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(mail.text).toContain('https://tienda.example/baja?token=t')
    expect(mail.text).toContain('15 % de descuento')
  })
})
