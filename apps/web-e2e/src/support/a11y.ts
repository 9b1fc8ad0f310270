import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The rules a theme changes the outcome of: the others read the same markup in both themes. */
export const THEME_RULES = ['color-contrast', 'link-in-text-block']

/**
 * axe's serious and critical violations on the page as it is now, each as `label id: help`; only
 * `rules` when given.
 */
export async function seriousViolations(
  page: Page,
  label = '',
  rules?: string[],
): Promise<string[]> {
  // In the page itself (legacy mode: the shop has no frames from other origins, the one case the
  // default's extra blank page and second copy of axe are for), and with the details of the
  // violations only: the same findings, without shipping every passing node back and forth.
  const axe = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] })
  const results = await (rules ? axe.withRules(rules) : axe).analyze()
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${label ? `${label} ` : ''}${violation.id}: ${violation.help}`)
}
