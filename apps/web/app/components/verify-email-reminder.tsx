import { Form, useLocation } from '@remix-run/react'

/** Where the reminder shows as a note of its own rather than as the banner. */
const NOTE_PAGES = new Set(['/profile'])

/**
 * 'Confirma tu email' with its 'Reenviar enlace' button (a real form: it works without
 * JavaScript), which comes back to this page. `banner` sits under the header on every page but
 * those that show it as a `note`, so a page never has two buttons of the same name.
 */
export function VerifyEmailReminder({ email, as }: { email: string; as: 'banner' | 'note' }) {
  const { pathname, search } = useLocation()
  if (as === 'banner' && NOTE_PAGES.has(pathname)) return null
  const form = (
    <Form method="post" action="/verificar-correo/reenviar" className="inline">
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <button
        type="submit"
        className="rounded-full border border-gold px-4 py-1 text-gold hover:bg-surface-raised"
      >
        Reenviar enlace
      </button>
    </Form>
  )
  const text = `Confirma tu email: te enviamos un enlace a ${email}.`
  if (as === 'banner')
    return (
      <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2 border-b border-gold bg-surface px-4 py-2 text-center text-sm text-ink">
        <p className="[overflow-wrap:anywhere]">{text}</p>
        {form}
      </div>
    )
  return (
    <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-gold bg-canvas px-4 py-3 text-sm">
      <p className="[overflow-wrap:anywhere]">{text}</p>
      {form}
    </div>
  )
}
