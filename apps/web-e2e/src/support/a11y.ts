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
  const axe = new AxeBuilder({ page })
  const results = await (rules ? axe.withRules(rules) : axe).analyze()
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${label ? `${label} ` : ''}${violation.id}: ${violation.help}`)
}
