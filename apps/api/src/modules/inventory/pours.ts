/** A bottle as a pour sees it: how much of it is free now, in the order pours take bottles. */
export interface FreeBottle {
  id: string
  free: number
}

/** What one line takes from one bottle. */
export interface Pour {
  bottleId: string
  ml: number
}

/**
 * Pours `quantity` decants of `ml` each from the bottles in the order given (oldest opened
 * first), each from one bottle unless `spans` lets a decant finish in the next one. The bottles'
 * `free` goes down as they are poured from, so the lines of one checkout share them. Answers the
 * millilitres taken per bottle, or null (and leaves `bottles` as it was) when they do not reach.
 */
export function pour(
  bottles: FreeBottle[],
  ml: number,
  quantity: number,
  spans: boolean,
): Pour[] | null {
  const free = bottles.map((bottle) => bottle.free)
  const taken = bottles.map(() => 0)
  for (let unit = 0; unit < quantity; unit++) {
    if (spans) {
      let wanted = ml
      for (let index = 0; index < free.length && wanted > 0; index++) {
        const take = Math.min(free[index], wanted)
        free[index] -= take
        taken[index] += take
        wanted -= take
      }
      if (wanted > 0) return null
    } else {
      const index = free.findIndex((left) => left >= ml)
      if (index < 0) return null
      free[index] -= ml
      taken[index] += ml
    }
  }
  bottles.forEach((bottle, index) => (bottle.free = free[index]))
  return bottles
    .map((bottle, index) => ({ bottleId: bottle.id, ml: taken[index] }))
    .filter((share) => share.ml > 0)
}

/** A line to pour: so many decants of one size of one perfume. */
export interface PourLine {
  variantId: string
  quantity: number
  /** 'Ámbar 5ml': how the 409 names a size there is not enough of. */
  label: string
  /** The checkout line it holds for. */
  checkoutLine?: number
  /** The order line the sale is recorded against, for sales. */
  orderItemId?: string
}

/**
 * What a checkout or order line pours: its size, or each perfume of a set in the set's size (a
 * set of two perfumes bought twice pours two decants of each).
 */
export function pourLinesOf(line: {
  variantId: string | null
  name: string
  size: string
  quantity: number
  members?: { variantId: string; name: string }[] | null
}): Omit<PourLine, 'checkoutLine' | 'orderItemId'>[] {
  if (line.members?.length) {
    return line.members.map((member) => ({
      variantId: member.variantId,
      quantity: line.quantity,
      label: `${member.name} ${line.size}`,
    }))
  }
  return line.variantId
    ? [{ variantId: line.variantId, quantity: line.quantity, label: `${line.name} ${line.size}` }]
    : []
}
