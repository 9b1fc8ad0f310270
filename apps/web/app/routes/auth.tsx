import { LoginSchema, RegisterSchema } from '@aurum/contracts'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  useSearchParams,
} from '@remix-run/react'
import { FormField } from '~/components/form-field'
import { NoticeBox } from '~/components/notice-box'
import { apiErrorText, apiFieldErrors } from '~/utils/api-messages.server'
import { isApiUnavailable } from '~/utils/api-unavailable'
import { apiFor } from '~/utils/api.server'
import { getUser } from '~/utils/auth.server'
import { type FieldErrors, parseForm } from '~/utils/forms.server'
import { startGoogleSignIn } from '~/utils/google-sign-in.server'
import { type PageNotice, redirectWithNotice, takeNotice } from '~/utils/page-notice.server'
import { rateLimitMessage } from '~/utils/rate-limit.server'
import { safeRedirect } from '~/utils/safe-redirect'
import { signedIn } from '~/utils/sign-in.server'

export const meta: MetaFunction = () => [{ title: 'Acceso a tu cuenta | Aurum Decants' }]

type Tab = 'login' | 'registro'

const googleFailure = (description: string): PageNotice => ({
  role: 'alert',
  title: 'Error de autenticación',
  description,
})

/**
 * The only texts /auth shows for `?error=` or `?message=`: the URL names a key, never the words,
 * so a link cannot put a message of its own on the shop's sign-in page.
 */
const NOTICES = new Map<string, PageNotice>([
  [
    'login-required',
    {
      role: 'status',
      title: 'Inicia sesión para continuar',
      description: 'Necesitas estar registrado para realizar la compra',
    },
  ],
  ['google-cancelled', googleFailure('Has cancelado el acceso con Google')],
  ['google-invalid-state', googleFailure('La solicitud de Google no es válida o ha caducado')],
  [
    'google-unverified-email',
    googleFailure('Tu email de Google no está verificado: inicia sesión con tu contraseña'),
  ],
  ['google-no-email', googleFailure('Tu cuenta de Google no tiene email')],
  ['google-failed', googleFailure('No se pudo completar el acceso con Google')],
  ['google-disabled', googleFailure('El acceso con Google no está disponible')],
  [
    'google-bad-data',
    {
      role: 'alert',
      title: 'Error procesando datos de autenticación',
      description: 'No pudimos usar los datos de tu cuenta de Google: inténtalo de nuevo.',
    },
  ],
])

/** An `?error=` the shop did not write: the spec's title, and nothing of the URL's words. */
const UNKNOWN_ERROR = googleFailure('Error desconocido')

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const redirectTo = safeRedirect(url.searchParams.get('redirectTo'))
  // Taken first, so a notice meant for this page does not wait in the session for another visit.
  const { notice: posted, headers } = await takeNotice(request)
  if (await getUser(request)) throw redirect(redirectTo, { headers })
  const api = await apiFor(request)
  const { data: providers } = await api.GET('/api/auth/providers')
  const key = url.searchParams.get('error') ?? url.searchParams.get('message') ?? ''
  return data(
    {
      tab: (url.searchParams.get('tab') === 'registro' ? 'registro' : 'login') as Tab,
      notice: posted ?? NOTICES.get(key) ?? (url.searchParams.has('error') ? UNKNOWN_ERROR : null),
      redirectTo,
      google: Boolean(providers?.google),
    },
    { headers },
  )
}

interface Failure {
  tab: Tab
  toast: { title: string; description: string }
  fieldErrors: FieldErrors
  values: Record<string, string>
}

function failure(
  tab: Tab,
  status: number,
  description: string,
  fieldErrors: FieldErrors,
  values: Record<string, string>,
) {
  const title = tab === 'login' ? 'Error de inicio de sesión' : 'Error de registro'
  return data<Failure>({ tab, toast: { title, description }, fieldErrors, values }, { status })
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const redirectTo = safeRedirect(form.get('redirectTo'))

  // Google sign-in leaves through the API and comes back to /auth/google: the page to return to
  // waits in this session rather than travelling through the API and Google.
  if (form.get('intent') === 'google') return startGoogleSignIn(request, redirectTo)

  const tab: Tab = form.get('intent') === 'register' ? 'registro' : 'login'
  const api = await apiFor(request)

  if (tab === 'login') {
    const values = { login: String(form.get('login') ?? '') }
    const parsed = parseForm(LoginSchema, form, ['login', 'password'])
    if (parsed.fieldErrors)
      return failure(tab, 400, 'Revisa los campos marcados', parsed.fieldErrors, values)
    const {
      data: answer,
      error,
      response,
    } = await api.POST('/api/auth/login', { body: parsed.data })
    if (answer) return signedIn(request, answer, redirectTo, 'Inicio de sesión exitoso')
    const limited = rateLimitMessage(response)
    if (limited) return failure(tab, 429, limited, {}, values)
    // Spec 000: the server's message, else 'Login failed', both in Spanish here.
    return failure(
      tab,
      response.status,
      apiErrorText(error, 'No se pudo iniciar sesión'),
      // The API not answering says nothing about the password (the message is the connection's).
      isApiUnavailable(error) ? {} : { password: ['Email, usuario o contraseña incorrectos'] },
      values,
    )
  }

  const values = {
    username: String(form.get('username') ?? ''),
    email: String(form.get('email') ?? ''),
  }
  const parsed = parseForm(RegisterSchema, form, ['username', 'email', 'password'])
  if (parsed.fieldErrors)
    return failure(tab, 400, 'Revisa los campos marcados', parsed.fieldErrors, values)
  const {
    data: registered,
    error,
    response,
  } = await api.POST('/api/auth/register', { body: parsed.data })
  if (registered) {
    // The API answers the same for a free and a taken address: signing in tells them apart here,
    // and a taken address is never named as such (its owner got a mail instead).
    const { data: answer } = await api.POST('/api/auth/login', {
      body: { login: parsed.data.email, password: parsed.data.password },
    })
    // A verified account was there before: the owner typed their own password.
    if (answer)
      return signedIn(
        request,
        answer,
        redirectTo,
        answer.user.emailVerified ? 'Inicio de sesión exitoso' : 'Registro exitoso',
      )
    const back = new URLSearchParams({ tab: 'login' })
    if (redirectTo !== '/') back.set('redirectTo', redirectTo)
    return redirectWithNotice(request, `/auth?${back.toString()}`, {
      role: 'status',
      title: `Te hemos enviado un correo a ${registered.email}. Ábrelo para continuar.`,
    })
  }
  const limited = rateLimitMessage(response)
  if (limited) return failure(tab, 429, limited, {}, values)
  return failure(
    tab,
    response.status,
    apiErrorText(error, 'No se pudo completar el registro'),
    apiFieldErrors(error),
    values,
  )
}

