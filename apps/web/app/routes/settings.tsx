import { AccountSettingsSchema, ChangePasswordSchema } from '@aurum/contracts'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { type ReactNode, useState, useSyncExternalStore } from 'react'
import { DataExportCard } from '~/components/account/data-export-card'
import { DeleteAccountCard } from '~/components/account/delete-account-card'
import { inputClass, primaryButton } from '~/components/admin/form-controls'
import { Toaster } from '~/components/toaster'
import { type AccountSettings, siteTheme } from '~/utils/account-settings.server'
import { apiFieldErrors } from '~/utils/api-messages.server'
import { apiFailure, apiFor } from '~/utils/api.server'
import { requireCustomer, requireUser, signOutEnded } from '~/utils/auth.server'
import type { FieldErrors } from '~/utils/forms.server'
import { rateLimitMessage } from '~/utils/rate-limit.server'
import { serializeTheme } from '~/utils/theme.server'
import { redirectWithToast, type Toast } from '~/utils/toast.server'
import { useCurrency } from '~/utils/use-currency'

export const meta: MetaFunction = () => [{ title: 'Configuración | Aurum Decants' }]

type Group = keyof AccountSettings
type Option = readonly [value: string, label: string]
type Field =
  | { key: string; label: string; kind: 'flag'; hint?: string }
  | { key: string; label: string; kind: 'choice'; options: readonly Option[]; hint?: string }

/** The six settings cards of spec 001 §2, in order, with every field of spec 001 §3. */
const SETTINGS_CARDS: { group: Group; title: string; intro: string; fields: Field[] }[] = [
  {
    group: 'notifications',
    title: 'Notificaciones',
    intro: 'Qué avisos quieres recibir de Aurum Decants.',
    fields: [
      { key: 'email', label: 'Notificaciones por email', kind: 'flag' },
      { key: 'push', label: 'Notificaciones push', kind: 'flag' },
      { key: 'sms', label: 'Notificaciones por SMS', kind: 'flag' },
      { key: 'marketing', label: 'Comunicaciones de marketing', kind: 'flag' },
      { key: 'orderUpdates', label: 'Actualizaciones de pedidos', kind: 'flag' },
      { key: 'newProducts', label: 'Nuevos productos', kind: 'flag' },
      { key: 'promotions', label: 'Promociones y ofertas', kind: 'flag' },
    ],
  },
  {
    group: 'privacy',
    title: 'Privacidad',
    intro: 'Quién ve tu perfil y qué datos de uso compartes.',
    fields: [
      {
        key: 'profileVisibility',
        label: 'Visibilidad del perfil',
        kind: 'choice',
        options: [
          ['public', 'Público'],
          ['friends', 'Solo amigos'],
          ['private', 'Privado'],
        ],
      },
      { key: 'showEmail', label: 'Mostrar mi email', kind: 'flag' },
      { key: 'showPhone', label: 'Mostrar mi teléfono', kind: 'flag' },
      { key: 'allowAnalytics', label: 'Permitir analíticas', kind: 'flag' },
      { key: 'allowCookies', label: 'Permitir cookies', kind: 'flag' },
    ],
  },
  {
    group: 'appearance',
    title: 'Apariencia',
    intro: 'Cómo se ve la tienda. El tema se aplica al guardar y cada vez que inicias sesión.',
    fields: [
      {
        key: 'theme',
        label: 'Tema',
        kind: 'choice',
        options: [
          ['dark', 'Oscuro'],
          ['light', 'Claro'],
          ['auto', 'Automático (el del dispositivo)'],
        ],
      },
      {
        key: 'fontSize',
        label: 'Tamaño de letra',
        kind: 'choice',
        options: [
          ['small', 'Pequeño'],
          ['medium', 'Mediano'],
          ['large', 'Grande'],
        ],
      },
      { key: 'compactMode', label: 'Modo compacto', kind: 'flag' },
      { key: 'animations', label: 'Animaciones', kind: 'flag' },
    ],
  },
  {
    group: 'language',
    title: 'Idioma y Región',
    intro: 'Tu zona horaria. La tienda está en español y vende en una sola moneda.',
    fields: [
      {
        key: 'timezone',
        label: 'Zona horaria',
        kind: 'choice',
        options: [
          ['America/New_York', 'Hora del Este (Nueva York)'],
          ['America/Chicago', 'Hora del Centro (Chicago)'],
          ['America/Denver', 'Hora de la Montaña (Denver)'],
          ['America/Los_Angeles', 'Hora del Pacífico (Los Ángeles)'],
          ['Europe/Madrid', 'Madrid'],
          ['Europe/London', 'Londres'],
          ['America/Mexico_City', 'Ciudad de México'],
          ['America/Bogota', 'Bogotá'],
        ],
      },
    ],
  },
  {
    group: 'security',
    title: 'Seguridad',
    intro: 'Cuánto dura una sesión sin actividad y qué avisos de acceso recibes.',
    fields: [
      {
        key: 'sessionTimeout',
        label: 'Cerrar la sesión tras un tiempo sin actividad',
        kind: 'choice',
        options: [
          ['15', '15 minutos'],
          ['30', '30 minutos'],
          ['60', '1 hora'],
          ['120', '2 horas'],
          ['480', '8 horas'],
        ],
        hint: 'Pasado ese tiempo sin usar la tienda, tendrás que iniciar sesión de nuevo.',
      },
      {
        key: 'twoFactorAuth',
        label: 'Autenticación de dos factores',
        kind: 'flag',
        hint: 'Guardamos tu preferencia; la tienda todavía no pide un segundo factor al entrar.',
      },
      { key: 'loginNotifications', label: 'Avisos de inicio de sesión', kind: 'flag' },
    ],
  },
  {
    group: 'data',
    title: 'Datos',
    intro: 'Copias de tus datos y el formato en que se exportan.',
    fields: [
      { key: 'autoBackup', label: 'Copia de seguridad automática', kind: 'flag' },
      {
        key: 'backupFrequency',
        label: 'Frecuencia de la copia',
        kind: 'choice',
        options: [
          ['daily', 'Diaria'],
          ['weekly', 'Semanal'],
          ['monthly', 'Mensual'],
        ],
      },
      {
        key: 'exportFormat',
        label: 'Formato de exportación',
        kind: 'choice',
        options: [
          ['json', 'JSON'],
          ['csv', 'CSV'],
          ['pdf', 'PDF'],
        ],
      },
    ],
  },
]

