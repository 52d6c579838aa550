import { readdirSync } from 'node:fs'
import { cloudflareTest } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { reactAliases } from './tools/react-aliases.mjs'

/** Locale ids as the build lists them: the folders under locales/. */
const locales = readdirSync('locales', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)

/**
 * Four projects: DOM and Node tests (widget, host SDK, locales, dev server)
 * with React aliased to Preact as in the widget's build; the SDK's React
 * binding against the real React 19 (no aliases: it is what merchants run);
 * the build's tools on fixtures, in Node; and worker tests that run inside workerd through wrangler's config.
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: reactAliases },
        define: {
          __IDV_CONFIG__: JSON.stringify(JSON.stringify({ sessionDomains: ['provider.com', 'provider.net'], idinHosts: ['preprod.signicat.com', 'id.signicat.com'], textVersion: 'test', version: '0.0.0-test', locales })),
        },
        oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
        test: {
          name: 'unit',
          include: ['tests/{widget,host,locales,dev,docs}/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          restoreMocks: true,
          setupFiles: ['tests/setup-dom.ts'],
          // wouter imports react: inline it so the preact/compat aliases apply to it as they do in the build.
          server: { deps: { inline: ['wouter'] } },
        },
      },
      {
        oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
        test: {
          name: 'react',
          include: ['tests/react/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
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
        test: { name: 'worker', include: ['tests/edge/**/*.test.ts'] },
      },
    ],
  },
})
