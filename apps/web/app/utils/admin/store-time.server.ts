/**
 * A datetime-local field has no time zone: the administrator types the shop's own clock time
 * (Madrid), whatever zone the web server runs in.
 */
export const STORE_TIME_ZONE = 'Europe/Madrid'

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/** "2026-12-31T23:59" on the shop's clock -> "2026-12-31T22:59:00.000Z"; null when not a time. */
export function wallTimeToIso(value: string, timeZone = STORE_TIME_ZONE): string | null {
  const match = WALL_TIME.exec(value)
  if (!match) return null
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0))
  const wall = Date.UTC(year, month - 1, day, hour, minute, second)
  const check = new Date(wall)
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23) return null
  // The zone's offset at the guessed instant, corrected once for a daylight-saving change.
  let instant = wall - offsetAt(wall, timeZone)
  instant = wall - offsetAt(instant, timeZone)
  return new Date(instant).toISOString()
}

/** An instant -> "2026-12-31T23:59" on the shop's clock, for a datetime-local field. */
export function isoToWallTime(iso: string, timeZone = STORE_TIME_ZONE): string {
  const instant = Date.parse(iso)
  if (Number.isNaN(instant)) return ''
  return new Date(instant + offsetAt(instant, timeZone)).toISOString().slice(0, 16)
}

const storeDateTime = new Intl.DateTimeFormat('es-ES', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: STORE_TIME_ZONE,
})

/** An instant as the shop's clock shows it ("22/11/26, 18:05"), the same on any server. */
export function formatStoreDateTime(iso: string): string {
  return storeDateTime.format(new Date(iso))
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant))
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value)
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  )
  return wall - (instant - (((instant % 1000) + 1000) % 1000))
}
