import { describe, expect, it } from '@jest/globals'
import { CURRENT_USER_MAX_AGE_MS, shownUser, userNeedsCheck } from './current-user'

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0)
const user = {
  id: 'u1',
  email: 'ana@example.com',
  username: 'ana',
  name: 'Ana',
  role: 'customer',
  premium: false,
  emailVerified: true,
}

describe('userNeedsCheck', () => {
  it('keeps a user read less than 5 minutes ago, and reads one read 5 minutes ago or more', () => {
    expect(CURRENT_USER_MAX_AGE_MS).toBe(300_000)
    expect(userNeedsCheck(NOW, NOW, '/catalogo')).toBe(false)
    expect(userNeedsCheck(NOW - 299_999, NOW, '/catalogo')).toBe(false)
    expect(userNeedsCheck(NOW - 300_000, NOW, '/catalogo')).toBe(true)
    expect(userNeedsCheck(NOW - 3_600_000, NOW, '/')).toBe(true)
  })

  it('reads a session kept before the time was stored, and a time ahead of the clock', () => {
    expect(userNeedsCheck(undefined, NOW, '/')).toBe(true)
    expect(userNeedsCheck(NOW + 60_000, NOW, '/')).toBe(true)
  })

  it('reads the user every time after paying, on the orders and on the open page’s ask', () => {
    for (const path of ['/success', '/orders', '/orders/', '/orders.data', '/usuario-actual']) {
      expect(userNeedsCheck(NOW, NOW, path)).toBe(true)
    }
    for (const path of ['/orders/abc', '/successful', '/profile', '/_root.data', '/']) {
      expect(userNeedsCheck(NOW, NOW, path)).toBe(false)
    }
  })
})

describe('shownUser', () => {
  it('changes with what the header shows, and only with that', () => {
    expect(shownUser(user)).toBe(shownUser({ ...user }))
    expect(shownUser(user)).not.toBe(shownUser({ ...user, name: 'Ana María' }))
    expect(shownUser(user)).not.toBe(shownUser({ ...user, premium: true }))
    // Confirming the address in another tab takes the reminder away on the open page.
    expect(shownUser({ ...user, emailVerified: false })).not.toBe(
      shownUser({ ...user, emailVerified: true }),
    )
    expect(shownUser(user)).not.toBe(shownUser(null))
    // A session kept before 'premium' and 'emailVerified' existed: not premium, no reminder.
    const older = {
      id: 'u1',
      email: 'ana@example.com',
      username: 'ana',
      name: 'Ana',
      role: 'customer',
    }
    expect(shownUser(older)).toBe(shownUser(user))
  })
})
