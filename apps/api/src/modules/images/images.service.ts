import { randomBytes } from 'node:crypto'
import { EntityManager } from '@mikro-orm/postgresql'
import { Inject, Injectable, Logger } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import { PerfumeImagesService } from '../catalogue/perfume-images.service'
import type { ImageStats } from './dto/images.dto'
import { Image } from './entities/image.entity'
import { ImageRefusedError } from './errors/image-refused.error'
import { reencodeImage } from './image-encoder'
import { MAX_IMAGE_BYTES } from './image-limits'
import { ImageLinkFetcher } from './image-link-fetcher'
import { IMAGE_STORE, type ImageStore, type StoredImage } from './storage/image-store'

/** The names the shop gives images: nothing a user chose ever reaches the storage. */
const IMAGE_NAME = /^[0-9a-f]{32}\.webp$/

/** Where the web app serves a stored image (it passes /media/* on to GET /api/media/*). */
const MEDIA_PATH = '/media/'

/** An upload's image: the file itself, or what the JSON form sent (a link or a data URL). */
export type ImageSource = { file: Buffer } | { imageUrl: string }

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/
const DATA_URL_HEAD = /^data:[\w.+-]+\/[\w.+-]+(?:;[\w.+-]+=[\w.+-]+)*;base64$/i

@Injectable()
export class ImagesService {
  private readonly logger = new Logger(ImagesService.name)

  constructor(
    private readonly em: EntityManager,
    private readonly perfumes: PerfumeImagesService,
    @Inject(IMAGE_STORE) private readonly store: ImageStore,
    private readonly links: ImageLinkFetcher,
  ) {}

  /**
   * Re-encodes the image, stores it under a new random name and makes it the perfume's picture,
   * when a perfume is named (else the caller sets the address answered, with PUT /api/perfumes/{id}).
   * Every refusal comes before anything is stored; a failed database write takes the file back.
   */
  async upload(perfumeId: string | undefined, source: ImageSource): Promise<{ imageUrl: string }> {
    if (perfumeId !== undefined && !(await this.perfumes.exists(perfumeId))) {
      throw new ImageRefusedError('unknownPerfume')
    }
    const image = await reencodeImage(await this.bytesOf(source))
    const name = `${randomBytes(16).toString('hex')}.webp`
    const imageUrl = `${MEDIA_PATH}${name}`
    await this.store.put(name, image.bytes)
    try {
      await this.em.transactional(async (em) => {
        if (perfumeId !== undefined && !(await this.perfumes.setImage(em, perfumeId, imageUrl))) {
          throw new ImageRefusedError('unknownPerfume')
        }
        em.create(Image, {
          name,
          bytes: image.bytes.length,
          width: image.width,
          height: image.height,
          perfume: perfumeId ?? null,
        })
      })
    } catch (error) {
      await this.store
        .delete(name)
        .catch((cleanup: Error) => this.logger.warn(`Image ${name} left over: ${cleanup.message}`))
      throw error
    }
    return { imageUrl }
  }

  async stats(): Promise<ImageStats> {
    const [perfumes, [stored]] = await Promise.all([
      this.perfumes.imageCounts(),
      this.em.execute<{ images: number; bytes: string }[]>(
        'select count(*)::int as images, coalesce(sum(bytes), 0)::bigint as bytes from image',
      ),
    ])
    return {
      perfumesWithImage: perfumes.withImage,
      perfumesWithoutImage: perfumes.withoutImage,
      storedImages: stored.images,
      totalBytes: Number(stored.bytes),
    }
  }

  /** A stored image by the name in its address; anything but a name the shop made is a 404. */
  async find(name: string): Promise<StoredImage> {
    const image = IMAGE_NAME.test(name) ? await this.store.get(name) : null
    if (!image) throw new DomainError('NOT_FOUND', 'image_not_found')
    return image
  }

  private async bytesOf(source: ImageSource): Promise<Buffer> {
    if ('file' in source) return source.file
    const { imageUrl } = source
    if (imageUrl.startsWith('data:')) return decodeDataUrl(imageUrl)
    let link: URL
    try {
      link = new URL(imageUrl)
    } catch {
      throw new ImageRefusedError('notHttps')
    }
    return this.links.download(link)
  }
}

/** The bytes of a base64 data URL; its declared type is ignored like a file's name. */
function decodeDataUrl(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(',')
  if (comma < 0 || !DATA_URL_HEAD.test(dataUrl.slice(0, comma))) {
    throw new ImageRefusedError('unreadable')
  }
  const payload = dataUrl.slice(comma + 1)
  if (!payload) throw new ImageRefusedError('missing')
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) throw new ImageRefusedError('unreadable')
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0
  // Measured before decoding, so an oversized one costs no second copy.
  if ((payload.length / 4) * 3 - padding > MAX_IMAGE_BYTES) throw new ImageRefusedError('tooLarge')
  return Buffer.from(payload, 'base64')
}
