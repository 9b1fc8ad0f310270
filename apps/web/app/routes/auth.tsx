import type { ApiError } from '@aurum/contracts'
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
import { apiFor } from '~/utils/api.server'
import { getUser } from '~/utils/auth.server'
import { type FieldErrors, parseForm, safeRedirect } from '~/utils/forms.server'
import { env } from '~/utils/env.server'
import { signedIn } from '~/utils/sign-in.server'
import { redirectWithToast } from '~/utils/toast.server'

export const meta: MetaFunction = () => [{ title: 'Acceso a tu cuenta | Aurum Decants' }]

type Tab = 'login' | 'registro'

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const redirectTo = safeRedirect(url.searchParams.get('redirectTo'), '/')
  if (await getUser(request)) throw redirect(redirectTo)
  const api = await apiFor(request)

  // The Google return: a one-time code, traded here server to server; tokens never touch the URL.
  const code = url.searchParams.get('code')
  if (code) {
    const { data: answer } = await api.POST('/api/auth/google/exchange', { body: { code } })
    if (answer) throw await signedIn(request, answer, '/', 'Inicio de sesión exitoso')
    throw await redirectWithToast(request, '/auth', {
      title: 'Error de autenticación',
      description: 'Error procesando datos de autenticación',
      variant: 'destructive',
    })
  }
  if (url.searchParams.get('error')) {
    throw await redirectWithToast(request, '/auth', {
      title: 'Error de autenticación',
      description: url.searchParams.get('message')?.slice(0, 200) || 'Error desconocido',
      variant: 'destructive',
    })
  }

  const { data: providers } = await api.GET('/api/auth/providers')
  return {
    tab: (url.searchParams.get('tab') === 'registro' ? 'registro' : 'login') as Tab,
    loginRequired: url.searchParams.get('message') === 'login-required',
    redirectTo,
    googleUrl: providers?.google ? `${env.API_PUBLIC_URL}/api/auth/google` : null,
  }
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
  const tab: Tab = form.get('intent') === 'register' ? 'registro' : 'login'
  const redirectTo = safeRedirect(form.get('redirectTo'), '/')
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
    const apiError = error as ApiError | undefined
    if (response.status === 429) {
      return failure(
        tab,
        429,
        'Demasiados intentos fallidos. Espera unos minutos y vuelve a intentarlo.',
        {},
        values,
      )
    }
    return failure(
      tab,
      response.status,
      apiError?.message ?? 'Login failed',
      {
        password: ['Email, usuario o contraseña incorrectos'],
      },
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
    data: answer,
    error,
    response,
  } = await api.POST('/api/auth/register', { body: parsed.data })
  if (answer) return signedIn(request, answer, redirectTo, 'Registro exitoso')
  const apiError = error as ApiError | undefined
  return failure(
    tab,
    response.status,
    apiError?.message ?? 'Register failed',
    apiError?.fieldErrors ?? {},
    values,
  )
}

function Field(props: {
  id: string
  name: string
  label: string
  type?: string
  autoComplete: string
  defaultValue?: string
  errors?: string[]
}) {
  const errorId = `${props.id}-error`
  return (
    <div>
      <label htmlFor={props.id} className="mb-1 block text-sm">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? 'text'}
        required
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        aria-invalid={props.errors?.length ? true : undefined}
        aria-describedby={props.errors?.length ? errorId : undefined}
        className="w-full rounded-lg border border-line bg-canvas px-3 py-2 text-ink aria-[invalid=true]:border-danger"
      />
      {props.errors?.length ? (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {props.errors[0]}
        </p>
      ) : null}
    </div>
  )
}

export default function AuthPage() {
  const { tab: initialTab, loginRequired, redirectTo, googleUrl } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const [params] = useSearchParams()
  const busy = useNavigation().state === 'submitting'
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
      {loginRequired ? (
        <div role="status" className="mt-6 rounded-lg border border-gold bg-surface px-4 py-3">
          <p className="font-semibold">Inicia sesion para continuar</p>
          <p className="text-sm text-ink-muted">
            Necesitas estar registrado para realizar la compra
          </p>
        </div>
      ) : null}
      {result?.toast ? (
        <div role="alert" className="mt-6 rounded-lg border border-danger bg-surface px-4 py-3">
          <p className="font-semibold text-danger">{result.toast.title}</p>
          <p className="text-sm text-ink-muted">{result.toast.description}</p>
        </div>
      ) : null}
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
          <Form method="post" className="flex flex-col gap-4" noValidate>
            <input type="hidden" name="intent" value="login" />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <Field
              id="acceso-login"
              name="login"
              label="Email o nombre de usuario"
              autoComplete="username"
              defaultValue={result?.values.login}
              errors={errors.login}
            />
            <Field
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
            {googleUrl ? (
              <a
                href={googleUrl}
                className="rounded-full border border-line px-6 py-3 text-center font-medium hover:border-gold"
              >
                Continuar con Google
              </a>
            ) : null}
          </Form>
        ) : (
          <Form method="post" className="flex flex-col gap-4" noValidate>
            <input type="hidden" name="intent" value="register" />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <Field
              id="registro-username"
              name="username"
              label="Nombre de usuario"
              autoComplete="username"
              defaultValue={result?.values.username}
              errors={errors.username}
            />
            <Field
              id="registro-email"
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              defaultValue={result?.values.email}
              errors={errors.email}
            />
            <Field
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
