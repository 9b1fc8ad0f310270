import { randomUUID } from 'node:crypto'
import { redirect } from '@remix-run/node'
import { commitSession, getSession } from './session.server'

export interface Toast {
  id: string
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}

const TOAST_KEY = 'toast'

/**
 * Keeps a toast (and any other session values) for the next page load: the Set-Cookie header to
 * send with the answer. A fetcher's answer that stays on the page uses it directly; the loaders
 * that revalidate after it show the toast.
 */
export async function setToast(
  request: Request,
  toast: Omit<Toast, 'id'> | null,
  sessionValues: Record<string, unknown> = {},
): Promise<string> {
  const session = await getSession(request)
  for (const [key, value] of Object.entries(sessionValues)) {
    if (value === undefined) session.unset(key)
    else session.set(key, value)
  }
  if (toast) session.flash(TOAST_KEY, { ...toast, id: randomUUID() })
  return commitSession(session, request)
}

/** Redirects and shows a toast on the next page (post/redirect/get). */
export async function redirectWithToast(
  request: Request,
  url: string,
  toast: Omit<Toast, 'id'>,
  init?: ResponseInit & { sessionValues?: Record<string, unknown> },
) {
  const headers = new Headers(init?.headers)
  headers.append('Set-Cookie', await setToast(request, toast, init?.sessionValues))
  return redirect(url, { status: init?.status, headers })
}

/** Takes the pending toast, if any, and the header that removes it from the session. */
export async function takeToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers }> {
  const session = await getSession(request)
  const toast = (session.get(TOAST_KEY) as Toast | undefined) ?? null
  const headers = new Headers()
  if (toast) headers.append('Set-Cookie', await commitSession(session, request))
  return { toast, headers }
}
