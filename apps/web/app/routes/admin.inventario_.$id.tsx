import {
  ADJUSTMENT_REASON_LABELS,
  AdjustBottleSchema,
  centsToText,
  ReceiveBottleSchema,
  textToCents,
} from '@aurum/contracts'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
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
  TextField,
} from '~/components/admin/form-controls'
import { adminApi, guardAnswer, refusal, required } from '~/utils/admin/admin-api.server'
import { formText, issuesByField } from '~/utils/admin/admin-forms.server'
import { formatStoreDateTime } from '~/utils/admin/store-time.server'
import { formatPrice } from '~/utils/money'
import { useCurrency } from '~/utils/use-currency'
import { apiErrorText } from '~/utils/api-messages.server'
import { redirectWithToast } from '~/utils/toast.server'

export const meta: MetaFunction = () => [{ title: 'Frascos | Panel de Administración' }]

const STATE_TEXTS = { sealed: 'Precintado', open: 'Abierto', empty: 'Vacío' } as const
const REASONS = ['waste', 'evaporation', 'count', 'breakage'] as const

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const id = params.id ?? ''
  const [perfume, bottles] = await Promise.all([
    api.GET('/api/admin/perfumes/{id}', { params: { path: { id } } }),
    api.GET('/api/admin/perfumes/{id}/bottles', { params: { path: { id } } }),
  ])
  if (perfume.response.status === 404 || perfume.response.status === 400)
    throw new Response('Perfume no encontrado', { status: 404 })
  const shown = required(perfume)
  return {
    perfume: {
      id: shown.id,
      name: shown.name,
      brand: shown.brand,
      sizes: shown.sizes.map((size, index) => ({ size, stock: shown.stock[index] })),
    },
    bottles: required(bottles).map((bottle) => ({
      id: bottle.id,
      batchCode: bottle.batchCode,
      sizeMl: bottle.sizeMl,
      mlLeft: bottle.mlLeft,
      mlHeld: bottle.mlHeld,
      state: bottle.state,
      openedAt: bottle.openedAt ? formatStoreDateTime(bottle.openedAt) : null,
      cost: bottle.costCents === null ? null : centsToText(bottle.costCents),
    })),
  }
}

/** Receive a bottle (its form answers with its errors), or adjust, open or empty one (a toast). */
export async function action({ request, params }: ActionFunctionArgs) {
  const { api } = await adminApi(request)
  const id = params.id ?? ''
  const back = `/admin/inventario/${id}`
  const form = await request.formData()
  const intent = formText(form, 'intent')
  if (intent === 'receive') {
    const cost = formText(form, 'cost').trim()
    const costCents = cost ? textToCents(cost) : undefined
    const parsed = ReceiveBottleSchema.safeParse({
      ml: formText(form, 'ml'),
      batchCode: formText(form, 'batchCode'),
      ...(form.get('opened') === 'on' ? { openedAt: new Date().toISOString() } : {}),
      ...(costCents !== undefined ? { costCents: costCents ?? -1 } : {}),
    })
    if (!parsed.success) return data({ fieldErrors: issuesByField(parsed.error) }, { status: 400 })
    const { error, response } = await api.POST('/api/admin/perfumes/{id}/bottles', {
      params: { path: { id } },
      body: parsed.data,
    })
    if (error) {
      const { fieldErrors, status } = refusal(error, response)
      return data({ fieldErrors }, { status })
    }
    return redirectWithToast(request, back, { title: 'Frasco recibido' })
  }

  const bottleId = formText(form, 'bottleId')
  const path = { params: { path: { id: bottleId } } }
  const refused = (description: string) =>
    redirectWithToast(request, back, {
      title: 'No se pudo cambiar el frasco',
      description,
      variant: 'destructive',
    })
  let answer
  if (intent === 'adjust') {
    const adjustment = AdjustBottleSchema.safeParse({
      ml: formText(form, 'ml'),
      reason: formText(form, 'reason'),
    })
    if (!adjustment.success) return refused(adjustment.error.issues[0].message)
    answer = await api.POST('/api/admin/bottles/{id}/adjustments', {
      ...path,
      body: adjustment.data,
    })
  } else if (intent === 'open') {
    answer = await api.POST('/api/admin/bottles/{id}/open', path)
  } else if (intent === 'empty') {
    answer = await api.POST('/api/admin/bottles/{id}/empty', path)
  } else {
    throw new Response('Acción desconocida', { status: 400 })
  }
  guardAnswer(answer.response)
  if (answer.error) return refused(apiErrorText(answer.error))
  const done = { adjust: 'Frasco ajustado', open: 'Frasco abierto', empty: 'Frasco vacío' }
  return redirectWithToast(request, back, { title: done[intent] })
}

