import type { Schemas } from '@aurum/api-client'
import {
  type Concentration,
  MAX_PAGE_SIZE,
  SCENT_FAMILIES,
  type ScentFamily,
  SEASONS,
  textToCents,
  TIME_OF_DAY_LABELS,
  TIMES_OF_DAY,
} from '@aurum/contracts'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { PLACEHOLDER_IMAGE } from '~/components/perfume-card'
import { SetSizeChoice } from '~/components/set-size-choice'
import { apiFailure, apiFor } from '~/utils/api.server'
import { env } from '~/utils/env.server'
import { formatPrice } from '~/utils/money'
import { getStoreSettings } from '~/utils/store-settings.server'

export const meta: MetaFunction = () => [
  { title: 'Descubre tu perfume | Aurum Decants' },
  {
    name: 'description',
    content:
      'Cuatro preguntas (familia, intensidad, época y presupuesto) y te proponemos los decants que encajan contigo.',
  },
]

/*
 * The perfume finder (issue 29): four questions, each a GET form of its own, so it works without
 * JavaScript and every step is a URL. The answers ride along in the query string; the result is
 * worked out in the loader and the page gets only what it shows.
 */

/** What 'Me da igual' sends: the question is answered, and asks for nothing. */
const ANY = 'igual'

const FAMILY_HINTS: Record<ScentFamily, string> = {
  Amaderada: 'Cedro, sándalo, vetiver: cálida y seca',
  Oriental: 'Ámbar, vainilla, especias: envolvente y cálida',
  Floral: 'Rosa, jazmín, azahar: romántica y luminosa',
  Cítrica: 'Bergamota, limón, pomelo: fresca y chispeante',
  Aromática: 'Lavanda, salvia, romero: limpia y herbal',
  Chipre: 'Bergamota, musgo de roble, pachulí: elegante y terrosa',
  Fougère: 'Lavanda, haba tonka, musgo: el clásico de barbería',
  Gourmand: 'Vainilla, caramelo, café: dulce y golosa',
  Acuática: 'Notas marinas y ozono: fresca como la brisa',
  Cuero: 'Cuero, abedul, tabaco: intensa y ahumada',
}

const INTENSITIES = {
  suave: {
    label: 'Suave',
    hint: 'Eau de toilette (EDT): ligera, para el día a día',
    concentrations: ['EDT'],
  },
  media: {
    label: 'Media',
    hint: 'Eau de parfum (EDP): te acompaña toda la jornada',
    concentrations: ['EDP'],
  },
  intensa: {
    label: 'Intensa',
    hint: 'Parfum o Extrait: la más concentrada y duradera',
    concentrations: ['Parfum', 'Extrait'],
  },
} satisfies Record<string, { label: string; hint: string; concentrations: Concentration[] }>
type Intensity = keyof typeof INTENSITIES

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** A season (SEASONS) or a time of day (TIMES_OF_DAY), shown as the shop writes them. */
const MOMENT_LABELS: Record<string, string> = {
  ...Object.fromEntries(SEASONS.map((season) => [season, capitalised(season)])),
  ...TIME_OF_DAY_LABELS,
}

/**
 * Euros the smallest decant may cost. The demo shop's smallest decants (2 ml) cost 3,50 to 9 €:
 * these bands split it roughly in four.
 */
const BUDGETS = ['4', '6', '8'] as const
const euros = (amount: string) => `Hasta ${amount}\u00a0€`

interface Option {
  value: string
  label: string
  hint?: string
}

interface Question {
  name: 'familia' | 'intensidad' | 'momento' | 'presupuesto'
  legend: string
  description?: string
  options: Option[]
  /** The words of 'Me da igual' when others read better. */
  any?: string
  /** Its name in the result's summary of the answers. */
  summary: string
}

