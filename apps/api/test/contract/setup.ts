import { flushSeen, takeViolations } from './contract-recorder'

/**
 * Fails the test whose requests got answers that openapi.json does not describe (the answers of
 * beforeAll/afterAll requests fail the file's last hook instead).
 */
function failOnViolations(): void {
  const found = takeViolations()
  if (!found.length) return
  const shown = found.slice(0, 20).join('\n  ')
  const more = found.length > 20 ? `\n  …and ${found.length - 20} more` : ''
  throw new Error(`Answers outside openapi.json:\n  ${shown}${more}`)
}

afterEach(failOnViolations)

afterAll(() => {
  flushSeen(expect.getState().testPath ?? 'unknown')
  failOnViolations()
})
