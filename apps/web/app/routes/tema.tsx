import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { safeRedirect } from '~/utils/safe-redirect'
import { isTheme, serializeTheme } from '~/utils/theme.server'

/** Keeps the chosen theme (dark, light, system) in its cookie and goes back to the page. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const theme = form.get('theme')
  if (!isTheme(theme)) throw new Response('Tema no válido', { status: 400 })
  return redirect(safeRedirect(form.get('redirectTo')), {
    headers: { 'Set-Cookie': await serializeTheme(theme) },
  })
}

export async function loader() {
  throw new Response('Not Found', { status: 404 })
}
