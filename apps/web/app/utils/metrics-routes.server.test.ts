import { describe, expect, it } from '@jest/globals'
import { metricsRoute } from './metrics-routes.server'

describe('metricsRoute', () => {
  it('labels a page by its first segment, without the query', () => {
    expect(metricsRoute('/')).toBe('/')
    expect(metricsRoute('/?utm_source=correo')).toBe('/')
    expect(metricsRoute('/catalogo')).toBe('/catalogo')
    expect(metricsRoute('/catalogo?marca=dior&pagina=3')).toBe('/catalogo')
    expect(metricsRoute('/catalogo/')).toBe('/catalogo')
  })

  it('labels every address below a page as one', () => {
    expect(metricsRoute('/perfume/sauvage-elixir')).toBe('/perfume/*')
    expect(metricsRoute('/perfume/baccarat-rouge-540?ml=5')).toBe('/perfume/*')
    expect(metricsRoute('/colecciones/verano')).toBe('/colecciones/*')
    expect(metricsRoute('/orders/0b9c5e7e-1d3a-4f7e-9c1a-2f0e8d4b6a11')).toBe('/orders/*')
  })

  it('counts a data request as its page', () => {
    expect(metricsRoute('/catalogo.data')).toBe('/catalogo')
    expect(metricsRoute('/perfume/sauvage-elixir.data?_routes=routes%2Fperfume')).toBe('/perfume/*')
    expect(metricsRoute('/_root.data')).toBe('/')
  })

  it('counts the back office, assets and images as areas', () => {
    expect(metricsRoute('/admin')).toBe('/admin/*')
    expect(metricsRoute('/admin/pedidos?estado=pagado')).toBe('/admin/*')
    expect(metricsRoute('/assets/entry.client-Bx12Yz.js')).toBe('/assets/*')
    expect(metricsRoute('/media/3f2a.webp')).toBe('/media/*')
  })

  it('never makes a label of an unknown address', () => {
    for (const url of ['/wp-login.php', '/.env', '/catalogo2', '//evil.example', '/%2e%2e/etc']) {
      expect(metricsRoute(url)).toBe('other')
    }
    expect(metricsRoute('/robots.txt')).toBe('/robots.txt')
  })
})
