import { describe, expect, it } from '@jest/globals'
import { isoToWallTime, wallTimeToIso } from './store-time.server'

describe('offer end times on the shop clock (Madrid)', () => {
  it('reads a winter and a summer time with their own offsets', () => {
    expect(wallTimeToIso('2026-12-31T23:59')).toBe('2026-12-31T22:59:00.000Z')
    expect(wallTimeToIso('2026-07-15T10:30')).toBe('2026-07-15T08:30:00.000Z')
    expect(wallTimeToIso('2026-07-15T10:30:15')).toBe('2026-07-15T08:30:15.000Z')
  })

  it('is the same whatever zone the server runs in', () => {
    expect(wallTimeToIso('2026-03-01T00:00', 'America/New_York')).toBe('2026-03-01T05:00:00.000Z')
  })

  it('refuses what is not a time', () => {
    for (const text of ['', '2026-02-30T10:00', '2026-13-01T10:00', '2026-01-01T24:00', 'mañana'])
      expect(wallTimeToIso(text)).toBeNull()
  })

  it('shows an instant back as the time that was typed', () => {
    expect(isoToWallTime('2026-12-31T22:59:00.000Z')).toBe('2026-12-31T23:59')
    expect(isoToWallTime('2026-07-15T08:30:00Z')).toBe('2026-07-15T10:30')
    expect(isoToWallTime('no')).toBe('')
    for (const typed of ['2026-10-25T01:30', '2026-03-29T04:00', '2027-01-01T00:00'])
      expect(isoToWallTime(wallTimeToIso(typed) as string)).toBe(typed)
  })
})
