import { STORE_SETTING_DEFAULTS, UpdateStoreSettingSchema } from '@aurum/contracts'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import { inputClass, primaryButton } from '~/components/admin/form-controls'
import { OrderStatusBadge } from '~/components/admin/order-status-badge'
import { StatFigures } from '~/components/admin/stat-figures'
import { TestOrderBadge } from '~/components/test-order-badge'
import { activityEntry } from '~/utils/admin/admin-activity.server'
import { adminApi, guardAnswer, required } from '~/utils/admin/admin-api.server'
import { formText } from '~/utils/admin/admin-forms.server'
import { formatStoreDateTime } from '~/utils/admin/store-time.server'
import { apiErrorText, apiFieldErrors } from '~/utils/api-messages.server'
import { formatPrice } from '~/utils/money'
import { ORDER_STATUS_LABELS } from '~/utils/orders'
import { redirectWithToast } from '~/utils/toast.server'
import { useCurrency } from '~/utils/use-currency'

export const meta: MetaFunction = () => [{ title: 'Dashboard | Panel de Administración' }]

/** Quick actions: each opens a tab of the panel, or the form it is usually opened for. */
const QUICK_LINKS = [
  { to: '/admin/pedidos?status=confirmed', label: 'Pedidos por preparar' },
  { to: '/admin/pedidos?status=processing', label: 'Pedidos por enviar' },
  { to: '/admin/perfumes/nuevo', label: 'Nuevo perfume' },
  { to: '/admin/colecciones/nueva', label: 'Nueva colección' },
  { to: '/admin/imagenes', label: 'Subir imagen' },
  { to: '/admin/usuarios', label: 'Usuarios' },
  { to: '/admin/analiticas', label: 'Analíticas' },
  { to: '/admin/mensajes', label: 'Mensajes' },
] as const

/** Sizes running low shown on the dashboard; the rest are counted. */
const LOW_STOCK_ROWS = 10

/** Changes by administrators shown on the dashboard. */
const ACTIVITY_ROWS = 10

/**
 * The summary's periods: each figure's label, the period it is compared with, and what is said
 * when that period took nothing (no percentage then).
 */
const SALES_PERIODS = [
  { key: 'today', label: 'Ingresos hoy', before: 'ayer', none: 'Ayer no hubo ingresos' },
  {
    key: 'last7Days',
    label: 'Últimos 7 días',
    before: 'los 7 días anteriores',
    none: 'No hubo ingresos los 7 días anteriores',
  },
  {
    key: 'last30Days',
    label: 'Últimos 30 días',
    before: 'los 30 días anteriores',
    none: 'No hubo ingresos los 30 días anteriores',
  },
] as const

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const [summary, stats, recent, popular, lowStock, activity, settings] = await Promise.all([
    api.GET('/api/admin/dashboard/summary').then(required),
    api.GET('/api/admin/dashboard-stats').then(required),
    api.GET('/api/admin/recent-orders').then(required),
    api.GET('/api/admin/popular-perfumes').then(required),
    // Without a threshold the API applies the stored one, shown in the form below.
    api.GET('/api/admin/low-stock').then(required),
    api.GET('/api/admin/activity', { params: { query: { limit: ACTIVITY_ROWS } } }).then(required),
    api.GET('/api/admin/settings').then(required),
  ])
  return {
    sales: SALES_PERIODS.map(({ key, label, before, none }) => ({
      label,
      before,
      none,
      revenue: summary[key].revenue,
      orders: summary[key].orders,
      change: summary[key].revenueChange,
    })),
    averageOrderValue: summary.last30Days.averageOrderValue,
    includesTestOrders: summary.includesTestOrders,
    awaitingShipment: summary.awaitingShipment,
    unreadMessages: summary.unreadMessages,
    figures: [
      { label: 'Total de perfumes', value: stats.totalPerfumes },
      { label: 'Pedidos de hoy', value: stats.ordersToday },
      { label: 'Colecciones', value: stats.totalCollections },
      { label: 'Perfumes en oferta', value: stats.perfumesOnOffer },
    ],
    recentOrders: recent.map((order) => ({
      id: order.id,
      code: order.code,
      email: order.customer_email,
      total: order.amount_total,
      status: order.status,
      isTest: order.isTest,
      date: formatStoreDateTime(order.createdAt),
    })),
    popular: popular.map(({ perfumeName, brand, unitsSold }) => ({
      perfumeName,
      brand,
      unitsSold,
    })),
    lowStock: {
      threshold:
        settings.find((setting) => setting.key === 'low_stock_threshold')?.value ??
        STORE_SETTING_DEFAULTS.low_stock_threshold,
      total: lowStock.length,
      sizes: lowStock.slice(0, LOW_STOCK_ROWS),
    },
    activity: activity.map(activityEntry),
  }
}

