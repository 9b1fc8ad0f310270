import { describe, expect, it } from '@jest/globals'
import { activityEntry } from './admin-activity.server'

const action = (method: string, route: string, targetId: string | null) => ({
  id: '6f1c2a7e-1111-4a2b-8c3d-000000000001',
  userId: null,
  email: 'admin@aurumdecants.es',
  method,
  route,
  targetId,
  createdAt: '2026-07-15T08:30:00.000Z',
})

describe('the dashboard activity in words', () => {
  it('names an order by the code its customer sees, and links to it', () => {
    const entry = activityEntry(
      action('PATCH', '/api/admin/orders/:id', '0b6e2c1d-3f4a-4b5c-9d8e-7f6a5b4c3d2e'),
    )
    expect(entry).toEqual({
      id: '6f1c2a7e-1111-4a2b-8c3d-000000000001',
      who: 'admin@aurumdecants.es',
      what: 'Actualizó el pedido #5B4C3D2E',
      href: '/admin/pedidos/0b6e2c1d-3f4a-4b5c-9d8e-7f6a5b4c3d2e',
      when: '15/7/26, 10:30',
    })
  })

  it('says what the other writes did, without a link when nothing is left to see', () => {
    expect(activityEntry(action('DELETE', '/api/perfumes/:id', 'x')).what).toBe(
      'Eliminó un perfume',
    )
    expect(activityEntry(action('DELETE', '/api/perfumes/:id', 'x')).href).toBeNull()
    expect(activityEntry(action('PUT', '/api/settings', null)).what).toBe(
      'Cambió la configuración de la tienda',
    )
  })

  it('says in Spanish what a review edit and other admin writes did', () => {
    expect(activityEntry(action('PUT', '/api/reviews/:id', 'x')).what).toBe('Editó una reseña')
    expect(activityEntry(action('DELETE', '/api/reviews/:id', 'x')).what).toBe('Eliminó una reseña')
    expect(activityEntry(action('POST', '/api/admin/coupons', 'x')).what).toBe('Creó un cupón')
    expect(activityEntry(action('POST', '/api/admin/orders/bulk', null)).what).toBe(
      'Cambió el estado de varios pedidos',
    )
    expect(activityEntry(action('POST', '/api/admin/perfumes/import', null)).what).toBe(
      'Importó o comprobó el catálogo en CSV',
    )
  })

  it('says a generic change, never the method and route, for a write it has no words for', () => {
    const entry = activityEntry(action('POST', '/api/admin/nuevo/:id', null))
    expect(entry.what).toBe('Cambio en el panel')
    expect(entry.what).not.toContain('/api/')
  })
})
