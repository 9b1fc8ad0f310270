import type { DataExport } from './dto/account-data.dto'
import { exportCsv } from './export-csv'

function sampleExport(overrides: Partial<DataExport> = {}): DataExport {
  return {
    shop: 'Aurum Decants',
    exportedAt: '2026-11-23T10:00:00.000Z',
    profile: {
      name: 'Lucía Fernández',
      username: 'lucia',
      email: 'lucia@example.com',
      phone: null,
      createdAt: '2026-11-01T09:30:00.000Z',
    },
    addresses: [
      {
        type: 'home',
        name: 'Lucía, "la de Madrid"',
        street: 'Calle Mayor 1',
        city: 'Madrid',
        state: 'Madrid',
        zipCode: '28013',
        country: 'España',
        phone: '+34 600 000 000',
        isDefault: true,
      },
    ],
    paymentMethods: [
      { type: 'card', brand: 'visa', last4: '4242', expiry: '04/2030', isDefault: true },
    ],
    orders: [
      {
        code: 'ABCD1234',
        date: '2026-11-20T12:00:00.000Z',
        status: 'confirmed',
        currency: 'EUR',
        items: [
          { perfume: 'Ámbar', brand: 'Casa', size: '5ml', quantity: 2, unitPrice: '12.00' },
          { perfume: 'Noche', brand: 'Casa', size: '10ml', quantity: 1, unitPrice: '20.50' },
        ],
        subtotal: '44.50',
        discount: '0.00',
        shipping: '0.00',
        total: '44.50',
        couponCode: null,
        trackingNumber: null,
        shippingAddress: {
          name: 'Lucía',
          street: 'Calle Mayor 1',
          city: 'Madrid',
          state: 'Madrid',
          zipCode: '28013',
          country: 'España',
          phone: '+34 600 000 000',
        },
      },
    ],
    notifications: [],
    settings: { appearance: { theme: 'dark', compactMode: false } },
    favorites: [],
    reviews: [],
    performanceVotes: [],
    ...overrides,
  }
}

describe('the data export as CSV', () => {
  it('writes every field as a row of section, item, field and value', () => {
    const lines = exportCsv(sampleExport()).split('\r\n')
    expect(lines).toEqual([
      'section,item,field,value',
      'export,,shop,Aurum Decants',
      'export,,exportedAt,2026-11-23T10:00:00.000Z',
      'profile,,name,Lucía Fernández',
      'profile,,username,lucia',
      'profile,,email,lucia@example.com',
      'profile,,phone,',
      'profile,,createdAt,2026-11-01T09:30:00.000Z',
      'addresses,1,type,home',
      'addresses,1,name,"Lucía, ""la de Madrid"""',
      'addresses,1,street,Calle Mayor 1',
      'addresses,1,city,Madrid',
      'addresses,1,state,Madrid',
      'addresses,1,zipCode,28013',
      'addresses,1,country,España',
      "addresses,1,phone,'+34 600 000 000",
      'addresses,1,isDefault,true',
      'paymentMethods,1,type,card',
      'paymentMethods,1,brand,visa',
      'paymentMethods,1,last4,4242',
      'paymentMethods,1,expiry,04/2030',
      'paymentMethods,1,isDefault,true',
      'orders,1,code,ABCD1234',
      'orders,1,date,2026-11-20T12:00:00.000Z',
      'orders,1,status,confirmed',
      'orders,1,currency,EUR',
      'orders,1,items.1.perfume,Ámbar',
      'orders,1,items.1.brand,Casa',
      'orders,1,items.1.size,5ml',
      'orders,1,items.1.quantity,2',
      'orders,1,items.1.unitPrice,12.00',
      'orders,1,items.2.perfume,Noche',
      'orders,1,items.2.brand,Casa',
      'orders,1,items.2.size,10ml',
      'orders,1,items.2.quantity,1',
      'orders,1,items.2.unitPrice,20.50',
      'orders,1,subtotal,44.50',
      'orders,1,discount,0.00',
      'orders,1,shipping,0.00',
      'orders,1,total,44.50',
      'orders,1,couponCode,',
      'orders,1,trackingNumber,',
      'orders,1,shippingAddress.name,Lucía',
      'orders,1,shippingAddress.street,Calle Mayor 1',
      'orders,1,shippingAddress.city,Madrid',
      'orders,1,shippingAddress.state,Madrid',
      'orders,1,shippingAddress.zipCode,28013',
      'orders,1,shippingAddress.country,España',
      "orders,1,shippingAddress.phone,'+34 600 000 000",
      'notifications,,,',
      'settings,,appearance.theme,dark',
      'settings,,appearance.compactMode,false',
      'favorites,,,',
      'reviews,,,',
      'performanceVotes,,,',
      '',
    ])
  })

  it('defuses every cell a spreadsheet would run as a formula, whatever the field', () => {
    const csv = exportCsv(
      sampleExport({
        profile: {
          name: '=HYPERLINK("http://evil.example","clic")',
          username: '@SUM(A1)',
          email: '-2+3@example.com',
          phone: '\t+1',
          createdAt: '2026-11-01T09:30:00.000Z',
        },
        notifications: [
          {
            type: 'general',
            title: '+cmd',
            message: 'línea 1\r\n=línea 2',
            isRead: false,
            createdAt: '2026-11-21T08:00:00.000Z',
          },
        ],
      }),
    )
    expect(csv).toContain(`profile,,name,"'=HYPERLINK(""http://evil.example"",""clic"")"\r\n`)
    expect(csv).toContain(`profile,,username,'@SUM(A1)\r\n`)
    expect(csv).toContain(`profile,,email,'-2+3@example.com\r\n`)
    expect(csv).toContain(`profile,,phone,'\t+1\r\n`)
    expect(csv).toContain(`notifications,1,title,'+cmd\r\n`)
    expect(csv).toContain(`notifications,1,message,"línea 1\r\n=línea 2"\r\n`)
  })
})
