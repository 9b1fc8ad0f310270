/** @type {import('jest').Config} */
module.exports = {
  displayName: 'contracts',
  // Every test's time, for npm test's list of the slowest (scripts/test.mjs).
  reporters: ['default', '<rootDir>/../../scripts/jest-timings-reporter.cjs'],
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
}
