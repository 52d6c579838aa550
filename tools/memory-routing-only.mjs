import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

const standIn = fileURLToPath(new URL('./no-browser-location.js', import.meta.url))

/**
 * wouter imports its browser-location hook as the default, though the widget
 * only ever routes in memory (the host page owns the URL). Swapping in a
 * stand-in keeps ~0.8 KB of history patching off the first screen.
 */
export const memoryRoutingOnly = {
  name: 'memory-routing-only',
  setup(build) {
    build.onResolve({ filter: /^\.\/use-browser-location\.js$/ }, (args) =>
      /[\\/]wouter[\\/]src[\\/]/.test(args.importer) ? { path: standIn } : undefined,
    )
    // wouter's Link is a forwardRef() call, so esbuild keeps it though the widget never renders a Link.
    build.onLoad({ filter: /[\\/]wouter[\\/]src[\\/]index\.js$/, namespace: 'file' }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replace('export const Link = forwardRef(', 'export const Link = /* @__PURE__ */ forwardRef('),
      loader: 'js',
    }))
  },
}
