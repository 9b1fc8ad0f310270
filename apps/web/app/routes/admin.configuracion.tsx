import {
  isStoreCountKey,
  isStoreFlagKey,
  isStoreTextKey,
  type StoreSettingKey,
  UpdateStoreSettingSchema,
} from '@aurum/contracts'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useFetcher, useLoaderData, useLocation } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import { inputClass, primaryButton, secondaryButton } from '~/components/admin/form-controls'
import { adminApi, guardAnswer, required } from '~/utils/admin/admin-api.server'
import { apiErrorText, apiFieldErrors } from '~/utils/api-messages.server'
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

/** One setting per post, from its switch or its field; the answer is a toast either way. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await adminApi(request)
  const form = await request.formData()
  const back = '/admin/configuracion'
  const failed = (message?: string) =>
    redirectWithToast(request, back, {
      title: 'Error al actualizar configuración',
      description: message,
      variant: 'destructive',
    })
  // An unticked checkbox posts nothing: the switch's form says it is one with intent=flag.
  const value =
    form.get('intent') === 'flag' ? String(form.get('enabled') === 'on') : form.get('value')
  const parsed = UpdateStoreSettingSchema.safeParse({ key: form.get('key'), value })
  if (!parsed.success) return failed(parsed.error.issues[0].message)
  const { error, response } = await api.PUT('/api/settings', { body: parsed.data })
  if (error) {
    guardAnswer(response)
    return failed(apiFieldErrors(error).value?.[0] ?? apiErrorText(error))
  }
  forgetStoreSettings()
  return redirectWithToast(request, back, { title: 'Configuración actualizada' })
}

type Setting = { key: StoreSettingKey; value: string; description: string }

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
  const fetcher = useFetcher()
  const hydrated = useHydrated()
  const { key: pageKey } = useLocation()
  const id = `ajuste-${setting.key}`
  return (
    <fetcher.Form method="post" className="flex items-center gap-4 py-4">
      <input type="hidden" name="intent" value="flag" />
      <input type="hidden" name="key" value={setting.key} />
      <SettingText setting={setting} id={id} />
      <input
        // Left to the browser, so a click shows at once; the page that follows the save (or its
        // refusal) starts again from the stored value.
        key={pageKey}
        id={id}
        type="checkbox"
        role="switch"
        name="enabled"
        defaultChecked={setting.value === 'true'}
        onChange={(event) => fetcher.submit(event.currentTarget.form)}
        aria-describedby={`${id}-ayuda`}
        className="relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full border border-line bg-surface-raised transition-colors before:absolute before:top-1 before:left-1 before:h-5 before:w-5 before:rounded-full before:bg-ink-muted before:transition-transform checked:border-gold checked:bg-gold checked:before:translate-x-5 checked:before:bg-on-gold"
      />
      {hydrated ? null : (
        <button type="submit" className={secondaryButton}>
          Guardar<span className="sr-only"> {SETTING_LABELS[setting.key]}</span>
        </button>
      )}
    </fetcher.Form>
  )
}

/** An amount of money (kept as '50.00', typed as 50,00) or a count, with its own 'Guardar'. */
function ValueSetting({ setting }: { setting: Setting }) {
  const fetcher = useFetcher()
  const currency = useCurrency()
  const id = `ajuste-${setting.key}`
  const saving = fetcher.state !== 'idle'
  const count = isStoreCountKey(setting.key)
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-4 py-4">
      <input type="hidden" name="intent" value="value" />
      <input type="hidden" name="key" value={setting.key} />
      <SettingText setting={setting} id={id} />
      <div className="flex items-center gap-2">
        <input
          // A new stored value (49,9 is kept as 49.90) refills the field.
          key={setting.value}
          id={id}
          name="value"
          inputMode={count ? 'numeric' : 'decimal'}
          required
          pattern={count ? '\\d{1,6}' : '\\d{1,9}([.,]\\d{1,2})?'}
          defaultValue={count ? setting.value : setting.value.replace('.', ',')}
          aria-describedby={`${id}-ayuda ${id}-guardado`}
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
    </fetcher.Form>
  )
}

/** A text (the default country of a new address), with its own 'Guardar'. */
function TextSetting({ setting }: { setting: Setting }) {
  const fetcher = useFetcher()
  const id = `ajuste-${setting.key}`
  const saving = fetcher.state !== 'idle'
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-4 py-4">
      <input type="hidden" name="intent" value="value" />
      <input type="hidden" name="key" value={setting.key} />
      <SettingText setting={setting} id={id} />
      <div className="flex items-center gap-2">
        <input
          key={setting.value}
          id={id}
          name="value"
          required
          maxLength={100}
          defaultValue={setting.value}
          aria-describedby={`${id}-ayuda`}
          className={`${inputClass} w-48`}
        />
        <button type="submit" disabled={saving} className={primaryButton}>
          {saving ? 'Guardando...' : 'Guardar'}
          <span className="sr-only"> {SETTING_LABELS[setting.key]}</span>
        </button>
      </div>
    </fetcher.Form>
  )
}

export default function AdminSettings() {
  const { settings } = useLoaderData<typeof loader>()
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
                  <FlagSetting key={setting.key} setting={setting} />
                ) : isStoreTextKey(setting.key) ? (
                  <TextSetting key={setting.key} setting={setting} />
                ) : (
                  <ValueSetting key={setting.key} setting={setting} />
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
