// The slow API suites of `npm run test:resilience` (races, storms, property runs on a real
// PostgreSQL): the integration project's setup with its own test files.
const base = require('./jest.config.js').projects.find(
  (project) => project.displayName === 'api:integration',
)

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  displayName: 'api:resilience',
  rootDir: __dirname,
  testTimeout: 600000,
  testMatch: ['<rootDir>/test/resilience/**/*.resilience-spec.ts'],
  // The suites' figures are printed again after everything else (test/resilience/global-*.ts).
  globalSetup: '<rootDir>/test/resilience/global-setup.ts',
  globalTeardown: '<rootDir>/test/resilience/global-teardown.ts',
}
