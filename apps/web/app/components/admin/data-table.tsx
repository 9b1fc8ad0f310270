import type { ReactNode } from 'react'

export const tableClass = 'w-full text-left text-sm'
export const headRowClass = 'border-b border-line text-ink-muted'
export const headCellClass = 'px-4 py-3 font-medium'
export const cellClass = 'px-4 py-3'

/**
 * A table's frame: on a phone it scrolls sideways, and it can take focus so the keyboard can
 * scroll it too.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-line bg-surface"
    >
      {children}
    </div>
  )
}
