import type { LoaderFunctionArgs } from '@remix-run/node'
import { getUser } from '~/utils/auth.server'

/**
 * An open page's ask for the current user, every 5 minutes (utils/use-current-user-refresh.ts).
 * server.mjs's refreshAuth has just read the user from the API for this address
 * (utils/current-user.ts), so the session answers as the API does now: null once it has ended.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request)
  return Response.json({ user }, { headers: { 'Cache-Control': 'no-store' } })
}
