import { describe, expect, it } from '@jest/globals'
import { safeRedirect } from './safe-redirect'

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
