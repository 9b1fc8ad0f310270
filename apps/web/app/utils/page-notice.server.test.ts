import { beforeAll, describe, expect, it } from '@jest/globals'
import type * as NoticeModule from './page-notice.server'

// The module reads the web app's environment when it is loaded.
process.env.SESSION_SECRET ??= 'solo-para-las-pruebas-de-los-avisos-de-pagina'
let notices: typeof NoticeModule
beforeAll(async () => {
  notices = await import('./page-notice.server')
})

const page = (cookie = '') =>
  new Request('https://tienda.example/recuperar-contrasena', { headers: { cookie } })
const cookieOf = (headers: Headers) => (headers.get('Set-Cookie') ?? '').split(';')[0]

describe('redirectWithNotice and takeNotice', () => {
  it('shows the notice on the page redirected to, once', async () => {
    const notice = { role: 'status' as const, title: 'Te hemos enviado un enlace' }
    const redirected = await notices.redirectWithNotice(page(), '/recuperar-contrasena', notice)
    expect(redirected.status).toBe(302)
    expect(redirected.headers.get('Location')).toBe('/recuperar-contrasena')

    const shown = await notices.takeNotice(page(cookieOf(redirected.headers)))
    expect(shown.notice).toEqual(notice)
    // Taken: the answer carries the session without it, and the next visit has none.
    const again = await notices.takeNotice(page(cookieOf(shown.headers)))
    expect(again.notice).toBeNull()
    expect(again.headers.get('Set-Cookie')).toBeNull()
  })

  it('changes the other session values it is given, undefined removing one', async () => {
    const first = await notices.redirectWithNotice(
      page(),
      '/auth',
      { role: 'status', title: 'Uno' },
      { auth: { user: 'ana' }, cartToken: 'abc' },
    )
    const second = await notices.redirectWithNotice(
      page(cookieOf(first.headers)),
      '/auth',
      { role: 'status', title: 'Dos' },
      { auth: undefined },
    )
    const { getSession } = await import('./session.server')
    const session = await getSession(page(cookieOf(second.headers)))
    expect(session.get('auth')).toBeUndefined()
    expect(session.get('cartToken')).toBe('abc')
    expect(session.get('pageNotice')).toEqual({ role: 'status', title: 'Dos' })
  })
})
