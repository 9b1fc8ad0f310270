import type { ErrorCode } from '@aurum/contracts'
import type { FieldErrors } from './forms.server'

/**
 * The API answers `{ code, message, fieldErrors }` with many messages in English (they are read by
 * developers and logs too); a page shows only Spanish. This module is the one place that turns an
 * API refusal into the words a customer reads: the API's message when it is already Spanish, its
 * Spanish version when it is a known English one, otherwise the page's own text (the spec's, such
 * as 'Error al actualizar el perfil') or the text of the error's code.
 */

/** What a refusal says when neither the API's words nor the page have anything better. */
export const CODE_TEXTS: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Revisa los datos introducidos.',
  LINK_INVALID: 'El enlace no es válido o ha caducado. Pide uno nuevo.',
  UNAUTHENTICATED: 'Inicia sesión para continuar',
  INVALID_CREDENTIALS: 'Los datos de acceso no son correctos',
  SESSION_ENDED: 'Tu sesión ha terminado: inicia sesión de nuevo',
  FORBIDDEN: 'No tienes permiso para hacer esto',
  NOT_FOUND: 'No se encontró lo que buscas',
  CONFLICT: 'No se pudo completar la operación: los datos han cambiado',
  OUT_OF_STOCK: 'No queda stock suficiente',
  PAYLOAD_TOO_LARGE: 'El archivo es demasiado grande',
  RATE_LIMITED: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  INTERNAL_ERROR: 'Ha ocurrido un error inesperado.',
  SERVICE_UNAVAILABLE: 'El servicio no está disponible. Inténtalo de nuevo en unos minutos.',
}

const GENERIC = 'Inténtalo de nuevo en unos minutos.'
/** A field's message the API gave in English and nobody has put into Spanish yet. */
const GENERIC_FIELD = 'Valor no válido'

type Translation = [RegExp, string | ((...groups: string[]) => string)]

const waitText = (amount: string, unit: string) =>
  `Demasiados intentos. Espera ${amount} ${unit === 'seconds' ? 'segundos' : 'minutos'} y vuelve a intentarlo.`

/** Every English message of the API (apps/api/src), whole; the unit test reads the source. */
const MESSAGES: Translation[] = [
  // Sign-in and sessions.
  [/^Login failed$/, CODE_TEXTS.INVALID_CREDENTIALS],
  [
    /^Register failed: this username is taken$/,
    'No se pudo crear la cuenta: el nombre de usuario ya existe',
  ],
  [/^Session ended; sign in again$/, CODE_TEXTS.SESSION_ENDED],
  [/^Authentication required$/, CODE_TEXTS.UNAUTHENTICATED],
  [/^Invalid or expired access token$/, 'Tu sesión ha caducado: inicia sesión de nuevo'],
  [/^Invalid or expired sign-in code$/, 'El código de acceso no es válido o ha caducado'],
  // Mailed links: verification and password reset.
  [/^This link is not valid or has expired$/, CODE_TEXTS.LINK_INVALID],
  [/^This email is already confirmed$/, 'Tu email ya está confirmado'],
  [/^This email belongs to another account$/, 'Ese email ya es el de otra cuenta'],
  [/^No failed mail with this id$/, 'No hay ningún correo fallido con ese identificador'],
  [/^This needs an administrator$/, 'Solo los administradores autorizados pueden hacer esto'],
  [/^Too many (?:requests|sign-in attempts); try again in (\d+) (seconds|minutes)$/, waitText],
  // The account.
  [/^The password is not correct$/, 'La contraseña no es correcta'],
  [/^The current password is not correct$/, 'La contraseña actual no es correcta'],
  [
    /^This account has no password: confirm with (.+)$/,
    (word) => `Tu cuenta no tiene contraseña: escribe ${word} para confirmar`,
  ],
  [
    /^An account that signs in with Google keeps its email$/,
    'Tu cuenta inicia sesión con Google: su email no se puede cambiar',
  ],
  [
    /^Changing the email needs the current password$/,
    'Introduce tu contraseña actual para cambiar el email',
  ],
  [
    /^This account signs in with Google only$/,
    'Tu cuenta inicia sesión con Google y no tiene contraseña',
  ],
  [/^Profile not updated: .+ already in use$/, 'El email o el nombre de usuario ya están en uso'],
  // Things that are not there (any more).
  [/^User not found$/, 'Usuario no encontrado'],
  [/^Session not found$/, 'Sesión no encontrada'],
  [/^Image not found$/, 'Imagen no encontrada'],
  [/^Order not found$/, 'Pedido no encontrado'],
  [/^Invoice not found$/, 'Factura no encontrada'],
  [/^Refund not found$/, 'Reembolso no encontrado'],
  [/^Perfume not found$/, 'Perfume no encontrado'],
  [/^Bottle not found$/, 'Frasco no encontrado'],
  [/^Collection not found$/, 'Colección no encontrada'],
  [/^Review not found$/, 'Reseña no encontrada'],
  [/^Notification not found$/, 'Notificación no encontrada'],
  [/^Contact message not found$/, 'Mensaje no encontrado'],
  [/^Favorite not found$/, 'Favorito no encontrado'],
  [/^This perfume is not in your favorites$/, 'Este perfume no está en tus favoritos'],
  [/^Address not found$/, 'Dirección no encontrada'],
  [/^Cart line not found$/, 'Ese producto ya no está en tu carrito'],
  [/^Checkout not found$/, 'Pago no encontrado'],
  [/^Setup page not found$/, 'Página de pago no encontrada'],
  [/^No local payments here$/, 'Los pagos de prueba no están disponibles'],
  [/^Stripe is not configured$/, 'El pago con tarjeta no está disponible'],
  // The cart, reviews, payments, the server.
  [/^This perfume has no (.+)$/, (size) => `Este perfume no tiene el tamaño ${size}`],
  [/^Only (\d+) left of this size$/, (stock) => `Solo quedan ${stock} unidades de este tamaño`],
  [/^This size is sold out$/, 'Este tamaño está agotado'],
  [/^A review cannot move to another perfume$/, 'La reseña es de otro perfume'],
  [/^Invalid webhook signature$/, 'La firma del aviso de pago no es válida'],
  [/^Database unavailable$/, CODE_TEXTS.SERVICE_UNAVAILABLE],
  [/^Internal server error$/, CODE_TEXTS.INTERNAL_ERROR],
  // The API's input check (ApiExceptionFilter): the fields say what is wrong.
  [/^Invalid input: /, 'Revisa los campos marcados.'],
]

