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

/** Redirects and shows a toast on the next page (post/redirect/get). */
export async function redirectWithToast(
  request: Request,
  url: string,
  toast: Omit<Toast, 'id'>,
  init?: ResponseInit & { sessionValues?: Record<string, unknown> },
) {
  const session = await getSession(request)
  for (const [key, value] of Object.entries(init?.sessionValues ?? {})) {
    if (value === undefined) session.unset(key)
    else session.set(key, value)
  }
  session.flash(TOAST_KEY, { ...toast, id: randomUUID() })
  const headers = new Headers(init?.headers)
  headers.append('Set-Cookie', await commitSession(session, request))
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
