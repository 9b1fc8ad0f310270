import type { ReactNode } from 'react'

export interface StatFigure {
  label: string
  value: ReactNode
  /** A line under the label that says what is counted. */
  hint?: string
}

/** A tab's headline figures: the value large, its label under it (read first by screen readers). */
export function StatFigures({ figures, label }: { figures: StatFigure[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex flex-col-reverse justify-end rounded-2xl border border-line bg-surface p-5"
        >
          <dt className="text-sm text-ink-muted">
            {figure.label}
            {figure.hint ? <span className="block text-xs">{figure.hint}</span> : null}
          </dt>
          <dd className="font-display text-2xl font-bold break-words text-gold">{figure.value}</dd>
        </div>
      ))}
    </dl>
  )
}
