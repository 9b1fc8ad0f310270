import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import { PerfumeForm } from '~/components/admin/perfume-form'
import { EMPTY_PERFUME_FORM } from '~/utils/admin/form-values'
import { adminApi, refusal } from '~/utils/admin/admin-api.server'
import { perfumeBody, readPerfumeForm } from '~/utils/admin/perfume-form.server'
import { redirectWithToast } from '~/utils/toast.server'

export const meta: MetaFunction = () => [{ title: 'Nuevo perfume | Panel de Administración' }]

const FAILURE = 'Error al crear perfume'

export async function loader({ request }: LoaderFunctionArgs) {
  await adminApi(request)
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  const { api } = await adminApi(request)
  const values = readPerfumeForm(await request.formData())
  const checked = perfumeBody(values)
  if (checked.fieldErrors)
    return data({ values, fieldErrors: checked.fieldErrors, failure: FAILURE }, { status: 400 })
  const {
    data: perfume,
    error,
    response,
  } = await api.POST('/api/perfumes', {
    body: checked.body,
  })
  if (!perfume) {
    const { fieldErrors, status } = refusal(error, response)
    return data({ values, fieldErrors, failure: FAILURE }, { status })
  }
  return redirectWithToast(request, '/admin/perfumes', { title: 'Perfume creado exitosamente' })
}

export default function NewPerfume() {
  const result = useActionData<typeof action>()
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <h2 className="font-display text-2xl font-semibold">Nuevo perfume</h2>
      <PerfumeForm
        values={result?.values ?? EMPTY_PERFUME_FORM}
        errors={result?.fieldErrors}
        failure={result?.failure}
        submitLabel="Crear perfume"
      />
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
