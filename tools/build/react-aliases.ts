/**
 * React API in the source, Preact in the bundle. One list for esbuild
 * (build.ts) and vitest. docs/architecture.md "Toolchain facts": aliasing wouter's
 * use-sync-external-store shim saves 2.6 KB brotli.
 */
export const reactAliases = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'use-sync-external-store/shim/index.js': 'preact/compat',
}
