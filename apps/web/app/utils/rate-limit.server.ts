/**
 * The page's answer when the API says 429 (register, login, contact, newsletter, cart, checkout):
 * a message for the form, with the wait from Retry-After when the API gives it in seconds. Null
 * for any other answer.
 */
export function rateLimitMessage(response: Response): string | null {
  if (response.status !== 429) return null
  const seconds = Number(response.headers.get('Retry-After'))
  if (!Number.isFinite(seconds) || seconds <= 0) {
    return 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.'
  }
  const minutes = Math.ceil(seconds / 60)
  const wait = minutes === 1 ? '1 minuto' : `${minutes} minutos`
  return `Demasiados intentos. Espera ${wait} y vuelve a intentarlo.`
}
