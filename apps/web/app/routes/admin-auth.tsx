import { LoginSchema } from '@aurum/contracts'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { CONNECTION_ERROR, isApiUnavailable } from '~/utils/api-unavailable'
import { apiFor } from '~/utils/api.server'
import { getUser } from '~/utils/auth.server'
import { parseForm } from '~/utils/forms.server'
import { rateLimitMessage } from '~/utils/rate-limit.server'
import { signedIn } from '~/utils/sign-in.server'

export const meta: MetaFunction = () => [{ title: 'Acceso de administrador | Aurum Decants' }]

export async function loader({ request }: LoaderFunctionArgs) {
  if ((await getUser(request))?.role === 'admin') throw redirect('/admin')
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const email = String(form.get('login') ?? '')
  const parsed = parseForm(LoginSchema, form, ['login', 'password'])
  if (parsed.fieldErrors) {
    return data({ message: 'El email y la contraseña son obligatorios', email }, { status: 400 })
  }
  const api = await apiFor(request)
  const {
    data: answer,
    error,
    response,
  } = await api.POST('/api/auth/admin/login', { body: parsed.data })
  if (answer) return signedIn(request, answer, '/admin', 'Inicio de sesión exitoso')
  // Spec 001: a network failure is the connection text, any other the credentials'.
  const message =
    rateLimitMessage(response) ??
    (isApiUnavailable(error)
      ? CONNECTION_ERROR
      : 'Credenciales incorrectas. Solo el administrador autorizado puede acceder.')
  return data({ message, email }, { status: response.status })
}

export default function AdminAuth() {
  const result = useActionData<typeof action>()
  const checking = useNavigation().state === 'submitting'
  const [showPassword, setShowPassword] = useState(false)
  const input = 'w-full rounded-lg border border-line bg-canvas px-3 py-2 text-ink'
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-center font-display text-3xl font-bold text-gold">
        Panel de Administración
      </h1>
      <Form
        method="post"
        className="mt-8 flex flex-col gap-4 rounded-2xl border border-line bg-surface p-6"
      >
        {result?.message ? (
          <p role="alert" className="rounded-lg border border-danger px-3 py-2 text-sm text-danger">
            {result.message}
          </p>
        ) : null}
        <div>
          <label htmlFor="admin-email" className="mb-1 block text-sm">
            Email
          </label>
          <input
            id="admin-email"
            name="login"
            type="email"
            required
            autoComplete="username"
            defaultValue={result?.email}
            className={input}
          />
        </div>
        <div>
          <label htmlFor="admin-password" className="mb-1 block text-sm">
            Contraseña
          </label>
          <div className="flex gap-2">
            <input
              id="admin-password"
              name="password"
              type={showPassword ? 'text' : 'password'}
              required
              autoComplete="current-password"
              className={input}
            />
            <button
              type="button"
              onClick={() => setShowPassword((shown) => !shown)}
              aria-pressed={showPassword}
              className="rounded-lg border border-line px-3 text-sm hover:border-gold"
            >
              {showPassword ? 'Ocultar' : 'Mostrar'}
            </button>
          </div>
        </div>
        <button
          type="submit"
          disabled={checking}
          className="rounded-full bg-gold px-6 py-3 font-semibold text-on-gold hover:bg-gold-strong disabled:opacity-60"
        >
          {checking ? 'Verificando...' : 'Acceder al Panel'}
        </button>
        <Link to="/" className="text-center text-sm text-gold hover:underline">
          Volver al Inicio
        </Link>
      </Form>
    </div>
  )
}
