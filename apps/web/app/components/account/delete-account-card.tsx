import { DELETE_ACCOUNT_CONFIRMATION, DELETE_ACCOUNT_WORD } from '@aurum/contracts'
import { Form, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { dangerButton, inputClass } from '~/components/admin/form-controls'
import { useHydrated } from '~/utils/use-hydrated'

export const DELETE_ACCOUNT_PATH = '/settings/eliminar-cuenta'

/**
 * Deletes the account (spec 001 §5): the password, then the spec's question. With JavaScript the
 * browser asks it (window.confirm) and the button waits for a password; without, it is a box the
 * form requires. Either way the form posts confirmed=on, and the action refuses a post without it.
 */
export function DeleteAccountCard() {
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const deleting = navigation.state !== 'idle' && navigation.formAction === DELETE_ACCOUNT_PATH
  const [password, setPassword] = useState('')
  return (
    <div>
      <p id="eliminar-aviso" className="mt-1 text-sm text-ink-muted">
        Se borran tu perfil, tus direcciones, tus métodos de pago, tus notificaciones y tu
        configuración, y se cierran todas tus sesiones. Tus pedidos se conservan sin tus datos
        personales, como exige la contabilidad de la tienda. Esta acción no se puede deshacer.
      </p>
      <Form
        method="post"
        action={DELETE_ACCOUNT_PATH}
        aria-describedby="eliminar-aviso"
        onSubmit={(event) => {
          if (!window.confirm(DELETE_ACCOUNT_CONFIRMATION)) event.preventDefault()
        }}
        className="mt-4 flex flex-col gap-4"
      >
        <div>
          <label htmlFor="eliminar-contrasena" className="mb-1 block text-sm font-medium">
            Contraseña
          </label>
          <input
            id="eliminar-contrasena"
            name="password"
            type="password"
            required
            maxLength={200}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            aria-describedby="eliminar-contrasena-ayuda"
            className={inputClass}
          />
          <p id="eliminar-contrasena-ayuda" className="mt-1 text-xs text-ink-muted">
            Si entras solo con Google y no tienes contraseña, escribe {DELETE_ACCOUNT_WORD}.
          </p>
        </div>
        {hydrated ? (
          <input type="hidden" name="confirmed" value="on" />
        ) : (
          <label className="flex cursor-pointer items-start gap-3 text-sm">
            <input
              type="checkbox"
              name="confirmed"
              required
              className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-gold"
            />
            <span>{DELETE_ACCOUNT_CONFIRMATION}</span>
          </label>
        )}
        <div>
          <button
            type="submit"
            disabled={deleting || (hydrated && password === '')}
            className={dangerButton}
          >
            {deleting ? 'Eliminando...' : 'Eliminar Cuenta'}
          </button>
        </div>
      </Form>
    </div>
  )
}
