import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import { adminApi, required } from '~/utils/admin/admin-api.server'

export const meta: MetaFunction = () => [{ title: 'Contenido | Panel de Administración' }]

/** What still needs the administrator's hand, each with the tab where it is done. */
const FIGURES = [
  {
    stat: 'perfumesWithoutDescription',
    label: 'Perfumes sin descripción',
    link: { to: '/admin/perfumes', label: 'Completar en Perfumes' },
  },
  {
    stat: 'perfumesWithoutImage',
    label: 'Perfumes sin imagen',
    link: { to: '/admin/perfumes', label: 'Añadir imágenes en Perfumes' },
  },
  {
    stat: 'collections',
    label: 'Colecciones',
    link: { to: '/admin/colecciones', label: 'Ver colecciones' },
  },
  {
    stat: 'offersRunning',
    label: 'Ofertas activas',
    link: { to: '/admin/perfumes?onOffer=true', label: 'Ver perfumes en oferta' },
  },
] as const

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const stats = required(await api.GET('/api/admin/content-stats'))
  return { stats }
}

export default function AdminContent() {
  const { stats } = useLoaderData<typeof loader>()
  const subscribers = stats.newsletterSubscribers
  return (
    <div className="flex flex-col gap-8">
      <h2 className="font-display text-2xl font-semibold">Contenido</h2>
      <section
        aria-labelledby="newsletter"
        className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-line bg-surface p-6"
      >
        <div>
          <h3 id="newsletter" className="font-display text-xl font-semibold">
            Suscriptores de la newsletter
          </h3>
          <p className="mt-1 text-ink-muted">
            <span className="font-display text-3xl font-bold text-gold">{subscribers}</span>{' '}
            {subscribers === 1 ? 'suscriptor' : 'suscriptores'}
          </p>
        </div>
        {/* A file, not a page: a plain link, so the browser downloads it. */}
        <a
          href="/admin/contenido/suscriptores.csv"
          download
          className="rounded-full border border-gold px-5 py-2 text-gold hover:bg-surface-raised"
        >
          Descargar CSV
        </a>
      </section>
      <section aria-labelledby="catalogo">
        <h3 id="catalogo" className="font-display text-xl font-semibold">
          Catálogo
        </h3>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FIGURES.map((figure) => (
            <div
              key={figure.stat}
              className="flex flex-col rounded-2xl border border-line bg-surface p-5"
            >
              <dt className="text-sm text-ink-muted">{figure.label}</dt>
              <dd className="font-display text-3xl font-bold text-gold">{stats[figure.stat]}</dd>
              <dd className="mt-2 text-sm">
                <Link to={figure.link.to} className="text-gold hover:underline">
                  {figure.link.label}
                </Link>
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
