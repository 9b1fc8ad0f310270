import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { Fragment } from 'react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import {
  cellClass,
  headCellClass,
  headRowClass,
  TableRegion,
  tableClass,
} from '~/components/admin/data-table'
import { adminApi, guardAnswer, required } from '~/utils/admin/admin-api.server'
import { formText } from '~/utils/admin/admin-forms.server'
import { formatStoreDateTime } from '~/utils/admin/store-time.server'
import { redirectWithToast } from '~/utils/toast.server'

export const meta: MetaFunction = () => [{ title: 'Correo | Panel de Administración' }]

const STATUS_TEXTS = { pending: 'Pendiente', sent: 'Enviado', failed: 'Fallido' } as const

/**
 * Where the shop's mail goes; in the demo, its mailbox (what the shop sent, newest first, one
 * opened by ?id=); always, the outbox with the mails that could not be sent.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const mail = required(await api.GET('/api/admin/mail'))
  const openId = new URL(request.url).searchParams.get('id')
  const opened = mail.caught.find((caught) => caught.id === openId)
  return {
    transport: mail.transport,
    caught: mail.caught.map((caught) => ({
      id: caught.id,
      date: formatStoreDateTime(caught.receivedAt),
      to: caught.to.join(', '),
      subject: caught.subject,
    })),
    // Only the opened mail's text: the list shows no bodies.
    opened: opened
      ? {
          id: opened.id,
          to: opened.to.join(', '),
          subject: opened.subject,
          text: opened.text,
          hasHtml: opened.html !== null,
        }
      : null,
    outbox: mail.outbox.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      date: formatStoreDateTime(row.createdAt),
    })),
  }
}

/** 'Reintentar' a failed mail. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await adminApi(request)
  const { response } = await api.POST('/api/admin/mail/{id}/retry', {
    params: { path: { id: formText(await request.formData(), 'mailId') } },
  })
  guardAnswer(response)
  return redirectWithToast(
    request,
    '/admin/correo',
    response.ok
      ? { title: 'Correo en cola de nuevo' }
      : { title: 'No se pudo reintentar el envío', variant: 'destructive' },
  )
}

/** The mail's text with its addresses as links (a verification link is followed from here). */
function TextWithLinks({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g)
  return (
    <>
      {parts.map((part, index) =>
        index % 2 ? (
          <a key={index} href={part} className="break-all text-gold underline">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  )
}

export default function AdminMail() {
  const { transport, caught, opened, outbox } = useLoaderData<typeof loader>()
  const busy = useNavigation().state !== 'idle'
  return (
    <div className="flex flex-col gap-6">
      <h2 className="font-display text-2xl font-semibold">Correo</h2>
      {transport === 'catcher' ? (
        <p className="text-ink-muted">
          Buzón de la demo: aquí llega todo el correo que envía la tienda; no sale a Internet.
        </p>
      ) : transport === 'smtp' ? (
        <p className="text-ink-muted">El correo se envía al servidor SMTP configurado.</p>
      ) : (
        <p className="text-ink-muted">
          El correo solo se escribe en el registro (MAIL_TRANSPORT=log).
        </p>
      )}

      {transport === 'catcher' ? (
        <section aria-labelledby="buzon" className="flex flex-col gap-4">
          <h3 id="buzon" className="font-display text-xl font-semibold">
            Buzón
          </h3>
          {opened ? (
            <article
              aria-labelledby="correo-abierto"
              className="rounded-2xl border border-gold bg-surface p-6"
            >
              <h4 id="correo-abierto" className="font-display text-lg font-semibold">
                {opened.subject}
              </h4>
              <p className="mb-4 text-sm text-ink-muted">Para: {opened.to}</p>
              <div className="text-sm whitespace-pre-line break-words">
                <TextWithLinks text={opened.text} />
              </div>
              <p className="mt-4 flex gap-4 text-sm">
                {opened.hasHtml ? (
                  <a
                    href={`/admin/correo/${opened.id}.html`}
                    target="_blank"
                    rel="noreferrer"
                    className="text-gold hover:underline"
                  >
                    Ver como HTML
                  </a>
                ) : null}
                <Link to="/admin/correo" className="text-gold hover:underline">
                  Cerrar
                </Link>
              </p>
            </article>
          ) : null}
          {caught.length ? (
            <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
              {caught.map((mail) => (
                <li key={mail.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 p-4">
                  <Link
                    to={`/admin/correo?id=${mail.id}`}
                    aria-current={opened?.id === mail.id ? 'true' : undefined}
                    className="font-medium hover:text-gold aria-[current=true]:text-gold"
                  >
                    {mail.subject}
                  </Link>
                  <span className="text-sm break-all text-ink-muted">{mail.to}</span>
                  <span className="ml-auto text-sm whitespace-nowrap text-ink-muted">
                    {mail.date}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-2xl border border-line bg-surface p-8 text-center text-ink-muted">
              Todavía no ha llegado ningún correo.
            </p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="salida" className="flex flex-col gap-4">
        <h3 id="salida" className="font-display text-xl font-semibold">
          Cola de envío
        </h3>
        {outbox.length ? (
          <TableRegion label="Cola de envío">
            <table aria-busy={busy} className={`${tableClass} md:min-w-[48rem]`}>
              <caption className="sr-only">Correos de la tienda, el más reciente primero</caption>
              <thead className={headRowClass}>
                <tr>
                  <th scope="col" className={headCellClass}>
                    Asunto
                  </th>
                  <th scope="col" className={headCellClass}>
                    Para
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
                {outbox.map((row) => (
                  <tr key={row.id} className="align-top">
                    <th scope="row" className={`${cellClass} font-normal`}>
                      {row.subject}
                    </th>
                    <td data-label="Para" className={`${cellClass} break-all`}>
                      {row.to}
                    </td>
                    <td data-label="Fecha" className={`${cellClass} whitespace-nowrap`}>
                      {row.date}
                    </td>
                    <td data-label="Estado" className={cellClass}>
                      <span
                        className={`rounded-full border px-3 py-0.5 text-xs ${row.status === 'failed' ? 'border-danger text-danger' : 'border-line text-ink-muted'}`}
                      >
                        {STATUS_TEXTS[row.status]}
                      </span>
                      <span className="mt-1 block text-xs text-ink-muted">
                        {row.attempts} {row.attempts === 1 ? 'intento' : 'intentos'}
                      </span>
                      {row.lastError ? (
                        <span className="mt-1 block max-w-xs text-xs break-words text-ink-muted">
                          {row.lastError}
                        </span>
                      ) : null}
                    </td>
                    <td data-label="Acciones" className={cellClass}>
                      {row.status === 'failed' ? (
                        <Form method="post">
                          <input type="hidden" name="mailId" value={row.id} />
                          <button
                            type="submit"
                            disabled={busy}
                            aria-label={`Reintentar el envío de «${row.subject}» a ${row.to}`}
                            className="rounded-full border border-line px-3 py-1 whitespace-nowrap hover:border-gold"
                          >
                            Reintentar
                          </button>
                        </Form>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        ) : (
          <p className="rounded-2xl border border-line bg-surface p-8 text-center text-ink-muted">
            La tienda todavía no ha enviado ningún correo.
          </p>
        )}
      </section>
    </div>
  )
}

export const ErrorBoundary = AdminErrorBoundary
