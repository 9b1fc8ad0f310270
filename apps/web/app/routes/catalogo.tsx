import type { MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react'
import { PerfumeGrid } from '~/components/perfume-card'
import { apiFor } from '~/utils/api.server'

export const meta: MetaFunction = () => [
  { title: 'Catálogo de Perfumes | Aurum Decants' },
  {
    name: 'description',
    content:
      'Todos nuestros decants de perfumes originales: masculinos, femeninos, unisex y nicho.',
  },
]

export async function loader({ request }: { request: Request }) {
  const { data: perfumes, error } = await apiFor(request).GET('/api/perfumes')
  if (error || !perfumes) throw new Response('Failed to fetch perfumes', { status: 502 })
  return { perfumes }
}

export default function Catalogo() {
  const { perfumes } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-4xl font-bold text-gold">Catálogo de Perfumes</h1>
      <p className="mt-2 text-ink-muted">{perfumes.length} perfumes</p>
      <div className="mt-8">
        {perfumes.length ? (
          <PerfumeGrid perfumes={perfumes} />
        ) : (
          <p className="text-ink-muted">
            No se encontraron perfumes con los filtros seleccionados.
          </p>
        )}
      </div>
    </div>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const message = isRouteErrorResponse(error) ? String(error.data) : 'Failed to fetch perfumes'
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <h1 className="font-display text-3xl font-bold text-gold">Error al cargar perfumes</h1>
      <p className="mt-3 text-ink-muted">{message}</p>
    </div>
  )
}
