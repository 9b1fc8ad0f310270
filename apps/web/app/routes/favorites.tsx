import { MAX_FAVORITES_REMOVED_AT_ONCE, savedPerfumesText } from '@aurum/contracts'
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useFetcher, useLoaderData, useNavigation } from '@remix-run/react'
import { useRef, useState } from 'react'
import { useOpenCartOnAdd } from '~/components/cart-drawer'
import { PLACEHOLDER_IMAGE, RatingStars } from '~/components/perfume-card'
import { apiFailure, apiFor } from '~/utils/api.server'
import { requireCustomer, requireUser, signOutIfEnded } from '~/utils/auth.server'
import { idFrom } from '~/utils/favorites.server'
import { formatPrice } from '~/utils/money'
import { rateLimitMessage } from '~/utils/rate-limit.server'
import { favoriteCard } from '~/utils/storefront.server'
import { redirectWithToast } from '~/utils/toast.server'
import { useCurrency } from '~/utils/use-currency'
import { useHydrated } from '~/utils/use-hydrated'

export const meta: MetaFunction = () => [{ title: 'Mis Favoritos | Aurum Decants' }]

const BACK = '/favorites'
/** The bulk form; the cards' checkboxes belong to it through their `form` attribute. */
const SELECTION_FORM = 'favoritos-seleccion'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCustomer(request, 'Acceso requerido')
  const api = await apiFor(request)
  const answer = await api.GET('/api/favorites')
  await signOutIfEnded(request, answer)
  const { data: favorites } = answer
  if (!favorites) throw apiFailure('Error obteniendo favoritos', answer)
  return {
    favorites: favorites.map(favoriteCard),
    // 'Seleccionar todo' without JavaScript is this link: the page comes back with every box ticked.
    allSelected: new URL(request.url).searchParams.get('todos') === '1',
  }
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request)
  const form = await request.formData()
  const api = await apiFor(request)
  const failed = (description: string, response?: Response) =>
    redirectWithToast(request, BACK, {
      title: 'Error',
      description: (response && rateLimitMessage(response)) ?? description,
      variant: 'destructive',
    })
  const remove = (id: string) => api.DELETE('/api/favorites/{id}', { params: { path: { id } } })

  switch (form.get('intent')) {
    case 'remove': {
      const id = idFrom(form.get('id'))
      if (!id) return failed('No se pudo eliminar el favorito')
      const { response } = await remove(id)
      if (!response.ok) return failed('No se pudo eliminar el favorito', response)
      return redirectWithToast(request, BACK, { title: 'Favorito eliminado' })
    }
    case 'remove-many': {
      const ids = [
        ...new Set(
          form
            .getAll('ids')
            .map(idFrom)
            .filter((id): id is string => id !== null),
        ),
      ]
      if (!ids.length) {
        return redirectWithToast(request, BACK, {
          title: 'Ningún favorito seleccionado',
          description: 'Marca los favoritos que quieres eliminar.',
        })
      }
      if (ids.length > MAX_FAVORITES_REMOVED_AT_ONCE)
        return failed('No se pudieron eliminar algunos favoritos')
      const answers = await Promise.all(ids.map(remove))
      const refused = answers.filter(({ response }) => !response.ok)
      if (refused.length) {
        return failed(
          ids.length === 1
            ? 'No se pudo eliminar el favorito'
            : 'No se pudieron eliminar algunos favoritos',
          refused[0].response,
        )
      }
      return redirectWithToast(
        request,
        BACK,
        ids.length === 1
          ? { title: 'Favorito eliminado' }
          : { title: 'Favoritos eliminados', description: `${ids.length} perfumes eliminados` },
      )
    }
    default:
      return redirectWithToast(request, BACK, {
        title: 'Error',
        description: 'Acción no válida',
        variant: 'destructive',
      })
  }
}

type Favorite = ReturnType<typeof useLoaderData<typeof loader>>['favorites'][number]

