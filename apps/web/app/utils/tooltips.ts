/** The specification's tooltip timing (spec 000 §10): shown after 700 ms on the same control. */
export const TOOLTIP_OPEN_DELAY_MS = 700
/** ...and at once on the next control when a tooltip closed less than this ago. */
export const TOOLTIP_SKIP_DELAY_MS = 300

/**
 * The tooltips of the icon-only buttons (`data-tip`: their aria-label is the text). CSS shows each
 * one 700 ms after hover or keyboard focus, with or without JavaScript (app.css). This adds the
 * skip delay (loaded after the page, outside its first JavaScript: root.tsx): while a tooltip shows, and for 300 ms after it closes, the page carries 'tips-now',
 * and the next one shows at once (set before the pointer gets there: a transition already under
 * way would keep its delay); Escape hides the one shown.
 */
export function installTooltips(): () => void {
  const root = document.documentElement
  let opening: ReturnType<typeof setTimeout> | undefined
  let closing: ReturnType<typeof setTimeout> | undefined
  const isTip = (event: Event) =>
    event.target instanceof Element && event.target.closest('[data-tip]') !== null
  const enter = (event: Event) => {
    if (!isTip(event)) return
    for (const tip of document.querySelectorAll('.tip-hidden')) tip.classList.remove('tip-hidden')
    clearTimeout(closing)
    clearTimeout(opening)
    if (!root.classList.contains('tips-now')) {
      opening = setTimeout(() => root.classList.add('tips-now'), TOOLTIP_OPEN_DELAY_MS)
    }
  }
  const leave = (event: Event) => {
    if (!isTip(event)) return
    clearTimeout(opening)
    clearTimeout(closing)
    closing = setTimeout(() => root.classList.remove('tips-now'), TOOLTIP_SKIP_DELAY_MS)
  }
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    for (const tip of document.querySelectorAll('[data-tip]')) tip.classList.add('tip-hidden')
  }
  const listeners = [
    ['pointerover', enter],
    ['focusin', enter],
    ['pointerout', leave],
    ['focusout', leave],
    ['keydown', escape],
  ] as const
  for (const [type, listener] of listeners) {
    document.addEventListener(type, listener as EventListener)
  }
  return () => {
    clearTimeout(opening)
    clearTimeout(closing)
    for (const [type, listener] of listeners) {
      document.removeEventListener(type, listener as EventListener)
    }
  }
}
