export const PERFUME_CATEGORIES = ['masculino', 'femenino', 'unisex', 'nicho'] as const
export type PerfumeCategory = (typeof PERFUME_CATEGORIES)[number]

/** Labels the shop shows for each category. */
export const CATEGORY_LABELS: Record<PerfumeCategory, string> = {
  masculino: 'Masculino',
  femenino: 'Femenino',
  unisex: 'Unisex',
  nicho: 'Nicho',
}
