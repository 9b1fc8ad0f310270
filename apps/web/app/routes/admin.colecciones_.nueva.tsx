import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import { CollectionForm } from '~/components/admin/collection-form'
import { adminApi, refusalReply } from '~/utils/admin/admin-api.server'
import { parseSubmission } from '~/utils/admin/admin-forms.server'
import { collectionFieldName, collectionFormSchema } from '~/utils/admin/collections.server'
import { perfumeChoices } from '~/utils/admin/perfumes.server'
import { redirectWithToast } from '~/utils/toast.server'

export const meta: MetaFunction = () => [{ title: 'Nueva colección | Panel de Administración' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  return { perfumes: await perfumeChoices(api) }
}

export async function action({ request }: ActionFunctionArgs) {
  const { api } = await adminApi(request)
  const submission = parseSubmission(await request.formData(), collectionFormSchema())
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const {
    data: collection,
    error,
    response,
  } = await api.POST('/api/collections', {
    body: submission.value,
  })
  if (!collection) {
    const { reply, status } = refusalReply(submission, error, response, collectionFieldName)
    return data(reply, { status })
  }
  return redirectWithToast(request, '/admin/colecciones', {
    title: 'Colección creada exitosamente',
  })
}

export default function NewCollection() {
  const { perfumes } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <h2 className="font-display text-2xl font-semibold">Nueva colección</h2>
      <CollectionForm
        perfumes={perfumes}
        lastResult={lastResult}
        failure="Error al crear colección"
        submitLabel="Crear colección"
      />
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