const QUESTIONS: Question[] = [
  {
    name: 'familia',
    legend: '¿Qué familia de aromas te gusta?',
    options: SCENT_FAMILIES.map((family) => ({
      value: family,
      label: family,
      hint: FAMILY_HINTS[family],
    })),
    summary: 'Familia',
  },
  {
    name: 'intensidad',
    legend: '¿Cómo de intenso lo quieres?',
    options: Object.entries(INTENSITIES).map(([value, { label, hint }]) => ({
      value,
      label,
      hint,
    })),
    summary: 'Intensidad',
  },
  {
    name: 'momento',
    legend: '¿Para qué época o momento lo quieres?',
    options: Object.entries(MOMENT_LABELS).map(([value, label]) => ({ value, label })),
    summary: 'Momento',
  },
  {
    name: 'presupuesto',
    legend: '¿Cuánto quieres gastar por decant?',
    description: 'Contamos el precio del decant más pequeño de cada perfume.',
    options: BUDGETS.map((amount) => ({ value: amount, label: euros(amount) })),
    any: 'Sin límite',
    summary: 'Presupuesto',
  },
]

type Answers = Partial<Record<Question['name'], string>>

/** The label of an answer, as the summary of the result shows it. */
function answerLabel(question: Question, value: string): string {
  if (value === ANY) return question.any ?? 'Me da igual'
  return question.options.find((option) => option.value === value)?.label ?? value
}

/** The query string of these answers (and a step to open), for the forms' links. */
function finderUrl(answers: Answers, step?: number): string {
  const params = new URLSearchParams()
  for (const { name } of QUESTIONS) {
    const value = answers[name]
    if (value) params.set(name, value)
  }
  if (step) params.set('paso', String(step))
  const query = params.toString()
  return query ? `/descubre?${query}` : '/descubre'
}

// ---------------------------------------------------------------------------------------------
// The result, worked out on the server.

type ApiPerfume = Schemas['PerfumeViewDto_Output']

/** The answers given up first when nothing fits them all: least important first. */
const GIVE_UP_ORDER = ['intensidad', 'momento', 'presupuesto', 'familia'] as const
type GivenUp = (typeof GIVE_UP_ORDER)[number]

const MAX_RESULTS = 6

/** What a shopper pays now for the smallest size: the API's maxPrice rule (offer included). */
function smallestPriceText(perfume: ApiPerfume): string | null {
  const smallest = [...perfume.variants].sort((a, b) => a.ml - b.ml)[0]
  return smallest ? (smallest.offerPrice ?? smallest.price) : null
}

function fits(perfume: ApiPerfume, answers: Answers, ignored: readonly GivenUp[]): boolean {
  const scent = perfume.scent
  const asks = (name: GivenUp) =>
    !ignored.includes(name) && !!answers[name] && answers[name] !== ANY
  if (asks('familia') && scent?.family !== answers.familia) return false
  if (asks('intensidad')) {
    const wanted: readonly Concentration[] =
      INTENSITIES[answers.intensidad as Intensity].concentrations
    if (!scent || !wanted.includes(scent.concentration)) return false
  }
  if (asks('momento')) {
    const moment = answers.momento as string
    const when: readonly string[] = (SEASONS as readonly string[]).includes(moment)
      ? (scent?.seasons ?? [])
      : (scent?.timeOfDay ?? [])
    if (!when.includes(moment)) return false
  }
  if (asks('presupuesto')) {
    const price = smallestPriceText(perfume)
    const cents = price ? textToCents(price) : null
    if (cents === null || cents > Number(answers.presupuesto) * 100) return false
  }
  return true
}

const list = /* @__PURE__ */ new Intl.ListFormat('es', { type: 'conjunction' })

/** Why a perfume is proposed, in one line: 'Amaderada · EDP · para otoño e invierno · desde 7,90 €'. */
function whyLine(perfume: ApiPerfume, answers: Answers, currency: string): string {
  const scent = perfume.scent
  const parts: string[] = []
  if (scent) {
    parts.push(scent.family, scent.concentration)
    const timeAsked = (TIMES_OF_DAY as readonly string[]).includes(answers.momento ?? '')
    if (timeAsked && scent.timeOfDay.length)
      parts.push(
        scent.timeOfDay.length === TIMES_OF_DAY.length
          ? 'de día y de noche'
          : `de ${TIME_OF_DAY_LABELS[scent.timeOfDay[0]].toLowerCase()}`,
      )
    else if (scent.seasons.length)
      parts.push(
        scent.seasons.length === SEASONS.length
          ? 'para todo el año'
          : `para ${list.format(SEASONS.filter((season) => scent.seasons.includes(season)))}`,
      )
  }
  const price = smallestPriceText(perfume)
  if (price) parts.push(`desde ${formatPrice(price, currency)}`)
  return parts.join(' · ')
}

