import { unsubscribedUser, unsubscribeToken } from './mail-consent'

const SECRET = 'a-secret-of-at-least-thirty-two-characters'
const USER = '5b0c2a4e-8f1d-4c3b-9a7e-2d6f1e0b9c8a'

describe('unsubscribe tokens', () => {
  it('name the customer they were made for', () => {
    const token = unsubscribeToken(USER, SECRET)
    expect(token).toMatch(/^[A-Za-z0-9_-]{75}$/)
    expect(unsubscribedUser(token, SECRET)).toBe(USER)
  })

  it('cannot be made for someone else, or with another secret', () => {
    const token = unsubscribeToken(USER, SECRET)
    const other = `${'0'.repeat(32)}${token.slice(32)}`
    expect(unsubscribedUser(other, SECRET)).toBeNull()
    expect(unsubscribedUser(token, `${SECRET}-otro`)).toBeNull()
    expect(unsubscribedUser(token.slice(0, -1), SECRET)).toBeNull()
    expect(unsubscribedUser('no-es-un-token-de-baja-valido', SECRET)).toBeNull()
  })
})
