// Not from ./shared-runtime.ts: this runs in the widget's unit tests too, where esbuild cannot load.
import { SHORT_GLOBALS } from '../../contracts/short-names.ts'

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
 *
 * A chunk that reads kit groups (./shared-runtime.ts) waits for them, named
 * where it is imported: `needs(path)` gives them and the chunk's absolute URL.
 */
export function retryableImports(code: string, needs: Needs = () => undefined): string {
  return code.replace(/\bimport\("(\.?\/[\w./-]+\.js)"\)/g, (_, path: string) => {
    const load = `import("${path}"+(globalThis.__idvChunkQuery||""))`
    const need = needs(path)
    return need?.groups.length
      ? `${SHORT_GLOBALS.sharedModules}(${JSON.stringify(need.groups)},${JSON.stringify(need.url)}).then(()=>${load})`
      : load
  })
}

/** The kit groups a chunk imported at `path` (as the code spells it) reads, and its absolute URL. */
export type Needs = (path: string) => { groups: readonly number[]; url: string } | undefined

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
  needs?: Needs,
): string {
  const expected = output.imports.filter((i) => i.kind === 'dynamic-import').length
  if (countDynamicImports(code) !== expected)
    throw new Error(
      `${name}: expected ${expected} dynamic imports to make retryable, found ${countDynamicImports(code)}`,
    )
  return expected ? retryableImports(code, needs) : code
}
