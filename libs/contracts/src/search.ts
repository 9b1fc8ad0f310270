/** Lower case without accents: "Lancôme" and "lancome" search alike. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/** "Ámbar Nocturno" -> "ambar-nocturno": the address form of a name (empty when nothing is left). */
export function slugify(text: string): string {
  return searchable(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 140)
    .replace(/-+$/, '')
}
