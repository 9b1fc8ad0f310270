import { isRouteErrorResponse } from '@remix-run/react'

/** What a visitor reads on an account page: the page's own text and a sign-in link that comes back. */
export interface AccessRequired {
  accessRequired: string
  signInHref: string
}

/** The 401 thrown by requireCustomer (auth.server.ts); the root error boundary draws it. */
export function isAccessRequired(error: unknown): error is { status: 401; data: AccessRequired } {
  return (
    isRouteErrorResponse(error) &&
    error.status === 401 &&
    typeof (error.data as Partial<AccessRequired> | null)?.accessRequired === 'string'
  )
}
