import { z } from 'zod'

/** POST /api/favorites */
export const AddFavoriteSchema = z.strictObject({
  perfumeId: z.uuid('Debe ser el id de un perfume'),
})
export type AddFavorite = z.output<typeof AddFavoriteSchema>
