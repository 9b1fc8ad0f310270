import {
  NOTIFICATION_SETTING_KEYS,
  NOTIFICATION_SETTING_LABELS,
  NOTIFICATION_TYPE_LABELS,
  type NotificationFilter,
  NotificationSettingsSchema,
  type NotificationType,
} from '@aurum/contracts'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { formatStoreDateTime } from '~/utils/admin/store-time.server'
import { apiFailure, apiFor } from '~/utils/api.server'
import { requireCustomer, requireUser, signOutEnded, signOutIfEnded } from '~/utils/auth.server'
import { notificationId, readPlace } from '~/utils/notifications.server'
import { rateLimitMessage } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'
import { SMALL_BUTTON } from '~/components/account/actions'

export const meta: MetaFunction = () => [{ title: 'Notificaciones | Aurum Decants' }]

const FILTER_LINKS: { filter: NotificationFilter; label: string }[] = [
  { filter: 'all', label: 'Todas' },
  { filter: 'unread', label: 'No leídas' },
  { filter: 'read', label: 'Leídas' },
]

const EMPTY_TEXTS: Record<NotificationFilter, string> = {
  all: 'No tienes notificaciones',
  unread: 'No tienes notificaciones sin leer',
  read: 'No tienes notificaciones leídas',
}

/** The list's address for a filter and a page: /notifications, ?filter=unread&page=2... */
function listHref(filter: NotificationFilter, page = 1): string {
  const params = new URLSearchParams()
  if (filter !== 'all') params.set('filter', filter)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `/notifications?${query}` : '/notifications'
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCustomer(request, 'Debes iniciar sesión para ver tus notificaciones')
  const place = readPlace(new URL(request.url).searchParams)
  const api = await apiFor(request)
  const [list, settings] = await Promise.all([
    api.GET('/api/notifications', { params: { query: place } }),
    api.GET('/api/notifications/settings'),
  ])
  await signOutIfEnded(request, list, settings)
  if (!list.data || !settings.data) {
    throw apiFailure('Error obteniendo notificaciones', list, settings)
  }
  const { items, counts, page, pageSize } = list.data
  return {
    filter: place.filter,
    page,
    lastPage: Math.max(
      1,
      Math.ceil(
        (place.filter === 'all'
          ? counts.total
          : place.filter === 'unread'
            ? counts.unread
            : counts.read) / pageSize,
      ),
    ),
    counts,
    notifications: items.map((item) => ({
      id: item.id,
      type: item.type,
      title: item.title,
      message: item.message,
      isRead: item.isRead,
      time: formatStoreDateTime(item.createdAt),
    })),
    settings: settings.data,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request)
  const form = await request.formData()
  const intent = form.get('intent')
  const back = listHref(...placeOf(form))
  const api = await apiFor(request)
  const failed = (response: Response | null, description: string) =>
    redirectWithToast(request, back, {
      title: 'Error',
      description: (response && rateLimitMessage(response)) ?? description,
      variant: 'destructive',
    })

  if (intent === 'read' || intent === 'delete') {
    const reading = intent === 'read'
    const failure = reading
      ? 'No se pudo marcar la notificación como leída'
      : 'No se pudo eliminar la notificación'
    const id = notificationId(form.get('id'))
    if (!id) return failed(null, failure)
    const params = { path: { id } }
    const { response } = reading
      ? await api.PUT('/api/notifications/{id}/read', { params })
      : await api.DELETE('/api/notifications/{id}', { params })
    if (response.status === 401) return signOutEnded(request)
    if (!response.ok) return failed(response, failure)
    return redirectWithToast(request, back, {
      title: reading ? 'Notificación marcada como leída' : 'Notificación eliminada',
    })
  }
  if (intent === 'read-all') {
    const { response } = await api.PUT('/api/notifications/read-all')
    if (response.status === 401) return signOutEnded(request)
    if (!response.ok) {
      return failed(response, 'No se pudieron marcar las notificaciones como leídas')
    }
    return redirectWithToast(request, back, { title: 'Notificaciones marcadas como leídas' })
  }
  if (intent === 'settings') {
    const failure = 'No se pudo actualizar la configuración de notificaciones'
    // An unticked box posts nothing: off.
    const parsed = NotificationSettingsSchema.safeParse(
      Object.fromEntries(NOTIFICATION_SETTING_KEYS.map((key) => [key, form.get(key) === 'on'])),
    )
    if (!parsed.success) return failed(null, failure)
    const { response } = await api.PUT('/api/notifications/settings', { body: parsed.data })
    if (response.status === 401) return signOutEnded(request)
    if (!response.ok) return failed(response, failure)
    return redirectWithToast(request, back, {
      title: 'Configuración de notificaciones actualizada',
    })
  }
  return redirectWithToast(request, back, { title: 'Error', variant: 'destructive' })
}

