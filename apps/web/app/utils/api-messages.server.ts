import { type ErrorCode, errorText, isErrorReason } from '@aurum/contracts'
import { CONNECTION_ERROR } from './api-unavailable'
import type { FieldErrors } from './forms.server'

/**
 * The one place that turns an API refusal into the words a customer reads. The API answers
 * `{ code, reason, params, message, fieldErrors }`; a page shows the text of the reason with its
 * params (ERROR_REASONS, shared with the API), else the page's own text (the spec's, such as
 * 'Error al actualizar el perfil'), else the text of the code. No sentence is ever read.
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
/** A field message that is not text (no API answers that, but a page never shows an object). */
const GENERIC_FIELD = 'Valor no válido'

interface Refusal {
  code?: unknown
  reason?: unknown
  params?: unknown
  fieldErrors?: unknown
}

/** The text of a reason with its params; null for a reason this web does not know. */
function reasonText(answer: Refusal): string | null {
  if (!isErrorReason(answer.reason)) return null
  const params = answer.params && typeof answer.params === 'object' ? answer.params : undefined
  try {
    return errorText(answer.reason, params as never)
  } catch {
    // Params that do not fit the text (an API newer than this page): the page's own words.
    return null
  }
}

/**
 * What a page shows for a refused call (`error` as the API client gives it): the text of its
 * reason, else the page's own text, else the text of its code.
 */
export function apiErrorText(error: unknown, fallback?: string): string {
  const answer = (error ?? {}) as Refusal
  if (answer.code === 'API_UNAVAILABLE') return CONNECTION_ERROR
  const text = reasonText(answer)
  if (text) return text
  if (fallback) return fallback
  return typeof answer.code === 'string' && answer.code in CODE_TEXTS
    ? CODE_TEXTS[answer.code as ErrorCode]
    : GENERIC
}

/** The API's messages by field (Spanish, from the shared schemas), for a form to show. */
export function apiFieldErrors(error: unknown): FieldErrors {
  const fields = ((error ?? {}) as Refusal).fieldErrors
  if (!fields || typeof fields !== 'object') return {}
  // fromEntries, not assignment: a field named '__proto__' stays a field.
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>)
      .filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]))
      .map(([field, messages]) => [
        field,
        messages.map((message) => (typeof message === 'string' ? message : GENERIC_FIELD)),
      ]),
  )
}