/** English messages of the API's fields (ApiExceptionFilter, the cart). */
const FIELD_MESSAGES: Translation[] = [
  [/^Unknown field$/, 'Campo no admitido'],
  [/^Available sizes: (.+)$/, (sizes) => `Tamaños disponibles: ${sizes}`],
  [/^Required$/, 'Este campo es obligatorio'],
]

/**
 * Spanish is told by its letters or its small words, none of which English uses: the API's
 * Spanish messages ('Cupón no válido', 'Hay perfumes que no existen') all have one.
 */
export function looksSpanish(text: string): boolean {
  return (
    /[áéíóúñ¿¡]/i.test(text) ||
    /\b(de|del|el|la|las|los|un|una|que|en|ya|es|tu|tus|este|esta|para|con|se)\b/i.test(text)
  )
}

function translate(text: string, table: Translation[]): string | null {
  for (const [pattern, spanish] of table) {
    const match = pattern.exec(text)
    if (match) return typeof spanish === 'string' ? spanish : spanish(...match.slice(1))
  }
  return null
}

/** A message of the API in Spanish: its translation, itself when already Spanish, or null. */
export function inSpanish(message: string): string | null {
  return translate(message, MESSAGES) ?? (looksSpanish(message) ? message : null)
}

/** A field's message of the API in Spanish, or null. */
export function fieldInSpanish(message: string): string | null {
  return translate(message, FIELD_MESSAGES) ?? inSpanish(message)
}

interface Refusal {
  code?: unknown
  message?: unknown
  fieldErrors?: unknown
}

/**
 * What a page shows for a refused call (`error` as the API client gives it): the API's message in
 * Spanish, else the page's own text, else the text of the error's code.
 */
export function apiErrorText(error: unknown, fallback?: string): string {
  const answer = (error ?? {}) as Refusal
  const spanish = typeof answer.message === 'string' ? inSpanish(answer.message) : null
  if (spanish) return spanish
  if (fallback) return fallback
  return typeof answer.code === 'string' && answer.code in CODE_TEXTS
    ? CODE_TEXTS[answer.code as ErrorCode]
    : GENERIC
}

/** The API's messages by field, in Spanish, for a form to show next to its fields. */
export function apiFieldErrors(error: unknown): FieldErrors {
  const fields = ((error ?? {}) as Refusal).fieldErrors
  if (!fields || typeof fields !== 'object') return {}
  // fromEntries, not assignment: a field named '__proto__' stays a field.
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>)
      .filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]))
      .map(([field, messages]) => [
        field,
        messages.map((message) =>
          typeof message === 'string' ? (fieldInSpanish(message) ?? GENERIC_FIELD) : GENERIC_FIELD,
        ),
      ]),
  )
}
