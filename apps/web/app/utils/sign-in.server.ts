import { displayName } from '@aurum/contracts'
import { createApiClient, type Schemas } from '@aurum/api-client'
import { saveTheme, siteTheme } from './account-settings.server'
import { CART_TOKEN_KEY } from './api.server'
import { AUTH_KEY, authFromAnswer } from './auth.server'
import { env } from './env.server'
import { safeRedirect } from './safe-redirect'
import { getTheme, serializeTheme } from './theme.server'
import { redirectWithToast } from './toast.server'

/** Where a Google sign-in returns to: kept here, so the target never travels through the API. */
export const GOOGLE_REDIRECT_KEY = 'googleRedirectTo'
/** The nonce that binds a Google sign-in to this browser (google-sign-in.server.ts). */
export const GOOGLE_NONCE_KEY = 'googleNonce'

/**
 * Keeps the new tokens in the session (the guest cart has joined the account) and greets. Signing
 * in puts the account's saved theme on the site; a new account keeps the theme the visitor chose,
 * and is told where its confirmation link went.
 */
export async function signedIn(
  request: Request,
  answer: Schemas['AuthAnswerDto_Output'],
  redirectTo: unknown,
  title: 'Inicio de sesión exitoso' | 'Registro exitoso',
) {
  const name = answer.user.name?.trim() || answer.user.email || displayName(answer.user)
  const newAccount = title === 'Registro exitoso'
  const theme = await accountTheme(request, answer.accessToken, newAccount)
  const description = newAccount
    ? `Bienvenido ${name}. Te hemos enviado un enlace de confirmación a ${answer.user.email}.`
    : `Bienvenido ${name}`
  return redirectWithToast(
    request,
    safeRedirect(redirectTo),
    { title, description },
    {
      headers: theme ? { 'Set-Cookie': await serializeTheme(theme) } : undefined,
      sessionValues: {
        [AUTH_KEY]: authFromAnswer(answer),
        [CART_TOKEN_KEY]: undefined,
        [GOOGLE_REDIRECT_KEY]: undefined,
        [GOOGLE_NONCE_KEY]: undefined,
      },
    },
  )
}

/** The theme the site takes after signing in, if any: one call to the API, never a failure. */
async function accountTheme(request: Request, accessToken: string, newAccount: boolean) {
  const headers: Record<string, string> = {}
  for (const name of ['x-forwarded-for', 'user-agent']) {
    const value = request.headers.get(name)
    if (value) headers[name] = value
  }
  const api = createApiClient({ baseUrl: env.API_URL, accessToken, headers })
  try {
    if (newAccount) {
      // A new account has the default (dark): a visitor who chose another keeps it, saved.
      const visitorTheme = await getTheme(request)
      if (visitorTheme !== 'dark') await saveTheme(api, visitorTheme)
      return null
    }
    const { data: settings } = await api.GET('/api/user/settings')
    return settings ? siteTheme(settings.appearance.theme) : null
  } catch {
    // The API did not answer in time: the sign-in stands, with the theme the browser has.
    return null
  }
}