/** What the notice names when an answer had to go. */
function givenUpLabel(name: GivenUp, answers: Answers): string {
  if (name === 'momento')
    return (SEASONS as readonly string[]).includes(answers.momento ?? '')
      ? 'la estación'
      : 'el momento del día'
  return { intensidad: 'la intensidad', presupuesto: 'el presupuesto', familia: 'la familia' }[name]
}

/**
 * The best rated perfumes in stock that fit the answers. When none fits them all, the answers are
 * given up in GIVE_UP_ORDER, as few and as unimportant as possible: every combination is tried by
 * counting in binary over that order (the first answer alone, the second alone, the first two...).
 *
 * One call per pool (the family's perfumes, and every perfume only when even the family has to
 * go) and the other answers checked here: each relaxation is then a filter, not another call, and
 * the why line reads the same fields. A family of more than MAX_PAGE_SIZE perfumes in stock is
 * judged on its best rated MAX_PAGE_SIZE.
 */
async function propose(request: Request, answers: Answers) {
  const api = await apiFor(request)
  const pool = async (family?: ScentFamily) => {
    const answer = await api.GET('/api/perfumes', {
      params: {
        query: {
          inStock: 'true',
          sort: 'rating',
          limit: MAX_PAGE_SIZE,
          page: 1,
          ...(family ? { family } : {}),
        },
      },
    })
    if (!answer.data) throw apiFailure('No se pudieron leer los perfumes', answer)
    return answer.data
  }
  const family = answers.familia !== ANY ? (answers.familia as ScentFamily) : undefined
  const ofFamily = await pool(family)
  let everything = family ? null : ofFamily
  for (let mask = 0; mask < 1 << GIVE_UP_ORDER.length; mask++) {
    const ignored = GIVE_UP_ORDER.filter((_, bit) => mask & (1 << bit))
    // Giving up an answer that asks for nothing is the same as a smaller mask, already tried.
    if (ignored.some((name) => answers[name] === ANY)) continue
    const perfumes = ignored.includes('familia') ? (everything ??= await pool()) : ofFamily
    const fitting = perfumes.filter((perfume) => fits(perfume, answers, ignored))
    if (fitting.length) return { perfumes: fitting.slice(0, MAX_RESULTS), ignored }
  }
  return { perfumes: [], ignored: [] }
}

/**
 * The discovery set the result offers: the first perfumes, as many as the largest tier that fits
 * among them, in the sizes all of them have in stock. Null when no tier allows it.
 */
function discoverySet(
  perfumes: ApiPerfume[],
  tiers: { count: number; discountPercentage: number }[],
) {
  const sorted = [...tiers].sort((a, b) => b.count - a.count)
  for (const tier of sorted) {
    if (tier.count > perfumes.length) continue
    const chosen = perfumes.slice(0, tier.count)
    const inStock = chosen.map(
      (perfume) =>
        new Set(perfume.variants.filter((variant) => variant.stock > 0).map((v) => v.size)),
    )
    const sizes = [...chosen[0].variants]
      .sort((a, b) => a.ml - b.ml)
      .map((variant) => variant.size)
      .filter((size) => inStock.every((stocked) => stocked.has(size)))
    if (sizes.length)
      return {
        count: tier.count,
        discountPercentage: tier.discountPercentage,
        perfumeIds: chosen.map((perfume) => perfume.id),
        sizes,
      }
  }
  return null
}

