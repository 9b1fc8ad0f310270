import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import { dangerButton, secondaryButton } from '~/components/admin/form-controls'
import { adminApi, refusal } from '~/utils/admin/admin-api.server'
import { findCollection } from '~/utils/admin/collections.server'
import { redirectWithToast } from '~/utils/toast.server'

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `${page ? `Eliminar ${page.name}` : 'Colección'} | Panel de Administración` },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const { name } = await findCollection(api, params.id ?? '')
  return { name }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { api } = await adminApi(request)
  const { error, response } = await api.DELETE('/api/collections/{id}', {
    params: { path: { id: params.id ?? '' } },
  })
  if (response.ok)
    return redirectWithToast(request, '/admin/colecciones', {
      title: 'Colección eliminada exitosamente',
    })
  const { fieldErrors } = refusal(error, response)
  return redirectWithToast(request, '/admin/colecciones', {
    title: 'Error al eliminar colección',
    description: fieldErrors.form?.[0],
    variant: 'destructive',
  })
}

export default function DeleteCollection() {
  const { name } = useLoaderData<typeof loader>()
  const deleting = useNavigation().state === 'submitting'
  return (
    <section
      aria-labelledby="eliminar-coleccion"
      className="mx-auto max-w-xl rounded-2xl border border-line bg-surface p-8 text-center"
    >
      <h2 id="eliminar-coleccion" className="font-display text-2xl font-semibold">
        ¿Eliminar {name}?
      </h2>
      <p className="mt-3 text-ink-muted">
        La colección dejará de aparecer en la tienda. Sus perfumes no se eliminan.
      </p>
      <Form method="post" className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="submit" disabled={deleting} className={dangerButton}>
          {deleting ? 'Eliminando...' : 'Eliminar'}
        </button>
        <Link to="/admin/colecciones" className={secondaryButton}>
          Cancelar
        </Link>
      </Form>
    </section>
  )
}

export function ErrorBoundary() {
  return (
    <AdminErrorBoundary
      notFound="Colección no encontrada"
      back={{ to: '/admin/colecciones', label: 'Volver a colecciones' }}
    />
  )
}
