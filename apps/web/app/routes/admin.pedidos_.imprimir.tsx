import type { LoaderFunctionArgs } from '@remix-run/node'
import { adminApi } from '~/utils/admin/admin-api.server'
import { printOrders } from '~/utils/admin/order-documents.server'
import { printRequest } from '~/utils/admin/order-printing.server'

/**
 * The orders tab's bulk print (/admin/pedidos/imprimir?documento=albaranes&pedido=<id>&...): its
 * GET form's ticked orders as one PDF of packing slips or labels. Printing changes nothing, so a
 * GET it is, and it works without JavaScript.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const input = printRequest(new URL(request.url).searchParams)
  return printOrders(api, input)
}