/** Kept as they are: the page is in Spanish and the store sells in its one currency. */
const FIXED_FIELDS = [['language', 'locale'] as const, ['language', 'currency'] as const]

const SETTINGS_FAILED = 'No se pudieron actualizar las configuraciones.'
const PASSWORD_FAILED = 'No se pudo cambiar la contraseña.'
const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCustomer(request, 'Debes iniciar sesión para ver la configuración')
  const api = await apiFor(request)
  const { data: settings, error, response } = await api.GET('/api/user/settings')
  if (response.status === 401) return signOutEnded(request)
  if (!settings) throw apiFailure('Error obteniendo la configuración', { error })
  return { settings }
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request)
  const form = await request.formData()
  return form.get('intent') === 'password'
    ? changePassword(request, form)
    : saveSettings(request, form)
}

/** A refused post: the page again, with the messages by their fields and the spec's toast. */
function refuse(
  intent: 'settings' | 'password',
  status: number,
  description: string,
  fieldErrors: FieldErrors = {},
) {
  const toast: Toast = {
    id: crypto.randomUUID(),
    title: 'Error',
    description,
    variant: 'destructive',
  }
  return data({ intent, toast, fieldErrors }, { status })
}

/** The six cards post the whole object: an unticked box posts nothing, so it is false. */
async function saveSettings(request: Request, form: FormData) {
  const values: Record<string, Record<string, unknown>> = {}
  for (const card of SETTINGS_CARDS) {
    const group = (values[card.group] ??= {})
    for (const field of card.fields) {
      const name = `${card.group}.${field.key}`
      group[field.key] =
        field.kind === 'flag'
          ? form.get(name) === 'on'
          : field.key === 'sessionTimeout'
            ? Number(form.get(name))
            : form.get(name)
    }
  }
  for (const [group, key] of FIXED_FIELDS) values[group][key] = form.get(`${group}.${key}`)
  const parsed = AccountSettingsSchema.safeParse(values)
  if (!parsed.success) return refuse('settings', 400, SETTINGS_FAILED)

  const api = await apiFor(request)
  const { response } = await api.PUT('/api/user/settings', { body: parsed.data })
  if (response.status === 401) return signOutEnded(request)
  if (!response.ok)
    return refuse('settings', response.status, rateLimitMessage(response) ?? SETTINGS_FAILED)
  // The chosen theme is the site's from now on, in this browser and at every sign-in.
  return redirectWithToast(
    request,
    '/settings',
    { title: 'Configuraciones actualizadas' },
    { headers: { 'Set-Cookie': await serializeTheme(siteTheme(parsed.data.appearance.theme)) } },
  )
}

/**
 * The API ends every other session of the account; this one, which asked, goes on, so the web
 * session keeps its tokens.
 */
