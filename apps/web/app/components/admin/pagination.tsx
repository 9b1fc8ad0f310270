import { Link } from '@remix-run/react'

const pageLinkClass =
  'rounded-full border border-line px-4 py-2 hover:border-gold aria-[current=page]:border-gold aria-[current=page]:bg-gold aria-[current=page]:text-on-gold'

/** Pages of a list paged on the server; each page is a link, so it works without JavaScript. */
export function Pagination({
  page,
  pages,
  label,
  linkTo,
}: {
  page: number
  pages: number
  /** The navigation's name ('Páginas de perfumes'). */
  label: string
  linkTo: (page: number) => string
}) {
  if (pages <= 1) return null
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={linkTo(page - 1)} className={pageLinkClass}>
          Anterior
        </Link>
      ) : null}
      {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
        <Link
          key={number}
          to={linkTo(number)}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Página ${number}`}
          className={pageLinkClass}
        >
          {number}
        </Link>
      ))}
      {page < pages ? (
        <Link to={linkTo(page + 1)} className={pageLinkClass}>
          Siguiente
        </Link>
      ) : null}
    </nav>
  )
}
