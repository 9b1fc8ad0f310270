import { describe, expect, it } from '@jest/globals'
import { returnPath, safeRedirect } from './safe-redirect'

const HOSTILE: unknown[] = [
  '//evil.example',
  '///evil.example',
  '////evil.example/path',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  'https://evil.example',
  'http://evil.example/carrito',
  'HTTPS://evil.example',
  'https:evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'about:blank',
  'evil.example',
  'carrito',
  '',
  ' //evil.example',
  '\t//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\u0000/evil.example',
  '/carrito\u007f',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%252F%252Fevil.example',
  '/%255Cevil.example',
  '/%25252F%25252Fevil.example',
  '/%2F%2Fevil.example%',
  '/%09/evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/%2e%2e//evil.example',
  '/./%2F/evil.example',
  '/carrito\\..\\evil',
  `/${'a'.repeat(2000)}`,
  null,
  undefined,
  42,
  ['/carrito'],
  { toString: () => '/carrito' },
]

const LEGITIMATE: [string, string][] = [
  ['/', '/'],
  ['/carrito', '/carrito'],
  ['/catalogo?q=sauvage&categoria=nicho', '/catalogo?q=sauvage&categoria=nicho'],
  ['/catalogo?q=100%25', '/catalogo?q=100%25'],
  ['/perfume/dior-sauvage#resenas', '/perfume/dior-sauvage#resenas'],
  ['/perfume/café', '/perfume/caf%C3%A9'],
  ['/catalogo?q=eau de parfum', '/catalogo?q=eau%20de%20parfum'],
  ['/perfume/a/../dior-sauvage', '/perfume/dior-sauvage'],
  ['/orders?next=//not-a-host', '/orders?next=//not-a-host'],
]

describe('safeRedirect', () => {
  it.each(HOSTILE.map((target) => [target]))('refuses %j', (target) => {
    expect(safeRedirect(target, '/fallback')).toBe('/fallback')
  })

  it.each(LEGITIMATE)('keeps %j as %j', (target, expected) => {
    expect(safeRedirect(target, '/fallback')).toBe(expected)
  })

  it('falls back to the home page unless told otherwise', () => {
    expect(safeRedirect('//evil.example')).toBe('/')
  })
})

describe('returnPath', () => {
  const post = (fields: Record<string, string>, referer?: string) => {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.set(name, value)
    const headers: Record<string, string> = referer ? { Referer: referer } : {}
    return [new Request('http://shop.test/carrito', { method: 'POST', headers }), form] as const
  }

  it('takes the form field first', () => {
    expect(returnPath(...post({ redirectTo: '/favorites' }, 'http://shop.test/'), '/carrito')).toBe(
      '/favorites',
    )
  })

  it('refuses a hostile field, whatever the Referer says', () => {
    expect(
      returnPath(...post({ redirectTo: '//evil.example' }, 'http://shop.test/'), '/carrito'),
    ).toBe('/carrito')
  })

  it('goes back to the page the form was posted from, path and query only', () => {
    expect(returnPath(...post({}, 'http://shop.test/catalogo?q=dior#x'), '/carrito')).toBe(
      '/catalogo?q=dior',
    )
    expect(returnPath(...post({}, 'https://evil.example/perfume/x'), '/carrito')).toBe('/perfume/x')
  })

  it('falls back without a Referer, or with one that is no URL', () => {
    expect(returnPath(...post({}), '/carrito')).toBe('/carrito')
    expect(returnPath(...post({}, 'not a url'), '/carrito')).toBe('/carrito')
  })
})
