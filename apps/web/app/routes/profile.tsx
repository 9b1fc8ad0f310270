import { ProfileUpdateSchema, STORE_TIME_ZONE } from '@aurum/contracts'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { NoticeBox } from '~/components/notice-box'
import { VerifyEmailReminder } from '~/components/verify-email-reminder'
import { apiFieldErrors } from '~/utils/api-messages.server'
import { apiFailure, apiFor } from '~/utils/api.server'
import {
  AUTH_KEY,
  getAuth,
  requireCustomer,
  requireUser,
  signOutIfEnded,
} from '~/utils/auth.server'
import { type FieldErrors, parseForm } from '~/utils/forms.server'
import { redirectWithNotice, takeNotice } from '~/utils/page-notice.server'
import { rateLimitMessage } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'

export const meta: MetaFunction = () => [{ title: 'Mi Perfil | Aurum Decants' }]

const FIELDS = ['name', 'username', 'email', 'phone', 'currentPassword'] as const
type Field = (typeof FIELDS)[number]
type ActivityType = 'order' | 'review' | 'favorite' | 'login' | 'other'

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireCustomer(request, 'Debes iniciar sesión para ver tu perfil')
  const api = await apiFor(request)
  const [profile, stats, activity] = await Promise.all([
    api.GET('/api/profile'),
    api.GET('/api/user/stats'),
    api.GET('/api/user/activity'),
  ])
  await signOutIfEnded(request, profile, stats, activity)
  if (!profile.data || !stats.data || !activity.data)
    throw apiFailure('Error obteniendo estadísticas', profile, stats, activity)
  const { name, username, email, phone, avatarUrl, createdAt } = profile.data
  const { notice, headers } = await takeNotice(request)
  return data(
    {
      profile: { name, username, email, phone, avatarUrl, createdAt },
      // The session's user says it (read from the API every few minutes): no call more for it.
      unverified: user.emailVerified === false,
      notice,
      stats: stats.data,
      activity: activity.data.map(({ id, type, title, description, date }) => ({
        id,
        type,
        title,
        description,
        date,
      })),
      // Edit mode is a URL, so 'Editar' and 'Cancelar' are links that work without JavaScript.
      editing: new URL(request.url).searchParams.get('editar') === '1',
    },
    { headers },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request)
  const form = await request.formData()
  // What the customer typed goes back to the form on a refusal; the password never does.
  const values = {
    name: String(form.get('name') ?? ''),
    username: String(form.get('username') ?? ''),
    email: String(form.get('email') ?? ''),
    phone: String(form.get('phone') ?? ''),
  }
  const refused = (fieldErrors: FieldErrors, status: number) =>
    data({ fieldErrors, values }, { status })

  const parsed = parseForm(ProfileUpdateSchema, form, [...FIELDS])
  if (parsed.fieldErrors) return refused(parsed.fieldErrors, 400)
  const api = await apiFor(request)
  const { data: user, error, response } = await api.PUT('/api/profile', { body: parsed.data })
  const limited = rateLimitMessage(response)
  if (limited) return refused({ form: [limited] }, 429)
  if (!user) {
    const fieldErrors = apiFieldErrors(error)
    return refused(
      Object.keys(fieldErrors).length
        ? fieldErrors
        : { form: ['No se pudo guardar. Inténtalo de nuevo en unos minutos.'] },
      response.status >= 500 ? 502 : response.status,
    )
  }
  // The header's user menu shows the name from the session: it follows the new profile.
  const auth = await getAuth(request)
  const { id, email, username, name, role, emailVerified, pendingEmail } = user
  const sessionValues = auth
    ? {
        // 'Cliente Premium' is not part of the profile's answer: the kept one stays.
        [AUTH_KEY]: {
          ...auth,
          user: { ...auth.user, id, email, username, name, role, emailVerified },
        },
      }
    : {}
  // A new email waits for its owner to follow the link mailed to it: the page says so and stays.
  if (pendingEmail !== null && pendingEmail === parsed.data.email)
    return redirectWithNotice(
      request,
      '/profile',
      {
        role: 'status',
        title: 'Perfil actualizado',
        description: `Te hemos enviado un enlace a ${pendingEmail} para confirmar el cambio. Hasta entonces seguirás usando ${email}.`,
      },
      sessionValues,
    )
  return redirectWithToast(request, '/profile', { title: 'Perfil actualizado' }, { sessionValues })
}

