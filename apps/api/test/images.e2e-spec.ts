import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import request from 'supertest'
import { createFirstAdmin } from '../src/db/first-admin'
import { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { Image } from '../src/modules/images/entities/image.entity'
import { ImageLinkFetcher, PUBLIC_LINKS } from '../src/modules/images/image-link-fetcher'
import { createPerfumes } from './factories'
import { startFakeS3 } from './fixtures/images/fake-s3'
import { shopper } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures/images', name))
const png = fixture('bottle.png')
const jpegWithExif = fixture('photo-with-exif.jpg')
const svgWithScript = fixture('script.svg')
const html = fixture('page.html')
const tls = { key: fixture('tls-test-only.key'), cert: fixture('tls-test-only.crt') }

const MB = 1024 * 1024
const MEDIA_URL = /^\/media\/[0-9a-f]{32}\.webp$/
const dataUrl = (bytes: Buffer, type = 'image/jpeg') =>
  `data:${type};base64,${bytes.toString('base64')}`
/** Starts with a JPEG's first bytes, so only its size can refuse it. */
const jpegSized = (bytes: number) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(bytes - 4, 7)])

function isWebp(bytes: Buffer): boolean {
  return (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
}

async function adminBearer(t: TestApp): Promise<string> {
  const admin = { email: 'duena@aurum.example', password: 'una-clave-muy-larga' }
  await createFirstAdmin(t.orm.em.fork(), admin)
  const answer = await request(t.app.getHttpServer())
    .post('/api/auth/admin/login')
    .send({ login: admin.email, password: admin.password })
    .expect(200)
  return `Bearer ${answer.body.accessToken}`
}

describe('images (e2e)', () => {
  let t: TestApp
  let mediaDir: string
  let bearer: string
  let perfume: Perfume
  const http = () => request(t.app.getHttpServer())
  const upload = () => http().post('/api/admin/images/upload').set('authorization', bearer)
  const uploadFile = (file: Buffer, filename: string, contentType: string) =>
    upload().field('perfumeId', perfume.id).attach('file', file, { filename, contentType })
  const uploadJson = (imageUrl: string) => upload().send({ perfumeId: perfume.id, imageUrl })

  /** What an upload can leave behind: files, image rows, the perfume's picture. */
  async function stored() {
    const em = t.orm.em.fork()
    return {
      files: readdirSync(mediaDir).sort(),
      images: await em.count(Image),
      imageUrl: (await em.findOneOrFail(Perfume, perfume.id)).imageUrl,
    }
  }

  async function served(imageUrl: string): Promise<Buffer> {
    const response = await http()
      .get(`/api${imageUrl}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => done(null, Buffer.concat(chunks)))
      })
      .expect(200)
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'",
    })
    return response.body as Buffer
  }

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'aurum-media-'))
    t = await createTestApp({ MEDIA_DIR: mediaDir })
    bearer = await adminBearer(t)
    ;[perfume] = await createPerfumes(t.orm.em, [
      { name: 'Ámbar Nocturno' },
      { name: 'Brisa Marina', imageUrl: '/images/perfumes/brisa-marina.svg' },
      { name: 'Cuero Salvaje' },
    ])
  })
  afterAll(async () => {
    await t.close()
    rmSync(mediaDir, { recursive: true, force: true })
  })
  afterEach(() => jest.restoreAllMocks())

  it('an admin uploads a PNG file: stored as WebP, served with its headers, shown at once', async () => {
    // The catalogue has answered (and cached) the perfume without an image.
    const before = await http().get('/api/perfumes/ambar-nocturno').expect(200)
    expect(before.body.imageUrl).toBeNull()

    const answer = await uploadFile(png, 'bottle.png', 'image/png').expect(201)
    expect(answer.body).toEqual({ imageUrl: expect.stringMatching(MEDIA_URL) })
    const { imageUrl } = answer.body as { imageUrl: string }
    const name = imageUrl.slice('/media/'.length)

    const after = await http().get('/api/perfumes/ambar-nocturno').expect(200)
    expect(after.body.imageUrl).toBe(imageUrl)

    const bytes = await served(imageUrl)
    expect(isWebp(bytes)).toBe(true)
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 })
    expect(readdirSync(mediaDir)).toEqual([name])
    expect(readFileSync(join(mediaDir, name))).toEqual(bytes)
    const row = await t.orm.em.fork().findOneOrFail(Image, { name })
    expect(row).toMatchObject({ bytes: bytes.length, width: 64, height: 48 })
    expect(row.perfume?.id).toBe(perfume.id)

    const stats = await http().get('/api/admin/images/stats').set('authorization', bearer)
    expect(stats.status).toBe(200)
    expect(stats.body).toEqual({
      perfumesWithImage: 2,
      perfumesWithoutImage: 1,
      storedImages: 1,
      totalBytes: bytes.length,
    })
  })

  it('a JPEG sent as a data URL is turned upright and loses its EXIF', async () => {
    expect(jpegWithExif.includes('secret-exif-marker')).toBe(true)
    const answer = await uploadJson(dataUrl(jpegWithExif)).expect(201)
    const bytes = await served(answer.body.imageUrl)
    const metadata = await sharp(bytes).metadata()
    // 40x20 with orientation 6 (turn right): upright it is 20x40.
    expect(metadata).toMatchObject({ format: 'webp', width: 20, height: 40 })
    expect(metadata.exif).toBeUndefined()
    expect(metadata.orientation).toBeUndefined()
    expect(bytes.includes('secret-exif-marker')).toBe(false)
    expect(bytes.includes('Lucia')).toBe(false)
    expect((await stored()).imageUrl).toBe(answer.body.imageUrl)
  })

  it('a link is fetched over https (the local server let through by an injected resolver)', async () => {
    const server: Server = createServer(tls, (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' }).end(png)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      // The real download, with images.test resolving to the local server and trusted.
      const local = new ImageLinkFetcher({
        ...PUBLIC_LINKS,
        resolve: async () => ['127.0.0.1'],
        isAllowed: () => true,
        ca: tls.cert,
      })
      jest
        .spyOn(t.app.get(ImageLinkFetcher), 'download')
        .mockImplementation((link) => local.download(link))
      const answer = await uploadJson(`https://images.test:${port}/bottle.png`).expect(201)
      expect(await sharp(await served(answer.body.imageUrl)).metadata()).toMatchObject({
        format: 'webp',
        width: 64,
      })
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('a JPEG carrying a script after the picture is stored without it', async () => {
    const polyglot = Buffer.concat([
      jpegWithExif,
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ])
    const answer = await uploadFile(polyglot, 'foto.jpg', 'image/jpeg').expect(201)
    const bytes = await served(answer.body.imageUrl)
    expect(isWebp(bytes)).toBe(true)
    expect(bytes.includes('<script')).toBe(false)
    expect(readFileSync(join(mediaDir, answer.body.imageUrl.slice(7))).includes('<script')).toBe(
      false,
    )
  })

  const gifPolyglot = Buffer.concat([
    Buffer.from('GIF89a'),
    Buffer.from('<html><script>alert(document.cookie)</script></html>'),
  ])
  it.each<[string, () => request.Test, number, string]>([
    [
      'an SVG with a script',
      () => uploadFile(svgWithScript, 'logo.svg', 'image/svg+xml'),
      400,
      'formato no admitido (JPG, PNG, GIF o WebP)',
    ],
    [
      'an SVG named .png and declared image/png',
      () => uploadFile(svgWithScript, 'logo.png', 'image/png'),
      400,
      'formato no admitido (JPG, PNG, GIF o WebP)',
    ],
    [
      'an HTML file named .jpg and declared image/jpeg',
      () => uploadFile(html, 'foto.jpg', 'image/jpeg'),
      400,
      'formato no admitido (JPG, PNG, GIF o WebP)',
    ],
    [
      'an HTML file as an image/jpeg data URL',
      () => uploadJson(dataUrl(html)),
      400,
      'formato no admitido (JPG, PNG, GIF o WebP)',
    ],
    [
      'a GIF header followed by HTML',
      () => uploadFile(gifPolyglot, 'anim.gif', 'image/gif'),
      400,
      'la imagen no se puede leer',
    ],
    [
      'a 6 MB file',
      () => uploadFile(jpegSized(6 * MB), 'grande.jpg', 'image/jpeg'),
      413,
      'el archivo supera 5 MB',
    ],
    [
      'a 6 MB data URL',
      () => uploadJson(dataUrl(jpegSized(6 * MB))),
      413,
      'el archivo supera 5 MB',
    ],
    [
      'a data URL just over 5 MB',
      () => uploadJson(dataUrl(jpegSized(5 * MB + 1))),
      413,
      'el archivo supera 5 MB',
    ],
    [
      'an empty file',
      () => uploadFile(Buffer.alloc(0), 'vacio.png', 'image/png'),
      400,
      'Selecciona un perfume y una imagen',
    ],
    [
      'an empty data URL',
      () => uploadJson('data:image/png;base64,'),
      400,
      'Selecciona un perfume y una imagen',
    ],
    [
      'a data URL that is not base64',
      () => uploadJson('data:image/png;base64,@@@@'),
      400,
      'la imagen no se puede leer',
    ],
    [
      'an http: link',
      () => uploadJson('http://example.com/perfume.jpg'),
      400,
      'el enlace debe ser https',
    ],
    [
      'a javascript: link',
      () => uploadJson('javascript:alert(1)'),
      400,
      'el enlace debe ser https',
    ],
    [
      'a link to 127.0.0.1',
      () => uploadJson('https://127.0.0.1/perfume.jpg'),
      400,
      'el enlace apunta a una dirección privada',
    ],
    [
      'a link to localhost',
      () => uploadJson('https://localhost/perfume.jpg'),
      400,
      'el enlace apunta a una dirección privada',
    ],
    [
      'a link to the cloud metadata address',
      () => uploadJson('https://169.254.169.254/latest/meta-data/'),
      400,
      'el enlace apunta a una dirección privada',
    ],
    [
      'a link to [::ffff:10.0.0.1]',
      () => uploadJson('https://[::ffff:10.0.0.1]/perfume.jpg'),
      400,
      'el enlace apunta a una dirección privada',
    ],
    [
      'no perfume',
      () => upload().attach('file', png, { filename: 'bottle.png', contentType: 'image/png' }),
      400,
      'Selecciona un perfume y una imagen',
    ],
    [
      'no image',
      () => upload().send({ perfumeId: perfume.id }),
      400,
      'Selecciona un perfume y una imagen',
    ],
    [
      'an unknown perfume',
      () =>
        upload().send({
          perfumeId: '0b7e1c52-4f5a-4c4e-9d51-3a1f0c2b9e77',
          imageUrl: dataUrl(png),
        }),
      404,
      'el perfume no existe',
    ],
    [
      'a second file in the form',
      () =>
        uploadFile(png, 'bottle.png', 'image/png').attach('extra', png, {
          filename: 'otra.png',
          contentType: 'image/png',
        }),
      400,
      'el formulario no es válido',
    ],
    [
      'a field the upload does not take',
      () => upload().send({ perfumeId: perfume.id, imageUrl: dataUrl(png), name: 'x.png' }),
      400,
      'el formulario no es válido',
    ],
  ])('refuses %s and stores nothing', async (_case, send, status, reason) => {
    const before = await stored()
    const response = await send()
    expect(response.status).toBe(status)
    expect(response.body).toMatchObject({
      statusCode: status,
      message: `Error al subir imagen: ${reason}`,
    })
    expect(await stored()).toEqual(before)
  })

  it('names missing fields: the image (the perfume may come later, as the spec’s client does)', async () => {
    const response = await upload().send({}).expect(400)
    expect(response.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Error al subir imagen: Selecciona un perfume y una imagen',
      fieldErrors: { imageUrl: ['Selecciona un perfume y una imagen'] },
    })
  })

  it('is for administrators only: a customer gets 403, a visitor 401', async () => {
    const customer = await shopper(t.app)
    for (const call of [
      () =>
        http()
          .post('/api/admin/images/upload')
          .send({ perfumeId: perfume.id, imageUrl: dataUrl(png) }),
      () => http().get('/api/admin/images/stats'),
    ]) {
      expect((await customer.as(call())).status).toBe(403)
      expect((await call()).status).toBe(401)
    }
  })

  it.each([
    'abc.webp',
    '0123456789abcdef0123456789abcdef.webp',
    '0123456789ABCDEF0123456789ABCDEF.webp',
    '..%2F..%2Fpackage.json',
    '0123456789abcdef0123456789abcdef.svg',
  ])('GET /api/media/%s is a 404', async (name) => {
    const response = await http().get(`/api/media/${name}`).expect(404)
    expect(response.body).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      reason: 'image_not_found',
      message: 'Imagen no encontrada',
    })
  })
})

