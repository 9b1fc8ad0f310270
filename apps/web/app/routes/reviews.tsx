import {
  DEFAULT_RATING,
  DELETE_REVIEW_CONFIRMATION,
  FRAGRANCE_RATING_LABELS,
  MAX_RATING,
  REVIEW_CONTENT_MAX,
  REVIEW_FILTERS,
  REVIEW_PROS_CONS_MAX,
  REVIEW_SEARCH_MAX,
  REVIEW_SORT_LABELS,
  REVIEW_SORTS,
  REVIEW_TITLE_MAX,
  REVIEW_TOASTS,
  type ReviewFilter,
  reviewsCountText,
} from '@aurum/contracts'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { type FormEvent, useSyncExternalStore } from 'react'
import {
  FormAlert,
  inputClass,
  primaryButton,
  secondaryButton,
  SelectField,
  TextAreaField,
  TextField,
} from '~/components/admin/form-controls'
import { type ReviewCardData, ReviewCard } from '~/components/reviews'
import { apiErrorText, apiFieldErrors } from '~/utils/api-messages.server'
import { apiFailure, apiFor } from '~/utils/api.server'
import { getUser, requireUser } from '~/utils/auth.server'
import { idFrom } from '~/utils/favorites.server'
import type { FieldErrors } from '~/utils/forms.server'
import { rateLimitMessage } from '~/utils/rate-limit.server'
import {
  perfumeOptions,
  readReviewForm,
  type ReviewFormValues,
  reviewListQuery,
} from '~/utils/reviews.server'
import { redirectWithToast } from '~/utils/toast.server'
import { SMALL_BUTTON } from '~/components/account/actions'

export const meta: MetaFunction = () => [
  { title: 'Reseñas de Perfumes | Aurum Decants' },
  {
    name: 'description',
    content:
      'Opiniones de nuestros clientes sobre cada perfume: duración, proyección y calidad-precio.',
  },
]

const PAGE = '/reviews'
/** The page's own parameters: the form (?escribir=1, ?editar=<id>) and the deletion's question. */
const FORM_PARAMS = ['escribir', 'editar', 'eliminar', 'perfume']

/** The list's address with its filters, without the form's or the question's parameters. */
function listHref(params: URLSearchParams, extra: Record<string, string> = {}): string {
  const kept = new URLSearchParams(params)
  for (const name of FORM_PARAMS) kept.delete(name)
  kept.delete('index')
  for (const [name, value] of Object.entries(extra)) kept.set(name, value)
  const query = kept.toString()
  return query ? `${PAGE}?${query}` : PAGE
}

type ApiReview = ReviewCardData & { perfumeId: string }

