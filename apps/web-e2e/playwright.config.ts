import { defineConfig } from '@playwright/test'
import { chromiumPath, e2eWebUrl } from './src/support/environment'

// The shop under test: production builds started by serve.mjs on their own ports and database.
export default defineConfig({
  testDir: './src',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // After every test: no secret of the run in what the shop logged.
  globalTeardown: './src/support/logs.ts',
  use: {
    baseURL: e2eWebUrl,
    locale: 'es-ES',
    // A trace records every test to keep the failures' (a fifth of the suite's time, measured on
    // six journey specs: 4.4 min with it, 3.5 without). CI's clone is thrown away: no trace there.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium', javaScriptEnabled: true } },
    // Without JavaScript, the journeys that matter (titles tagged @sin-js): the rest of the
    // suite reads the same server-rendered markup, or only the API, and runs once.
    {
      name: 'chromium-sin-js',
      use: { browserName: 'chromium', javaScriptEnabled: false },
      grep: /@sin-js/,
    },
  ],
  webServer: {
    command: 'node serve.mjs',
    url: `${e2eWebUrl}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
