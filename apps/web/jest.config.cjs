/** @type {import('jest').Config} */
module.exports = {
  displayName: 'web',
  // Every test's time, for npm test's list of the slowest (scripts/test.mjs).
  reporters: ['default', '<rootDir>/../../scripts/jest-timings-reporter.cjs'],
  testEnvironment: 'node',
  testMatch: ['<rootDir>/app/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  moduleNameMapper: { '^~/(.*)$': '<rootDir>/app/$1' },
}
