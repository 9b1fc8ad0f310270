import { Link } from '@remix-run/react'
import type { AccessRequired } from '~/utils/access-required'

/** An account page seen by a visitor: the page's own text and a way to sign in and come back. */
export function AccessRequiredPage({ accessRequired, signInHref }: AccessRequired) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <h1 className="font-display text-3xl font-semibold">{accessRequired}</h1>
      <Link
        to={signInHref}
        className="mt-8 rounded-full bg-gold px-6 py-3 font-medium text-on-gold hover:bg-gold-strong"
      >
        Iniciar Sesión
      </Link>
    </section>
  )
}
