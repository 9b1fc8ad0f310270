/** @type {import('jest').Config} */
module.exports = {
  displayName: 'web',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/app/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  moduleNameMapper: { '^~/(.*)$': '<rootDir>/app/$1' },
}