/** The questions' answers in the URL; a value no option has counts as unanswered. */
function readAnswers(params: URLSearchParams): Answers {
  const answers: Answers = {}
  for (const question of QUESTIONS) {
    const value = params.get(question.name)
    if (value && (value === ANY || question.options.some((option) => option.value === value)))
      answers[question.name] = value
  }
  return answers
}

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const answers = readAnswers(params)
  // The step asked for (the 'Atrás' links), never past the first question left unanswered.
  const open = QUESTIONS.findIndex((question) => !answers[question.name])
  const last = open === -1 ? QUESTIONS.length + 1 : open + 1
  const asked = Number(params.get('paso'))
  const step = Number.isInteger(asked) && asked >= 1 && asked < last ? asked : last
  if (step <= QUESTIONS.length) return { step, answers, result: null }

  const [{ perfumes, ignored }, settings] = await Promise.all([
    propose(request, answers),
    getStoreSettings(),
  ])
  const set = discoverySet(perfumes, settings.discoveryTiers)
  const catalogue = new URLSearchParams()
  if (answers.familia && answers.familia !== ANY) catalogue.set('family', answers.familia)
  if ((SEASONS as readonly string[]).includes(answers.momento ?? ''))
    catalogue.set('season', answers.momento as string)
  return {
    step,
    answers,
    result: {
      perfumes: perfumes.map((perfume) => ({
        id: perfume.id,
        slug: perfume.slug,
        name: perfume.name,
        brand: perfume.brand,
        imageUrl: perfume.imageUrl ?? PLACEHOLDER_IMAGE,
        why: whyLine(perfume, answers, env.STORE_CURRENCY),
        accords: (perfume.scent?.accords ?? []).slice(0, 3).map((accord) => accord.name),
      })),
      givenUp: ignored.length
        ? list.format(ignored.map((name) => givenUpLabel(name, answers)))
        : null,
      set,
      catalogueUrl: catalogue.toString() ? `/catalogo?${catalogue}` : '/catalogo',
    },
  }
}

// ---------------------------------------------------------------------------------------------
// The page.

export default function Descubre() {
  const { step, answers, result } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl font-bold text-gold sm:text-4xl">Descubre tu perfume</h1>
      {result ? (
        <Result answers={answers} result={result} />
      ) : (
        <Step step={step} answers={answers} />
      )}
    </div>
  )
}

function Step({ step, answers }: { step: number; answers: Answers }) {
  const question = QUESTIONS[step - 1]
  const chosen = answers[question.name]
  const options: Option[] = [
    ...question.options,
    { value: ANY, label: question.any ?? 'Me da igual' },
  ]
  return (
    <>
      <p className="mt-2 text-ink-muted">
        Cuatro preguntas y te proponemos los perfumes que encajan contigo.
      </p>
      <Form method="get" action="/descubre" className="mt-8">
        {QUESTIONS.filter(({ name }) => name !== question.name && answers[name]).map(({ name }) => (
          <input key={name} type="hidden" name={name} value={answers[name]} />
        ))}
        {/* After the last question, no step: the page shows the result. */}
        {step < QUESTIONS.length ? <input type="hidden" name="paso" value={step + 1} /> : null}
        <p className="text-sm font-semibold tracking-widest text-gold uppercase">
          Paso {step} de {QUESTIONS.length}
        </p>
        <div aria-hidden="true" className="mt-2 flex gap-1.5">
          {QUESTIONS.map(({ name }, index) => (
            <span
              key={name}
              className={`h-1 flex-1 rounded-full ${index < step ? 'bg-gold' : 'bg-line'}`}
            />
          ))}
        </div>
        <fieldset
          key={question.name}
          className="mt-6"
          aria-describedby={question.description ? 'descubre-nota' : undefined}
        >
          <legend className="font-display text-2xl font-semibold text-ink">
            {question.legend}
          </legend>
          {question.description ? (
            <p id="descubre-nota" className="mt-1 text-sm text-ink-muted">
              {question.description}
            </p>
          ) : null}
          <div className="mt-4 grid gap-2 sm:grid-cols-2">
            {options.map((option, index) => {
              // The option's name is its label; the hint is read as its description.
              const id = `descubre-${question.name}-${index}`
              return (
                <label
                  key={option.value}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border border-line bg-surface px-4 py-3 hover:border-gold has-[:checked]:border-gold"
                >
                  <input
                    type="radio"
                    name={question.name}
                    value={option.value}
                    defaultChecked={option.value === chosen}
                    required
                    aria-labelledby={id}
                    aria-describedby={option.hint ? `${id}-nota` : undefined}
                    className="mt-1 h-4 w-4 shrink-0 accent-gold"
                  />
                  <span>
                    <span id={id} className="font-semibold">
                      {option.label}
                    </span>
                    {option.hint ? (
                      <span id={`${id}-nota`} className="block text-sm text-ink-muted">
                        {option.hint}
                      </span>
                    ) : null}
                  </span>
                </label>
              )
            })}
          </div>
        </fieldset>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <button
            type="submit"
            className="rounded-full bg-gold px-8 py-3 font-semibold text-on-gold hover:bg-gold-strong"
          >
            {step < QUESTIONS.length ? 'Siguiente' : 'Ver mis perfumes'}
          </button>
          {step > 1 ? (
            <Link to={finderUrl(answers, step - 1)} className="text-gold hover:underline">
              Atrás
            </Link>
          ) : null}
        </div>
      </Form>
    </>
  )
}