describe('images on S3-compatible storage (e2e)', () => {
  let t: TestApp
  let s3: Awaited<ReturnType<typeof startFakeS3>>
  let mediaDir: string
  let bearer: string
  let perfume: Perfume
  const http = () => request(t.app.getHttpServer())

  beforeAll(async () => {
    s3 = await startFakeS3()
    mediaDir = mkdtempSync(join(tmpdir(), 'aurum-media-'))
    t = await createTestApp({
      MEDIA_DIR: mediaDir,
      S3_BUCKET: 'aurum-media',
      S3_ENDPOINT: s3.url,
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'AKIAFAKEFORTESTS',
      S3_SECRET_ACCESS_KEY: 'fake-secret-for-tests',
      S3_FORCE_PATH_STYLE: 'true',
    })
    bearer = await adminBearer(t)
    ;[perfume] = await createPerfumes(t.orm.em, [{ name: 'Ámbar Nocturno' }])
  })
  afterAll(async () => {
    await t.close()
    await s3.close()
    rmSync(mediaDir, { recursive: true, force: true })
  })

  it('stores the WebP in the bucket, signed, and serves it from there', async () => {
    const answer = await http()
      .post('/api/admin/images/upload')
      .set('authorization', bearer)
      .field('perfumeId', perfume.id)
      .attach('file', png, { filename: 'bottle.png', contentType: 'image/png' })
      .expect(201)
    const name = (answer.body.imageUrl as string).slice('/media/'.length)
    const key = `/aurum-media/${name}`

    expect(s3.calls).toEqual([{ method: 'PUT', path: key, headers: expect.any(Object) }])
    expect(s3.calls[0].headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      authorization: expect.stringMatching(
        /^AWS4-HMAC-SHA256 Credential=AKIAFAKEFORTESTS\/\d{8}\/eu-west-1\/s3\/aws4_request, /,
      ),
    })
    const object = s3.objects.get(key)!
    expect(isWebp(object.body)).toBe(true)
    expect(readdirSync(mediaDir)).toEqual([])

    const served = await http()
      .get(`/api/media/${name}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => done(null, Buffer.concat(chunks)))
      })
      .expect(200)
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'content-length': String(object.body.length),
    })
    expect(served.body).toEqual(object.body)
    expect(s3.calls.at(-1)).toMatchObject({ method: 'GET', path: key })
  })

  it('answers 404 for a name the bucket does not have', async () => {
    await http().get('/api/media/0123456789abcdef0123456789abcdef.webp').expect(404)
    expect(s3.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/aurum-media/0123456789abcdef0123456789abcdef.webp',
    })
  })
})
