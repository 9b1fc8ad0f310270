import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'
import { IMAGE_REFUSALS } from '../errors/image-refused.error'
import { MAX_UPLOAD_BODY_BYTES } from '../image-limits'

export const ImagePerfumeIdSchema = z.uuid({ error: IMAGE_REFUSALS.missing })

/**
 * The JSON form of an upload: an https link, or the image itself as a base64 data URL. Without a
 * perfume (the specification's client) the image is only stored, and its address answered for a
 * PUT /api/perfumes/{id} to set.
 */
export const UploadImageLinkSchema = z.strictObject({
  perfumeId: ImagePerfumeIdSchema.optional().describe(
    'The perfume whose image it becomes; without it the image is stored only',
  ),
  imageUrl: z
    .string({ error: IMAGE_REFUSALS.missing })
    .trim()
    .min(1, IMAGE_REFUSALS.missing)
    .max(MAX_UPLOAD_BODY_BYTES, IMAGE_REFUSALS.tooLarge)
    .describe(
      'https://... (fetched by the server from a public address) or data:image/...;base64,...',
    ),
})
export class UploadImageLinkDto extends createZodDto(UploadImageLinkSchema) {}

export const UploadedImageSchema = z.object({
  imageUrl: z
    .string()
    .describe('Where the shop serves it, relative to the web app: /media/{name} (WebP)'),
})
export class UploadedImageDto extends createZodDto(UploadedImageSchema) {}

export const ImageStatsSchema = z.object({
  perfumesWithImage: z.number().int(),
  perfumesWithoutImage: z.number().int(),
  storedImages: z.number().int().describe('Images uploaded and kept, replaced ones included'),
  totalBytes: z.number().int().describe('Their size as stored (WebP)'),
})
export class ImageStatsDto extends createZodDto(ImageStatsSchema) {}
export type ImageStats = z.output<typeof ImageStatsSchema>