async function changePassword(request: Request, form: FormData) {
  const parsed = ChangePasswordSchema.safeParse(
    Object.fromEntries(PASSWORD_FIELDS.map((field) => [field, String(form.get(field) ?? '')])),
  )
  if (!parsed.success) {
    const fieldErrors: FieldErrors = {}
    for (const issue of parsed.error.issues)
      (fieldErrors[String(issue.path[0])] ??= []).push(issue.message)
    return refuse('password', 400, PASSWORD_FAILED, fieldErrors)
  }
  const api = await apiFor(request)
  const { error, response } = await api.PUT('/api/user/change-password', { body: parsed.data })
  if (response.status === 401) return signOutEnded(request)
  const limited = rateLimitMessage(response)
  if (limited) return refuse('password', 429, limited)
  if (!response.ok) {
    const fieldErrors = apiFieldErrors(error)
    return refuse('password', response.status, PASSWORD_FAILED, fieldErrors)
  }
  return redirectWithToast(request, '/settings', { title: 'Contraseña actualizada' })
}

/** Scripts are running: the password button can wait for its three fields. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  )
}

const cardClass = 'rounded-2xl border border-line bg-surface p-6'
const headingClass = 'font-display text-xl font-semibold text-gold'
const SETTINGS_FORM = 'ajustes'

export default function SettingsPage() {
  const { settings } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  // A new page (after a save) starts from the stored values; a refused post keeps what was chosen.
  const { key: pageKey } = useLocation()
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-4xl font-bold text-gold">Configuración</h1>
      <p className="mt-2 text-ink-muted">
        Tus preferencias de la cuenta, tu contraseña y tus datos.
      </p>
      <div className="mt-8 flex flex-col gap-6" key={pageKey}>
        {SETTINGS_CARDS.map((card) => (
          <SettingsCard key={card.group} card={card} settings={settings} />
        ))}
        <SaveSettings failed={result?.intent === 'settings'} />
        <PasswordCard fieldErrors={result?.intent === 'password' ? result.fieldErrors : {}} />
        <section aria-labelledby="ajustes-eliminar" className={cardClass}>
          <h2 id="ajustes-eliminar" className={headingClass}>
            Eliminar Cuenta
          </h2>
          <DeleteAccountCard />
        </section>
      </div>
      {result?.toast ? <Toaster key={result.toast.id} toast={result.toast} /> : null}
    </div>
  )
}

function SettingsCard({
  card,
  settings,
}: {
  card: (typeof SETTINGS_CARDS)[number]
  settings: AccountSettings
}) {
  const values = settings[card.group] as Record<string, boolean | string | number>
  const id = `ajustes-${card.group}`
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className={headingClass}>
        {card.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{card.intro}</p>
      <div className="mt-4 flex flex-col divide-y divide-line">
        {card.group === 'language' ? <FixedLanguage settings={settings} /> : null}
        {card.fields.map((field) => (
          <SettingField
            key={field.key}
            name={`${card.group}.${field.key}`}
            field={field}
            value={values[field.key]}
          />
        ))}
      </div>
      {card.group === 'data' ? (
        <div className="mt-6 border-t border-line pt-6">
          <DataExportCard defaultFormat={settings.data.exportFormat} />
        </div>
      ) : null}
    </section>
  )
}

/** Belongs to the settings form by its form attribute: the cards hold other forms too. */
function SettingField({
  name,
  field,
  value,
}: {
  name: string
  field: Field
  value: boolean | string | number
}) {
  const id = `ajuste-${name.replace('.', '-')}`
  const hint = field.hint ? (
    <p id={`${id}-ayuda`} className="mt-1 text-sm text-ink-muted">
      {field.hint}
    </p>
  ) : null
  if (field.kind === 'flag') {
    return (
      <div className="py-3">
        <div className="flex items-center justify-between gap-4">
          <label htmlFor={id} className="flex-1 cursor-pointer">
            {field.label}
          </label>
          <input
            id={id}
            type="checkbox"
            name={name}
            form={SETTINGS_FORM}
            defaultChecked={value === true}
            aria-describedby={field.hint ? `${id}-ayuda` : undefined}
            className="h-5 w-5 shrink-0 cursor-pointer accent-gold"
          />
        </div>
        {hint}
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="flex-1">
        <label htmlFor={id}>{field.label}</label>
        {hint}
      </div>
      <select
        id={id}
        name={name}
        form={SETTINGS_FORM}
        defaultValue={String(value)}
        aria-describedby={field.hint ? `${id}-ayuda` : undefined}
        className={`${inputClass} sm:w-64`}
      >
        {field.options.map(([option, label]) => (
          <option key={option} value={option}>
            {label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Said, not offered: a language or a currency the shop does not have would be a false promise. */
function FixedLanguage({ settings }: { settings: AccountSettings }) {
  const currency = useCurrency()
  const currencyName = new Intl.DisplayNames('es', { type: 'currency' }).of(currency) ?? currency
  return (
    <>
      {FIXED_FIELDS.map(([group, key]) => (
        <input
          key={key}
          type="hidden"
          name={`${group}.${key}`}
          form={SETTINGS_FORM}
          value={settings[group][key]}
        />
      ))}
      <Fixed label="Idioma" value="Español">
        Aurum Decants está en español.
      </Fixed>
      <Fixed label="Moneda" value={`${currencyName} (${currency})`}>
        La tienda vende y cobra solo en {currencyName}s: todos los precios se muestran en {currency}
        .
      </Fixed>
    </>
  )
}

function Fixed({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  return (
    <div className="py-3">
      <div className="flex items-center justify-between gap-4">
        <span>{label}</span>
        <strong className="font-semibold">{value}</strong>
      </div>
      <p className="mt-1 text-sm text-ink-muted">{children}</p>
    </div>
  )
}

function SaveSettings({ failed }: { failed: boolean }) {
  const navigation = useNavigation()
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'settings'
  return (
    <Form
      id={SETTINGS_FORM}
      method="post"
      className="flex flex-col items-stretch gap-3 rounded-2xl border border-gold/60 bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <input type="hidden" name="intent" value="settings" />
      <p className={`text-sm ${failed ? 'text-danger' : 'text-ink-muted'}`}>
        {failed
          ? SETTINGS_FAILED
          : 'Guarda los cambios de Notificaciones, Privacidad, Apariencia, Idioma y Región, Seguridad y Datos.'}
      </p>
      <button type="submit" className={primaryButton} disabled={saving}>
        {saving ? 'Guardando...' : 'Guardar'}
      </button>
    </Form>
  )
}

const PASSWORD_LABELS: Record<(typeof PASSWORD_FIELDS)[number], string> = {
  currentPassword: 'Contraseña actual',
  newPassword: 'Nueva contraseña',
  confirmPassword: 'Confirmar nueva contraseña',
}

function PasswordCard({ fieldErrors }: { fieldErrors: FieldErrors }) {
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'password'
  const [values, setValues] = useState({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  })
  const mismatch =
    values.confirmPassword !== '' && values.confirmPassword !== values.newPassword
      ? 'Las contraseñas no coinciden'
      : null
  const errorsOf = (field: (typeof PASSWORD_FIELDS)[number]) => {
    const messages = [...(fieldErrors[field] ?? [])]
    if (field === 'confirmPassword' && mismatch && !messages.includes(mismatch))
      messages.unshift(mismatch)
    return messages
  }
  const complete = PASSWORD_FIELDS.every((field) => values[field] !== '')
  const formErrors = Object.keys(fieldErrors).length
  return (
    <section aria-labelledby="ajustes-contrasena" className={cardClass}>
      <h2 id="ajustes-contrasena" className={headingClass}>
        Cambiar Contraseña
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Al cambiarla se cierran tus sesiones en otros dispositivos; esta sigue abierta.
      </p>
      <Form method="post" className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="intent" value="password" />
        {formErrors ? (
          <p role="alert" className="rounded-lg border border-danger px-4 py-3 text-danger">
            Error al cambiar la contraseña
          </p>
        ) : null}
        {PASSWORD_FIELDS.map((field) => {
          const id = `contrasena-${field}`
          const errors = errorsOf(field)
          const hint = field === 'newPassword' ? `${id}-ayuda` : ''
          return (
            <div key={field}>
              <label htmlFor={id} className="mb-1 block text-sm font-medium">
                {PASSWORD_LABELS[field]}
              </label>
              <input
                id={id}
                name={field}
                type="password"
                required
                maxLength={200}
                autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
                value={values[field]}
                onChange={(event) => {
                  const value = event.currentTarget.value
                  setValues((current) => ({ ...current, [field]: value }))
                }}
                aria-invalid={errors.length ? true : undefined}
                aria-describedby={
                  [hint, errors.length ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
                }
                className={inputClass}
              />
              {hint ? (
                <p id={hint} className="mt-1 text-xs text-ink-muted">
                  Al menos 8 caracteres.
                </p>
              ) : null}
              {errors.length ? (
                <p id={`${id}-error`} className="mt-1 text-sm text-danger">
                  {errors.join('. ')}
                </p>
              ) : null}
            </div>
          )
        })}
        <div>
          <button
            type="submit"
            className={primaryButton}
            // Without scripts the browser's own check of the required fields does this.
            disabled={saving || (hydrated && (!complete || mismatch !== null))}
          >
            {saving ? 'Guardando...' : 'Cambiar Contraseña'}
          </button>
        </div>
      </Form>
    </section>
  )
}
