import request from 'supertest'
import { Notification } from '../src/modules/notifications/entities/notification.entity'
import { shopper } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

describe('notifications (e2e)', () => {
  let t: TestApp
  const http = () => request(t.app.getHttpServer())

  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it("answers the signed-in customer's own latest 20 notifications, newest first", async () => {
    const [ana, beto] = [await shopper(t.app), await shopper(t.app)]
    const em = t.orm.em.fork()
    const start = Date.parse('2026-11-20T10:00:00.000Z')
    for (let index = 0; index < 22; index++) {
      em.create(Notification, {
        user: ana.userId,
        type: 'order',
        title: `Aviso ${index}`,
        message: `Tu pedido #ABCD${String(1000 + index)} está confirmado.`,
        isRead: index === 21,
        createdAt: new Date(start + index * 60_000),
      })
    }
    em.create(Notification, {
      user: beto.userId,
      type: 'security',
      title: 'De otro cliente',
      message: 'Nadie más lo ve.',
    })
    await em.flush()

    const mine = await ana.as(http().get('/api/notifications')).expect(200)
    expect(mine.body).toEqual(
      Array.from({ length: 20 }, (_, position) => {
        const index = 21 - position
        return {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          type: 'order',
          title: `Aviso ${index}`,
          message: `Tu pedido #ABCD${String(1000 + index)} está confirmado.`,
          isRead: index === 21,
          createdAt: new Date(start + index * 60_000).toISOString(),
        }
      }),
    )

    const theirs = await beto.as(http().get('/api/notifications')).expect(200)
    expect(theirs.body).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        type: 'security',
        title: 'De otro cliente',
        message: 'Nadie más lo ve.',
        isRead: false,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ])
  })

  it('refuses a visitor', async () => {
    const response = await http().get('/api/notifications').expect(401)
    expect(response.body).toEqual({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: 'Authentication required',
    })
  })
})
