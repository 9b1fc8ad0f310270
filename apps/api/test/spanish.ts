/**
 * Spanish by its letters or small words; English by words Spanish never uses. A word list, not a
 * language model: it is what the error tests hold every message the API writes to.
 */
export const looksSpanish = (text: string) =>
  (/[áéíóúñ¿¡]/i.test(text) ||
    /\b(de|del|al|el|la|las|los|un|una|que|en|ya|es|tu|este|esta|para|con|se|no|o|y|debe|menos)\b/i.test(
      text,
    )) &&
  !/\b(the|is|not|must|expected|invalid|required|received|field|only|found|too|failed)\b/i.test(
    text,
  )
