import request from 'supertest'
import { type Admin, signedInAdmin } from './admins'
import { createPerfumes } from './factories'
import { type Shopper, shopper } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

const HEADER =
  'slug,name,brand,category,description,sizes,notes,imageUrl,isOnOffer,discountPercentage,offerDescription,offerEndsAt,allergens'
const OFFER_ENDS_AT = '2099-06-30T22:00:00.000Z'
/** A description a spreadsheet would run as a formula, with a quote, a comma and a line break. */
const FORMULA_DESCRIPTION = '=HYPERLINK("https://malo.example","clic"), y\nsigue'
const AMBAR_SIZES = '2ml=4.90; 5ml=9.90; 10ml=17.90'

describe('back office: the catalogue as CSV, out and in (e2e)', () => {
  let t: TestApp
  let admin: Admin
  let customer: Shopper
  const http = () => request(t.app.getHttpServer())
  const sql = <T>(query: string, params: unknown[] = []) =>
    t.orm.em.fork().execute<T[]>(query, params)

  const exported = async (): Promise<string> => {
    const answer = await admin.as(http().get('/api/admin/perfumes/export.csv')).expect(200)
    return answer.text
  }
  const importCsv = (csv: string | Buffer, dryRun: boolean) =>
    admin.as(
      http()
        .post(`/api/admin/perfumes/import${dryRun ? '?dryRun=true' : ''}`)
        .set('content-type', 'text/csv')
        .send(csv),
    )
  /** Every stored fact an import could change: perfumes, sizes, prices, price history. */
  const database = () =>
    sql(
      `select p.slug, p.name, p.brand, p.category, p.description, p.notes, p.image_url,
         p.is_on_offer, p.discount_percentage, p.offer_description, p.offer_ends_at, p.allergens,
         p.updated_at,
         (select json_agg(json_build_object('size', v.size, 'price', v.price_cents,
            'history', (select json_agg(pc.price_cents order by pc.id) from price_change pc
              where pc.variant_id = v.id)) order by v.ml)
          from perfume_variant v where v.perfume_id = p.id) as sizes
       from perfume p order by p.slug`,
    )
  const catalogueVersion = async () =>
    (await sql<{ version: string }>('select version from catalogue_version where id = 1'))[0]
      .version
  /** The export with one cell of one perfume's row replaced. */
  const withCell = (csv: string, slug: string, from: string, to: string) =>
    csv
      .split('\r\n')
      .map((line) => (line.startsWith(`${slug},`) ? line.replace(from, to) : line))
      .join('\r\n')

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FACTOR: '10' })
    admin = await signedInAdmin(t.app, t.orm)
    customer = await shopper(t.app)
    const [ambar] = await createPerfumes(t.orm.em, [
      {
        name: 'Ámbar Noche',
        brand: 'Maison Ámbar',
        category: 'nicho',
        discount: 20,
        sizes: [
          ['2ml', 2, 490, 5],
          ['5ml', 5, 990, 5],
          ['10ml', 10, 1790, 5],
        ],
      },
      { name: 'Cedro Azul', brand: 'Casa Cedro', category: 'masculino' },
    ])
    await admin
      .as(http().put(`/api/perfumes/${ambar.id}`))
      .send({
        id: ambar.id,
        description: FORMULA_DESCRIPTION,
        notes: ['Ámbar', 'Vainilla'],
        imageUrl: '/media/ambar.webp',
        offerEndsAt: OFFER_ENDS_AT,
        allergens: 'Linalool, Limonene',
      })
      .expect(200)
  })
  afterAll(() => t.close())

  it('exports every perfume, one row each, formulas defused, with a BOM for Excel', async () => {
    const answer = await admin.as(http().get('/api/admin/perfumes/export.csv')).expect(200)
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(answer.headers['content-disposition']).toBe('attachment; filename="perfumes.csv"')
    expect(answer.text).toBe(
      `\uFEFF${HEADER}\r\n` +
        `ambar-noche,Ámbar Noche,Maison Ámbar,nicho,"'=HYPERLINK(""https://malo.example"",""clic""), y\nsigue","${AMBAR_SIZES}","Ámbar; Vainilla",/media/ambar.webp,true,20,Oferta de prueba,${OFFER_ENDS_AT},"Linalool, Limonene"\r\n` +
        `cedro-azul,Cedro Azul,Casa Cedro,masculino,Descripción de Cedro Azul.,5ml=10.00,,,false,0,,,\r\n`,
    )
  })

  it('re-importing the export unchanged changes nothing, dry run or not', async () => {
    const csv = await exported()
    const before = await database()
    const version = await catalogueVersion()
    const nothing = { created: 0, updated: 0, unchanged: 2, changed: [], errors: [] }
    expect((await importCsv(csv, true).expect(200)).body).toEqual(nothing)
    expect((await importCsv(csv, false).expect(200)).body).toEqual(nothing)
    expect(await database()).toEqual(before)
    expect(await catalogueVersion()).toBe(version)
  })

  it('reads the file back as a Spanish Excel saves it: semicolons, Windows-1252, VERDADERO', async () => {
    const csv = await exported()
    const asExcel = csv
      .replace(/^\uFEFF/, '')
      .replace(HEADER, HEADER.replaceAll(',', ';'))
      .replace(
        `,"${AMBAR_SIZES}","Ámbar; Vainilla",/media/ambar.webp,true,20,Oferta de prueba,${OFFER_ENDS_AT},"Linalool, Limonene"`,
        `;"${AMBAR_SIZES}";"Ámbar; Vainilla";/media/ambar.webp;VERDADERO;20;Oferta de prueba;${OFFER_ENDS_AT};"Linalool, Limonene"`,
      )
      .replace(
        'ambar-noche,Ámbar Noche,Maison Ámbar,nicho,',
        'ambar-noche;Ámbar Noche;Maison Ámbar;nicho;',
      )
      .replace(
        'cedro-azul,Cedro Azul,Casa Cedro,masculino,Descripción de Cedro Azul.,5ml=10.00,,,false,0,,,',
        'cedro-azul;Cedro Azul;Casa Cedro;masculino;Descripción de Cedro Azul.;5ml=10.00;;;FALSO;0;;;',
      )
    expect(asExcel.split('\r\n')[1]).toContain(';VERDADERO;')
    expect((await importCsv(Buffer.from(asExcel, 'latin1'), true).expect(200)).body).toEqual({
      created: 0,
      updated: 0,
      unchanged: 2,
      changed: [],
      errors: [],
    })
  })

  it('a dry run lists exactly the price edited and writes nothing; the import then applies it', async () => {
    const csv = withCell(await exported(), 'ambar-noche', '5ml=9.90', '5ml=10,50')
    const before = await database()
    const version = await catalogueVersion()
    const change = {
      created: 0,
      updated: 1,
      unchanged: 1,
      changed: [
        {
          row: 2,
          action: 'update',
          slug: 'ambar-noche',
          name: 'Ámbar Noche',
          fields: [{ field: 'sizes', from: AMBAR_SIZES, to: '2ml=4.90; 5ml=10.50; 10ml=17.90' }],
        },
      ],
      errors: [],
    }
    expect((await importCsv(csv, true).expect(200)).body).toEqual(change)
    expect(await database()).toEqual(before)
    expect(await catalogueVersion()).toBe(version)

    // The shop's page is cached before the import; the import must reach it at once.
    await http().get('/api/perfumes/ambar-noche').expect(200)
    expect((await importCsv(csv, false).expect(200)).body).toEqual(change)
    expect(Number(await catalogueVersion())).toBe(Number(version) + 1)
    const [ambar] = (await database()) as { slug: string; sizes: unknown }[]
    // The size edited gets a line of price history, after the offer (20 %), as in the form.
    expect(ambar.sizes).toEqual([
      { size: '2ml', price: 490, history: [490] },
      { size: '5ml', price: 1050, history: [990, 840] },
      { size: '10ml', price: 1790, history: [1790] },
    ])
    const page = (await http().get('/api/perfumes/ambar-noche').expect(200)).body
    expect({ sizes: page.sizes, prices: page.prices }).toEqual({
      sizes: ['2ml', '5ml', '10ml'],
      prices: ['4.90', '10.50', '17.90'],
    })

    // The file it came from now matches: importing it again is a no-op.
    expect((await importCsv(csv, false).expect(200)).body).toMatchObject({
      updated: 0,
      unchanged: 2,
    })
  })

  it('a bad row refuses the whole file: errors by row and column, and nothing written', async () => {
    const csv = await exported()
    const lines = csv.split('\r\n')
    const good = withCell(lines[2], 'cedro-azul', '5ml=10.00', '5ml=12.00')
    const bad = [
      `nuevo-negativo,Nuevo,Casa,unisex,Texto.,5ml=-4.90,,,false,0,,,`,
      `nuevo-categoria,Otro,Casa,infantil,Texto.,5ml=4.90,,,false,0,,,`,
    ]
    const file = [lines[0], lines[1], good, ...bad, ''].join('\r\n')
    const before = await database()
    const errors = [
      {
        row: 4,
        field: 'sizes',
        message: 'Cada precio es un importe positivo con hasta 2 decimales, como 12.50',
      },
      {
        row: 5,
        field: 'category',
        message: 'Elige una categoría: masculino, femenino, unisex o nicho',
      },
    ]
    const dryRun = (await importCsv(file, true).expect(200)).body
    expect(dryRun).toMatchObject({ created: 0, updated: 1, unchanged: 1, errors })
    expect(dryRun.changed.map((change: { slug: string }) => change.slug)).toEqual(['cedro-azul'])

    const refused = await importCsv(file, false).expect(400)
    expect(refused.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      reason: 'perfume_import_invalid',
      params: { count: 2 },
      message: 'El CSV tiene 2 errores: no se ha importado nada',
      fieldErrors: {
        '4.sizes': [errors[0].message],
        '5.category': [errors[1].message],
      },
    })
    // Not even the valid row (Cedro's new price) was written.
    expect(await database()).toEqual(before)
  })

  it('names the rows a file cannot hold: a repeated slug, a bad switch, a missing column', async () => {
    const csv = await exported()
    const [header, ambar, cedro] = csv.split('\r\n')
    const file = [header, ambar, cedro.replace(',false,', ',quizá,'), ambar, ''].join('\r\n')
    expect((await importCsv(file, true).expect(200)).body).toMatchObject({
      errors: [
        { row: 3, field: 'isOnOffer', message: 'Escribe true o false' },
        { row: 4, field: 'slug', message: 'El slug ambar-noche ya está en la fila 2' },
      ],
    })
    const withoutNotes = csv.replace(',notes,', ',notas,')
    expect((await importCsv(withoutNotes, true).expect(200)).body).toEqual({
      created: 0,
      updated: 0,
      unchanged: 0,
      changed: [],
      errors: [
        { row: 1, field: 'notes', message: 'Falta la columna' },
        { row: 1, field: null, message: "La columna 'notas' no es del catálogo" },
      ],
    })
  })

  it('a row with a slug the shop lacks creates that perfume; without a slug, one from its name', async () => {
    const csv = await exported()
    const file =
      csv +
      'jazmin-real,Jazmín Real,Casa Flor,femenino,Jazmín blanco.,"10ml=15.00; 2ml=3.50",Jazmín,,false,0,,,\r\n' +
      ',Cedro Azul,Otra Casa,unisex,El mismo nombre.,5ml=8.00,,,true,15,Estreno,,\r\n'
    const expected = {
      created: 2,
      updated: 0,
      unchanged: 2,
      changed: [
        {
          row: 4,
          action: 'create',
          slug: 'jazmin-real',
          name: 'Jazmín Real',
          fields: [
            { field: 'name', from: null, to: 'Jazmín Real' },
            { field: 'brand', from: null, to: 'Casa Flor' },
            { field: 'category', from: null, to: 'femenino' },
            { field: 'description', from: null, to: 'Jazmín blanco.' },
            { field: 'sizes', from: null, to: '2ml=3.50; 10ml=15.00' },
            { field: 'notes', from: null, to: 'Jazmín' },
            { field: 'isOnOffer', from: null, to: 'false' },
            { field: 'discountPercentage', from: null, to: '0' },
          ],
        },
        {
          row: 5,
          action: 'create',
          slug: 'cedro-azul-2',
          name: 'Cedro Azul',
          fields: [
            { field: 'name', from: null, to: 'Cedro Azul' },
            { field: 'brand', from: null, to: 'Otra Casa' },
            { field: 'category', from: null, to: 'unisex' },
            { field: 'description', from: null, to: 'El mismo nombre.' },
            { field: 'sizes', from: null, to: '5ml=8.00' },
            { field: 'isOnOffer', from: null, to: 'true' },
            { field: 'discountPercentage', from: null, to: '15' },
            { field: 'offerDescription', from: null, to: 'Estreno' },
          ],
        },
      ],
      errors: [],
    }
    expect((await importCsv(file, true).expect(200)).body).toEqual(expected)
    expect(await sql('select slug from perfume order by slug')).toEqual([
      { slug: 'ambar-noche' },
      { slug: 'cedro-azul' },
    ])
    expect((await importCsv(file, false).expect(200)).body).toEqual(expected)
    const jazmin = (await http().get('/api/perfumes/jazmin-real').expect(200)).body
    expect(jazmin).toMatchObject({
      name: 'Jazmín Real',
      sizes: ['2ml', '10ml'],
      prices: ['3.50', '15.00'],
      notes: ['Jazmín'],
    })
    // Its sizes start with a line of price history, as the form's new perfume does.
    expect(
      await sql(
        `select count(*)::int as lines from price_change pc join perfume_variant v on v.id = pc.variant_id
         join perfume p on p.id = v.perfume_id where p.slug = 'jazmin-real'`,
      ),
    ).toEqual([{ lines: 2 }])
    // Exported and imported again, the new perfumes are found by their slugs.
    expect((await importCsv(await exported(), true).expect(200)).body).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 4,
    })
  })

  it('takes the file as the part file of a form too', async () => {
    const csv = withCell(await exported(), 'cedro-azul', 'Casa Cedro', 'Casa del Cedro')
    const answer = await admin
      .as(http().post('/api/admin/perfumes/import?dryRun=true'))
      .attach('file', Buffer.from(csv), { filename: 'perfumes.csv', contentType: 'text/csv' })
      .expect(200)
    expect(answer.body.changed).toEqual([
      {
        row: 3,
        action: 'update',
        slug: 'cedro-azul',
        name: 'Cedro Azul',
        fields: [{ field: 'brand', from: 'Casa Cedro', to: 'Casa del Cedro' }],
      },
    ])
  })

  it('refuses a file over 2 MB or 2,000 perfumes (413) and a request without one (400)', async () => {
    const huge = `${HEADER}\r\n${'x'.repeat(2 * 1024 * 1024)}`
    const asBody = await importCsv(huge, true).expect(413)
    expect(asBody.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', reason: 'body_too_large' })
    const asFile = await admin
      .as(http().post('/api/admin/perfumes/import?dryRun=true'))
      .attach('file', Buffer.from(huge), { filename: 'perfumes.csv', contentType: 'text/csv' })
      .expect(413)
    const tooLarge = {
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      reason: 'perfume_csv_too_large',
      params: { maxMegabytes: 2, maxRows: 2000 },
      message: 'El CSV es demasiado grande: como máximo 2 MB y 2000 perfumes',
    }
    expect(asFile.body).toEqual(tooLarge)
    const rows = Array.from(
      { length: 2001 },
      (_, index) => `p${index},P,C,unisex,D,5ml=1,,,false,0,,,`,
    )
    const tooMany = await importCsv([HEADER, ...rows].join('\r\n'), true).expect(413)
    expect(tooMany.body).toEqual(tooLarge)

    const empty = await admin.as(http().post('/api/admin/perfumes/import')).expect(400)
    expect(empty.body).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'perfume_csv_missing' })
  })

  it('is the administrator’s alone: a visitor gets 401, a customer 403', async () => {
    const csv = `${HEADER}\r\n`
    for (const call of [
      () => http().get('/api/admin/perfumes/export.csv'),
      () => http().post('/api/admin/perfumes/import').set('content-type', 'text/csv').send(csv),
    ]) {
      expect((await call()).status).toBe(401)
      expect((await customer.as(call())).body).toMatchObject({
        statusCode: 403,
        code: 'FORBIDDEN',
        reason: 'admin_required',
      })
    }
  })
})
