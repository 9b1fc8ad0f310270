import {
  isStoreCountKey,
  isStoreFlagKey,
  isStoreTextKey,
  STORE_SETTING_KEYS,
  type StoreSettingKey,
  UpdateStoreSettingSchema,
} from '@aurum/contracts'
import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useFetcher, useLoaderData, useLocation } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import { inputClass, primaryButton, secondaryButton } from '~/components/admin/form-controls'
import { adminApi, refusalReply, required } from '~/utils/admin/admin-api.server'
import { formText, parseSubmission } from '~/utils/admin/admin-forms.server'
import { formatPrice } from '~/utils/money'
import { forgetStoreSettings } from '~/utils/store-settings.server'
import { redirectWithToast } from '~/utils/toast.server'
import { useCurrency } from '~/utils/use-currency'
import { useHydrated } from '~/utils/use-hydrated'

export const meta: MetaFunction = () => [{ title: 'Configuración | Panel de Administración' }]

const SETTING_LABELS: Record<StoreSettingKey, string> = {
  maintenance_mode: 'Modo mantenimiento',
  collections_enabled: 'Colecciones',
  order_tracking_enabled: 'Seguimiento de pedidos',
  free_shipping_enabled: 'Envío gratis',
  shipping_free_over: 'Envío gratis a partir de',
  shipping_flat_fee: 'Tarifa de envío',
  coupons_enabled: 'Cupones de descuento',
  paypal_enabled: 'PayPal',
  bank_transfer_enabled: 'Transferencia bancaria',
  email_notifications: 'Emails de pedidos',
  email_marketing_enabled: 'Emails promocionales',
  loyalty_program_enabled: 'Programa de fidelización',
  low_stock_threshold: 'Aviso de stock bajo',
  vat_rate: 'IVA (%)',
  low_stock_ml: 'Aviso de mililitros bajos',
  inventory_reserve_ml: 'Reserva por perfume (ml)',
  pour_across_bottles: 'Un decant de dos frascos',
  premium_min_spent: 'Cliente Premium a partir de (12 meses)',
  delivery_days_min: 'Entrega: días laborables mínimos',
  delivery_days_max: 'Entrega: días laborables máximos',
  default_country: 'País por defecto de las direcciones',
  discovery_set_tiers: 'Set descubrimiento (perfumes:descuento %)',
  legal_owner_name: 'Titular',
  legal_tax_id: 'NIF del titular',
  legal_address: 'Domicilio del titular',
  legal_email: 'Email del titular',
  legal_registry: 'Registro Mercantil',
}

/** The tab's sections; what a section's note says is what the administrator must not assume. */
const SECTIONS: { id: string; title: string; note?: string; keys: StoreSettingKey[] }[] = [
  {
    id: 'tienda',
    title: 'Tienda',
    keys: ['maintenance_mode', 'collections_enabled', 'order_tracking_enabled', 'default_country'],
  },
  {
    id: 'envio',
    title: 'Envío y descuentos',
    keys: [
      'free_shipping_enabled',
      'shipping_free_over',
      'shipping_flat_fee',
      'delivery_days_min',
      'delivery_days_max',
      'coupons_enabled',
    ],
  },
  {
    id: 'clientes',
    title: 'Clientes',
    keys: ['premium_min_spent'],
  },
  {
    id: 'inventario',
    title: 'Inventario',
    keys: [
      'low_stock_threshold',
      'low_stock_ml',
      'inventory_reserve_ml',
      'pour_across_bottles',
      'discovery_set_tiers',
    ],
  },
  {
    id: 'legal',
    title: 'Aviso legal y facturas',
    note: 'Lo que muestran la página Aviso legal y las facturas: mientras falten, la página dice que están pendientes.',
    keys: [
      'vat_rate',
      'legal_owner_name',
      'legal_tax_id',
      'legal_address',
      'legal_email',
      'legal_registry',
    ],
  },
  {
    id: 'pagos',
    title: 'Formas de pago',
    note: 'PayPal y la transferencia bancaria todavía no son medios de pago de la tienda: activarlos solo añade una frase al texto del pago. Los clientes siguen pagando con tarjeta en la página segura de pago.',
    keys: ['paypal_enabled', 'bank_transfer_enabled'],
  },
  {
    id: 'comunicacion',
    title: 'Comunicación y fidelización',
    note: 'Estos ajustes todavía no cambian nada: la tienda aún no envía emails ni tiene programa de fidelización. Quedan guardados para cuando existan.',
    keys: ['email_notifications', 'email_marketing_enabled', 'loyalty_program_enabled'],
  },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const settings = required(await api.GET('/api/admin/settings'))
  return { settings }
}