type ResultData = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['result']>

function Result({ answers, result }: { answers: Answers; result: ResultData }) {
  const location = useLocation()
  const { perfumes, givenUp, set } = result
  return (
    <>
      <ul aria-label="Tus respuestas" className="mt-4 flex flex-wrap gap-2 text-sm">
        {QUESTIONS.map((question, index) => (
          <li key={question.name}>
            <Link
              to={finderUrl(answers, index + 1)}
              className="inline-block rounded-full border border-line px-3 py-1 text-ink-muted hover:border-gold hover:text-gold"
            >
              <span className="sr-only">Cambiar </span>
              {question.summary}:{' '}
              <span className="text-ink">
                {answerLabel(question, answers[question.name] ?? ANY)}
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <h2 className="mt-8 font-display text-2xl font-semibold text-ink">Perfumes para ti</h2>
      {perfumes.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-line bg-surface p-8 text-center text-ink-muted">
          Ahora mismo no hay perfumes disponibles. Vuelve pronto.
        </p>
      ) : (
        <>
          <p className="mt-2 text-ink-muted">
            {givenUp
              ? `No hay ninguno con todo lo que pides; quitando ${givenUp}, te proponemos estos:`
              : 'Estos encajan con todo lo que pides:'}
          </p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {perfumes.map((perfume) => (
              <li key={perfume.id}>
                <article className="flex h-full gap-4 rounded-2xl border border-line bg-surface p-4">
                  <img
                    src={perfume.imageUrl}
                    alt=""
                    width={80}
                    height={100}
                    loading="lazy"
                    className="h-[100px] w-20 shrink-0 rounded-lg object-cover"
                  />
                  <div className="min-w-0">
                    <h3 className="font-display text-lg font-semibold">
                      <Link to={`/perfume/${perfume.slug}`} className="text-ink hover:text-gold">
                        {perfume.name}
                      </Link>
                    </h3>
                    <p className="text-sm text-ink-muted">{perfume.brand}</p>
                    <p className="mt-2 text-sm text-gold">{perfume.why}</p>
                    {perfume.accords.length ? (
                      <ul aria-label="Acordes principales" className="mt-2 flex flex-wrap gap-1.5">
                        {perfume.accords.map((accord) => (
                          <li
                            key={accord}
                            className="rounded-full border border-line px-2 py-0.5 text-xs text-ink-muted"
                          >
                            {accord}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}

      {set ? (
        <Form
          method="post"
          action="/carrito"
          className="mt-8 rounded-2xl border border-gold bg-surface p-5"
        >
          <input type="hidden" name="intent" value="add-set" />
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          {set.perfumeIds.map((id) => (
            <input key={id} type="hidden" name="perfumeIds" value={id} />
          ))}
          <h2 className="font-display text-xl font-semibold text-gold">Pruébalos en un set</h2>
          <p className="mt-1 text-sm text-ink-muted">
            {set.count === perfumes.length ? `Los ${set.count}` : `Los ${set.count} primeros`}, un
            decant de cada uno, con un {set.discountPercentage} % de descuento.
          </p>
          <SetSizeChoice
            sizes={set.sizes}
            legend="Tamaño de los decants"
            className="mt-4"
            legendClassName="mb-2 text-sm font-semibold"
          />
          <button
            type="submit"
            className="mt-4 rounded-full bg-gold px-8 py-3 font-semibold text-on-gold hover:bg-gold-strong"
          >
            Añadir el set
          </button>
        </Form>
      ) : null}

      <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
        <Link to={result.catalogueUrl} className="text-gold hover:underline">
          Ver más en el catálogo
        </Link>
        <Link to={finderUrl(answers, QUESTIONS.length)} className="text-gold hover:underline">
          Atrás
        </Link>
        <Link to="/descubre" className="text-gold hover:underline">
          Empezar de nuevo
        </Link>
      </div>
    </>
  )
}
