/** A size as the size chooser needs it: its name and whether any decant of it is left. */
export interface StockedSize {
  size: string
  soldOut?: boolean
}

/**
 * The size chosen when a card or a perfume page opens: the first one that can be bought, so
 * 'Agregar' adds something at once. -1 (none) when every size is sold out.
 */
export function firstSizeInStock(sizes: readonly StockedSize[]): number {
  return sizes.findIndex((size) => !size.soldOut)
}
