/**
 * Chromium keeps a failed `import()` in its module map: importing the same
 * URL again rejects at once without a request, so a "Try again" after a
 * dropped chunk could never succeed. As webpack's retry plugins do, every
 * dynamic import of a chunk gets a query the widget can change after a
 * failure (`globalThis.__idvChunkQuery`, set by widget/app/load-chunk.ts):
 * a new URL is a new module-map entry, and the file behind it is the same.
 *
 * Runs on esbuild's output, where chunk imports are `import("./name-HASH.js")`
 * between chunks and `import("/assets/name-HASH.js")` from a document's script.
 */
export function retryableImports(code: string): string {
  return code.replace(CHUNK_IMPORT, (_, path: string) => `import("${path}"${CHUNK_QUERY})`)
}

const CHUNK_IMPORT = /\bimport\("(\.?\/[\w./-]+\.js)"\)/g
/** What the rewrite inserts after each chunk's path. */
const CHUNK_QUERY = '+(globalThis.__idvChunkQuery||"")'

/**
 * Where `retryableImports(code)` inserts text, in `code`'s offsets, in order: each
 * insertion's offset (before the import's closing parenthesis) and length. The rewrite
 * only inserts, so these map an offset of its output back into `code`
 * (./document-modules.ts reads the document's source map through them).
 */
export const retryableInsertions = (code: string): Array<{ at: number; length: number }> =>
  [...code.matchAll(CHUNK_IMPORT)].map((m) => ({ at: m.index + m[0].length - 1, length: CHUNK_QUERY.length }))

/** How many dynamic chunk imports `code` has, before or after the rewrite. */
export const countDynamicImports = (code: string): number => (code.match(/\bimport\("\.?\/[\w./-]+\.js"/g) ?? []).length

/**
 * Every chunk import in an esbuild output made retryable; fails when esbuild
 * wrote one in a shape the rewrite does not see. `name` names the output.
 */
export function retryableOutput(
  name: string,
  code: string,
  output: { imports: ReadonlyArray<{ kind: string }> },
): string {
  const expected = output.imports.filter((i) => i.kind === 'dynamic-import').length
  if (countDynamicImports(code) !== expected)
    throw new Error(
      `${name}: expected ${expected} dynamic imports to make retryable, found ${countDynamicImports(code)}`,
    )
  return expected ? retryableImports(code) : code
}
