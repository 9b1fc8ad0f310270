const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
]

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: 30000,
  // Every test's time, for npm test's list of the slowest (scripts/test.mjs).
  reporters: ['default', '<rootDir>/../../scripts/jest-timings-reporter.cjs'],
  // Two processes on a real PostgreSQL, each on a database of its own (test/worker-database.ts);
  // one on the embedded database, which holds a single one.
  maxWorkers: process.env.DATABASE_URL ? 2 : 1,
  projects: [
    {
      displayName: 'api:unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      transform: { '^.+\\.ts$': swc },
    },
    {
      displayName: 'api:integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      transform: { '^.+\\.ts$': swc, '^.+\\.js$': swc },
      // @fastify/static (behind Swagger UI) requires content-disposition, which ships only ESM.
      transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
      // Every answer the tests receive is checked against openapi.json (test/contract/).
      setupFiles: ['<rootDir>/test/use-worker-database.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/contract/setup.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
  ],
}
