import { isRouteErrorResponse } from '@remix-run/react'
import type { Theme } from '~/utils/theme.server'

/** What the root loader throws (with status 503) while the shop is closed to visitors. */
export interface MaintenanceNotice {
  maintenance: true
  theme: Theme
}

export function isMaintenance(error: unknown): error is { status: 503; data: MaintenanceNotice } {
  return isRouteErrorResponse(error) && error.status === 503 && error.data?.maintenance === true
}
