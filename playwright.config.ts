import { availableParallelism } from 'node:os'
import { defineConfig } from '@playwright/test'
import { CHROMIUM, FAKE_CAMERA } from './e2e/chromium'
import { fakeCameraFile } from './e2e/fake-camera'
import { DEMO, EDGE } from './e2e/ports'

/**
 * Browser tests in Debian's Chromium (Playwright must not download its own
 * here). They run against `dev/start.ts`: the real edge under wrangler and
 * the mock session server; `npm test` builds first. The ID scan's tests run
 * in a project of their own, whose Chromium has a fake camera that needs no
 * permission prompt (docs/architecture.md "Facts from the field").
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Each worker takes whole files: every test mints its own session, and a test that reads the shared
  // upstream sink picks its own arrivals (e2e/sink.ts), so files run side by side. 1.5 workers per core:
  // a test also waits on the mock's clock (a bank's approval, a partner's check), which a third worker
  // fills on two cores (275 s → 245 s); the CPU is then busy, and a fourth is no faster. Running this
  // loaded (and at four, as a stress run) found four tests that failed only in a full run: two races a
  // slow phone has too (a return page left unanswered, focus lost to the modal's backdrop), two tests
  // that counted on being in time (a poll, a look from outside). A test that fails here is looked at,
  // not retried.
  fullyParallel: false,
  workers: Math.ceil(availableParallelism() * 1.5),
  retries: 0,
  // The JSON report feeds docs/accessibility.md (tools/docs/accessibility-statement.ts).
  reporter: [['list'], ['json', { outputFile: '.build/e2e-results.json' }]],
  use: {
    baseURL: DEMO,
    browserName: 'chromium',
    launchOptions: CHROMIUM,
    trace: 'off',
  },
  projects: [
    { name: 'chromium', testIgnore: /id-scan.*\.spec\.ts$/ },
    {
      name: 'camera',
      testMatch: /id-scan.*\.spec\.ts$/,
      // Its tests are the suite's longest (real camera frames, the facial scan): spread over both workers
      // instead of one file holding one worker to the end.
      fullyParallel: true,
      use: {
        launchOptions: {
          ...CHROMIUM,
          args: [...CHROMIUM.args, ...FAKE_CAMERA, `--use-file-for-fake-video-capture=${fakeCameraFile()}`],
        },
      },
    },
  ],
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
