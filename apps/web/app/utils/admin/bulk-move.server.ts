import { type BulkOrderMoveInput, BulkOrderMoveSchema } from '@aurum/contracts'

/**
 * The orders tab's bulk move from its form (a box `pedido` per ticked order, the state `estado`),
 * read with the API's own schema: the move, or the schema's Spanish message.
 */
export function bulkMoveRequest(
  form: FormData,
): { move: BulkOrderMoveInput; error?: never } | { error: string; move?: never } {
  const parsed = BulkOrderMoveSchema.safeParse({
    orderIds: [...new Set(form.getAll('pedido'))],
    status: form.get('estado') ?? '',
  })
  if (parsed.success) return { move: parsed.data }
  return { error: parsed.error.issues[0]?.message ?? 'La selección no es válida' }
}
