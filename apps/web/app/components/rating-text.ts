/** An average as the shop writes it: '4,5', '4,0'. */
export const ratingNumber = new Intl.NumberFormat('es-ES', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})

/** What a screen reader hears of a perfume's reviews: '4,5 de 5 estrellas, 12 reseñas'. */
export function ratingText(rating: number | null, reviewCount: number): string {
  if (rating === null || reviewCount === 0) return 'Sin reseñas'
  const reviews = reviewCount === 1 ? '1 reseña' : `${reviewCount} reseñas`
  return `${ratingNumber.format(rating)} de 5 estrellas, ${reviews}`
}
