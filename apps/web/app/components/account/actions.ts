import type { FormEvent } from 'react'

/** The small outlined button of the account pages' cards (set default, edit, delete...). */
export const SMALL_BUTTON =
  'rounded-full border border-line px-4 py-1.5 text-sm text-ink hover:border-gold disabled:opacity-60'

/** A form's submit handler that asks first (with JavaScript; without it the form just posts). */
export function confirmFirst(question: string) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (!window.confirm(question)) event.preventDefault()
  }
}
