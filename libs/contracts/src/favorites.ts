// The customer's favorites (spec 001 §2 Favorites, §3 Favorite, §9): the API and the web read it.
// Plain rules only; the schema is in favorites.schemas.ts.

/** 'Agregar' on a favorite puts this size in the cart (spec 001 §9), or the nearest one. */
export const FAVORITE_CART_ML = 5

/** The most favorites one bulk removal takes ('Eliminar (n)'): more than a page ever shows. */
export const MAX_FAVORITES_REMOVED_AT_ONCE = 100

/**
 * The size of a perfume 'Agregar' puts in the cart: 5 ml, or the size nearest to it by ml (the
 * smaller one on a tie); null when the perfume has no size.
 */
export function nearestSize<Size extends { ml: number }>(
  sizes: readonly Size[],
  targetMl: number = FAVORITE_CART_ML,
): Size | null {
  let best: Size | null = null
  for (const size of sizes) {
    const distance = Math.abs(size.ml - targetMl)
    const bestDistance = best ? Math.abs(best.ml - targetMl) : Number.POSITIVE_INFINITY
    if (distance < bestDistance || (distance === bestDistance && best && size.ml < best.ml)) {
      best = size
    }
  }
  return best
}

/** 'n perfume(s) guardado(s)' (spec 001 §2) in natural Spanish: '1 perfume guardado', '3 perfumes guardados'. */
export function savedPerfumesText(count: number): string {
  return count === 1 ? '1 perfume guardado' : `${count} perfumes guardados`
}
