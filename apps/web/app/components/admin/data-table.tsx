import type { ReactNode } from 'react'

/*
 * Below `md` a table turns into cards, with CSS alone: the table, its body, rows and cells display
 * as blocks, each row a card, the head row is hidden to the eye but still read by screen readers,
 * and each cell shows its column's name from its `data-label` before its content. From `md` up it
 * is a plain table.
 */
export const tableClass =
  'w-full text-left text-sm max-md:block max-md:[&>tbody]:block max-md:[&>tbody]:space-y-3 max-md:[&>tbody>tr]:block max-md:[&>tbody>tr]:rounded-2xl max-md:[&>tbody>tr]:border max-md:[&>tbody>tr]:border-line max-md:[&>tbody>tr]:bg-surface max-md:[&>tbody>tr]:p-4'
export const headRowClass = 'border-b border-line text-ink-muted max-md:sr-only'
export const headCellClass = 'px-4 py-3 font-medium'
export const cellClass =
  'px-4 py-3 max-md:block max-md:px-0 max-md:py-1.5 max-md:text-left max-md:break-words max-md:before:block max-md:before:text-xs max-md:before:text-ink-muted max-md:before:content-[attr(data-label)]'

/**
 * A table's frame. From `md` up it scrolls sideways when the table is wider, and it can take focus
 * so the keyboard can scroll it too; on a phone the rows are cards that fit, and nothing scrolls.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="md:overflow-x-auto md:rounded-2xl md:border md:border-line md:bg-surface"
    >
      {children}
    </div>
  )
}
