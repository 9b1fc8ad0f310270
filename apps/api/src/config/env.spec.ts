import { EnvError, loadEnv, mailTransport } from './env'

describe('loadEnv', () => {
  const good = {
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/aurum',
    JWT_SECRET: 'a-secret-of-at-least-thirty-two-characters',
    STRIPE_SECRET_KEY: 'sk_live_aurum',
    STRIPE_WEBHOOK_SECRET: 'whsec_aurum',
  }

  it('fills defaults', () => {
    expect(loadEnv(good)).toMatchObject({
      API_PORT: 4000,
      METRICS_HOST: '127.0.0.1',
      METRICS_PORT: 9464,
      STORE_CURRENCY: 'EUR',
      LOG_LEVEL: 'info',
      DATABASE_POOL_SIZE: 10,
    })
  })

  it('keeps as many database connections as told, one at least', () => {
    expect(loadEnv({ ...good, DATABASE_POOL_SIZE: '1' }).DATABASE_POOL_SIZE).toBe(1)
    expect(() => loadEnv({ ...good, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/)
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

  it('takes the money through Stripe unless told otherwise', () => {
    expect(loadEnv(good)).toMatchObject({ PAYMENT_PROVIDER: 'stripe', ALLOW_TEST_PAYMENTS: false })
  })

  const stripeless = {
    DATABASE_URL: good.DATABASE_URL,
    JWT_SECRET: good.JWT_SECRET,
    SMTP_URL: 'smtp://127.0.0.1:2525',
  }
  it.each([
    [
      'Stripe without its keys',
      stripeless,
      'Invalid environment: PAYMENT_PROVIDER is stripe (the default) and needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; set them, or PAYMENT_PROVIDER=local for offline test payments',
    ],
    [
      'Stripe without its webhook secret',
      { ...good, STRIPE_WEBHOOK_SECRET: '' },
      'Invalid environment: PAYMENT_PROVIDER is stripe (the default) and needs STRIPE_WEBHOOK_SECRET; set them, or PAYMENT_PROVIDER=local for offline test payments',
    ],
    [
      'test payments in production',
      { ...stripeless, NODE_ENV: 'production', PAYMENT_PROVIDER: 'local' },
      'Invalid environment: PAYMENT_PROVIDER is local (test payments, no money taken), refused with NODE_ENV=production unless ALLOW_TEST_PAYMENTS=true',
    ],
    [
      'an unknown payment provider',
      { ...good, PAYMENT_PROVIDER: 'paypal' },
      'Invalid environment: PAYMENT_PROVIDER Invalid option: expected one of "stripe"|"local"',
    ],
    [
      'a short admin password',
      { ...good, ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'corta-1234' },
      'Invalid environment: ADMIN_PASSWORD must have at least 12 characters',
    ],
    [
      'an admin email without a password',
      { ...good, ADMIN_EMAIL: 'admin@example.com' },
      'Invalid environment: ADMIN_EMAIL and ADMIN_PASSWORD go together: set both, or neither',
    ],
    [
      'a short JWT secret',
      { ...good, JWT_SECRET: 'short' },
      'Invalid environment: JWT_SECRET must have at least 32 characters',
    ],
    [
      'a half-set test payments switch',
      { ...good, ALLOW_TEST_PAYMENTS: 'yes' },
      'Invalid environment: ALLOW_TEST_PAYMENTS Invalid option: expected one of "true"|"false"',
    ],
  ])('refuses %s at start, in one line that names it', (_name, source, message) => {
    expect(() => loadEnv(source)).toThrow(new EnvError(message))
  })

  it('lets test payments run in production only when asked explicitly', () => {
    expect(
      loadEnv({
        ...stripeless,
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'local',
        ALLOW_TEST_PAYMENTS: 'true',
      }),
    ).toMatchObject({ PAYMENT_PROVIDER: 'local', ALLOW_TEST_PAYMENTS: true })
  })

  describe('mail', () => {
    const production = { ...good, NODE_ENV: 'production' }

    it('refuses production without SMTP_URL, unless mail is only logged on purpose', () => {
      expect(() => loadEnv(production)).toThrow(
        new EnvError(
          'Invalid environment: SMTP_URL is required with NODE_ENV=production (the shop mails links and orders); set it, or MAIL_TRANSPORT=log to only log mail',
        ),
      )
      expect(mailTransport(loadEnv({ ...production, MAIL_TRANSPORT: 'log' }))).toBe('log')
      expect(
        mailTransport(loadEnv({ ...production, SMTP_URL: 'smtps://u:p@smtp.example.com:465' })),
      ).toBe('smtp')
    })

    it("lets production catch its own mail only when told to, as npm start's demo is", () => {
      expect(mailTransport(loadEnv({ ...production, MAIL_TRANSPORT: 'catcher' }))).toBe('catcher')
    })

    it('sends to SMTP_URL whenever it is set, unless told otherwise', () => {
      const smtp = { ...good, SMTP_URL: 'smtp://aurum:secreto@127.0.0.1:2525' }
      expect(mailTransport(loadEnv(smtp))).toBe('smtp')
      expect(mailTransport(loadEnv({ ...smtp, MAIL_TRANSPORT: 'log' }))).toBe('log')
    })

    it('catches mail outside production when there is no SMTP server', () => {
      expect(mailTransport(loadEnv(good))).toBe('catcher')
      expect(loadEnv(good).MAIL_FROM).toBe('Aurum Decants <no-reply@aurumdecants.local>')
    })

    it('takes only smtp:// or smtps:// addresses, and smtp only with one', () => {
      // The refusal names the variable, never its value (which may hold the password).
      expect(() => loadEnv({ ...good, SMTP_URL: 'http://aurum:secreto@smtp.example.com' })).toThrow(
        new EnvError(
          'Invalid environment: SMTP_URL must be an smtp:// or smtps:// URL, for example smtp://user:password@smtp.example.com:587',
        ),
      )
      expect(() => loadEnv({ ...good, MAIL_TRANSPORT: 'smtp' })).toThrow(
        new EnvError('Invalid environment: MAIL_TRANSPORT is smtp and needs SMTP_URL'),
      )
    })
  })
})