/**
 * One setting per post, from its switch or its field: saved, a toast; refused, the form's reply,
 * the value as typed with the reason by its field.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await adminApi(request)
  const form = await request.formData()
  const key = formText(form, 'key')
  // A key of no setting has no form to answer on (only a hand-made post sends one).
  if (!STORE_SETTING_KEYS.includes(key as StoreSettingKey))
    return redirectWithToast(request, '/admin/configuracion', {
      title: 'Error al actualizar configuración',
      description: 'No existe esa configuración',
      variant: 'destructive',
    })
  // An unticked checkbox posts nothing: the switch's form says it is one with intent=flag.
  const value =
    formText(form, 'intent') === 'flag'
      ? String(form.get('enabled') === 'on')
      : formText(form, 'value')
  const submission = parseSubmission(new URLSearchParams({ key, value }), UpdateStoreSettingSchema)
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const { error, response } = await api.PUT('/api/settings', { body: submission.value })
  if (error) {
    const { reply, status } = refusalReply(submission, error, response, (path) =>
      path === 'value' ? 'value' : '',
    )
    return data(reply, { status })
  }
  forgetStoreSettings()
  return redirectWithToast(request, '/admin/configuracion', { title: 'Configuración actualizada' })
}

type Setting = { key: StoreSettingKey; value: string; description: string }

type SettingFields = { key: string; value: string }

/**
 * A setting's own form on conform: its last reply, from its fetcher or (without JavaScript) from
 * the page's post when that was this setting's, and its message, under the field or the switch.
 */
function useSettingForm(setting: Setting, value: string) {
  const fetcher = useFetcher<typeof action>()
  const posted = useActionData<typeof action>()
  const own = (reply?: SubmissionResult<string[]>) =>
    reply?.initialValue?.key === setting.key ? reply : undefined
  const [form, fields] = useForm<SettingFields>({
    id: `ajuste-${setting.key}-formulario`,
    lastResult: own(fetcher.data) ?? own(posted),
    defaultValue: { key: setting.key, value },
  })
  const errors = [...(form.errors ?? []), ...(fields.value.errors ?? [])]
  return { fetcher, form, fields, errors }
}

function SettingError({ id, errors }: { id: string; errors: string[] }) {
  return errors.length ? (
    <p id={`${id}-error`} className="w-full text-sm text-danger">
      {errors.join('. ')}
    </p>
  ) : null
}

function SettingText({ setting, id }: { setting: Setting; id: string }) {
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="font-medium">
        {SETTING_LABELS[setting.key]}
      </label>
      <p id={`${id}-ayuda`} className="mt-1 text-sm text-ink-muted">
        {setting.description}
      </p>
    </div>
  )
}

function FlagSetting({ setting }: { setting: Setting }) {
  const { fetcher, form, errors } = useSettingForm(setting, setting.value)
  const hydrated = useHydrated()
  const id = `ajuste-${setting.key}`
  return (
    <fetcher.Form
      method="post"
      {...getFormProps(form)}
      className="flex flex-wrap items-center gap-4 py-4"
    >
      <input type="hidden" name="intent" value="flag" />
      <input type="hidden" name="key" value={setting.key} />
      <SettingText setting={setting} id={id} />
      <input
        // Left to the browser, so a click shows at once; the page that follows the save starts
        // again from the stored value (the settings are drawn anew on each page).
        id={id}
        type="checkbox"
        role="switch"
        name="enabled"
        defaultChecked={setting.value === 'true'}
        onChange={(event) => fetcher.submit(event.currentTarget.form)}
        aria-invalid={errors.length ? true : undefined}
        aria-describedby={errors.length ? `${id}-ayuda ${id}-error` : `${id}-ayuda`}
        className="relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full border border-line bg-surface-raised transition-colors before:absolute before:top-1 before:left-1 before:h-5 before:w-5 before:rounded-full before:bg-ink-muted before:transition-transform checked:border-gold checked:bg-gold checked:before:translate-x-5 checked:before:bg-on-gold"
      />
      {hydrated ? null : (
        <button type="submit" className={secondaryButton}>
          Guardar<span className="sr-only"> {SETTING_LABELS[setting.key]}</span>
        </button>
      )}
      <SettingError id={id} errors={errors} />
    </fetcher.Form>
  )
}

