import type { LoaderFunctionArgs } from '@remix-run/node'
import { adminApi } from '~/utils/admin/admin-api.server'
import { orderDocument } from '~/utils/admin/order-documents.server'

/** The labels of an order's decants (/admin/pedidos/<id>/etiquetas.pdf), downloaded from the API. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  return orderDocument(api, params.id, 'labels')
}
