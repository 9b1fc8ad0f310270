import { Form, Link } from '@remix-run/react'
import { FILLED_WIDTH } from '~/components/perfume-card'
import type { PerformanceView, SimilarView, VoteFormView } from '~/utils/performance.server'

/**
 * How the perfume lasts, is noticed and is worn, as its buyers voted, and the vote form for a
 * buyer. Everything is shaped by the loader (utils/performance.server.ts): this only lays it out,
 * so the page's JavaScript stays small. The bars are width classes: the CSP allows no inline style.
 */
export function PerformanceVotes({
  perfumeId,
  performance,
  form,
  note,
}: {
  perfumeId: string
  performance: PerformanceView
  form: VoteFormView | null
  /** 'Gracias por tu voto', or why the vote was refused. */
  note?: { text: string; refused: boolean }
}) {
  return (
    <section aria-labelledby="rendimiento" className="mt-12">
      <h2 id="rendimiento" className="font-display text-2xl font-semibold">
        Rendimiento según quienes lo compraron
      </h2>
      {performance.groups.length ? (
        <>
          <p className="text-sm text-ink-muted">{performance.votes}</p>
          <div className="mt-4 grid gap-6 sm:grid-cols-2">
            {performance.groups.map(({ title, rows }) => (
              <div key={title}>
                <h3 className="font-semibold">{title}</h3>
                <ul aria-label={title}>
                  {rows.map(({ label, count, tenths }) => (
                    <li key={label} className="accord text-sm">
                      <span className="w-28">{label}</span>
                      <span aria-hidden="true" className="accord-track">
                        <span className={`accord-fill ${FILLED_WIDTH[tenths]}`} />
                      </span>
                      <span className="w-8 text-right tabular-nums">{count}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </>
      ) : (
        <p className="mt-4 text-ink-muted">Aún no hay votos</p>
      )}
      {note ? (
        <p
          role={note.refused ? 'alert' : 'status'}
          className={`mt-4 font-semibold ${note.refused ? 'text-danger' : 'text-gold'}`}
        >
          {note.text}
        </p>
      ) : null}
      {form ? (
        <Form method="post" className="mt-6 grid gap-4 rounded-2xl border border-line p-6">
          <h3 className="font-display text-xl font-semibold">Tu voto</h3>
          <input type="hidden" name="intent" value="performance" />
          <input type="hidden" name="perfumeId" value={perfumeId} />
          {form.map(({ name, title, type, options }) => (
            <fieldset key={name} className="size-choices">
              <legend className="mb-2 font-semibold">{title}</legend>
              {options.map(({ value, label, checked }) => (
                <label key={value} className="size-option">
                  <input
                    type={type}
                    name={name}
                    value={value}
                    defaultChecked={checked}
                    required={type === 'radio'}
                  />
                  <span>{label}</span>
                </label>
              ))}
            </fieldset>
          ))}
          <button type="submit" className="add-to-cart justify-self-start">
            Votar
          </button>
        </Form>
      ) : null}
    </section>
  )
}

/** 'Huele parecido a…': links to the perfumes that smell most like this one (shaped by the loader). */
export function SimilarPerfumes({ similar }: { similar: SimilarView }) {
  return (
    <section aria-labelledby="parecidos" className="mt-12">
      <h2 id="parecidos" className="font-display text-2xl font-semibold">
        Huele parecido a…
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {similar.map(({ slug, name, brand, shared }) => (
          <li key={slug} className="rounded-lg border border-line p-4">
            <Link to={`/perfume/${slug}`} className="font-semibold hover:text-gold">
              {name}
            </Link>
            <p className="text-sm text-ink-muted">{brand}</p>
            <p className="text-sm">{shared}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
