import { SUGGEST_FROM_LENGTH, SUGGESTIONS_PATH, type Suggestion } from './suggestions'

/**
 * Suggestions as you type in a search box named q with a `list` (the datalist it fills): after a pause of 150 ms the shop's search answers up to six perfumes, shown by the
 * browser's own list under the box. Choosing one opens its page; Enter still searches the
 * catalogue, and without JavaScript the box is a plain search. Loaded after the page
 * (after-load.ts), outside its first JavaScript.
 */
export function installSuggestions(): () => void {
  let waiting: ReturnType<typeof setTimeout> | undefined
  let asking: AbortController | undefined
  const shown = new Map<string, string>()

  const suggest = async (input: HTMLInputElement, list: HTMLDataListElement) => {
    asking?.abort()
    asking = new AbortController()
    const q = input.value.trim()
    if (q.length < SUGGEST_FROM_LENGTH) return list.replaceChildren()
    try {
      const response = await fetch(`${SUGGESTIONS_PATH}?q=${encodeURIComponent(q)}`, {
        signal: asking.signal,
      })
      if (!response.ok) return
      const suggestions: Suggestion[] = await response.json()
      list.replaceChildren(
        ...suggestions.map((suggestion) => {
          shown.set(suggestion.name, suggestion.slug)
          const option = document.createElement('option')
          option.value = suggestion.name
          option.label = suggestion.brand
          return option
        }),
      )
    } catch {
      // Aborted by the next letter, or offline: the box stays a plain search.
    }
  }

  const typed = (event: Event) => {
    const input = event.target
    if (!(input instanceof HTMLInputElement) || input.name !== 'q') return
    const list = input.list
    if (!list) return
    // A suggestion chosen from the list opens its perfume.
    const chosen = shown.get(input.value)
    if (chosen && !(event instanceof InputEvent && event.inputType.startsWith('insertText'))) {
      window.location.assign(`/perfume/${encodeURIComponent(chosen)}`)
      return
    }
    clearTimeout(waiting)
    waiting = setTimeout(() => void suggest(input, list), 150)
  }

  document.addEventListener('input', typed)
  return () => {
    document.removeEventListener('input', typed)
    clearTimeout(waiting)
    asking?.abort()
  }
}