export default function AdminBottles() {
  const { perfume, bottles } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const errors = refused?.fieldErrors ?? {}
  const busy = useNavigation().state !== 'idle'
  const currency = useCurrency()
  return (
    <div className="flex flex-col gap-8">
      <div>
        <Link to="/admin/inventario" className="text-sm text-gold hover:underline">
          ← Inventario
        </Link>
        <h2 className="font-display text-2xl font-semibold">
          {perfume.name} <span className="text-ink-muted">· {perfume.brand}</span>
        </h2>
        <p className="text-ink-muted">
          Decants disponibles:{' '}
          {perfume.sizes.map((size) => `${size.size}: ${size.stock}`).join(' · ')}
        </p>
      </div>

      <section aria-labelledby="frascos" className="flex flex-col gap-4">
        <h3 id="frascos" className="font-display text-xl font-semibold">
          Frascos
        </h3>
        {bottles.length ? (
          <TableRegion label="Frascos">
            <table aria-busy={busy} className={`${tableClass} md:min-w-[56rem]`}>
              <caption className="sr-only">
                Frascos del perfume: se sirve primero el abierto hace más tiempo
              </caption>
              <thead className={headRowClass}>
                <tr>
                  <th scope="col" className={headCellClass}>
                    Lote
                  </th>
                  <th scope="col" className={headCellClass}>
                    Estado
                  </th>
                  <th scope="col" className={headCellClass}>
                    Quedan
                  </th>
                  <th scope="col" className={headCellClass}>
                    Apartados
                  </th>
                  <th scope="col" className={headCellClass}>
                    Coste
                  </th>
                  <th scope="col" className={headCellClass}>
                    <span className="sr-only">Acciones</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {bottles.map((bottle) => (
                  <tr key={bottle.id}>
                    <td data-label="Lote" className={cellClass}>
                      Lote {bottle.batchCode}
                    </td>
                    <td data-label="Estado" className={cellClass}>
                      {STATE_TEXTS[bottle.state]}
                      {bottle.openedAt ? (
                        <span className="block text-xs text-ink-muted">{bottle.openedAt}</span>
                      ) : null}
                    </td>
                    <td data-label="Quedan" className={cellClass}>
                      {bottle.mlLeft} de {bottle.sizeMl} ml
                    </td>
                    <td data-label="Apartados" className={cellClass}>
                      {bottle.mlHeld} ml
                    </td>
                    <td data-label="Coste" className={cellClass}>
                      {bottle.cost ? formatPrice(bottle.cost, currency) : '—'}
                    </td>
                    <td data-label="Acciones" className={cellClass}>
                      {bottle.state === 'empty' ? null : (
                        <div className="flex flex-wrap items-end gap-2">
                          <Form method="post" className="flex items-end gap-2">
                            <input type="hidden" name="intent" value="adjust" />
                            <input type="hidden" name="bottleId" value={bottle.id} />
                            <div>
                              <label htmlFor={`ml-${bottle.id}`} className="block text-xs">
                                Ajuste (ml)
                              </label>
                              <input
                                id={`ml-${bottle.id}`}
                                name="ml"
                                type="number"
                                step={1}
                                required
                                placeholder="-2"
                                className={`${inputClass} w-20`}
                              />
                            </div>
                            <div>
                              <label htmlFor={`motivo-${bottle.id}`} className="block text-xs">
                                Motivo
                              </label>
                              <select
                                id={`motivo-${bottle.id}`}
                                name="reason"
                                className={inputClass}
                              >
                                {REASONS.map((reason) => (
                                  <option key={reason} value={reason}>
                                    {ADJUSTMENT_REASON_LABELS[reason]}
                                  </option>
                                ))}
                              </select>
                            </div>
                            <button type="submit" className={secondaryButton}>
                              Ajustar
                            </button>
                          </Form>
                          {bottle.state === 'sealed' ? (
                            <Form method="post">
                              <input type="hidden" name="intent" value="open" />
                              <input type="hidden" name="bottleId" value={bottle.id} />
                              <button type="submit" className={secondaryButton}>
                                Abrir
                              </button>
                            </Form>
                          ) : null}
                          <Form method="post">
                            <input type="hidden" name="intent" value="empty" />
                            <input type="hidden" name="bottleId" value={bottle.id} />
                            <button type="submit" className={secondaryButton}>
                              Marcar vacío
                            </button>
                          </Form>
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        ) : (
          <p className="rounded-2xl border border-line bg-surface p-8 text-center text-ink-muted">
            Este perfume no tiene frascos: no se vende hasta que recibas uno.
          </p>
        )}
      </section>

      <section aria-labelledby="recibir" className="flex max-w-xl flex-col gap-4">
        <h3 id="recibir" className="font-display text-xl font-semibold">
          Recibir un frasco
        </h3>
        {/* A new form after each bottle received: its fields start empty again. */}
        <Form key={bottles.length} method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="receive" />
          <FormAlert
            title={refused ? 'Error al recibir el frasco' : undefined}
            messages={errors.form}
          />
          <TextField
            name="ml"
            label="Mililitros del frasco"
            type="number"
            min={1}
            max={1000}
            required
            errors={errors.ml}
          />
          <TextField
            name="batchCode"
            label="Lote"
            hint="El código de lote impreso en el frasco, como L1234"
            required
            maxLength={40}
            errors={errors.batchCode}
          />
          <TextField
            name="cost"
            label="Coste (€)"
            hint="Opcional: lo que costó el frasco, como 98.00; da el margen de cada pedido"
            inputMode="decimal"
            errors={errors.costCents}
          />
          <div className="flex items-center gap-2">
            <input id="opened" name="opened" type="checkbox" className="h-4 w-4 accent-gold" />
            <label htmlFor="opened">Ya está abierto (se sirve antes que los precintados)</label>
          </div>
          <button type="submit" className={primaryButton} disabled={busy}>
            Recibir frasco
          </button>
        </Form>
      </section>
    </div>
  )
}

export const ErrorBoundary = AdminErrorBoundary
