import { installSuggestions } from './search-suggestions'
import { installTooltips } from './tooltips'

/**
 * What every page adds once it has loaded, outside its first JavaScript (root.tsx): the
 * tooltips' skip delay and the header search's suggestions. Returns what undoes both.
 */
export function installAfterLoad(): () => void {
  const stops = [installTooltips(), installSuggestions()]
  return () => {
    for (const stop of stops) stop()
  }
}
