import { z } from 'zod'
import { DELETE_ACCOUNT_WORD, EXPORT_FORMATS } from './account-data'

/** GET /api/user/export-data?format=json|csv|pdf (json when absent). */
export const DataExportQuerySchema = z.strictObject({
  format: z.enum(EXPORT_FORMATS, { error: 'El formato debe ser json, csv o pdf' }).default('json'),
})
export type DataExportQuery = z.output<typeof DataExportQuerySchema>

/**
 * DELETE /api/user/delete-account. An account with a password must send it; an account without
 * one (Google only) sends `confirmation: 'ELIMINAR'` instead.
 */
export const DeleteAccountSchema = z.strictObject({
  password: z
    .string()
    .min(1, 'Introduce tu contraseña')
    .max(200, 'La contraseña no puede superar los 200 caracteres')
    .optional(),
  confirmation: z
    .literal(DELETE_ACCOUNT_WORD, { error: `Escribe ${DELETE_ACCOUNT_WORD} para confirmar` })
    .optional(),
})
export type DeleteAccountInput = z.output<typeof DeleteAccountSchema>
