import { AdminContactMessageListQuerySchema } from '@aurum/contracts'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import {
  cellClass,
  headCellClass,
  headRowClass,
  TableRegion,
  tableClass,
} from '~/components/admin/data-table'
import { Pagination } from '~/components/admin/pagination'
import { adminApi, guardAnswer, required, totalCount } from '~/utils/admin/admin-api.server'
import { formText } from '~/utils/admin/admin-forms.server'
import { listQuery } from '~/utils/admin/list-query.server'
import { formatStoreDateTime } from '~/utils/admin/store-time.server'
import { redirectWithToast } from '~/utils/toast.server'

export const meta: MetaFunction = () => [{ title: 'Mensajes | Panel de Administración' }]

/** Messages per page of the table. */
const PAGE_SIZE = 20
/** Longer messages show their beginning, and open to the whole text. */
const PREVIEW = 160
const REPLY_SUBJECT = 'Re: tu mensaje a Aurum Decants'

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const query = listQuery(
    AdminContactMessageListQuerySchema,
    new URL(request.url).searchParams,
    ['unread', 'page'],
    { limit: String(PAGE_SIZE) },
  )
  const unread = query.unread ? 'true' : undefined
  const [list, unreadCount] = await Promise.all([
    api.GET('/api/admin/contact-messages', {
      params: { query: { unread, page: query.page, limit: PAGE_SIZE } },
    }),
    // Only its X-Total-Count is read: how many are still 'Nuevo'.
    api.GET('/api/admin/contact-messages', { params: { query: { unread: 'true', limit: 1 } } }),
  ])
  guardAnswer(unreadCount.response)
  const total = totalCount(list.response)
  return {
    messages: required(list).map((message) => ({
      id: message.id,
      name: message.name,
      email: message.email,
      message: message.message,
      date: formatStoreDateTime(message.createdAt),
      isRead: message.isRead,
    })),
    unreadOnly: Boolean(query.unread),
    unreadCount: totalCount(unreadCount.response),
    page: query.page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  }
}

/** 'Marcar como leído' by the message's real id; the same filter and page come back. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await adminApi(request)
  const back = `/admin/mensajes${new URL(request.url).search}`
  const { response } = await api.PATCH('/api/admin/contact-messages/{id}/read', {
    params: { path: { id: formText(await request.formData(), 'messageId') } },
  })
  guardAnswer(response)
  return redirectWithToast(
    request,
    back,
    response.ok
      ? { title: 'Mensaje marcado como leído' }
      : { title: 'Error al marcar mensaje como leído', variant: 'destructive' },
  )
}

/** The tab's URL for a filter and page: defaults are left out. */
function listUrl(unreadOnly: boolean, page: number): string {
  const params = new URLSearchParams()
  if (unreadOnly) params.set('unread', 'true')
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `/admin/mensajes?${query}` : '/admin/mensajes'
}

function replyLink(email: string): string {
  // The address keeps its @; anything else that means something in a URL is escaped.
  const to = encodeURIComponent(email).replace(/%40/g, '@')
  return `mailto:${to}?subject=${encodeURIComponent(REPLY_SUBJECT)}`
}

const filterClass =
  'rounded-full border border-line px-4 py-1.5 hover:border-gold aria-[current=page]:border-gold aria-[current=page]:text-gold'

export default function AdminMessages() {
  const { messages, unreadOnly, unreadCount, page, pages } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  return (
    <div className="flex flex-col gap-6">
      <h2 className="font-display text-2xl font-semibold">Mensajes</h2>
      <nav aria-label="Filtrar mensajes" className="flex flex-wrap gap-2 text-sm">
        <Link
          to={listUrl(false, 1)}
          aria-current={unreadOnly ? undefined : 'page'}
          className={filterClass}
        >
          Todos
        </Link>
        <Link
          to={listUrl(true, 1)}
          aria-current={unreadOnly ? 'page' : undefined}
          className={filterClass}
        >
          Sin leer ({unreadCount})
        </Link>
      </nav>

      {messages.length ? (
        <TableRegion label="Mensajes de contacto">
          <table aria-busy={busy} className={`${tableClass} md:min-w-[56rem]`}>
            <caption className="sr-only">
              {unreadOnly ? 'Mensajes sin leer' : 'Mensajes de contacto'}, el más reciente primero
            </caption>
            <thead className={headRowClass}>
              <tr>
                <th scope="col" className={headCellClass}>
                  Remitente
                </th>
                <th scope="col" className={headCellClass}>
                  Mensaje
                </th>
                <th scope="col" className={headCellClass}>
                  Fecha
                </th>
                <th scope="col" className={headCellClass}>
                  Estado
                </th>
                <th scope="col" className={headCellClass}>
                  <span className="sr-only">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {messages.map((message) => (
                <tr key={message.id} className="align-top">
                  <th scope="row" className={`${cellClass} font-normal`}>
                    <span className="block font-medium">{message.name}</span>
                    <span className="block text-xs break-all text-ink-muted">{message.email}</span>
                  </th>
                  <td
                    data-label="Mensaje"
                    className={`${cellClass} max-w-md whitespace-pre-line break-words`}
                  >
                    {message.message.length > PREVIEW ? (
                      <details>
                        <summary className="cursor-pointer">
                          {message.message.slice(0, PREVIEW).trimEnd()}…{' '}
                          <span className="text-gold">Leer todo</span>
                        </summary>
                        <p className="mt-2">{message.message}</p>
                      </details>
                    ) : (
                      message.message
                    )}
                  </td>
                  <td data-label="Fecha" className={`${cellClass} whitespace-nowrap`}>
                    {message.date}
                  </td>
                  <td data-label="Estado" className={cellClass}>
                    {message.isRead ? (
                      <span className="rounded-full border border-line px-3 py-0.5 text-xs text-ink-muted">
                        Leído
                      </span>
                    ) : (
                      <span className="rounded-full border border-gold px-3 py-0.5 text-xs text-gold">
                        Nuevo
                      </span>
                    )}
                  </td>
                  <td data-label="Acciones" className={cellClass}>
                    <div className="flex flex-col items-start gap-2">
                      {message.isRead ? null : (
                        <Form method="post">
                          <input type="hidden" name="messageId" value={message.id} />
                          <button
                            type="submit"
                            disabled={busy}
                            aria-label={`Marcar como leído el mensaje de ${message.name} (${message.date})`}
                            className="rounded-full border border-line px-3 py-1 whitespace-nowrap hover:border-gold"
                          >
                            Marcar como leído
                          </button>
                        </Form>
                      )}
                      <a
                        href={replyLink(message.email)}
                        aria-label={`Responder a ${message.name} por email`}
                        className="px-3 py-1 whitespace-nowrap text-gold hover:underline"
                      >
                        Responder
                      </a>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      ) : (
        <p className="rounded-2xl border border-line bg-surface p-8 text-center text-ink-muted">
          {page > 1 ? (
            // The last messages of a filtered page were just marked as read.
            <>
              No hay más mensajes en esta página.{' '}
              <Link to={listUrl(unreadOnly, 1)} className="text-gold hover:underline">
                Ir a la primera página
              </Link>
            </>
          ) : unreadOnly ? (
            'No hay mensajes sin leer.'
          ) : (
            'Todavía no hay mensajes.'
          )}
        </p>
      )}

      <Pagination
        page={page}
        pages={pages}
        label="Páginas de mensajes"
        linkTo={(number) => listUrl(unreadOnly, number)}
      />
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