export default function AuthPage() {
  const { tab: initialTab, notice, redirectTo, google } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const [params] = useSearchParams()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') !== 'google'
  const tab = result?.tab ?? initialTab
  const tabLink = (target: Tab) => {
    const next = new URLSearchParams(params)
    next.set('tab', target)
    return `?${next.toString()}`
  }
  const errors = result?.fieldErrors ?? {}
  const tabClass =
    'flex-1 rounded-full px-4 py-2 text-center font-medium aria-[current=page]:bg-gold aria-[current=page]:text-on-gold'

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-center font-display text-3xl font-bold text-gold">Acceso a tu cuenta</h1>
      {notice ? <NoticeBox {...notice} /> : null}
      {result?.toast ? <NoticeBox role="alert" {...result.toast} /> : null}
      <nav
        aria-label="Acceso"
        className="mt-6 flex gap-2 rounded-full border border-line bg-surface p-1"
      >
        <Link
          to={tabLink('login')}
          aria-current={tab === 'login' ? 'page' : undefined}
          className={tabClass}
        >
          Iniciar Sesión
        </Link>
        <Link
          to={tabLink('registro')}
          aria-current={tab === 'registro' ? 'page' : undefined}
          className={tabClass}
        >
          Registrarse
        </Link>
      </nav>
      <div className="mt-6 rounded-2xl border border-line bg-surface p-6">
        {tab === 'login' ? (
          <>
            <Form method="post" className="flex flex-col gap-4" noValidate>
              <input type="hidden" name="intent" value="login" />
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <FormField
                id="acceso-login"
                name="login"
                label="Email o nombre de usuario"
                autoComplete="username"
                defaultValue={result?.values.login}
                errors={errors.login}
              />
              <FormField
                id="acceso-password"
                name="password"
                label="Contraseña"
                type="password"
                autoComplete="current-password"
                errors={errors.password}
              />
              <button
                type="submit"
                disabled={busy}
                className="rounded-full bg-gold px-6 py-3 font-semibold text-on-gold hover:bg-gold-strong disabled:opacity-60"
              >
                {busy ? 'Entrando...' : 'Iniciar Sesión'}
              </button>
            </Form>
            <p className="mt-3 text-center text-sm">
              <Link
                to="/recuperar-contrasena"
                className="text-gold underline hover:text-gold-strong"
              >
                ¿Olvidaste tu contraseña?
              </Link>
            </p>
            {google ? (
              <Form method="post" className="mt-4 flex flex-col">
                <input type="hidden" name="intent" value="google" />
                <input type="hidden" name="redirectTo" value={redirectTo} />
                <button
                  type="submit"
                  className="rounded-full border border-line px-6 py-3 text-center font-medium hover:border-gold"
                >
                  Continuar con Google
                </button>
              </Form>
            ) : null}
          </>
        ) : (
          <Form method="post" className="flex flex-col gap-4" noValidate>
            <input type="hidden" name="intent" value="register" />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <FormField
              id="registro-username"
              name="username"
              label="Nombre de usuario"
              autoComplete="username"
              defaultValue={result?.values.username}
              errors={errors.username}
            />
            <FormField
              id="registro-email"
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              defaultValue={result?.values.email}
              errors={errors.email}
            />
            <FormField
              id="registro-password"
              name="password"
              label="Contraseña"
              type="password"
              autoComplete="new-password"
              errors={errors.password}
            />
            <button
              type="submit"
              disabled={busy}
              className="rounded-full bg-gold px-6 py-3 font-semibold text-on-gold hover:bg-gold-strong disabled:opacity-60"
            >
              {busy ? 'Creando cuenta...' : 'Registrarse'}
            </button>
          </Form>
        )}
      </div>
    </div>
  )
}
