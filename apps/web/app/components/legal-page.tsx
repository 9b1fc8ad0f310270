import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'

/** When the legal texts last changed; shown under their titles. */
export const LEGAL_UPDATED = 'noviembre de 2026'

/** The frame of the privacy policy and the terms: a title, the date, sections, the way out. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold text-gold">{title}</h1>
      <p className="mt-2 text-sm text-ink-muted">Última actualización: {LEGAL_UPDATED}</p>
      <div className="mt-8 flex flex-col gap-8">{children}</div>
      <p className="mt-10 border-t border-line pt-6 text-ink-muted">
        Tus preferencias de notificaciones, privacidad y datos, la exportación de tus datos y la
        eliminación de tu cuenta están en{' '}
        <Link to="/settings" className="text-gold underline hover:text-gold-strong">
          Configuración
        </Link>
        . ¿Dudas? Escríbenos desde{' '}
        <Link to="/contact" className="text-gold underline hover:text-gold-strong">
          Contacto
        </Link>
        .
      </p>
    </article>
  )
}

/** One section of a legal text, with its own heading. */
export function LegalSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 leading-relaxed text-ink-muted">
      <h2 id={id} className="font-display text-2xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A link inside a legal text. */
export function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-gold underline hover:text-gold-strong">
      {children}
    </Link>
  )
}
