import { isRouteErrorResponse } from '@remix-run/react'
import { isAccessRequired } from '~/utils/access-required'
import { isConnectionError } from '~/utils/api-unavailable'
import { isMaintenance } from '~/utils/maintenance'
import { AccessRequiredPage } from './access-required'
import { ConnectionError, ErrorFallback } from './error-fallback'
import { Maintenance } from './maintenance'
import { NotFound } from './not-found'

/** What the root's error boundary shows for the error it caught. */
export function ErrorPage({ error }: { error: unknown }) {
  if (isMaintenance(error)) return <Maintenance />
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  if (isAccessRequired(error)) return <AccessRequiredPage {...error.data} />
  if (isConnectionError(error)) return <ConnectionError />
  return <ErrorFallback />
}