function placeOf(form: FormData): [NotificationFilter, number] {
  const { filter, page } = readPlace(form)
  return [filter, page]
}

type Notice = ReturnType<typeof useLoaderData<typeof loader>>['notifications'][number]

const cardClass = 'rounded-2xl border border-line bg-surface p-6'
export default function NotificationsPage() {
  const { filter, page, lastPage, counts, notifications, settings } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const pending = (intent: string, id?: string) =>
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    (id === undefined || navigation.formData.get('id') === id)

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 sm:px-6">
      <h1 className="font-display text-4xl font-bold text-gold">Notificaciones</h1>

      <dl className="grid grid-cols-3 gap-3 sm:gap-4">
        {[
          ['Total', counts.total],
          ['No leídas', counts.unread],
          ['Leídas', counts.read],
        ].map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-line bg-surface p-4 text-center">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="mt-1 font-display text-3xl font-bold text-gold">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="flex flex-wrap items-center justify-between gap-4">
        <nav aria-label="Filtrar notificaciones">
          <ul className="flex flex-wrap gap-2">
            {FILTER_LINKS.map((link) => (
              <li key={link.filter}>
                <Link
                  to={listHref(link.filter)}
                  aria-current={link.filter === filter ? 'page' : undefined}
                  className="block rounded-full border border-line px-4 py-1.5 text-sm hover:border-gold aria-[current=page]:border-gold aria-[current=page]:bg-gold aria-[current=page]:font-semibold aria-[current=page]:text-on-gold"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {counts.unread ? (
          <Form method="post">
            <Place filter={filter} page={page} />
            <button
              type="submit"
              name="intent"
              value="read-all"
              disabled={pending('read-all')}
              className="rounded-full bg-gold px-5 py-2 text-sm font-semibold text-on-gold hover:bg-gold-strong disabled:opacity-60"
            >
              {pending('read-all') ? 'Marcando...' : 'Marcar todas como leídas'}
            </button>
          </Form>
        ) : null}
      </div>

      {notifications.length ? (
        <ul className="flex flex-col gap-3" aria-label="Lista de notificaciones">
          {notifications.map((notice) => (
            <li key={notice.id}>
              <NoticeCard
                notice={notice}
                filter={filter}
                page={page}
                reading={pending('read', notice.id)}
                deleting={pending('delete', notice.id)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <section className={`${cardClass} text-center`}>
          <h2 className="font-display text-xl font-semibold">{EMPTY_TEXTS[filter]}</h2>
          <p className="mt-2 text-ink-muted">
            Aquí verás los avisos de tus pedidos, cupones y perfumes favoritos.
          </p>
        </section>
      )}

      {lastPage > 1 ? (
        <nav aria-label="Páginas de notificaciones" className="flex items-center justify-between">
          {page > 1 ? (
            <Link to={listHref(filter, page - 1)} className={SMALL_BUTTON}>
              Anterior
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-ink-muted">
            Página {page} de {lastPage}
          </span>
          {page < lastPage ? (
            <Link to={listHref(filter, page + 1)} className={SMALL_BUTTON}>
              Siguiente
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}

      <SettingsCard settings={settings} filter={filter} page={page} saving={pending('settings')} />
    </div>
  )
}

/** Every form posts where the customer is, so the answer comes back to the same list. */
function Place({ filter, page }: { filter: NotificationFilter; page: number }) {
  return (
    <>
      <input type="hidden" name="filter" value={filter} />
      <input type="hidden" name="page" value={page} />
    </>
  )
}

function NoticeCard({
  notice,
  filter,
  page,
  reading,
  deleting,
}: {
  notice: Notice
  filter: NotificationFilter
  page: number
  reading: boolean
  deleting: boolean
}) {
  const headingId = `notificacion-${notice.id}`
  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-2xl border bg-surface p-5 ${notice.isRead ? 'border-line' : 'border-gold'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full border border-line px-2.5 py-0.5 text-xs font-medium text-ink-muted">
          {NOTIFICATION_TYPE_LABELS[notice.type as NotificationType]}
        </span>
        {notice.isRead ? null : (
          <span className="rounded-full bg-gold px-2.5 py-0.5 text-xs font-semibold text-on-gold">
            Nueva
          </span>
        )}
        <span className="ml-auto text-xs text-ink-muted">{notice.time}</span>
      </div>
      <h2 id={headingId} className="mt-2 font-semibold">
        {notice.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{notice.message}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {notice.isRead ? null : (
          <Form method="post">
            <Place filter={filter} page={page} />
            <input type="hidden" name="id" value={notice.id} />
            <button
              type="submit"
              name="intent"
              value="read"
              disabled={reading}
              aria-describedby={headingId}
              className={SMALL_BUTTON}
            >
              {reading ? 'Marcando...' : 'Marcar como leída'}
            </button>
          </Form>
        )}
        <Form method="post">
          <Place filter={filter} page={page} />
          <input type="hidden" name="id" value={notice.id} />
          <button
            type="submit"
            name="intent"
            value="delete"
            disabled={deleting}
            aria-describedby={headingId}
            className={`${SMALL_BUTTON} text-danger`}
          >
            {deleting ? 'Eliminando...' : 'Eliminar'}
          </button>
        </Form>
      </div>
    </article>
  )
}

function SettingsCard({
  settings,
  filter,
  page,
  saving,
}: {
  settings: Record<(typeof NOTIFICATION_SETTING_KEYS)[number], boolean>
  filter: NotificationFilter
  page: number
  saving: boolean
}) {
  return (
    <section aria-labelledby="notificaciones-ajustes" className={cardClass}>
      <h2 id="notificaciones-ajustes" className="font-display text-xl font-semibold text-gold">
        Configuración de notificaciones
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Qué avisos quieres recibir. Los avisos de pedidos incluyen pagos y reembolsos.
      </p>
      {/* A new key after each save puts the stored values back in the boxes. */}
      <Form method="post" className="mt-4" key={JSON.stringify(settings)}>
        <Place filter={filter} page={page} />
        <fieldset>
          <legend className="sr-only">Avisos que quieres recibir</legend>
          <div className="flex flex-col divide-y divide-line">
            {NOTIFICATION_SETTING_KEYS.map((key) => (
              <div key={key} className="flex items-center justify-between gap-4 py-3">
                <label htmlFor={`aviso-${key}`} className="flex-1 cursor-pointer">
                  {NOTIFICATION_SETTING_LABELS[key]}
                </label>
                <input
                  id={`aviso-${key}`}
                  type="checkbox"
                  name={key}
                  defaultChecked={settings[key]}
                  className="h-5 w-5 shrink-0 cursor-pointer accent-gold"
                />
              </div>
            ))}
          </div>
        </fieldset>
        <button
          type="submit"
          name="intent"
          value="settings"
          disabled={saving}
          className="mt-4 rounded-full bg-gold px-6 py-2 font-semibold text-on-gold hover:bg-gold-strong disabled:opacity-60"
        >
          {saving ? 'Guardando...' : 'Guardar configuración'}
        </button>
      </Form>
    </section>
  )
}
