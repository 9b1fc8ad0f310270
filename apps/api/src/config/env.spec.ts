import { EnvError, loadEnv } from './env'

describe('loadEnv', () => {
  const good = {
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/aurum',
    JWT_SECRET: 'a-secret-of-at-least-thirty-two-characters',
  }

  it('fills defaults', () => {
    expect(loadEnv(good)).toMatchObject({
      API_PORT: 4000,
      STORE_CURRENCY: 'EUR',
      LOG_LEVEL: 'info',
    })
  })

  it('names a missing variable in one line', () => {
    expect(() => loadEnv({ JWT_SECRET: good.JWT_SECRET })).toThrow(
      new EnvError('Invalid environment: DATABASE_URL is required'),
    )
  })

  it('names every bad variable', () => {
    let message = ''
    try {
      loadEnv({ ...good, DATABASE_URL: 'nonsense', API_PORT: '99999', STORE_CURRENCY: 'euro' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/^Invalid environment: DATABASE_URL must be a postgres:\/\/ URL/)
    expect(message).toContain('API_PORT')
    expect(message).toContain('STORE_CURRENCY must be an ISO 4217 code')
    expect(message).not.toContain('\n')
  })

  it('treats an empty variable as not given', () => {
    expect(loadEnv({ ...good, ADMIN_EMAIL: '' }).ADMIN_EMAIL).toBeUndefined()
  })
})
