import { EXPORT_FORMAT_LABELS, EXPORT_FORMATS, type ExportFormat } from '@aurum/contracts'
import { type FormEvent, useState } from 'react'
import { inputClass, primaryButton } from '~/components/admin/form-controls'
import { Toaster } from '~/components/toaster'
import type { Toast } from '~/utils/toast.server'

export const EXPORT_PATH = '/settings/exportar'
const EXPORT_FAILED = 'No se pudieron exportar los datos.'

/**
 * Downloads everything the shop keeps about the customer (spec 001 §7 export-data). A plain GET
 * form to /settings/exportar: without JavaScript the browser downloads the file and stays on the
 * page (a failure comes back as the page with the spec's toast). With JavaScript the file is
 * fetched here, saved under its own name, and 'Datos exportados' says in which format.
 */
export function DataExportCard({ defaultFormat }: { defaultFormat: ExportFormat }) {
  const [exporting, setExporting] = useState(false)
  const [toast, setToast] = useState<Toast | null>(null)

  async function download(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const format = String(new FormData(event.currentTarget).get('format')) as ExportFormat
    setExporting(true)
    try {
      const response = await fetch(`${EXPORT_PATH}?format=${encodeURIComponent(format)}`)
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')
      // A failure comes back as the settings page (a redirect with a toast), not as a file.
      if (!response.ok || !name) throw new Error('not exported')
      const url = URL.createObjectURL(await response.blob())
      const link = Object.assign(document.createElement('a'), { href: url, download: name[1] })
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      setToast({
        id: crypto.randomUUID(),
        title: 'Datos exportados',
        description: `Tus datos se han descargado en formato ${EXPORT_FORMAT_LABELS[format] ?? format}.`,
      })
    } catch {
      setToast({
        id: crypto.randomUUID(),
        title: 'Error',
        description: EXPORT_FAILED,
        variant: 'destructive',
      })
    } finally {
      setExporting(false)
    }
  }

  return (
    <div>
      <h3 className="font-semibold">Exportar tus datos</h3>
      <p id="exportar-ayuda" className="mt-1 text-sm text-ink-muted">
        Descarga tu perfil, direcciones, métodos de pago (solo marca, últimos 4 dígitos y
        caducidad), pedidos, notificaciones y configuración en un archivo.
      </p>
      <form
        method="get"
        action={EXPORT_PATH}
        onSubmit={download}
        aria-describedby="exportar-ayuda"
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="sm:w-48">
          <label htmlFor="exportar-formato" className="mb-1 block text-sm font-medium">
            Formato del archivo
          </label>
          <select
            id="exportar-formato"
            name="format"
            defaultValue={defaultFormat}
            className={inputClass}
          >
            {EXPORT_FORMATS.map((format) => (
              <option key={format} value={format}>
                {EXPORT_FORMAT_LABELS[format]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={exporting} className={primaryButton}>
          {exporting ? 'Exportando...' : 'Exportar Datos'}
        </button>
      </form>
      {toast ? <Toaster key={toast.id} toast={toast} /> : null}
    </div>
  )
}