function shaped(review: ApiReview): ApiReview {
  const { id, userId, user, perfumeId, perfumeName, perfumeBrand, perfumeSlug } = review
  const { rating, title, content, pros, cons, longevity, sillage, value } = review
  const { helpfulCount, isVerified, createdAt } = review
  return {
    id,
    userId,
    user: { name: user.name, avatar: user.avatar },
    perfumeId,
    perfumeName,
    perfumeBrand,
    perfumeSlug,
    rating,
    title,
    content,
    pros,
    cons,
    longevity,
    sillage,
    value,
    helpfulCount,
    isVerified,
    createdAt,
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const params = url.searchParams
  const query = reviewListQuery(params)
  const user = await getUser(request)
  const api = await apiFor(request)
  const writing = params.get('escribir') === '1'
  const editId = idFrom(params.get('editar'))
  const deleteId = idFrom(params.get('eliminar'))

  const [list, perfumes, own] = await Promise.all([
    api.GET('/api/reviews', { params: { query } }),
    user && writing && !editId ? perfumeOptions(api) : Promise.resolve([]),
    // A review to edit or delete may be on another page of the list: the customer's own are here.
    user && (editId || deleteId)
      ? api.GET('/api/reviews/user/{userId}', { params: { path: { userId: user.id } } })
      : Promise.resolve(null),
  ])
  if (!list.data) {
    if (list.response.status === 400) throw new Response('Bad Request', { status: 400 })
    throw apiFailure('Error obteniendo reseñas', list)
  }
  const items = list.data.items.map(shaped)
  const findReview = (id: string | null) =>
    id
      ? (items.find((review) => review.id === id) ??
        own?.data?.map(shaped).find((review) => review.id === id) ??
        null)
      : null
  const mayChange = (review: ApiReview | null) =>
    review && user && (review.userId === user.id || user.role === 'admin') ? review : null
  const editing = user ? mayChange(findReview(editId)) : null
  const deleting = user ? mayChange(findReview(deleteId)) : null

  return {
    items,
    total: list.data.total,
    pageSize: list.data.pageSize,
    query,
    listHref: listHref(params),
    viewer: user ? { id: user.id, role: user.role } : null,
    writing: Boolean(user) && writing && !editing,
    editing,
    presetPerfumeId: idFrom(params.get('perfume')),
    perfumes,
    deleting: deleting ? { id: deleting.id, title: deleting.title } : null,
    signInToWrite: `/auth?message=login-required&redirectTo=${encodeURIComponent('/reviews?escribir=1')}`,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request)
  const form = await request.formData()
  const params = new URL(request.url).searchParams
  const back = listHref(params)
  const intent = form.get('intent')
  const api = await apiFor(request)
  const failed = (description: string, response?: Response) =>
    redirectWithToast(request, back, {
      title: 'Error',
      description: (response && rateLimitMessage(response)) ?? description,
      variant: 'destructive',
    })

  if (intent === 'helpful') {
    const id = idFrom(form.get('id'))
    if (!id) return redirect(back)
    const {
      data: vote,
      error,
      response,
    } = await api.POST('/api/reviews/{id}/helpful', {
      params: { path: { id } },
    })
    if (!vote) {
      // The API's own words when it refuses a vote for one's own review.
      const refusal = response.status === 403 ? apiErrorText(error) : undefined
      return failed(refusal ?? 'No se pudo registrar tu voto', response)
    }
    return redirect(back)
  }

  if (intent === 'delete') {
    const id = idFrom(form.get('id'))
    if (!id) return failed(REVIEW_TOASTS.deleteFailed)
    // Without JavaScript nobody has asked yet: the page asks first (?eliminar=<id>).
    if (form.get('confirmed') !== 'on') return redirect(listHref(params, { eliminar: id }))
    const { response } = await api.DELETE('/api/reviews/{id}', { params: { path: { id } } })
    if (!response.ok) return failed(REVIEW_TOASTS.deleteFailed, response)
    return redirectWithToast(request, back, { title: REVIEW_TOASTS.deleted })
  }

  if (intent !== 'save') return redirect(back)
  const editing = form.has('id')
  const id = editing ? idFrom(form.get('id')) : null
  const failure = editing ? REVIEW_TOASTS.updateFailed : REVIEW_TOASTS.createFailed
  if (editing && !id) return failed(failure)
  const read = readReviewForm(form)
  const refused = (fieldErrors: FieldErrors, status: number) =>
    data({ fieldErrors, values: read.values, id, failure }, { status })
  if (read.fieldErrors) return refused(read.fieldErrors, 400)
  const {
    data: saved,
    error,
    response,
  } = id
    ? await api.PUT('/api/reviews/{id}', { params: { path: { id } }, body: read.data })
    : await api.POST('/api/reviews', { body: read.data })
  if (!saved) {
    const fieldErrors = apiFieldErrors(error)
    if (response.status === 400 && Object.keys(fieldErrors).length) return refused(fieldErrors, 400)
    return failed(failure, response)
  }
  // A second review of the same perfume edits the first (the API answers 200).
  const created = !id && response.status === 201
  return redirectWithToast(request, id ? back : PAGE, {
    title: created ? REVIEW_TOASTS.created : REVIEW_TOASTS.updated,
  })
}

/** Scripts are running: the browser can ask before deleting. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  )
}

const FILTER_LABELS: Record<ReviewFilter, string> = {
  all: 'Todas',
  '5': '5 estrellas',
  '4': '4 estrellas',
  '3': '3 estrellas',
  '2': '2 estrellas',
  '1': '1 estrella',
}

export default function ReviewsPage() {
  const page = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const { items, total, pageSize, query, viewer } = page
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const pageLink = (number: number) => {
    const params = new URLSearchParams()
    if (query.search) params.set('search', query.search)
    if (query.filter !== 'all') params.set('filter', query.filter)
    if (query.sort !== 'newest') params.set('sort', query.sort)
    if (number > 1) params.set('page', String(number))
    const text = params.toString()
    return text ? `${PAGE}?${text}` : PAGE
  }
  const pending = (intent: string, id?: string) =>
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === intent &&
    (id === undefined || navigation.formData.get('id') === id)

  // A refused post shows its form again with what was typed; otherwise the URL says which form.
  const formMode = result
    ? result.id
      ? 'edit'
      : 'create'
    : page.editing
      ? 'edit'
      : page.writing
        ? 'create'
        : null

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl font-bold text-gold">Reseñas</h1>
          <p className="mt-1 text-ink-muted">Lo que opinan nuestros clientes de cada perfume.</p>
        </div>
        {formMode ? null : viewer ? (
          <Link to={`${PAGE}?escribir=1`} className={primaryButton}>
            Escribir Reseña
          </Link>
        ) : (
          <Link to={page.signInToWrite} className={secondaryButton}>
            Inicia sesión para escribir una reseña
          </Link>
        )}
      </div>

      {formMode ? (
        <ReviewForm
          key={`${result?.id ?? page.editing?.id ?? 'nueva'}-${JSON.stringify(result?.values ?? null)}`}
          mode={formMode}
          editing={page.editing}
          perfumes={page.perfumes}
          presetPerfumeId={page.presetPerfumeId}
          values={result?.values ?? null}
          errors={result?.fieldErrors ?? null}
          failure={result?.failure ?? null}
          cancelHref={page.listHref}
          saving={pending('save')}
        />
      ) : null}

      {page.deleting ? (
        <section
          aria-labelledby="confirmar-eliminar"
          className="rounded-2xl border border-danger bg-surface p-6"
        >
          <h2 id="confirmar-eliminar" className="font-display text-xl font-semibold">
            {DELETE_REVIEW_CONFIRMATION}
          </h2>
          <p className="mt-1 text-ink-muted [overflow-wrap:anywhere]">«{page.deleting.title}»</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Form method="post" action={page.listHref}>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={page.deleting.id} />
              <input type="hidden" name="confirmed" value="on" />
              <button
                type="submit"
                disabled={pending('delete')}
                className="rounded-full bg-danger px-6 py-2 font-semibold text-canvas hover:opacity-90 disabled:opacity-60"
              >
                {pending('delete') ? 'Eliminando...' : 'Sí, eliminar'}
              </button>
            </Form>
            <Link to={page.listHref} className={secondaryButton}>
              Cancelar
            </Link>
          </div>
        </section>
      ) : null}

      <Form
        method="get"
        action={PAGE}
        role="search"
        aria-label="Filtrar reseñas"
        className="grid gap-4 rounded-2xl border border-line bg-surface p-5 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
      >
        <div>
          <label htmlFor="buscar-resenas" className="mb-1 block text-sm font-medium">
            Buscar reseñas
          </label>
          <input
            id="buscar-resenas"
            type="search"
            name="search"
            defaultValue={query.search}
            maxLength={REVIEW_SEARCH_MAX}
            placeholder="Perfume, marca o texto"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="filtro-valoracion" className="mb-1 block text-sm font-medium">
            Valoración
          </label>
          <select
            id="filtro-valoracion"
            name="filter"
            defaultValue={query.filter}
            className={inputClass}
          >
            {REVIEW_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {FILTER_LABELS[filter]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="orden-resenas" className="mb-1 block text-sm font-medium">
            Ordenar por
          </label>
          <select id="orden-resenas" name="sort" defaultValue={query.sort} className={inputClass}>
            {REVIEW_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {REVIEW_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={primaryButton}>
          Aplicar
        </button>
      </Form>

      <p aria-live="polite" className="text-sm text-ink-muted">
        {reviewsCountText(total)}
      </p>

      {items.length ? (
        <ul className="grid gap-5" aria-label="Reseñas">
          {items.map((review) => {
            const own = viewer?.id === review.userId
            const mayChange = own || viewer?.role === 'admin'
            return (
              <li key={review.id}>
                <ReviewCard
                  review={review}
                  actions={
                    <>
                      {own ? (
                        <span className="px-1 text-sm text-ink-muted">
                          Útil ({review.helpfulCount})
                        </span>
                      ) : (
                        <Form method="post" action={page.listHref} preventScrollReset>
                          <input type="hidden" name="intent" value="helpful" />
                          <input type="hidden" name="id" value={review.id} />
                          <button
                            type="submit"
                            disabled={pending('helpful', review.id)}
                            className={SMALL_BUTTON}
                          >
                            Útil ({review.helpfulCount})
                            <span className="sr-only">: {review.title}</span>
                          </button>
                        </Form>
                      )}
                      {mayChange ? (
                        <>
                          <Link
                            to={`${page.listHref}${page.listHref.includes('?') ? '&' : '?'}editar=${review.id}`}
                            className={SMALL_BUTTON}
                          >
                            Editar<span className="sr-only"> la reseña {review.title}</span>
                          </Link>
                          <DeleteButton
                            id={review.id}
                            title={review.title}
                            action={page.listHref}
                            deleting={pending('delete', review.id)}
                          />
                        </>
                      ) : null}
                    </>
                  }
                />
              </li>
            )
          })}
        </ul>
      ) : (
        <section className="rounded-2xl border border-line bg-surface p-8 text-center">
          <h2 className="font-display text-xl font-semibold">No se encontraron reseñas</h2>
          <p className="mt-2 text-ink-muted">
            {query.search || query.filter !== 'all'
              ? 'Prueba con otra búsqueda o valoración.'
              : 'Sé el primero en opinar sobre un perfume.'}
          </p>
        </section>
      )}

      {pages > 1 ? (
        <nav
          aria-label="Páginas de reseñas"
          className="flex flex-wrap items-center justify-center gap-2"
        >
          {query.page > 1 ? (
            <Link to={pageLink(query.page - 1)} className={SMALL_BUTTON}>
              Anterior
            </Link>
          ) : null}
          {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
            <Link
              key={number}
              to={pageLink(number)}
              aria-current={number === query.page ? 'page' : undefined}
              aria-label={`Página ${number}`}
              className="rounded-full border border-line px-4 py-1.5 text-sm hover:border-gold aria-[current=page]:border-gold aria-[current=page]:bg-gold aria-[current=page]:text-on-gold"
            >
              {number}
            </Link>
          ))}
          {query.page < pages ? (
            <Link to={pageLink(query.page + 1)} className={SMALL_BUTTON}>
              Siguiente
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}

function DeleteButton({
  id,
  title,
  action,
  deleting,
}: {
  id: string
  title: string
  action: string
  deleting: boolean
}) {
  const hydrated = useHydrated()
  const confirmDelete = (event: FormEvent<HTMLFormElement>) => {
    if (!window.confirm(DELETE_REVIEW_CONFIRMATION)) event.preventDefault()
  }
  return (
    <Form method="post" action={action} onSubmit={confirmDelete}>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      {/* Asked by the browser; without scripts the page asks instead (?eliminar=<id>). */}
      {hydrated ? <input type="hidden" name="confirmed" value="on" /> : null}
      <button
        type="submit"
        disabled={deleting}
        className="rounded-full border border-danger px-4 py-1.5 text-sm text-danger hover:bg-surface-raised disabled:opacity-60"
      >
        {deleting ? 'Eliminando...' : 'Eliminar'}
        <span className="sr-only"> la reseña {title}</span>
      </button>
    </Form>
  )
}

