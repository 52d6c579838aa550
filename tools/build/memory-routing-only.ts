import { readFile } from 'node:fs/promises'
import type { Plugin } from 'esbuild'
import { join } from 'node:path'
import { replaceOnce } from './replace-once.ts'

const standIn = join(import.meta.dirname, 'no-browser-location.ts')
const WOUTER_INDEX = /[\\/]wouter[\\/]src[\\/]index\.js$/

/** wouter's Link is a forwardRef() call, so esbuild keeps it though the widget never renders a Link. */
export const markLinkPure = (source: string): string =>
  replaceOnce(
    source,
    'export const Link = forwardRef(',
    'export const Link = /* @__PURE__ */ forwardRef(',
    'wouter/src/index.js (tools/build/memory-routing-only.ts)',
  )

/**
 * wouter imports its browser-location hook as the default, though the widget
 * only ever routes in memory (the host page owns the URL). Swapping in a
 * stand-in keeps ~0.8 KB of history patching off the first screen. A build
 * that bundles wouter without making the swap fails: the patch no longer
 * matches the library.
 */
export const memoryRoutingOnly: Plugin = {
  name: 'memory-routing-only',
  setup(build) {
    let bundled = false
    let swapped = false
    build.onStart(() => {
      bundled = swapped = false
    })
    build.onResolve({ filter: /^\.\/use-browser-location\.js$/ }, (args) => {
      if (!/[\\/]wouter[\\/]src[\\/]/.test(args.importer)) return undefined
      swapped = true
      return { path: standIn }
    })
    build.onLoad({ filter: WOUTER_INDEX, namespace: 'file' }, async (args) => {
      bundled = true
      return { contents: markLinkPure(await readFile(args.path, 'utf8')), loader: 'js' }
    })
    build.onEnd((result) => {
      if (bundled && !swapped && !result.errors.length)
        throw new Error(
          "memory-routing-only: wouter was bundled but never imported './use-browser-location.js': the swap no longer matches the library",
        )
    })
  },
}
