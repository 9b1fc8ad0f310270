import { displayName } from './accounts'

describe('displayName', () => {
  it('falls back from name to username to the email before @ to Usuario', () => {
    expect(displayName({ name: 'Lucía Fernández', username: 'lucia', email: 'l@x.es' })).toBe(
      'Lucía Fernández',
    )
    expect(displayName({ name: '  ', username: 'lucia', email: 'l@x.es' })).toBe('lucia')
    expect(displayName({ name: null, username: 'l@x.es', email: 'l@x.es' })).toBe('l')
    expect(displayName({ email: 'maria.lopez@example.com' })).toBe('maria.lopez')
    expect(displayName({})).toBe('Usuario')
  })
})