/**
 * The stars lit up to the chosen one, without scripts: each star is lit when its own radio or a
 * higher one is checked. Written out so Tailwind sees every class.
 */
const LIT: Record<number, string> = {
  1: "group-has-[[value='1']:checked]:text-gold group-has-[[value='2']:checked]:text-gold group-has-[[value='3']:checked]:text-gold group-has-[[value='4']:checked]:text-gold group-has-[[value='5']:checked]:text-gold",
  2: "group-has-[[value='2']:checked]:text-gold group-has-[[value='3']:checked]:text-gold group-has-[[value='4']:checked]:text-gold group-has-[[value='5']:checked]:text-gold",
  3: "group-has-[[value='3']:checked]:text-gold group-has-[[value='4']:checked]:text-gold group-has-[[value='5']:checked]:text-gold",
  4: "group-has-[[value='4']:checked]:text-gold group-has-[[value='5']:checked]:text-gold",
  5: "group-has-[[value='5']:checked]:text-gold",
}

/** A rating as five radio stars (1 to 5), keyboard usable, with its message when refused. */
function StarRadios({
  name,
  legend,
  value,
  errors,
}: {
  name: string
  legend: string
  value: string
  errors?: string[]
}) {
  const errorId = `campo-${name}-error`
  return (
    <fieldset
      className="group"
      aria-describedby={errors?.length ? errorId : undefined}
      aria-invalid={errors?.length ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex gap-1">
        {Array.from({ length: MAX_RATING }, (_, index) => index + 1).map((stars) => (
          <label
            key={stars}
            className={`cursor-pointer rounded px-0.5 text-3xl leading-none text-line has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold ${LIT[stars]}`}
          >
            <input
              type="radio"
              name={name}
              value={stars}
              defaultChecked={value === String(stars)}
              className="sr-only"
            />
            <span aria-hidden="true">★</span>
            <span className="sr-only">{stars === 1 ? '1 estrella' : `${stars} estrellas`}</span>
          </label>
        ))}
      </div>
      {errors?.length ? (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {errors.join('. ')}
        </p>
      ) : null}
    </fieldset>
  )
}

function ReviewForm({
  mode,
  editing,
  perfumes,
  presetPerfumeId,
  values,
  errors,
  failure,
  cancelHref,
  saving,
}: {
  mode: 'create' | 'edit'
  editing: (ReviewCardData & { perfumeId: string }) | null
  perfumes: { id: string; name: string; brand: string }[]
  presetPerfumeId: string | null
  values: ReviewFormValues | null
  errors: FieldErrors | null
  failure: string | null
  cancelHref: string
  saving: boolean
}) {
  const initial = (field: 'rating' | 'longevity' | 'sillage' | 'value') =>
    values?.[field] ?? String(editing?.[field] ?? DEFAULT_RATING)
  const perfumeId = values?.perfumeId ?? editing?.perfumeId ?? presetPerfumeId ?? ''
  const shownErrors = errors ?? {}
  const fieldNames = [
    'perfumeId',
    'rating',
    'title',
    'content',
    'pros',
    'cons',
    'longevity',
    'sillage',
    'value',
  ]
  const otherMessages = Object.entries(shownErrors)
    .filter(([field]) => !fieldNames.includes(field))
    .flatMap(([, messages]) => messages)
  return (
    <section
      aria-labelledby="formulario-resena"
      className="rounded-2xl border border-gold bg-surface p-6"
    >
      <h2 id="formulario-resena" className="font-display text-2xl font-semibold">
        {mode === 'edit' ? 'Editar Reseña' : 'Escribir Reseña'}
      </h2>
      {/* Posted to this address (?escribir=1, ?editar=<id>): a refused form comes back as it was. */}
      <Form method="post" className="mt-4 flex flex-col gap-5">
        <input type="hidden" name="intent" value="save" />
        {failure ? <FormAlert title={failure} messages={otherMessages} /> : null}
        {mode === 'edit' && editing ? (
          <div>
            <input type="hidden" name="id" value={editing.id} />
            <input type="hidden" name="perfumeId" value={editing.perfumeId} />
            <p className="text-sm font-medium">Perfume</p>
            <p className="text-ink-muted">
              {editing.perfumeName} · {editing.perfumeBrand}
            </p>
          </div>
        ) : (
          <SelectField
            name="perfumeId"
            label="Perfume"
            required
            defaultValue={perfumeId}
            errors={shownErrors.perfumeId}
          >
            <option value="">Elige un perfume</option>
            {perfumes.map((perfume) => (
              <option key={perfume.id} value={perfume.id}>
                {perfume.name} · {perfume.brand}
              </option>
            ))}
          </SelectField>
        )}
        <StarRadios
          name="rating"
          legend="Valoración general"
          value={initial('rating')}
          errors={shownErrors.rating}
        />
        <TextField
          name="title"
          label="Título"
          required
          maxLength={REVIEW_TITLE_MAX}
          defaultValue={values?.title ?? editing?.title ?? ''}
          errors={shownErrors.title}
        />
        <TextAreaField
          name="content"
          label="Reseña"
          required
          rows={5}
          maxLength={REVIEW_CONTENT_MAX}
          defaultValue={values?.content ?? editing?.content ?? ''}
          errors={shownErrors.content}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextAreaField
            name="pros"
            label="Pros"
            rows={3}
            maxLength={REVIEW_PROS_CONS_MAX}
            defaultValue={values?.pros ?? editing?.pros ?? ''}
            errors={shownErrors.pros}
          />
          <TextAreaField
            name="cons"
            label="Contras"
            rows={3}
            maxLength={REVIEW_PROS_CONS_MAX}
            defaultValue={values?.cons ?? editing?.cons ?? ''}
            errors={shownErrors.cons}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          {(['longevity', 'sillage', 'value'] as const).map((field) => (
            <StarRadios
              key={field}
              name={field}
              legend={FRAGRANCE_RATING_LABELS[field]}
              value={initial(field)}
              errors={shownErrors[field]}
            />
          ))}
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={saving} className={primaryButton}>
            {saving ? 'Guardando...' : mode === 'edit' ? 'Guardar Cambios' : 'Publicar Reseña'}
          </button>
          <Link to={cancelHref} className={secondaryButton}>
            Cancelar
          </Link>
        </div>
      </Form>
    </section>
  )
}
