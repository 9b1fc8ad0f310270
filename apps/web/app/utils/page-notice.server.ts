import { redirect } from '@remix-run/node'
import { commitSession, getSession } from './session.server'

/**
 * What a page says once after a form posted elsewhere, in the page itself rather than in a toast
 * that leaves after 5 seconds: that a link was mailed, that a password or an address changed.
 * It travels in the session (never in the URL: a link could put words of its own there).
 */
export interface PageNotice {
  role: 'status' | 'alert'
  title: string
  description?: string
}

const NOTICE_KEY = 'pageNotice'

/**
 * Post/redirect/get with a notice for the page redirected to; other session values change with
 * it (undefined removes one). The page's loader takes it with takeNotice. No toast goes with it:
 * the root loader would commit the same cookie, and one of the two changes would be lost.
 */
export async function redirectWithNotice(
  request: Request,
  url: string,
  notice: PageNotice,
  sessionValues: Record<string, unknown> = {},
): Promise<Response> {
  const session = await getSession(request)
  for (const [key, value] of Object.entries(sessionValues)) {
    if (value === undefined) session.unset(key)
    else session.set(key, value)
  }
  session.flash(NOTICE_KEY, notice)
  return redirect(url, { headers: { 'Set-Cookie': await commitSession(session, request) } })
}

/** The pending notice, if any, and the header that removes it from the session. */
export async function takeNotice(
  request: Request,
): Promise<{ notice: PageNotice | null; headers: Headers }> {
  const session = await getSession(request)
  const notice = (session.get(NOTICE_KEY) as PageNotice | undefined) ?? null
  const headers = new Headers()
  if (notice) headers.append('Set-Cookie', await commitSession(session, request))
  return { notice, headers }
}
