import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** axe's serious and critical violations on the page as it is now, each as `label id: help`. */
export async function seriousViolations(page: Page, label = ''): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${label ? `${label} ` : ''}${violation.id}: ${violation.help}`)
}
