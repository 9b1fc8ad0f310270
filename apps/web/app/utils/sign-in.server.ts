import { displayName } from '@aurum/contracts'
import type { Schemas } from '@aurum/api-client'
import { CART_TOKEN_KEY } from './api.server'
import { AUTH_KEY, authFromAnswer } from './auth.server'
import { redirectWithToast } from './toast.server'

/** Keeps the new tokens in the session (the guest cart has joined the account) and greets. */
export function signedIn(
  request: Request,
  answer: Schemas['AuthAnswerDto_Output'],
  redirectTo: string,
  title: 'Inicio de sesión exitoso' | 'Registro exitoso',
) {
  const name = answer.user.name?.trim() || answer.user.email || displayName(answer.user)
  return redirectWithToast(
    request,
    redirectTo,
    { title, description: `Bienvenido ${name}` },
    { sessionValues: { [AUTH_KEY]: authFromAnswer(answer), [CART_TOKEN_KEY]: undefined } },
  )
}
