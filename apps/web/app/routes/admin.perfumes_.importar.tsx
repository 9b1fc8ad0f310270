import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@aurum/contracts'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import {
  cellClass,
  headCellClass,
  headRowClass,
  TableRegion,
  tableClass,
} from '~/components/admin/data-table'
import {
  FormAlert,
  inputClass,
  primaryButton,
  secondaryButton,
} from '~/components/admin/form-controls'
import { StatFigures } from '~/components/admin/stat-figures'
import { adminApi, guardAnswer } from '~/utils/admin/admin-api.server'
import {
  COLUMN_LABELS,
  importCounts,
  readImportForm,
  sendImport,
} from '~/utils/admin/perfume-import.server'
import { apiErrorText, apiFieldErrors } from '~/utils/api-messages.server'
import { redirectWithToast } from '~/utils/toast.server'

export const meta: MetaFunction = () => [{ title: 'Importar catálogo | Panel de Administración' }]

const FAILURE = 'No se pudo importar el catálogo'

export async function loader({ request }: LoaderFunctionArgs) {
  await adminApi(request)
  return null
}

/**
 * 'Comprobar' sends the file as a dry run and shows what it would change, carrying the file on
 * to 'Aplicar cambios', which imports it and goes back to the list with the counts.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await adminApi(request)
  const form = await readImportForm(request)
  if (form.refusal !== undefined) {
    return data({ failure: form.refusal, errors: [] }, { status: form.status })
  }
  const {
    data: result,
    error,
    response,
  } = await sendImport(api, form.csv, form.intent !== 'aplicar')
  if (!result) {
    guardAnswer(response)
    // A refused import names each error under '<row>.<column>' (or '<row>'), as the check lists them.
    const errors = Object.entries(apiFieldErrors(error)).flatMap(([key, messages]) => {
      const [row, column] = key.split('.')
      return messages.map((message) => ({ row: Number(row), column: label(column), message }))
    })
    return data(
      { failure: apiErrorText(error, FAILURE), errors: errors.filter((entry) => entry.row > 0) },
      { status: response.status >= 500 ? 502 : response.status },
    )
  }
  if (form.intent === 'aplicar') {
    return redirectWithToast(request, '/admin/perfumes', {
      title: 'Catálogo importado',
      description: `Perfumes: ${importCounts(result)}.`,
    })
  }
  return {
    check: {
      figures: [
        { label: 'Perfumes nuevos', value: String(result.created) },
        { label: 'Perfumes con cambios', value: String(result.updated) },
        { label: 'Perfumes sin cambios', value: String(result.unchanged) },
        { label: 'Errores', value: String(result.errors.length) },
      ],
      changes: result.changed.map((change) => ({
        row: change.row,
        name: change.name,
        slug: change.slug,
        isNew: change.action === 'create',
        fields: change.fields.map((field) => ({
          label: label(field.field),
          from: field.from,
          to: field.to,
        })),
      })),
      errors: result.errors.map((entry) => ({
        row: entry.row,
        column: entry.field ? label(entry.field) : null,
        message: entry.message,
      })),
      applicable: !result.errors.length && result.created + result.updated > 0,
    },
    // The same bytes for 'Aplicar cambios' (see readImportForm).
    csv: form.csv.toString('base64'),
  }
}

function label(column: string | undefined): string | null {
  return column ? (COLUMN_LABELS[column] ?? column) : null
}

type CheckAnswer = Extract<
  NonNullable<ReturnType<typeof useActionData<typeof action>>>,
  { check: unknown }
>

export default function AdminPerfumeImport() {
  const answer = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="font-display text-2xl font-semibold">Importar catálogo</h2>
        <Link to="/admin/perfumes" className={secondaryButton}>
          Volver a perfumes
        </Link>
      </div>
      <section aria-labelledby="formato" className="rounded-2xl border border-line bg-surface p-6">
        <h3 id="formato" className="font-display text-lg font-semibold">
          Cómo preparar el archivo
        </h3>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink-muted">
          <li>
            Parte del{' '}
            <a href="/admin/perfumes/exportar.csv" download className="text-gold underline">
              catálogo exportado en CSV
            </a>{' '}
            y edítalo en una hoja de cálculo; guárdalo como CSV.
          </li>
          <li>
            Cada fila es un perfume y se reconoce por su slug. Una fila con un slug nuevo, o sin
            slug, crea un perfume.
          </li>
          <li>
            Tamaños y precios van en una celda: <code>2ml=4.90; 5ml=9.90; 10ml=17.90</code>. Un
            tamaño que no aparezca se elimina. Las notas se separan con punto y coma.
          </li>
          <li>
            En oferta: <code>true</code> o <code>false</code>. El stock no se importa: es el del
            inventario.
          </li>
          <li>
            Como máximo {MAX_IMPORT_BYTES / 1024 / 1024} MB y {MAX_IMPORT_ROWS} perfumes. Si una
            fila tiene un error, no se importa nada.
          </li>
        </ul>
      </section>
      <Form
        method="post"
        encType="multipart/form-data"
        className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-6"
      >
        <FormAlert
          title={answer && 'failure' in answer ? answer.failure : undefined}
          messages={
            answer && 'failure' in answer
              ? answer.errors.map(
                  (error) =>
                    `Fila ${error.row}${error.column ? `, ${error.column}` : ''}: ${error.message}`,
                )
              : []
          }
        />
        <div>
          <label htmlFor="campo-archivo" className="mb-1 block text-sm font-medium">
            Archivo CSV
          </label>
          <input
            id="campo-archivo"
            type="file"
            name="archivo"
            accept=".csv,text/csv"
            required
            className={`${inputClass} file:mr-4 file:rounded-full file:border-0 file:bg-gold file:px-4 file:py-1 file:text-on-gold`}
          />
        </div>
        <div>
          <button type="submit" disabled={busy} className={primaryButton}>
            Comprobar
          </button>
        </div>
      </Form>
      {answer && 'check' in answer ? (
        <CheckResult check={answer.check} csv={answer.csv} busy={busy} />
      ) : null}
    </div>
  )
}

function CheckResult({
  check,
  csv,
  busy,
}: {
  check: CheckAnswer['check']
  csv: string
  busy: boolean
}) {
  return (
    <section aria-labelledby="comprobacion" className="flex flex-col gap-4">
      <h3 id="comprobacion" className="font-display text-lg font-semibold">
        Resultado de la comprobación
      </h3>
      <StatFigures figures={check.figures} label="Resumen de la comprobación" />
      {check.errors.length ? (
        <div role="alert" className="rounded-lg border border-danger px-4 py-3 text-danger">
          <p className="font-semibold">
            Corrige estos errores y vuelve a comprobar el archivo: no se importará nada mientras
            haya alguno.
          </p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {check.errors.map((error) => (
              <li key={`${error.row}-${error.column}-${error.message}`}>
                Fila {error.row}
                {error.column ? `, ${error.column}` : ''}: {error.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {check.changes.length ? (
        <TableRegion label="Cambios">
          <table className={tableClass}>
            <caption className="sr-only">Cambios que hará la importación</caption>
            <thead>
              <tr className={headRowClass}>
                <th scope="col" className={headCellClass}>
                  Fila
                </th>
                <th scope="col" className={headCellClass}>
                  Perfume
                </th>
                <th scope="col" className={headCellClass}>
                  Campo
                </th>
                <th scope="col" className={headCellClass}>
                  De
                </th>
                <th scope="col" className={headCellClass}>
                  A
                </th>
              </tr>
            </thead>
            <tbody>
              {check.changes.flatMap((change) =>
                change.fields.map((field, index) => (
                  <tr key={`${change.row}-${field.label}`} className="border-b border-line">
                    <td className={cellClass} data-label="Fila">
                      {index === 0 ? change.row : ''}
                    </td>
                    <td className={cellClass} data-label="Perfume">
                      {index === 0 ? (
                        <>
                          {change.name}
                          {change.isNew ? (
                            <span className="ml-2 rounded-full bg-gold px-2 text-xs text-on-gold">
                              Nuevo
                            </span>
                          ) : null}
                          <span className="block text-xs text-ink-muted">{change.slug}</span>
                        </>
                      ) : null}
                    </td>
                    <td className={cellClass} data-label="Campo">
                      {field.label}
                    </td>
                    <td
                      className={`${cellClass} break-words whitespace-pre-line text-ink-muted`}
                      data-label="De"
                    >
                      {field.from ?? '—'}
                    </td>
                    <td className={`${cellClass} break-words whitespace-pre-line`} data-label="A">
                      {field.to}
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </TableRegion>
      ) : check.errors.length ? null : (
        <p className="text-ink-muted">El archivo no cambia nada del catálogo.</p>
      )}
      {check.applicable ? (
        <Form method="post">
          <input type="hidden" name="intent" value="aplicar" />
          <input type="hidden" name="csv" value={csv} />
          <button type="submit" disabled={busy} className={primaryButton}>
            Aplicar cambios
          </button>
        </Form>
      ) : null}
    </section>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
