import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import { PerfumeForm } from '~/components/admin/perfume-form'
import { adminApi, refusalReply } from '~/utils/admin/admin-api.server'
import { parseSubmission } from '~/utils/admin/admin-forms.server'
import {
  perfumeFieldName,
  perfumeFormSchema,
  perfumeFormValues,
  sizeStock,
} from '~/utils/admin/perfume-form.server'
import { findPerfume } from '~/utils/admin/perfumes.server'
import { redirectWithToast } from '~/utils/toast.server'

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `${page ? `Editar ${page.name}` : 'Perfume'} | Panel de Administración` },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const perfume = await findPerfume(api, params.id ?? '')
  return {
    id: perfume.id,
    name: perfume.name,
    slug: perfume.slug,
    values: perfumeFormValues(perfume),
    stock: sizeStock(perfume),
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { api } = await adminApi(request)
  const id = params.id ?? ''
  const submission = parseSubmission(await request.formData(), perfumeFormSchema(id))
  // A row added or removed (no status) answers with the rows changed; a refused save with 400.
  if (submission.status !== 'success')
    return data(submission.reply(), { status: submission.status === 'error' ? 400 : 200 })
  const {
    data: perfume,
    error,
    response,
  } = await api.PUT('/api/perfumes/{id}', {
    params: { path: { id } },
    body: submission.value,
  })
  if (!perfume) {
    if (response.status === 404) throw new Response('Perfume no encontrado', { status: 404 })
    const { reply, status } = refusalReply(submission, error, response, perfumeFieldName)
    return data(reply, { status })
  }
  return redirectWithToast(request, '/admin/perfumes', {
    title: 'Perfume actualizado exitosamente',
  })
}

export default function EditPerfume() {
  const { id, name, slug, values, stock } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="font-display text-2xl font-semibold">Editar {name}</h2>
        <div className="flex gap-4 text-sm">
          <Link to={`/perfume/${slug}`} className="text-gold hover:underline">
            Ver en la tienda
          </Link>
          <Link to={`/admin/perfumes/${id}/eliminar`} className="text-danger hover:underline">
            Eliminar perfume
          </Link>
        </div>
      </div>
      <PerfumeForm
        defaultValue={values}
        stock={stock}
        lastResult={lastResult}
        failure="Error al actualizar perfume"
        submitLabel="Guardar cambios"
      />
    </div>
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
