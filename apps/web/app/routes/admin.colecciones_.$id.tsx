import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import { CollectionForm } from '~/components/admin/collection-form'
import { adminApi, refusalReply } from '~/utils/admin/admin-api.server'
import { parseSubmission } from '~/utils/admin/admin-forms.server'
import {
  collectionFieldName,
  collectionFormSchema,
  collectionFormValues,
  findCollection,
} from '~/utils/admin/collections.server'
import { perfumeChoices } from '~/utils/admin/perfumes.server'
import { redirectWithToast } from '~/utils/toast.server'

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `${page ? `Editar ${page.name}` : 'Colección'} | Panel de Administración` },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const [collection, perfumes] = await Promise.all([
    findCollection(api, params.id ?? ''),
    perfumeChoices(api),
  ])
  return {
    id: collection.id,
    name: collection.name,
    values: collectionFormValues(collection),
    perfumes,
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { api } = await adminApi(request)
  const id = params.id ?? ''
  const submission = parseSubmission(await request.formData(), collectionFormSchema(id))
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const {
    data: collection,
    error,
    response,
  } = await api.PUT('/api/collections/{id}', {
    params: { path: { id } },
    body: submission.value,
  })
  if (!collection) {
    if (response.status === 404) throw new Response('Colección no encontrada', { status: 404 })
    const { reply, status } = refusalReply(submission, error, response, collectionFieldName)
    return data(reply, { status })
  }
  return redirectWithToast(request, '/admin/colecciones', {
    title: 'Colección actualizada exitosamente',
  })
}

export default function EditCollection() {
  const { id, name, values, perfumes } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="font-display text-2xl font-semibold">Editar {name}</h2>
        <Link
          to={`/admin/colecciones/${id}/eliminar`}
          className="text-sm text-danger hover:underline"
        >
          Eliminar colección
        </Link>
      </div>
      <CollectionForm
        defaultValue={values}
        perfumes={perfumes}
        lastResult={lastResult}
        failure="Error al actualizar colección"
        submitLabel="Guardar cambios"
      />
    </div>
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
