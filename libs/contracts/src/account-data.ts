// The customer's data (spec 001 §7): GET /api/user/export-data and DELETE /api/user/delete-account.
// Plain constants only: the settings page imports them, and zod stays out of its bundle
// (the schemas are in account-data.schemas.ts).
import { storeDay } from './orders'

export const EXPORT_FORMATS = ['json', 'csv', 'pdf'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  json: 'JSON',
  csv: 'CSV',
  pdf: 'PDF',
}

/** The file's name: user-data-{date}.{format}, the date as YYYY-MM-DD in the shop's calendar. */
export function exportFileName(format: ExportFormat, date: Date = new Date()): string {
  return `user-data-${storeDay(date)}.${format}`
}

/**
 * What an account without a password (signed in with Google only) types instead of one. The spec's
 * dialog is asked by the browser; the API still wants proof typed by the person.
 */
export const DELETE_ACCOUNT_WORD = 'ELIMINAR'

/** The spec's confirmation, asked by the browser (and as a checkbox when it runs no scripts). */
export const DELETE_ACCOUNT_CONFIRMATION =
  '¿Estás seguro de que quieres eliminar tu cuenta? Esta acción no se puede deshacer.'
