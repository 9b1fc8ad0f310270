import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals'
import { CONNECTION_ERROR } from './api-unavailable'
import type { SessionUser } from './auth.server'
import type * as StoreSettingsModule from './store-settings.server'

// The module reads the web app's environment when it is loaded.
process.env.SESSION_SECRET ??= 'solo-para-las-pruebas-de-los-ajustes-de-la-tienda'
let store: typeof StoreSettingsModule
beforeAll(async () => {
  store = await import('./store-settings.server')
})

const OPEN = {
  collectionsEnabled: true,
  maintenanceMode: false,
  couponsEnabled: true,
  freeShippingEnabled: true,
  orderTrackingEnabled: true,
  paypalEnabled: false,
  bankTransferEnabled: false,
  shipping: { freeOver: '50.00', flatFee: '3.95' },
  defaultCountry: 'España',
  deliveryDays: { min: 2, max: 5 },
  discoveryTiers: [{ count: 3, discountPercentage: 10 }],
  legal: { ownerName: '', taxId: '', address: '', email: '', registry: '' },
}
const CLOSED = { ...OPEN, maintenanceMode: true }

const customer: SessionUser = {
  id: '1',
  email: 'cliente@example.com',
  username: 'cliente',
  name: null,
  role: 'customer',
  premium: false,
  emailVerified: true,
}
const admin: SessionUser = { ...customer, role: 'admin' }
const at = (path: string) => new Request(`http://tienda.example${path}`)

describe('isClosedTo', () => {
  it('closes every shop page to visitors and customers during maintenance', () => {
    for (const path of ['/', '/catalogo', '/colecciones/verano', '/carrito', '/authors', '/adminx'])
      for (const user of [null, customer])
        expect(store.isClosedTo(at(path), user, CLOSED)).toBe(true)
  })

  it('keeps signing in and out and the whole panel open', () => {
    for (const path of ['/admin', '/admin/configuracion', '/admin-auth', '/auth', '/logout'])
      expect(store.isClosedTo(at(path), null, CLOSED)).toBe(false)
    expect(store.isClosedTo(at('/auth/google'), customer, CLOSED)).toBe(false)
  })

  it('keeps the whole shop open to the administrator, and to everyone without maintenance', () => {
    expect(store.isClosedTo(at('/catalogo'), admin, CLOSED)).toBe(false)
    expect(store.isClosedTo(at('/catalogo'), null, OPEN)).toBe(false)
  })
})

describe('maintenancePage', () => {
  it('answers 503 with a Retry-After and the visitor theme', () => {
    const page = store.maintenancePage('light')
    expect(page.init?.status).toBe(503)
    expect(new Headers(page.init?.headers).get('Retry-After')).toBe('600')
    expect(page.data).toEqual({ maintenance: true, theme: 'light' })
  })
})

describe('getStoreSettings', () => {
  const fetch = jest.spyOn(globalThis, 'fetch')
  // An API that does not answer is logged on one line (api.server.ts); not needed here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
  const answer = (body: unknown, status = 200) =>
    fetch.mockImplementation(() => Promise.resolve(Response.json(body, { status })))
  afterEach(() => {
    fetch.mockReset()
    store.forgetStoreSettings()
  })

  it('asks the API once for every request of the next few seconds', async () => {
    answer(OPEN)
    expect(await store.getStoreSettings()).toEqual(OPEN)
    expect(await store.getStoreSettings()).toEqual(OPEN)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('asks again at once after the administrator saved a setting', async () => {
    answer(OPEN)
    await store.getStoreSettings()
    store.forgetStoreSettings()
    answer(CLOSED)
    expect(await store.getStoreSettings()).toEqual(CLOSED)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('keeps the last answer while the API does not answer, and asks again next time', async () => {
    answer(CLOSED)
    await store.getStoreSettings()
    store.forgetStoreSettings()
    answer({ message: 'down' }, 503)
    expect(await store.getStoreSettings()).toEqual(CLOSED)
    answer(OPEN)
    expect(await store.getStoreSettings()).toEqual(OPEN)
  })

  it('fails with the connection page (503) while the API has never answered', async () => {
    answer({ message: 'down' }, 503)
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./store-settings.server')
      await expect(fresh.getStoreSettings()).rejects.toMatchObject({
        init: { status: 503 },
        data: { code: 'API_UNAVAILABLE', message: CONNECTION_ERROR },
      })
    })
  })
})
