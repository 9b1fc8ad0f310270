import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import { PerfumeForm } from '~/components/admin/perfume-form'
import { adminApi, refusalReply } from '~/utils/admin/admin-api.server'
import { parseSubmission } from '~/utils/admin/admin-forms.server'
import { NEW_PERFUME_FORM } from '~/utils/admin/form-values'
import { perfumeFieldName, perfumeFormSchema } from '~/utils/admin/perfume-form.server'
import { redirectWithToast } from '~/utils/toast.server'

export const meta: MetaFunction = () => [{ title: 'Nuevo perfume | Panel de Administración' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await adminApi(request)
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  const { api } = await adminApi(request)
  const submission = parseSubmission(await request.formData(), perfumeFormSchema())
  // A row added or removed (no status) answers with the rows changed; a refused save with 400.
  if (submission.status !== 'success')
    return data(submission.reply(), { status: submission.status === 'error' ? 400 : 200 })
  const {
    data: perfume,
    error,
    response,
  } = await api.POST('/api/perfumes', {
    body: submission.value,
  })
  if (!perfume) {
    const { reply, status } = refusalReply(submission, error, response, perfumeFieldName)
    return data(reply, { status })
  }
  return redirectWithToast(request, '/admin/perfumes', { title: 'Perfume creado exitosamente' })
}

export default function NewPerfume() {
  const lastResult = useActionData<typeof action>()
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <h2 className="font-display text-2xl font-semibold">Nuevo perfume</h2>
      <PerfumeForm
        defaultValue={NEW_PERFUME_FORM}
        lastResult={lastResult}
        failure="Error al crear perfume"
        submitLabel="Crear perfume"
      />
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
