import type { ApiClient } from '@aurum/api-client'
import type { OrderDocument, PrintOrdersInput } from '@aurum/contracts'
import { apiErrorText } from '~/utils/api-messages.server'
import { guardAnswer } from './admin-api.server'
import { orderId } from './admin-orders.server'
import { refused } from './order-printing.server'

/** The bulk print: one PDF of every order chosen, or the API's reason why not. */
export async function printOrders(api: ApiClient, input: PrintOrdersInput): Promise<Response> {
  const answer = await api.POST('/api/admin/orders/print', { body: input, parseAs: 'stream' })
  return pdfDownload(answer.response, 'No se pudieron imprimir los pedidos')
}

/** One order's packing slip or labels, for its page's download links. */
export async function orderDocument(
  api: ApiClient,
  id: string | undefined,
  document: OrderDocument,
): Promise<Response> {
  const path = { params: { path: { id: orderId(id) } }, parseAs: 'stream' } as const
  const answer =
    document === 'packing-slip'
      ? await api.GET('/api/admin/orders/{id}/packing-slip', path)
      : await api.GET('/api/admin/orders/{id}/labels', path)
  return pdfDownload(answer.response, 'No se pudo descargar el documento')
}

/**
 * The API's PDF passed through as it arrives, as a download named the way the API names it
 * (albaran-A1B2C3D4.pdf); a missing order is the API's 404 text, any other failure a 502.
 */
async function pdfDownload(response: Response, failure: string): Promise<Response> {
  guardAnswer(response)
  if (response.status === 404 || response.status === 400) {
    const error = (await response.json().catch(() => undefined)) as unknown
    throw refused(apiErrorText(error, 'Pedido no encontrado'), response.status)
  }
  if (!response.ok || !response.body) throw refused(failure, 502)
  return new Response(response.body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': response.headers.get('content-disposition') ?? 'attachment',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
