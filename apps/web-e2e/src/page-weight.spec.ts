import { readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { type APIResponse } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { putInCart } from './support/shop'

// Page weight (issue 15), measured on the built shop and the seeded demo data, with no timing:
// what each storefront page sends and the JavaScript it loads, against apps/web/page-budgets.json.

const web = new URL('../../web/', import.meta.url)
const client = new URL('build/client/', web)
const KB = 1024

interface Budget {
  path: string
  /** A visitor, or a new customer with one decant in the cart (the cart and checkout pages). */
  as: 'visitor' | 'customer'
  jsKb: number
  htmlKb: number
  hydrationKb: number
}
const budgets: Budget[] = JSON.parse(readFileSync(new URL('page-budgets.json', web), 'utf8')).routes

interface ManifestEntry {
  module: string
  imports?: string[]
}
interface Manifest {
  entry: ManifestEntry
  routes: Record<string, ManifestEntry>
}

/** The build's client manifest of that version: assets/manifest-<version>.js, `window.__remixManifest={...};`. */
function clientManifest(version: string): Manifest {
  const text = readFileSync(new URL(`assets/manifest-${version}.js`, client), 'utf8')
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1))
}

/** The scripts a page of these routes loads first: the entry, each route's module, their imports. */
function scriptsOf(manifest: Manifest, routeIds: string[]): string[] {
  const files = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])])
  for (const id of routeIds) {
    const route = manifest.routes[id]
    expect(route, `route ${id} in the build's manifest`).toBeDefined()
    for (const file of [route.module, ...(route.imports ?? [])]) files.add(file)
  }
  return [...files].sort()
}

/** What Express's compression sends for a file: zlib's gzip at its default level. */
const gzippedBytes = (file: string) => gzipSync(readFileSync(new URL(`.${file}`, client))).length

interface Weight {
  js: number
  html: number
  hydration: number
}

async function weigh(answer: APIResponse): Promise<Weight> {
  expect(answer.status(), answer.url()).toBe(200)
  const html = (await answer.body()).toString('utf8')
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1],
  )
  // Remix's loader data: the context it sets up and the single-fetch stream's enqueue scripts.
  const hydration = scripts
    .filter((script) => script.includes('window.__remixContext'))
    .reduce((bytes, script) => bytes + Buffer.byteLength(script), 0)
  const version = /window\.__remixManifest = [\s\S]*?"version": "([^"]+)"/.exec(html)?.[1]
  const modules = /window\.__remixRouteModules = (\{[^}]*\})/.exec(html)?.[1] ?? ''
  const routeIds = [...modules.matchAll(/"([^"]+)":route\d+/g)].map((match) => match[1])
  expect(version, 'the manifest version in the page').toBeTruthy()
  expect(routeIds, 'the routes the page renders').toContain('root')
  const files = scriptsOf(clientManifest(version as string), routeIds)
  // The manifest is read as the browser reads it: its files are the page's modulepreload links.
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
    (match) => match[1],
  )
  expect(files).toEqual([...new Set(preloaded)].sort())
  return {
    js: files.reduce((bytes, file) => bytes + gzippedBytes(file), 0),
    html: Buffer.byteLength(html),
    hydration,
  }
}

const kb = (bytes: number) => (bytes / KB).toFixed(1)

test('every storefront page stays within its JavaScript, HTML and hydration budgets', async ({
  page,
  request,
  login,
}) => {
  expect(budgets.length).toBeGreaterThanOrEqual(3)
  if (budgets.some((budget) => budget.as === 'customer')) {
    await login()
    await putInCart(page.request, '5ml')
  }
  const rows: string[] = []
  const over: string[] = []
  for (const budget of budgets) {
    const asker = budget.as === 'customer' ? page.request : request
    const weight = await weigh(await asker.get(budget.path, { maxRedirects: 0 }))
    const limits: Weight = {
      js: budget.jsKb * KB,
      html: budget.htmlKb * KB,
      hydration: budget.hydrationKb * KB,
    }
    for (const key of ['js', 'html', 'hydration'] as const) {
      if (weight[key] > limits[key]) {
        over.push(`${budget.path} ${key}: ${kb(weight[key])} KB > ${kb(limits[key])} KB`)
      }
    }
    rows.push(
      `| ${budget.path} | ${kb(weight.js)} / ${budget.jsKb} | ${kb(weight.html)} / ${budget.htmlKb} | ` +
        `${kb(weight.hydration)} / ${budget.hydrationKb} |`,
    )
  }
  console.log(
    [
      'page weight, KB measured / budget (apps/web/page-budgets.json)',
      '| page | JS gzipped | HTML | hydration |',
      '|---|---|---|---|',
      ...rows,
    ].join('\n'),
  )
  expect(over).toEqual([])
})

// Text that only a validation library or a server module would bring into a browser file.
const VALIDATION_LIBRARIES: Record<string, string[]> = {
  zod: ['ZodError', '$ZodType'],
  valibot: ['ValiError'],
  ajv: ['must have required property'],
}

/** The variables the web server reads (utils/env.server.ts): no browser file names one. */
function serverVariables(): string[] {
  const source = readFileSync(new URL('app/utils/env.server.ts', web), 'utf8')
  return [...source.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1])
}

test('no browser file carries a validation library or server-only code', () => {
  const assets = new URL('assets/', client)
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'))
  const variables = serverVariables()
  expect(files.length).toBeGreaterThan(20)
  expect(variables).toEqual(expect.arrayContaining(['API_URL', 'SESSION_SECRET']))
  const found: string[] = []
  for (const file of files) {
    const code = readFileSync(new URL(file, assets), 'utf8')
    for (const [library, markers] of Object.entries(VALIDATION_LIBRARIES)) {
      const marker = markers.find((text) => code.includes(text))
      if (marker) found.push(`${file}: ${library} ('${marker}')`)
    }
    const serverOnly = [
      ...(code.includes('process.env') ? ['process.env'] : []),
      ...(/["'`]node:[a-z]/.test(code) ? ["a 'node:' module"] : []),
      // The API's bearer tokens stay in the web server's session; the browser never builds one.
      ...(code.includes('Bearer ') ? ['a bearer token'] : []),
      ...variables.filter((variable) => code.includes(variable)),
    ]
    for (const what of serverOnly) found.push(`${file}: ${what}`)
  }
  expect(found).toEqual([])
})
