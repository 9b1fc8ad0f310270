import type { ReactNode } from 'react'

/**
 * A page's message in the shop's look: role 'status' for news (a link was mailed), 'alert' for a
 * refusal. The shape of utils/page-notice.server.ts's PageNotice, which pages may pass as is.
 */
export function NoticeBox({
  role,
  title,
  description,
  children,
}: {
  role: 'status' | 'alert'
  title: string
  description?: string
  children?: ReactNode
}) {
  const alert = role === 'alert'
  return (
    <div
      role={role}
      className={`mt-6 rounded-lg border bg-surface px-4 py-3 ${alert ? 'border-danger' : 'border-gold'}`}
    >
      <p className={`font-semibold ${alert ? 'text-danger' : ''}`}>{title}</p>
      {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
      {children}
    </div>
  )
}
