import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import { dangerButton, secondaryButton } from '~/components/admin/form-controls'
import { adminApi, refusal } from '~/utils/admin/admin-api.server'
import { findPerfume } from '~/utils/admin/perfumes.server'
import { redirectWithToast } from '~/utils/toast.server'

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `${page ? `Eliminar ${page.name}` : 'Perfume'} | Panel de Administración` },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const { name, brand } = await findPerfume(api, params.id ?? '')
  return { name, brand }
}

/** The API archives a perfume that has been ordered, so old orders keep their lines. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { api } = await adminApi(request)
  const { error, response } = await api.DELETE('/api/perfumes/{id}', {
    params: { path: { id: params.id ?? '' } },
  })
  if (response.ok)
    return redirectWithToast(request, '/admin/perfumes', {
      title: 'Perfume eliminado exitosamente',
    })
  const { fieldErrors } = refusal(error, response)
  return redirectWithToast(request, '/admin/perfumes', {
    title: 'Error al eliminar perfume',
    description: fieldErrors.form?.[0],
    variant: 'destructive',
  })
}

export default function DeletePerfume() {
  const { name, brand } = useLoaderData<typeof loader>()
  const deleting = useNavigation().state === 'submitting'
  return (
    <section
      aria-labelledby="eliminar-perfume"
      className="mx-auto max-w-xl rounded-2xl border border-line bg-surface p-8 text-center"
    >
      <h2 id="eliminar-perfume" className="font-display text-2xl font-semibold">
        ¿Eliminar {name}?
      </h2>
      <p className="mt-3 text-ink-muted">
        {name} de {brand} dejará de aparecer en la tienda. Los pedidos que ya lo incluyen se
        conservan.
      </p>
      <Form method="post" className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="submit" disabled={deleting} className={dangerButton}>
          {deleting ? 'Eliminando...' : 'Eliminar'}
        </button>
        <Link to="/admin/perfumes" className={secondaryButton}>
          Cancelar
        </Link>
      </Form>
    </section>
  )
}

export function ErrorBoundary() {
  return (
    <AdminErrorBoundary
      notFound="Perfume no encontrado"
      back={{ to: '/admin/perfumes', label: 'Volver a perfumes' }}
    />
  )
}
