import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { E2E_API_PORT } from './support/environment'
import { PASSWORD, signIn, uniqueName } from './support/fixtures'
import { expectToast } from './support/shop'

const CONNECTION = 'Error de conexión. Verifica tu conexión a internet.'
const API = `http://127.0.0.1:${E2E_API_PORT}`
const root = new URL('../../..', import.meta.url).pathname

/**
 * A TCP pass-through to the suite's API that a test can stop and start again: for the web server
 * behind it, the API goes down (connections refused, open ones cut) and comes back.
 */
class ApiSwitch {
  port = 0
  private server: Server | null = null
  private readonly sockets = new Set<Socket>()

  get running(): boolean {
    return this.server !== null
  }

  async start(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(E2E_API_PORT, '127.0.0.1')
      for (const socket of [client, upstream]) {
        this.sockets.add(socket)
        socket.on('error', () => undefined)
        socket.on('close', () => {
          this.sockets.delete(socket)
          client.destroy()
          upstream.destroy()
        })
      }
      client.pipe(upstream).pipe(client)
    })
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve))
    this.port = (server.address() as AddressInfo).port
    this.server = server
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = null
    for (const socket of this.sockets) socket.destroy()
    if (server) await new Promise((resolve) => server.close(resolve))
  }
}

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

const api = new ApiSwitch()
let web = ''
let webServer: ChildProcess | undefined

// The tests share the web server and the switch of beforeAll: one worker runs them in order (in
// another worker they would start a server of their own, and wait for it).
test.describe.configure({ mode: 'default' })

// A second web server of the built shop, as scripts/start.mjs starts it, that reaches the API
// only through the switch: the suite's own web server and the other specs never see an outage.
test.beforeAll(async () => {
  test.setTimeout(90_000)
  await api.start()
  const port = await freePort()
  web = `http://127.0.0.1:${port}`
  webServer = spawn(process.execPath, ['server.mjs'], {
    cwd: `${root}apps/web`,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      API_URL: `http://127.0.0.1:${api.port}`,
      API_PUBLIC_URL: API,
      SESSION_SECRET: randomBytes(32).toString('hex'),
    },
    stdio: 'ignore',
  })
  await expect
    .poll(
      () =>
        fetch(`${web}/`).then(
          (answer) => answer.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200)
})

test.afterAll(async () => {
  webServer?.kill('SIGTERM')
  await api.stop()
})

// Every test leaves the API running for the next one, whatever happened.
test.afterEach(async () => {
  if (!api.running) await api.start()
})

/** A new customer, registered through the API while it is up: the journey starts after it. */
async function newCustomer(request: APIRequestContext) {
  const name = uniqueName('sinconexion')
  const account = { username: name, email: `${name}@example.com`, password: PASSWORD }
  const registered = await request.post(`${API}/api/auth/register`, { data: account })
  expect(registered.status()).toBe(202)
  const answer = await request.post(`${API}/api/auth/login`, {
    data: { login: account.email, password: PASSWORD },
  })
  expect(answer.status()).toBe(200)
  const { accessToken } = (await answer.json()) as { accessToken: string }
  return { ...account, authorization: `Bearer ${accessToken}` }
}

/** Never the generic screen, nor the spec's English texts of a failed call. */
async function expectNoGenericError(page: Page) {
  for (const text of ['Algo salio mal', 'Network error', 'Login failed', 'Failed to fetch'])
    await expect(page.getByText(text)).toHaveCount(0)
}

test('the catalogue says the API cannot be reached, keeps the typed search, and works once it is back', async ({
  page,
}) => {
  await page.goto(`${web}/catalogo`)
  await expect(page.getByRole('heading', { name: 'Catálogo de Perfumes' })).toBeVisible()
  const search = page.getByRole('searchbox', { name: 'Buscar', exact: true })

  await api.stop()
  await search.fill('sauvage')
  await page.getByRole('button', { name: 'Aplicar filtros' }).click()
  await expect(page.getByRole('heading', { name: 'Error al cargar perfumes' })).toBeVisible()
  await expect(page.getByText(CONNECTION)).toBeVisible()
  await expect(search).toHaveValue('sauvage')
  await expectNoGenericError(page)
  // The header is still drawn without the API: the page is the shop's, not a bare error.
  await expect(page.getByRole('link', { name: 'Perfumes', exact: true }).first()).toBeVisible()
  // The page answers 503, not 500 or 502.
  expect((await page.request.get(`${web}/catalogo?q=sauvage`)).status()).toBe(503)

  await api.start()
  await page.getByRole('link', { name: 'Reintentar' }).click()
  await expect(page.getByRole('heading', { name: 'Catálogo de Perfumes' })).toBeVisible()
  await expect(search).toHaveValue('sauvage')
  await expect(page.locator('main article').first()).toContainText(/sauvage/i)
})

