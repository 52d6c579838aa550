/**
 * Chromium keeps a failed `import()` in its module map: importing the same
 * URL again rejects at once without a request, so a "Try again" after a
 * dropped chunk could never succeed. As webpack's retry plugins do, every
 * dynamic import of a chunk gets a query the widget can change after a
 * failure (`globalThis.__idvChunkQuery`, set by widget/kit/load-chunk.ts):
 * a new URL is a new module-map entry, and the file behind it is the same.
 *
 * Runs on esbuild's output, where chunk imports are `import("./name-HASH.js")`
 * between chunks and `import("/assets/name-HASH.js")` from a document's script.
 */
export function retryableImports(code) {
  return code.replace(
    /\bimport\("(\.?\/[\w./-]+\.js)"\)/g,
    (_, path) => `import("${path}"+(globalThis.__idvChunkQuery||""))`,
  )
}

/** How many dynamic chunk imports `code` has, before or after the rewrite. */
export const countDynamicImports = (code) => (code.match(/\bimport\("\.?\/[\w./-]+\.js"/g) ?? []).length
