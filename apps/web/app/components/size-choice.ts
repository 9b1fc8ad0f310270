/** A size as the size chooser needs it: its name and how many decants of it are left. */
export interface StockedSize {
  size: string
  stock: number
}

/**
 * The size chosen when the page opens: the first one that can be bought, so 'Agregar' adds
 * something at once. -1 (none chosen) when every size is sold out: the button is disabled then.
 */
export function firstSizeInStock(sizes: readonly StockedSize[]): number {
  return sizes.findIndex((size) => size.stock > 0)
}
