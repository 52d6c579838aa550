import { readdirSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { cloudflareTest } from '@cloudflare/vitest-plugin'
import { defineConfig, type ViteUserConfig } from 'vitest/config'
import { parseSupportPhones } from './contracts/support-phones'
import { DEMO_SUPPORT_PHONES } from './dev/support-phones'
import { reactAliases } from './tools/build/react-aliases.ts'

/** Locale ids as the build lists them: the folders under locales/. */
const locales = readdirSync('locales', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)

/**
 * A frame's page is never fetched (the host SDK's tests give each iframe a fake window: tests/host/fake-frames.ts),
 * as by default; but instead of reporting each frame it did not load as a console error with a stack trace, from
 * tests that pass, happy-dom navigates no child frame: the frame keeps its URL and loads empty, as a frame a
 * browser refused does (the SDK's handshake timeout starts from that load: host/index.ts).
 */
const FRAMES_LOAD_NOTHING = { enableIframePageLoading: true, navigation: { disableChildFrameNavigation: true } }

/** DOM and Node tests with React aliased to Preact, as the widget's build has it. */
const widgetTests = {
  resolve: { alias: reactAliases },
  define: {
    __IDV_CONFIG__: JSON.stringify(
      JSON.stringify({
        sessionDomains: ['provider.com', 'provider.net'],
        idinHosts: ['preprod.signicat.com', 'id.signicat.com'],
        textVersion: 'test',
        version: '0.0.0-test',
        locales,
      }),
    ),
    __IDV_SUPPORT_PHONES__: JSON.stringify(JSON.stringify(parseSupportPhones(DEMO_SUPPORT_PHONES).phones)),
    __IDV_FAMILY_SHEETS__: JSON.stringify('{}'),
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { settings: FRAMES_LOAD_NOTHING } },
    restoreMocks: true,
    setupFiles: ['tests/setup-dom.ts'],
    // wouter imports react: inline it so the preact/compat aliases apply to it as they do in the build.
    server: { deps: { inline: ['wouter'] } },
  },
} satisfies ViteUserConfig
const WIDGET_TESTS = ['tests/{widget,host,locales,dev,docs}/**/*.test.{ts,tsx}']
/** Renders each family's first step as the build does, with esbuild. */
const BUILDS_WITH_ESBUILD = 'tests/widget/app/prerender-hydration.test.tsx'

/**
 * Five projects: DOM and Node tests (widget, host SDK, locales, dev server)
 * with React aliased to Preact as in the widget's build (the prerender test
 * beside them, in a pool of its own); the SDK's React binding against the
 * real React 19 (no aliases: it is what merchants run); the build's tools on
 * fixtures, in Node; and worker tests that run inside workerd through
 * wrangler's config.
 */
export default defineConfig({
  test: {
    // One worker per core: vitest's default keeps a core for its main thread, which idles here; on the
    // 2-core machine that ran the files one at a time (55 s → 30 s for the whole run).
    maxWorkers: availableParallelism(),
    projects: [
      {
        ...widgetTests,
        test: {
          ...widgetTests.test,
          name: 'unit',
          include: WIDGET_TESTS,
          exclude: [BUILDS_WITH_ESBUILD],
          // One worker per core for all files, each file still in a fresh context (module graph, happy-dom
          // page) of its own: spawning a worker and a page per file took half the project's time.
          pool: 'vmThreads',
        },
      },
      {
        ...widgetTests,
        // esbuild checks that a TextEncoder's output is this realm's Uint8Array, which a vm context's is not.
        test: { ...widgetTests.test, name: 'unit-prerender', include: [BUILDS_WITH_ESBUILD] },
      },
      {
        oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
        test: {
          name: 'react',
          include: ['tests/react/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { settings: FRAMES_LOAD_NOTHING } },
          restoreMocks: true,
          setupFiles: ['tests/react/setup.ts'],
        },
      },
      {
        test: { name: 'tools', include: ['tests/tools/**/*.test.ts'], environment: 'node' },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            // A short upstream timeout, so the test of a hanging upstream waits 250 ms, not 3 s.
            miniflare: { bindings: { UPSTREAM_TIMEOUT_MS: '250' } },
          }),
        ],
        test: {
          name: 'worker',
          include: ['tests/edge/**/*.test.ts'],
          // The files share one workerd per worker (24 s → 11 s here). The edge's one module state between
          // requests, the upstreams' own limits, is cleared before each test by the two files that relay.
          isolate: false,
        },
      },
    ],
  },
})
