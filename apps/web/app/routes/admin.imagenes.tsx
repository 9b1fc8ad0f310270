import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import { ImageUploadForm } from '~/components/admin/image-upload-form'
import { adminApi, refusal, required } from '~/utils/admin/admin-api.server'
import {
  formatBytes,
  readUploadForm,
  sendUpload,
  UPLOAD_FAILURE,
} from '~/utils/admin/images.server'
import { perfumeChoices } from '~/utils/admin/perfumes.server'
import { redirectWithToast } from '~/utils/toast.server'

export const meta: MetaFunction = () => [{ title: 'Imágenes | Panel de Administración' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const [stats, perfumes] = await Promise.all([
    api.GET('/api/admin/images/stats').then(required),
    perfumeChoices(api),
  ])
  return {
    figures: [
      { label: 'Perfumes con imagen', value: String(stats.perfumesWithImage) },
      { label: 'Perfumes sin imagen', value: String(stats.perfumesWithoutImage) },
      { label: 'Imágenes subidas', value: String(stats.storedImages) },
      { label: 'Espacio usado', value: formatBytes(stats.totalBytes) },
    ],
    perfumes,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const { api } = await adminApi(request)
  const form = await readUploadForm(request)
  if (form.refusal !== undefined)
    return data(
      { failure: { title: form.refusal }, perfumeId: form.perfumeId },
      { status: form.status },
    )
  const { data: uploaded, error, response } = await sendUpload(api, form.upload)
  if (!uploaded) {
    const { fieldErrors, status } = refusal(error, response)
    // The API's message already reads 'Error al subir imagen: <reason>'.
    const title = fieldErrors.form?.[0] ?? UPLOAD_FAILURE
    const reasons = Object.entries(fieldErrors)
      .filter(([field]) => field !== 'form')
      .flatMap(([, messages]) => messages)
    return data(
      { failure: { title, reason: reasons[0] }, perfumeId: form.upload.perfumeId },
      { status },
    )
  }
  return redirectWithToast(request, '/admin/imagenes', { title: 'Imagen subida exitosamente' })
}

export default function AdminImages() {
  const { figures, perfumes } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  // A new location (the redirect after an upload) starts an empty form.
  const { key } = useLocation()
  return (
    <div className="flex flex-col gap-8">
      <h2 className="font-display text-2xl font-semibold">Imágenes</h2>
      <section
        aria-labelledby="instrucciones"
        className="rounded-2xl border border-line bg-surface p-6"
      >
        <h3 id="instrucciones" className="font-display text-lg font-semibold">
          Instrucciones
        </h3>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink-muted">
          <li>Tamaño máximo: 5 MB.</li>
          <li>Formatos admitidos: JPG, PNG, GIF y WebP.</li>
          <li>
            Elige el perfume y sube un archivo o pega un enlace https; la imagen pasa a ser la del
            perfume en la tienda.
          </li>
          <li>Las imágenes se optimizan al subirlas (WebP, hasta 1200 px por lado).</li>
        </ul>
      </section>
      <section aria-labelledby="estadisticas">
        <h3 id="estadisticas" className="font-display text-lg font-semibold">
          Estadísticas
        </h3>
        <dl className="mt-3 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {figures.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col-reverse rounded-2xl border border-line bg-surface p-5"
            >
              <dt className="text-sm text-ink-muted">{figure.label}</dt>
              <dd className="font-display text-2xl font-bold text-gold">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="subir" className="flex flex-col gap-3">
        <h3 id="subir" className="font-display text-lg font-semibold">
          Subir imagen
        </h3>
        <ImageUploadForm
          key={key}
          perfumes={perfumes}
          perfumeId={result?.perfumeId ?? ''}
          failure={result?.failure}
        />
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
