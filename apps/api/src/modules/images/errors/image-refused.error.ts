import { DomainError } from '../../../common/domain-error'
import { MAX_IMAGE_BYTES, MAX_INPUT_PIXELS } from '../image-limits'

/** Why an image was refused, in the words the admin panel shows after 'Error al subir imagen: '. */
export const IMAGE_REFUSALS = {
  missing: 'Selecciona un perfume y una imagen',
  tooLarge: `el archivo supera ${MAX_IMAGE_BYTES / 1024 / 1024} MB`,
  format: 'formato no admitido (JPG, PNG, GIF o WebP)',
  unreadable: 'la imagen no se puede leer',
  tooManyPixels: `la imagen supera los ${MAX_INPUT_PIXELS / 1_000_000} megapíxeles`,
  notHttps: 'el enlace debe ser https',
  privateAddress: 'el enlace apunta a una dirección privada',
  notDownloaded: 'no se pudo descargar el enlace',
  badForm: 'el formulario no es válido',
  unknownPerfume: 'el perfume no existe',
} as const

export type ImageRefusal = keyof typeof IMAGE_REFUSALS

/** An upload refused before anything was stored. */
export class ImageRefusedError extends DomainError<'image_refused'> {
  constructor(
    readonly refusal: ImageRefusal,
    fieldErrors?: Record<string, string[]>,
  ) {
    super(
      refusal === 'tooLarge'
        ? 'PAYLOAD_TOO_LARGE'
        : refusal === 'unknownPerfume'
          ? 'NOT_FOUND'
          : 'VALIDATION_FAILED',
      'image_refused',
      { params: { refusal, detail: IMAGE_REFUSALS[refusal] }, fieldErrors },
    )
  }
}
