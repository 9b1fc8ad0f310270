/** @type {import('jest').Config} */
module.exports = {
  displayName: 'contracts',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
}