/** The low-stock threshold, a store setting; the answer is a toast either way. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await adminApi(request)
  const form = await request.formData()
  const failed = (message?: string) =>
    redirectWithToast(request, '/admin', {
      title: 'Error al actualizar configuración',
      description: message,
      variant: 'destructive',
    })
  const parsed = UpdateStoreSettingSchema.safeParse({
    key: 'low_stock_threshold',
    value: formText(form, 'threshold'),
  })
  if (!parsed.success) return failed(parsed.error.issues[0].message)
  const { error, response } = await api.PUT('/api/settings', { body: parsed.data })
  if (error) {
    guardAnswer(response)
    return failed(apiFieldErrors(error).value?.[0] ?? apiErrorText(error))
  }
  return redirectWithToast(request, '/admin', { title: 'Configuración actualizada' })
}

const sectionClass = 'rounded-2xl border border-line bg-surface p-5'
const headingClass = 'font-display text-xl font-semibold'
const tileClass = 'flex min-w-0 flex-col rounded-2xl border border-line bg-surface p-5'
const tileLinkClass = 'mt-2 text-sm text-gold hover:underline'

const percent = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 })

function ordersText(orders: number): string {
  return orders === 1 ? '1 pedido' : `${orders} pedidos`
}

/** The change in revenue against the period before: an arrow to see, a sentence to hear. */
function RevenueChange({
  change,
  before,
  none,
}: {
  change: number | null
  before: string
  none: string
}) {
  if (change === null) return <span className="text-sm text-ink-muted">{none}</span>
  const amount = `${percent.format(Math.abs(change))} %`
  const [arrow, words, tone] =
    change > 0
      ? ['▲', `un ${amount} más que ${before}`, 'text-gold']
      : change < 0
        ? ['▼', `un ${amount} menos que ${before}`, 'text-danger']
        : ['=', `lo mismo que ${before}`, 'text-ink-muted']
  return (
    <span className={`text-sm ${tone}`}>
      <span aria-hidden="true">
        {arrow} {change === 0 ? '0 %' : amount}
      </span>
      <span className="sr-only">{words}</span>
    </span>
  )
}

