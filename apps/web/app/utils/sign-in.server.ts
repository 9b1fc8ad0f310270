import { displayName } from '@aurum/contracts'
import type { Schemas } from '@aurum/api-client'
import { CART_TOKEN_KEY } from './api.server'
import { AUTH_KEY, authFromAnswer } from './auth.server'
import { safeRedirect } from './safe-redirect'
import { redirectWithToast } from './toast.server'

/** Where a Google sign-in returns to: kept here, so the target never travels through the API. */
export const GOOGLE_REDIRECT_KEY = 'googleRedirectTo'

/** Keeps the new tokens in the session (the guest cart has joined the account) and greets. */
export function signedIn(
  request: Request,
  answer: Schemas['AuthAnswerDto_Output'],
  redirectTo: unknown,
  title: 'Inicio de sesión exitoso' | 'Registro exitoso',
) {
  const name = answer.user.name?.trim() || answer.user.email || displayName(answer.user)
  return redirectWithToast(
    request,
    safeRedirect(redirectTo),
    { title, description: `Bienvenido ${name}` },
    {
      sessionValues: {
        [AUTH_KEY]: authFromAnswer(answer),
        [CART_TOKEN_KEY]: undefined,
        [GOOGLE_REDIRECT_KEY]: undefined,
      },
    },
  )
}
