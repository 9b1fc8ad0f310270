import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import { CollectionForm } from '~/components/admin/collection-form'
import { EMPTY_COLLECTION_FORM } from '~/utils/admin/form-values'
import { adminApi, refusal } from '~/utils/admin/admin-api.server'
import { collectionBody, readCollectionForm } from '~/utils/admin/collections.server'
import { perfumeChoices } from '~/utils/admin/perfumes.server'
import { redirectWithToast } from '~/utils/toast.server'

export const meta: MetaFunction = () => [{ title: 'Nueva colección | Panel de Administración' }]

const FAILURE = 'Error al crear colección'

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  return { perfumes: await perfumeChoices(api) }
}

export async function action({ request }: ActionFunctionArgs) {
  const { api } = await adminApi(request)
  const values = readCollectionForm(await request.formData())
  const checked = collectionBody(values)
  if (checked.fieldErrors)
    return data({ values, fieldErrors: checked.fieldErrors, failure: FAILURE }, { status: 400 })
  const {
    data: collection,
    error,
    response,
  } = await api.POST('/api/collections', {
    body: checked.body,
  })
  if (!collection) {
    const { fieldErrors, status } = refusal(error, response)
    return data({ values, fieldErrors, failure: FAILURE }, { status })
  }
  return redirectWithToast(request, '/admin/colecciones', {
    title: 'Colección creada exitosamente',
  })
}

export default function NewCollection() {
  const { perfumes } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <h2 className="font-display text-2xl font-semibold">Nueva colección</h2>
      <CollectionForm
        values={result?.values ?? EMPTY_COLLECTION_FORM}
        perfumes={perfumes}
        errors={result?.fieldErrors}
        failure={result?.failure}
        submitLabel="Crear colección"
      />
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
