import type { LoaderFunctionArgs } from '@remix-run/node'
import { startGoogleSignIn } from '~/utils/google-sign-in.server'
import { safeRedirect } from '~/utils/safe-redirect'

/**
 * Where the API sends a browser that opened its Google start address without a binding (an old
 * link, a bookmark): the sign-in starts again from here with a nonce of this browser's own. Only
 * the session's nonce changes, which nothing else reads; `redirectTo` names the page to come back
 * to, else the one kept by the sign-in form stays.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = new URL(request.url).searchParams.get('redirectTo')
  return startGoogleSignIn(request, redirectTo === null ? null : safeRedirect(redirectTo))
}