export default function AdminDashboard() {
  const {
    sales,
    averageOrderValue,
    includesTestOrders,
    awaitingShipment,
    unreadMessages,
    figures,
    recentOrders,
    popular,
    lowStock,
    activity,
  } = useLoaderData<typeof loader>()
  const currency = useCurrency()
  const saving = useNavigation().state === 'submitting'
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="ventas">
        <h2 id="ventas" className="font-display text-2xl font-semibold">
          Ventas
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Ingresos con los reembolsos descontados; pedidos sin los cancelados ni los reembolsados.
          {includesTestOrders ? ' Incluye los pedidos de prueba de la tienda de demostración.' : ''}
        </p>
        <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {sales.map((period) => (
            <div key={period.label} className={tileClass}>
              <dt className="text-sm text-ink-muted">{period.label}</dt>
              <dd className="flex flex-col gap-1">
                <span className="font-display text-3xl font-bold break-words text-gold">
                  {formatPrice(period.revenue, currency)}
                </span>
                <span className="text-sm">{ordersText(period.orders)}</span>
                <RevenueChange change={period.change} before={period.before} none={period.none} />
              </dd>
            </div>
          ))}
          <div className={tileClass}>
            <dt className="text-sm text-ink-muted">Pedido medio</dt>
            <dd className="flex flex-col gap-1">
              <span className="font-display text-3xl font-bold break-words text-gold">
                {formatPrice(averageOrderValue, currency)}
              </span>
              <span className="text-sm">En los últimos 30 días</span>
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="por-atender">
        <h2 id="por-atender" className="font-display text-2xl font-semibold">
          Por atender
        </h2>
        <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
          <div className={tileClass}>
            <dt className="text-sm text-ink-muted">Pendientes de envío</dt>
            <dd className="flex flex-col">
              <span className="font-display text-3xl font-bold text-gold">
                {awaitingShipment.total}
              </span>
              {/* The orders list filters by one state: a link for each state before shipping. */}
              <ul className="flex flex-wrap gap-x-4">
                {awaitingShipment.byStatus.map(({ status, orders }) => (
                  <li key={status}>
                    <Link to={`/admin/pedidos?status=${status}`} className={tileLinkClass}>
                      {ORDER_STATUS_LABELS[status]}: {orders}
                    </Link>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div className={tileClass}>
            <dt className="text-sm text-ink-muted">Stock bajo</dt>
            <dd className="flex flex-col">
              <span className="font-display text-3xl font-bold text-gold">{lowStock.total}</span>
              {/* The sizes counted are listed below, with the threshold that counts them. */}
              <a href="#stock-bajo" className={tileLinkClass}>
                Ver las tallas<span className="sr-only"> con poco stock</span>
              </a>
            </dd>
          </div>
          <div className={tileClass}>
            <dt className="text-sm text-ink-muted">Mensajes sin leer</dt>
            <dd className="flex flex-col">
              <span className="font-display text-3xl font-bold text-gold">{unreadMessages}</span>
              <Link to="/admin/mensajes?unread=true" className={tileLinkClass}>
                Leer los mensajes
              </Link>
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="resumen">
        <h2 id="resumen" className="font-display text-2xl font-semibold">
          Resumen
        </h2>
        <div className="mt-4">
          <StatFigures figures={figures} label="Cifras del catálogo y de hoy" />
        </div>
      </section>

      <section aria-labelledby="accesos">
        <h2 id="accesos" className="font-display text-2xl font-semibold">
          Accesos rápidos
        </h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-block rounded-full border border-gold px-5 py-2 text-gold hover:bg-surface-raised"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="pedidos-recientes" className={sectionClass}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="pedidos-recientes" className={headingClass}>
              Pedidos recientes
            </h2>
            <Link to="/admin/pedidos" className="text-sm text-gold hover:underline">
              Ver todos los pedidos
            </Link>
          </div>
          {recentOrders.length ? (
            <ul className="mt-4 divide-y divide-line">
              {recentOrders.map((order) => (
                <li key={order.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                  <Link
                    to={`/admin/pedidos/${order.id}`}
                    className="font-mono font-semibold text-gold hover:underline"
                  >
                    #{order.code}
                  </Link>
                  <span className="min-w-0 flex-1 truncate text-sm">{order.email}</span>
                  <span className="font-semibold">{formatPrice(order.total, currency)}</span>
                  <OrderStatusBadge status={order.status} />
                  <TestOrderBadge isTest={order.isTest} />
                  <span className="w-full text-xs text-ink-muted">{order.date}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-ink-muted">Todavía no hay pedidos.</p>
          )}
        </section>

        <section aria-labelledby="populares" className={sectionClass}>
          <h2 id="populares" className={headingClass}>
            Perfumes populares
          </h2>
          {popular.length ? (
            <ol className="mt-4 divide-y divide-line">
              {popular.map((perfume) => (
                <li
                  key={`${perfume.brand}-${perfume.perfumeName}`}
                  className="flex items-baseline justify-between gap-4 py-3"
                >
                  <span>
                    {perfume.perfumeName}
                    <span className="block text-sm text-ink-muted">{perfume.brand}</span>
                  </span>
                  <span className="text-sm whitespace-nowrap">
                    {perfume.unitsSold === 1 ? '1 vendido' : `${perfume.unitsSold} vendidos`}
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-4 text-ink-muted">Aún no se ha vendido ningún perfume.</p>
          )}
        </section>

        <section aria-labelledby="stock-bajo" className={sectionClass}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            {/* Below the phone's sticky bar when the tile's link jumps here. */}
            <h2 id="stock-bajo" className={`${headingClass} scroll-mt-20`}>
              Stock bajo
            </h2>
            <Link to="/admin/inventario" className="text-sm text-gold hover:underline">
              Ver el inventario
            </Link>
          </div>
          <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor="stock-umbral" className="mb-1 block text-sm text-ink-muted">
                Avisar con estas unidades o menos
              </label>
              <input
                // A new stored value refills the field.
                key={lowStock.threshold}
                id="stock-umbral"
                name="threshold"
                inputMode="numeric"
                required
                pattern="\d{1,6}"
                defaultValue={lowStock.threshold}
                className={`${inputClass} w-28 text-right`}
              />
            </div>
            <button type="submit" disabled={saving} className={primaryButton}>
              {saving ? 'Guardando...' : 'Guardar'}
              <span className="sr-only"> aviso de stock bajo</span>
            </button>
          </Form>
          {lowStock.sizes.length ? (
            <>
              <ul className="mt-4 divide-y divide-line">
                {lowStock.sizes.map((size) => (
                  <li
                    key={`${size.perfumeId}-${size.size}`}
                    className="flex items-baseline justify-between gap-4 py-3"
                  >
                    <Link to={`/admin/perfumes/${size.perfumeId}`} className="hover:text-gold">
                      {size.perfumeName} · {size.size}
                      <span className="block text-sm text-ink-muted">{size.brand}</span>
                    </Link>
                    <span
                      className={`text-sm whitespace-nowrap ${size.stock === 0 ? 'text-danger' : ''}`}
                    >
                      {size.stock === 0
                        ? 'Agotado'
                        : size.stock === 1
                          ? '1 unidad'
                          : `${size.stock} unidades`}
                    </span>
                  </li>
                ))}
              </ul>
              {lowStock.total > lowStock.sizes.length ? (
                <p className="mt-2 text-sm text-ink-muted">
                  Y {lowStock.total - lowStock.sizes.length} tallas más con poco stock.
                </p>
              ) : null}
            </>
          ) : (
            <p className="mt-4 text-ink-muted">Ninguna talla está por debajo del aviso.</p>
          )}
        </section>

        <section aria-labelledby="actividad" className={sectionClass}>
          <h2 id="actividad" className={headingClass}>
            Actividad reciente
          </h2>
          {activity.length ? (
            <ol className="mt-4 divide-y divide-line">
              {activity.map((entry) => (
                <li key={entry.id} className="py-3">
                  {entry.href ? (
                    <Link to={entry.href} className="hover:text-gold">
                      {entry.what}
                    </Link>
                  ) : (
                    <span className="break-all">{entry.what}</span>
                  )}
                  <span className="block text-sm text-ink-muted">
                    {entry.who} · {entry.when}
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-4 text-ink-muted">Todavía no hay cambios registrados.</p>
          )}
        </section>
      </div>
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