/** An amount of money (kept as '50.00', typed as 50,00) or a count, with its own 'Guardar'. */
function ValueSetting({ setting }: { setting: Setting }) {
  const count = isStoreCountKey(setting.key)
  const { fetcher, form, fields, errors } = useSettingForm(
    setting,
    count ? setting.value : setting.value.replace('.', ','),
  )
  const currency = useCurrency()
  const id = `ajuste-${setting.key}`
  const saving = fetcher.state !== 'idle'
  return (
    <fetcher.Form
      method="post"
      {...getFormProps(form)}
      className="flex flex-wrap items-center gap-4 py-4"
    >
      <input type="hidden" name="intent" value="value" />
      <input type="hidden" name="key" value={setting.key} />
      <SettingText setting={setting} id={id} />
      <div className="flex items-center gap-2">
        <input
          id={id}
          name="value"
          inputMode={count ? 'numeric' : 'decimal'}
          required
          pattern={count ? '\\d{1,6}' : '\\d{1,9}([.,]\\d{1,2})?'}
          defaultValue={fields.value.defaultValue}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={`${id}-ayuda ${id}-guardado${errors.length ? ` ${id}-error` : ''}`}
          className={`${inputClass} w-28 text-right`}
        />
        <span id={`${id}-guardado`} className="text-sm text-ink-muted">
          {count ? 'unidades' : formatPrice(setting.value, currency)}
        </span>
        <button type="submit" disabled={saving} className={primaryButton}>
          {saving ? 'Guardando...' : 'Guardar'}
          <span className="sr-only"> {SETTING_LABELS[setting.key]}</span>
        </button>
      </div>
      <SettingError id={id} errors={errors} />
    </fetcher.Form>
  )
}

/** A text (the default country of a new address), with its own 'Guardar'. */
function TextSetting({ setting }: { setting: Setting }) {
  const { fetcher, form, fields, errors } = useSettingForm(setting, setting.value)
  const id = `ajuste-${setting.key}`
  const saving = fetcher.state !== 'idle'
  return (
    <fetcher.Form
      method="post"
      {...getFormProps(form)}
      className="flex flex-wrap items-center gap-4 py-4"
    >
      <input type="hidden" name="intent" value="value" />
      <input type="hidden" name="key" value={setting.key} />
      <SettingText setting={setting} id={id} />
      <div className="flex items-center gap-2">
        <input
          id={id}
          name="value"
          required
          maxLength={100}
          defaultValue={fields.value.defaultValue}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={errors.length ? `${id}-ayuda ${id}-error` : `${id}-ayuda`}
          className={`${inputClass} w-48`}
        />
        <button type="submit" disabled={saving} className={primaryButton}>
          {saving ? 'Guardando...' : 'Guardar'}
          <span className="sr-only"> {SETTING_LABELS[setting.key]}</span>
        </button>
      </div>
      <SettingError id={id} errors={errors} />
    </fetcher.Form>
  )
}

export default function AdminSettings() {
  const { settings } = useLoaderData<typeof loader>()
  // Each page (the one a save redirects to among them) draws the settings anew: every form starts
  // from the stored value (49,9 is kept as 49.90) with no message of an earlier post.
  const { key: pageKey } = useLocation()
  return (
    <div className="flex flex-col gap-8">
      <h2 className="font-display text-2xl font-semibold">Configuración</h2>
      {SECTIONS.map((section) => {
        const rows = section.keys.flatMap(
          (key) => settings.find((setting) => setting.key === key) ?? [],
        )
        return (
          <section
            key={section.id}
            aria-labelledby={`seccion-${section.id}`}
            className="rounded-2xl border border-line bg-surface px-6 py-4"
          >
            <h3 id={`seccion-${section.id}`} className="font-display text-xl font-semibold">
              {section.title}
            </h3>
            {section.note ? (
              <p className="mt-2 rounded-lg border border-gold px-3 py-2 text-sm">{section.note}</p>
            ) : null}
            <div className="divide-y divide-line">
              {rows.map((setting) =>
                isStoreFlagKey(setting.key) ? (
                  <FlagSetting key={`${setting.key}-${pageKey}`} setting={setting} />
                ) : isStoreTextKey(setting.key) ? (
                  <TextSetting key={`${setting.key}-${pageKey}`} setting={setting} />
                ) : (
                  <ValueSetting key={`${setting.key}-${pageKey}`} setting={setting} />
                ),
              )}
            </div>
          </section>
        )
      })}
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
