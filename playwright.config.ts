import { defineConfig } from '@playwright/test'
import { DEMO, EDGE } from './e2e/ports'

/**
 * Browser tests in Debian's Chromium (Playwright must not download its own
 * here). They run against `dev/start.ts`: the real edge under wrangler and
 * the mock session server; `npm test` builds first.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The JSON report feeds docs/accessibility.md (tools/accessibility-statement.mjs).
  reporter: [['list'], ['json', { outputFile: '.build/e2e-results.json' }]],
  use: {
    baseURL: DEMO,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
  },
  webServer: {
    command: 'node dev/start.ts',
    // The edge is up last (the mock server listens while wrangler still starts).
    url: `${EDGE}/v1/text/en`,
    timeout: 90_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