test('a page that needs the API shows the connection screen with a retry, not the generic one', async ({
  page,
}) => {
  await page.goto(`${web}/`)
  await api.stop()
  const answer = await page.goto(`${web}/colecciones`)
  expect(answer?.status()).toBe(503)
  await expect(page.getByRole('heading', { name: CONNECTION })).toBeVisible()
  await expectNoGenericError(page)

  await api.start()
  await page.getByRole('link', { name: 'Reintentar' }).click()
  await expect(page.getByRole('heading', { name: CONNECTION })).toHaveCount(0)
  await expect(page).toHaveURL(`${web}/colecciones`)
})

test('signing in while the API is down says so and keeps the email; once it is back, it signs in @sin-js', async ({
  page,
  request,
}) => {
  const account = await newCustomer(request)
  await page.goto(`${web}/auth`)
  const login = page.getByLabel('Email o nombre de usuario')
  await login.fill(account.email)
  await page.getByLabel('Contraseña').fill(account.password)

  await api.stop()
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
  const failure = page.getByRole('alert').filter({ hasText: 'Error de inicio de sesión' })
  await expect(failure).toContainText(CONNECTION)
  await expect(login).toHaveValue(account.email)
  await expect(page.getByText('Email, usuario o contraseña incorrectos')).toHaveCount(0)
  await expectNoGenericError(page)

  await api.start()
  await page.getByLabel('Contraseña').fill(account.password)
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
  await expectToast(page, 'Inicio de sesión exitoso')
})

test('registering while the API is down says so and keeps the username and email', async ({
  page,
}) => {
  const name = uniqueName('sinconexion')
  await page.goto(`${web}/auth?tab=registro`)
  await page.getByLabel('Nombre de usuario').fill(name)
  await page.getByLabel('Email', { exact: true }).fill(`${name}@example.com`)
  await page.getByLabel('Contraseña').fill('una-clave-larga')

  await api.stop()
  await page.getByRole('button', { name: 'Registrarse' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Error de registro' })).toContainText(
    CONNECTION,
  )
  await expect(page.getByLabel('Nombre de usuario')).toHaveValue(name)
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(`${name}@example.com`)
  await expectNoGenericError(page)
})

/** A signed-in customer with one decant in the cart and a default address, on /checkout. */
async function atCheckout(page: Page, request: APIRequestContext) {
  const account = await newCustomer(request)
  const headers = { authorization: account.authorization }
  const found = await request.get(`${API}/api/perfumes`, { params: { q: 'sauvage' } })
  const [perfume] = (await found.json()) as { id: string }[]
  const added = await request.post(`${API}/api/cart/items`, {
    headers,
    data: { productId: perfume.id, size: '5ml', quantity: 1 },
  })
  expect(added.ok()).toBe(true)
  const address = await request.post(`${API}/api/addresses`, {
    headers,
    data: {
      name: 'Lucía Fernández',
      street: 'Calle Mayor 1',
      city: 'Madrid',
      state: 'Madrid',
      zipCode: '28013',
      country: 'España',
      phone: '+34 600 000 000',
      isDefault: true,
    },
  })
  expect(address.ok()).toBe(true)
  await signIn(page.request, account.email, account.password, web)
  await page.goto(`${web}/checkout`)
  await expect(page.getByRole('heading', { name: 'Pago', exact: true })).toBeVisible()
}

test('paying while the API is down says the payment could not be processed and keeps the coupon @sin-js', async ({
  page,
  request,
}) => {
  await atCheckout(page, request)
  const coupon = page.getByLabel('Código de cupón')
  await coupon.fill('bienvenida')
  await page.getByRole('button', { name: 'Aplicar' }).click()
  await expect(page.getByText('Cupón BIENVENIDA aplicado')).toBeVisible()

  await api.stop()
  await page.getByRole('button', { name: /^Pagar/ }).click()
  await expect(page.getByText('No se pudo procesar el pago')).toBeVisible()
  // As typed (with JavaScript the field is the same one) or as applied (the page drawn again).
  await expect(coupon).toHaveValue(/^bienvenida$/i)
  await expectNoGenericError(page)

  // Back: the checkout is there again with its coupon, and the payment goes through.
  await api.start()
  await page.goto(`${web}/checkout?cupon=BIENVENIDA`)
  await expect(page.getByText('Cupón BIENVENIDA aplicado')).toBeVisible()
  await page.getByRole('button', { name: /^Pagar / }).click()
  await expect(page.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible()
})

test('with JavaScript a coupon typed but not applied stays in its field when paying or applying fails', async ({
  page,
  request,
}) => {
  await atCheckout(page, request)
  const coupon = page.getByLabel('Código de cupón')
  const address = page.getByRole('radio').first()
  await expect(address).toBeChecked()
  await coupon.fill('AURUM10')

  await api.stop()
  await page.getByRole('button', { name: /^Pagar/ }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'No se pudo procesar el pago' }),
  ).toBeVisible()
  await expect(coupon).toHaveValue('AURUM10')
  await expect(address).toBeChecked()

  await page.getByRole('button', { name: 'Aplicar' }).click()
  await expect(page.getByRole('alert').filter({ hasText: CONNECTION })).toBeVisible()
  await expect(coupon).toHaveValue('AURUM10')
  await expectNoGenericError(page)
})
