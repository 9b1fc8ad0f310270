/** Where the header's search asks for suggestions (routes/buscar.sugerencias.tsx). */
export const SUGGESTIONS_PATH = '/buscar/sugerencias'

/** Fewer letters than this suggest nothing: every perfume has an 'a'. */
export const SUGGEST_FROM_LENGTH = 2

export interface Suggestion {
  slug: string
  name: string
  brand: string
}
