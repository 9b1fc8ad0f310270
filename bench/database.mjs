// The bench's throwaway databases: the demo shop (49 perfumes) and the same shop grown to 5,000
// perfumes, both made on the machine's PostgreSQL (or the server of DATABASE_URL) and dropped after.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import pg from 'pg'

export const LARGE_CATALOGUE = 5000

/** Where the bench's databases live: the server of DATABASE_URL, or the machine's PostgreSQL. */
export function serverUrl() {
  return process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
}

export function databaseUrl(name) {
  const url = new URL(serverUrl())
  url.pathname = `/${name}`
  return url.toString()
}

async function onServer(sql) {
  const client = new pg.Client({ connectionString: serverUrl() })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

export async function createDatabase(name, template) {
  await onServer(`create database "${name}"${template ? ` template "${template}"` : ''}`)
}

export async function dropDatabase(name) {
  await onServer(`drop database if exists "${name}" with (force)`)
}

/** Migrations and the demo catalogue, by the built API's own command. */
export function seedDemo(snapshot, url, logFile) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['apps/api/dist/db/cli.js', 'seed'], {
      cwd: snapshot,
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      if (code === 0) resolve()
      else reject(new Error(`seeding ${logFile ?? url} failed (exit ${code}):\n${output}`))
    })
  })
}

// Flankers and concentrations make each demo perfume a family of ~100 believable names
// ("Sauvage Elixir Eau de Parfum"), so a search for a brand or a name finds many, as in a big shop.
const FLANKERS = [
  'Intense',
  'Elixir',
  'Absolu',
  'Noir',
  'Blanc',
  'Sport',
  'Nuit',
  'Extrême',
  'Eau Fraîche',
  'Privé',
  'Oud',
  'Ambre',
  'Vétiver',
  'Rose',
  'Iris',
  'Cuir',
  'Santal',
  'Musc',
  'Néroli',
  'Tabac',
  'Velours',
  'Soleil',
  'Aqua',
  'Summer',
  'Winter',
  'Night',
  'Gold',
  'Silver',
  'Royal',
  'Légère',
  'Édition Limitée',
  'Collector',
  'Signature',
  'Reserve',
]
const CONCENTRATIONS = ['Eau de Toilette', 'Eau de Parfum', 'Parfum']
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Grows the demo catalogue of `url` to `total` perfumes in a few statements: each new perfume is a
 * flanker of a demo one (its brand, notes, description, image and sizes, prices moved a little),
 * searchable and slugged by the shop's own rules, with the price history the seeder writes.
 */
export async function growCatalogue(snapshot, url, total) {
  const { searchable, slugify } = createRequire(import.meta.url)(
    join(snapshot, 'libs/contracts/dist/index.js'),
  )
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows: demo } = await client.query(
      `select p.slug, p.name, p.brand, p.description, p.category, p.notes, p.image_url, p.scent,
        json_agg(json_build_object('size', v.size, 'ml', v.ml, 'priceCents', v.price_cents)
          order by v.ml) as variants
       from perfume p join perfume_variant v on v.perfume_id = p.id
       where p.archived_at is null group by p.id order by p.slug`,
    )
    const slugs = new Set(
      (await client.query('select slug from perfume')).rows.map((row) => row.slug),
    )
    const perfumes = []
    const variants = []
    const prices = []
    const now = Date.now()
    for (let index = 0; slugs.size < total; index++) {
      const template = demo[index % demo.length]
      const family = Math.floor(index / demo.length)
      const flanker = FLANKERS[family % FLANKERS.length]
      const concentration =
        CONCENTRATIONS[Math.floor(family / FLANKERS.length) % CONCENTRATIONS.length]
      const name = `${template.name} ${flanker} ${concentration}`
      let slug = slugify(`${template.brand} ${name}`)
      if (slugs.has(slug)) slug = `${slug}-${index}`
      slugs.add(slug)
      const discount = index % 7 === 0 ? 10 + (index % 4) * 5 : 0
      const id = randomUUID()
      perfumes.push({
        id,
        slug,
        name,
        brand: template.brand,
        description: template.description,
        category: template.category,
        notes: template.notes,
        scent: template.scent,
        image_url: template.image_url,
        is_on_offer: discount > 0,
        discount_percentage: discount,
        offer_description: discount ? 'Oferta de temporada' : null,
        search_text: searchable(`${name} ${template.brand}`),
      })
      const factor = 0.85 + ((index * 37) % 50) / 100
      for (const size of template.variants) {
        const variantId = randomUUID()
        const priceCents = Math.max(100, Math.round((size.priceCents * factor) / 10) * 10)
        variants.push({
          id: variantId,
          perfume_id: id,
          size: size.size,
          ml: size.ml,
          price_cents: priceCents,
          stock: (index * 13 + size.ml) % 60,
        })
        prices.push({
          variant_id: variantId,
          price_cents: priceCents,
          changed_at: new Date(now - 60 * DAY_MS).toISOString(),
        })
        if (discount) {
          prices.push({
            variant_id: variantId,
            price_cents: Math.round((priceCents * (100 - discount)) / 100),
            changed_at: new Date(now - 7 * DAY_MS).toISOString(),
          })
        }
      }
    }
    await client.query('begin')
    await client.query(
      `insert into perfume (id, slug, name, brand, description, category, notes, scent, image_url,
         is_on_offer, discount_percentage, offer_description, search_text)
       select id, slug, name, brand, description, category, notes, scent, image_url,
         is_on_offer, discount_percentage, offer_description, search_text
       from json_to_recordset($1::json) as x(id uuid, slug text, name text, brand text,
         description text, category text, notes text[], scent jsonb, image_url text,
         is_on_offer boolean, discount_percentage smallint, offer_description text,
         search_text text)`,
      [JSON.stringify(perfumes)],
    )
    await client.query(
      `insert into perfume_variant (id, perfume_id, size, ml, price_cents, stock)
       select id, perfume_id, size, ml, price_cents, stock
       from json_to_recordset($1::json)
         as x(id uuid, perfume_id uuid, size text, ml int, price_cents int, stock int)`,
      [JSON.stringify(variants)],
    )
    await client.query(
      `insert into price_change (variant_id, price_cents, changed_at)
       select variant_id, price_cents, changed_at
       from json_to_recordset($1::json) as x(variant_id uuid, price_cents int, changed_at timestamptz)`,
      [JSON.stringify(prices)],
    )
    await client.query('update catalogue_version set version = version + 1 where id = 1')
    await client.query('commit')
    // As autovacuum leaves a shop that has been running: statistics, and the GIN indexes' pending
    // entries merged (read one by one, they made a full-text search take 16 ms instead of 0.1).
    await client.query('vacuum analyze')
  } finally {
    await client.end()
  }
  return countPerfumes(url)
}

/** Perfumes the shop shows. */
export async function countPerfumes(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query(
      'select count(*)::int as count from perfume where archived_at is null',
    )
    return rows[0].count
  } finally {
    await client.end()
  }
}

/** The slugs of the perfumes the shop shows, in an order unrelated to their names. */
export async function perfumeSlugs(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query(
      'select slug from perfume where archived_at is null order by md5(slug)',
    )
    return rows.map((row) => row.slug)
  } finally {
    await client.end()
  }
}