export default function FavoritesPage() {
  const { favorites, allSelected } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const [ticked, setTicked] = useState<Set<string>>(
    () => new Set(allSelected ? favorites.map((favorite) => favorite.id) : []),
  )

  // A favorite on its way out is no longer shown (with JavaScript the page does not wait).
  const posting = navigation.formData
  const leaving = new Set<string>(
    posting?.get('intent') === 'remove'
      ? [String(posting.get('id'))]
      : posting?.get('intent') === 'remove-many'
        ? posting.getAll('ids').map(String)
        : [],
  )
  const shown = favorites.filter((favorite) => !leaving.has(favorite.id))
  const selected = shown.filter((favorite) => ticked.has(favorite.id))
  const everyTicked = shown.length > 0 && selected.length === shown.length
  const removingMany = posting?.get('intent') === 'remove-many'

  const toggle = (id: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const tickAll = (on: boolean) =>
    setTicked(new Set(on ? shown.map((favorite) => favorite.id) : []))

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl font-bold text-gold">Mis Favoritos</h1>
          <p className="mt-2 text-ink-muted" aria-live="polite">
            {savedPerfumesText(shown.length)}
          </p>
        </div>
        {shown.length ? (
          <div className="flex flex-wrap items-center gap-3">
            {hydrated ? (
              <button
                type="button"
                onClick={() => tickAll(!everyTicked)}
                className="rounded-full border border-line px-4 py-2 text-sm hover:border-gold"
              >
                {everyTicked ? 'Deseleccionar todo' : 'Seleccionar todo'}
              </button>
            ) : (
              <Link
                to={allSelected ? BACK : `${BACK}?todos=1`}
                className="rounded-full border border-line px-4 py-2 text-sm hover:border-gold"
              >
                {allSelected ? 'Deseleccionar todo' : 'Seleccionar todo'}
              </Link>
            )}
            <Form method="post" action={BACK} id={SELECTION_FORM}>
              <input type="hidden" name="intent" value="remove-many" />
              <button
                type="submit"
                disabled={removingMany || (hydrated && selected.length === 0)}
                className="rounded-full border border-danger px-4 py-2 text-sm font-semibold text-danger hover:bg-surface-raised disabled:cursor-not-allowed disabled:opacity-60"
              >
                {removingMany
                  ? 'Eliminando...'
                  : hydrated
                    ? `Eliminar (${selected.length})`
                    : 'Eliminar seleccionados'}
              </button>
            </Form>
          </div>
        ) : null}
      </div>

      {shown.length ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Perfumes guardados">
          {shown.map((favorite) => (
            <li key={favorite.id}>
              <FavoriteCard
                favorite={favorite}
                checked={hydrated ? ticked.has(favorite.id) : allSelected}
                onCheck={(on) => toggle(favorite.id, on)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <section className="rounded-2xl border border-line bg-surface p-10 text-center">
          <h2 className="font-display text-2xl font-semibold">No tienes favoritos</h2>
          <p className="mt-2 text-ink-muted">
            Guarda los perfumes que te gustan con el corazón y los encontrarás aquí.
          </p>
          <Link
            to="/catalogo"
            className="mt-6 inline-block rounded-full bg-gold px-6 py-2 font-semibold text-on-gold hover:bg-gold-strong"
          >
            Explorar el catálogo
          </Link>
        </section>
      )}
    </div>
  )
}

function FavoriteCard({
  favorite,
  checked,
  onCheck,
}: {
  favorite: Favorite
  checked: boolean
  onCheck: (on: boolean) => void
}) {
  const { perfume } = favorite
  const currency = useCurrency()
  const navigation = useNavigation()
  const cart = useFetcher({ key: `add-${perfume.id}` })
  const adding = cart.state !== 'idle'
  const hydrated = useHydrated()
  const addButton = useRef<HTMLButtonElement>(null)
  // With scripts the cart drawer opens on the line just added.
  useOpenCartOnAdd(cart, addButton)
  const removing =
    navigation.formData?.get('intent') === 'remove' && navigation.formData.get('id') === favorite.id
  const headingId = `favorito-${favorite.id}`
  const checkboxId = `seleccionar-${favorite.id}`
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface"
    >
      <div className="relative aspect-[4/5] bg-surface-raised">
        <img
          src={perfume.image ?? PLACEHOLDER_IMAGE}
          alt={`${perfume.name} de ${perfume.brand}`}
          width={400}
          height={500}
          loading="lazy"
          className="h-full w-full object-cover"
        />
        <div className="absolute top-3 left-3 flex items-center gap-2 rounded-full bg-canvas/90 px-3 py-1.5 text-sm">
          <input
            id={checkboxId}
            type="checkbox"
            name="ids"
            value={favorite.id}
            form={SELECTION_FORM}
            checked={checked}
            onChange={(event) => onCheck(event.currentTarget.checked)}
            className="h-4 w-4 accent-gold"
          />
          <label htmlFor={checkboxId}>
            Seleccionar<span className="sr-only"> {perfume.name}</span>
          </label>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <p className="text-xs tracking-widest text-ink-muted uppercase">{perfume.brand}</p>
          <h2 id={headingId} className="font-display text-xl font-semibold">
            <Link to={`/perfume/${perfume.slug}`} className="hover:text-gold">
              {perfume.name}
            </Link>
          </h2>
        </div>
        <RatingStars rating={perfume.rating} reviewCount={perfume.reviewCount} />
        <p className="line-clamp-3 text-sm text-ink-muted">{perfume.description}</p>
        <div className="mt-auto">
          {perfume.price ? (
            <p className="flex items-baseline gap-2">
              <span className="text-sm text-ink-muted">Desde</span>
              <span className="text-xl font-semibold text-gold">
                {formatPrice(perfume.price, currency)}
              </span>
            </p>
          ) : null}
          {perfume.cartSize ? (
            <p className="text-xs text-ink-muted">
              {perfume.inStock
                ? `Agregar pone en tu carrito el decant de ${perfume.cartSize}`
                : `Decant de ${perfume.cartSize} agotado`}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <cart.Form method="post" action="/carrito" preventScrollReset className="flex-1">
            <input type="hidden" name="intent" value="add" />
            <input type="hidden" name="productId" value={perfume.id} />
            {perfume.cartSize ? <input type="hidden" name="size" value={perfume.cartSize} /> : null}
            <input type="hidden" name="redirectTo" value={BACK} />
            {hydrated ? <input type="hidden" name="js" value="1" /> : null}
            <button
              ref={addButton}
              type="submit"
              disabled={adding || !perfume.inStock}
              className="w-full rounded-full bg-gold px-4 py-2 font-semibold text-on-gold hover:bg-gold-strong disabled:cursor-not-allowed disabled:opacity-60"
            >
              {adding ? 'Agregando...' : perfume.inStock ? 'Agregar' : 'Agotado'}
              <span className="sr-only">
                {' '}
                {perfume.name} {perfume.cartSize ?? ''} al carrito
              </span>
            </button>
          </cart.Form>
          <Form method="post" action={BACK} preventScrollReset>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="id" value={favorite.id} />
            <button
              type="submit"
              disabled={removing}
              className="rounded-full border border-danger px-4 py-2 text-sm text-danger hover:bg-surface-raised disabled:opacity-60"
            >
              {removing ? 'Eliminando...' : 'Eliminar'}
              <span className="sr-only"> {perfume.name} de favoritos</span>
            </button>
          </Form>
        </div>
      </div>
    </article>
  )
}