const memberSince = new Intl.DateTimeFormat('es-ES', {
  dateStyle: 'long',
  timeZone: STORE_TIME_ZONE,
})
const activityDate = new Intl.DateTimeFormat('es-ES', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: STORE_TIME_ZONE,
})

export default function ProfilePage() {
  const { profile, stats, activity, editing, unverified, notice } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const saving = useNavigation().state === 'submitting'
  const shownName = profile.name || profile.email

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 sm:px-6">
      <div>
        <h1 className="font-display text-4xl font-bold text-gold">Mi Perfil</h1>
        {notice ? <NoticeBox {...notice} /> : null}
      </div>

      <section aria-labelledby="datos" className="rounded-2xl border border-line bg-surface p-6">
        <h2 id="datos" className="sr-only">
          Datos personales
        </h2>
        <div className="flex flex-col items-start gap-5 sm:flex-row sm:items-center">
          {profile.avatarUrl ? (
            <img
              src={profile.avatarUrl}
              alt=""
              className="h-20 w-20 rounded-full border border-gold object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex h-20 w-20 items-center justify-center rounded-full bg-gold font-display text-3xl font-semibold text-on-gold"
            >
              {shownName.charAt(0).toUpperCase()}
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="font-display text-2xl font-semibold [overflow-wrap:anywhere]">
              {shownName}
            </p>
            <p className="text-ink-muted [overflow-wrap:anywhere]">{profile.email}</p>
            {profile.phone ? <p className="text-ink-muted">{profile.phone}</p> : null}
            <p className="mt-1 text-sm text-ink-muted">
              Miembro desde {memberSince.format(new Date(profile.createdAt))}
            </p>
          </div>
          {editing || result ? null : (
            <Link
              to="/profile?editar=1"
              className="rounded-full border border-gold px-5 py-2 text-gold hover:bg-surface-raised"
            >
              Editar
            </Link>
          )}
        </div>
        {unverified ? <VerifyEmailReminder email={profile.email} as="note" /> : null}

        {editing || result ? (
          <ProfileForm
            // A new key after each answer puts the submitted values back in the fields.
            key={JSON.stringify(result?.values ?? null)}
            values={result?.values ?? { ...profile, username: profile.username || profile.email }}
            errors={result?.fieldErrors ?? null}
            saving={saving}
          />
        ) : null}
      </section>

      <section aria-labelledby="resumen">
        <h2 id="resumen" className="sr-only">
          Resumen
        </h2>
        <dl className="grid grid-cols-3 gap-3 sm:gap-4">
          <Counter label="Favoritos" value={stats.favoritesCount} />
          <Counter label="Pedidos" value={stats.ordersCount} />
          <Counter label="Reseñas" value={stats.reviewsCount} />
        </dl>
      </section>

      <section
        aria-labelledby="actividad"
        className="rounded-2xl border border-line bg-surface p-6"
      >
        <h2 id="actividad" className="font-display text-xl font-semibold">
          Actividad Reciente
        </h2>
        {activity.length ? (
          <ul className="mt-4 flex flex-col divide-y divide-line">
            {activity.map((item) => (
              <li key={item.id} className="flex items-start gap-4 py-3">
                <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full border border-line text-gold">
                  <ActivityIcon type={item.type} />
                </span>
                <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:justify-between sm:gap-4">
                  <div className="min-w-0">
                    <p className="font-semibold">{item.title}</p>
                    <p className="text-sm text-ink-muted">{item.description}</p>
                  </div>
                  <time dateTime={item.date} className="shrink-0 text-sm text-ink-muted">
                    {activityDate.format(new Date(item.date))}
                  </time>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-ink-muted">No hay actividad reciente</p>
        )}
      </section>
    </div>
  )
}

function ProfileForm({
  values,
  errors,
  saving,
}: {
  values: { name: string | null; username: string; email: string; phone: string | null }
  errors: FieldErrors | null
  saving: boolean
}) {
  const failed = errors !== null
  const input = 'w-full rounded-lg border border-line bg-canvas px-3 py-2 text-ink'
  const field = (
    name: Field,
    label: string,
    control: { type?: string; autoComplete: string; defaultValue?: string; maxLength: number },
    hint?: ReactNode,
  ) => {
    const error = errors?.[name]?.[0]
    const describedBy = [hint ? `perfil-${name}-ayuda` : '', error ? `perfil-${name}-error` : '']
      .filter(Boolean)
      .join(' ')
    return (
      <div className={name === 'currentPassword' ? 'sm:col-span-2' : undefined}>
        <label htmlFor={`perfil-${name}`} className="mb-1 block text-sm">
          {label}
        </label>
        <input
          id={`perfil-${name}`}
          name={name}
          type={control.type ?? 'text'}
          autoComplete={control.autoComplete}
          defaultValue={control.defaultValue}
          maxLength={control.maxLength}
          required={name === 'username' || name === 'email'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={input}
        />
        {hint ? (
          <p id={`perfil-${name}-ayuda`} className="mt-1 text-sm text-ink-muted">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`perfil-${name}-error`} className="mt-1 text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <Form
      method="post"
      action="/profile?editar=1"
      className="mt-6 grid gap-4 sm:grid-cols-2"
      noValidate
    >
      {failed ? (
        <div
          role="alert"
          className="rounded-lg border border-danger bg-surface px-4 py-3 sm:col-span-2"
        >
          <p className="font-semibold text-danger">Error al actualizar el perfil</p>
          <p className="text-sm text-ink-muted">
            {errors.form?.[0] ?? 'Revisa los campos marcados.'}
          </p>
        </div>
      ) : null}
      {field('name', 'Nombre completo', {
        autoComplete: 'name',
        defaultValue: values.name ?? '',
        maxLength: 120,
      })}
      {field('username', 'Nombre de usuario', {
        autoComplete: 'username',
        defaultValue: values.username,
        maxLength: 60,
      })}
      {field('email', 'Email', {
        type: 'email',
        autoComplete: 'email',
        defaultValue: values.email,
        maxLength: 254,
      })}
      {field('phone', 'Teléfono', {
        type: 'tel',
        autoComplete: 'tel',
        defaultValue: values.phone ?? '',
        maxLength: 40,
      })}
      {field(
        'currentPassword',
        'Contraseña actual',
        { type: 'password', autoComplete: 'current-password', maxLength: 200 },
        'Solo hace falta si cambias el email.',
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button
          type="submit"
          disabled={saving}
          className="rounded-full bg-gold px-6 py-2 font-medium text-on-gold hover:bg-gold-strong disabled:opacity-70"
        >
          {saving ? 'Guardando...' : 'Guardar'}
        </button>
        <Link
          to="/profile"
          className="rounded-full border border-line px-6 py-2 hover:bg-surface-raised"
        >
          Cancelar
        </Link>
      </div>
    </Form>
  )
}

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col-reverse items-center rounded-2xl border border-line bg-surface p-4 text-center">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="font-display text-3xl font-bold text-gold">{value}</dd>
    </div>
  )
}

/** One outline icon per kind of activity (spec 001 §2: order, review, favorite, login). */
function ActivityIcon({ type }: { type: ActivityType }) {
  const paths: Record<ActivityType, ReactNode> = {
    order: (
      <>
        <path d="M6 7h12l-1 13H7L6 7Z" />
        <path d="M9 7a3 3 0 0 1 6 0" />
      </>
    ),
    review: (
      <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1-5.4-2.9-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z" />
    ),
    favorite: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />,
    login: (
      <>
        <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
        <path d="M4 12h11m-4-4 4 4-4 4" />
      </>
    ),
    other: (
      <>
        <circle cx="12" cy="12" r="8" />
        <path d="M12 11v5m0-8v.01" />
      </>
    ),
  }
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths[type]}
    </svg>
  )
}
