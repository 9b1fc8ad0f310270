import type { OrderStatus } from '@aurum/contracts'
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import {
  dangerButton,
  FormAlert,
  type FormErrors,
  inputClass,
  primaryButton,
} from '~/components/admin/form-controls'
import { ORDER_STATUS_LABELS } from '~/utils/orders'

/** A move the order's state allows, and whether it gives the payment back. */
export interface OrderMove {
  status: Exclude<OrderStatus, 'pending'>
  refunds: boolean
}

/** What a refused move had typed, so nothing is lost. */
interface OrderMoveValues {
  trackingNumber: string
  carrier: string
  location: string
  note: string
}

const MOVE_TEXTS: Record<OrderMove['status'], { button: string; hint: string }> = {
  confirmed: {
    button: 'Confirmar pedido',
    hint: 'Toma del stock las unidades que el pedido esperaba.',
  },
  processing: {
    button: 'Marcar como procesando',
    hint: 'El pedido se está preparando.',
  },
  shipped: {
    button: 'Marcar como enviado',
    hint: 'El paquete sale con su número de seguimiento; el cliente lo ve en Seguimiento.',
  },
  delivered: {
    button: 'Marcar como entregado',
    hint: 'El cliente ya tiene su pedido.',
  },
  cancelled: {
    button: 'Cancelar pedido',
    hint: 'Devuelve al cliente lo que queda del pago, el stock vuelve a la tienda y el cupón queda libre.',
  },
  refunded: {
    button: 'Reembolsar pedido',
    hint: 'Devuelve al cliente lo que queda del pago y deja libre el cupón. El stock no vuelve: el pedido ya salió.',
  },
}

const EMPTY: OrderMoveValues = { trackingNumber: '', carrier: '', location: '', note: '' }

function MoveField({
  id,
  label,
  errors,
  children,
}: {
  id: string
  label: string
  errors?: string[]
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': errors?.length ? true : undefined,
        'aria-describedby': errors?.length ? `${id}-error` : undefined,
      })}
      {errors?.length ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {errors.join('. ')}
        </p>
      ) : null}
    </div>
  )
}

/**
 * One legal move of an order as its own form: tracking number and carrier when it ships, an
 * optional location and note for the customer, and a box to tick when it gives money back.
 */
export function OrderMoveForm({
  move,
  code,
  total,
  refused,
  saving,
}: {
  move: OrderMove
  code: string
  /** What is left to give back of the order, in the store currency, as the refund gives it. */
  total: string
  /** This move's refusal, when it was the one sent. */
  refused?: { values: OrderMoveValues; fieldErrors: FormErrors }
  saving: boolean
}) {
  const { button, hint } = MOVE_TEXTS[move.status]
  const values = refused?.values ?? EMPTY
  const errors = refused?.fieldErrors ?? {}
  const id = (field: string) => `mover-${move.status}-${field}`
  return (
    <Form
      method="post"
      aria-labelledby={id('titulo')}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5"
    >
      <h4 id={id('titulo')} className="font-display text-lg font-semibold">
        Pasar a {ORDER_STATUS_LABELS[move.status]}
      </h4>
      <p className="text-sm text-ink-muted">{hint}</p>
      <FormAlert
        title={refused ? 'Error al actualizar estado del pedido' : undefined}
        messages={errors.form}
      />
      <input type="hidden" name="status" value={move.status} />
      {move.status === 'shipped' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <MoveField
            id={id('seguimiento')}
            label="Número de seguimiento"
            errors={errors.trackingNumber}
          >
            {(field) => (
              <input
                {...field}
                name="trackingNumber"
                required
                pattern="[A-Za-z0-9\-]{4,40}"
                title="De 4 a 40 letras, números o guiones"
                autoComplete="off"
                defaultValue={values.trackingNumber}
                className={inputClass}
              />
            )}
          </MoveField>
          <MoveField id={id('transportista')} label="Empresa de transporte" errors={errors.carrier}>
            {(field) => (
              <input
                {...field}
                name="carrier"
                required
                maxLength={60}
                placeholder="Correos, SEUR, MRW..."
                defaultValue={values.carrier}
                className={inputClass}
              />
            )}
          </MoveField>
        </div>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <MoveField id={id('ubicacion')} label="Ubicación (opcional)" errors={errors.location}>
          {(field) => (
            <input
              {...field}
              name="location"
              maxLength={120}
              defaultValue={values.location}
              className={inputClass}
            />
          )}
        </MoveField>
        <MoveField id={id('nota')} label="Nota para el cliente (opcional)" errors={errors.note}>
          {(field) => (
            <input
              {...field}
              name="note"
              maxLength={180}
              defaultValue={values.note}
              className={inputClass}
            />
          )}
        </MoveField>
      </div>
      {move.refunds ? (
        <div>
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              name="confirmar"
              required
              aria-invalid={errors.confirmar?.length ? true : undefined}
              aria-describedby={errors.confirmar?.length ? id('confirmar-error') : undefined}
              className="mt-0.5 h-5 w-5 shrink-0 accent-gold"
            />
            <span>
              {move.status === 'cancelled'
                ? `Confirmo que quiero cancelar el pedido #${code} y devolver ${total} al cliente.`
                : `Confirmo que quiero reembolsar ${total} del pedido #${code}.`}
            </span>
          </label>
          {errors.confirmar?.length ? (
            <p id={id('confirmar-error')} className="mt-1 text-sm text-danger">
              {errors.confirmar.join('. ')}
            </p>
          ) : null}
        </div>
      ) : null}
      <button
        type="submit"
        disabled={saving}
        className={`${move.refunds ? dangerButton : primaryButton} self-start`}
      >
        {saving ? 'Guardando...' : button}
      </button>
    </Form>
  )
}
