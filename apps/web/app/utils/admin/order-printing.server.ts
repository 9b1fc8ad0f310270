import { type OrderDocument, type PrintOrdersInput, PrintOrdersSchema } from '@aurum/contracts'

/** What the orders tab's print buttons send as `documento`, and what the API calls it. */
const DOCUMENTS: Record<string, OrderDocument> = {
  albaranes: 'packing-slip',
  etiquetas: 'labels',
}

/** A refusal of a download: plain Spanish text, which the browser shows as it is. */
export function refused(text: string, status: number): Response {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
  })
}

/**
 * The bulk print's choice from its URL (`?documento=albaranes&pedido=<id>&pedido=<id>`), read with
 * the API's own schema; a bad one is a 400 with the schema's Spanish message. A box ticked twice
 * (two forms naming the same order) counts once.
 */
export function printRequest(params: URLSearchParams): PrintOrdersInput {
  const parsed = PrintOrdersSchema.safeParse({
    orderIds: [...new Set(params.getAll('pedido'))],
    document: DOCUMENTS[params.get('documento') ?? ''] ?? '',
  })
  if (parsed.success) return parsed.data
  throw refused(parsed.error.issues[0]?.message ?? 'La selección no es válida', 400)
}
