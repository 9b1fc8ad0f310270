/** A spreadsheet reads a cell starting with one of these as a formula (OWASP's CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/

/** One CSV cell: defused against formulas, then quoted when it holds a separator (RFC 4180). */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The newsletter subscribers as CSV, a header line first, lines ended by CRLF. */
export function subscribersCsv(subscribers: { email: string; subscribedAt: Date }[]): string {
  const lines = [
    'email,subscribedAt',
    ...subscribers.map(
      (subscriber) =>
        `${csvCell(subscriber.email)},${csvCell(subscriber.subscribedAt.toISOString())}`,
    ),
  ]
  return `${lines.join('\r\n')}\r\n`
}
