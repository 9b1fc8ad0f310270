import { useEffect, useState } from 'react'
import type { Toast } from '~/utils/toast.server'

/** Toast lifetime of the specification (spec 000 §9); the CSS animation uses the same 5 s. */
export const TOAST_LIFETIME_MS = 5000

/** Rendered with key={toast.id}, so each new toast starts its own 5 s. */
export function Toaster({ toast }: { toast: Toast }) {
  const [visible, setVisible] = useState(true)
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), TOAST_LIFETIME_MS)
    return () => clearTimeout(timer)
  }, [])
  if (!visible) return null
  const destructive = toast.variant === 'destructive'
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      className={`toast-life fixed right-4 bottom-4 z-50 max-w-sm rounded-lg border px-5 py-4 shadow-2xl ${
        destructive ? 'border-danger bg-surface text-danger' : 'border-gold bg-surface text-ink'
      }`}
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description ? (
        <p className="mt-1 text-sm text-ink-muted">{toast.description}</p>
      ) : null}
    </div>
  )
}
