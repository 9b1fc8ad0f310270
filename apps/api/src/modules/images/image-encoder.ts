import type { Metadata } from 'sharp'
import { ImageRefusedError } from './errors/image-refused.error'
import { MAX_IMAGE_BYTES, MAX_INPUT_PIXELS } from './image-limits'

type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp'

/** What the shop stores: WebP, no metadata, at most this many pixels a side. */
const STORED_MAX_SIDE = 1200

export interface EncodedImage {
  bytes: Buffer
  width: number
  height: number
}

/**
 * The format a file's first bytes say it is, or null. The name and the declared type of an
 * upload are never asked: they are whatever the sender wants them to be.
 */
function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg'
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png'
  }
  const head = bytes.subarray(0, 12).toString('latin1')
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'gif'
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'webp'
  return null
}

/**
 * Decodes an uploaded image and draws it again as WebP: whatever else the file carried (EXIF
 * with its location, comments, a script appended after the picture) is not in the new file.
 * Only the first frame of an animation is kept.
 */
export async function reencodeImage(input: Buffer): Promise<EncodedImage> {
  if (input.length > MAX_IMAGE_BYTES) throw new ImageRefusedError('tooLarge')
  const format = sniffImageFormat(input)
  if (!format) throw new ImageRefusedError('format')
  // sharp (libvips) is loaded on the first upload, not at every start.
  const { default: sharp } = await import('sharp')
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
  let declared: Metadata
  try {
    declared = await image.metadata()
  } catch {
    throw new ImageRefusedError('unreadable')
  }
  // The decoder picks by content too; a disagreement means a file made to confuse one of us.
  if (declared.format !== format) throw new ImageRefusedError('unreadable')
  if ((declared.width ?? 0) * (declared.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new ImageRefusedError('tooManyPixels')
  }
  try {
    const { data, info } = await image
      // Turned upright by its EXIF orientation before the EXIF is dropped.
      .rotate()
      .resize({
        width: STORED_MAX_SIDE,
        height: STORED_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true })
    return { bytes: data, width: info.width, height: info.height }
  } catch {
    throw new ImageRefusedError('unreadable')
  }
}
