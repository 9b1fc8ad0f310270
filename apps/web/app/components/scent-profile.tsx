import type { Scent } from '@aurum/contracts'
import { FILLED_WIDTH } from './perfume-card'

const LEVELS = [
  ['top', 'Salida'],
  ['heart', 'Corazón'],
  ['base', 'Fondo'],
] as const

/**
 * How a perfume smells: its family and concentration, the note pyramid as it unfolds, and its
 * accords as bars as long as their intensity (classes in tenths: no inline style under the CSP).
 */
export function ScentProfile({ scent }: { scent: Scent }) {
  return (
    <section aria-labelledby="notas">
      <h2 id="notas" className="font-display text-xl font-semibold">
        Notas olfativas
      </h2>
      <p className="text-sm text-ink-muted">{`Familia ${scent.family} · ${scent.concentration}`}</p>
      <dl className="mt-2 grid gap-2 sm:grid-cols-3">
        {LEVELS.map(([level, name]) => (
          <div key={level} className="rounded-lg border border-line p-3">
            <dt className="text-xs text-gold uppercase">{name}</dt>
            <dd className="text-sm">{scent.pyramid[level].join(', ')}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 font-semibold">Acordes principales</h3>
      <ul className="mt-2">
        {scent.accords.map(({ name, intensity }) => (
          <li key={name} className="accord">
            <span className="w-32 text-sm">{name}</span>
            <span role="img" aria-label={`${intensity} de 100`} className="accord-track">
              <span className={`accord-fill ${FILLED_WIDTH[Math.round(intensity / 10)]}`} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
