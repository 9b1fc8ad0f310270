import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { saveTheme } from '~/utils/account-settings.server'
import { apiFor } from '~/utils/api.server'
import { getUser } from '~/utils/auth.server'
import { safeRedirect } from '~/utils/safe-redirect'
import { isTheme, serializeTheme } from '~/utils/theme.server'
import { notAPage } from '~/utils/not-a-page.server'

/**
 * Keeps the chosen theme (dark, light, system) in its cookie and goes back to the page; a signed-in
 * customer's settings keep it too (appearance.theme), so the next sign-in brings it back.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const theme = form.get('theme')
  if (!isTheme(theme)) throw new Response('Tema no válido', { status: 400 })
  if (await getUser(request)) {
    // The cookie alone still changes the page when the API cannot keep it (ended session, limit).
    await saveTheme(await apiFor(request), theme).catch(() => false)
  }
  return redirect(safeRedirect(form.get('redirectTo')), {
    headers: { 'Set-Cookie': await serializeTheme(theme) },
  })
}

export async function loader() {
  throw notAPage()
}
