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
  return applyInsertions(code, retryableInsertions(code, needs))
}

/** The kit groups a chunk imported at `path` (as the code spells it) reads, and its absolute URL. */
export type Needs = (path: string) => { groups: readonly number[]; url: string } | undefined

/** Text the rewrite inserts at an offset of the code it rewrites. */
export interface Insertion {
  at: number
  length: number
  text: string
}

const CHUNK_IMPORT = /\bimport\("(\.?\/[\w./-]+\.js)"\)/g
/** What the rewrite inserts after each chunk's path. */
const CHUNK_QUERY = '+(globalThis.__idvChunkQuery||"")'

const insertion = (at: number, text: string): Insertion => ({ at, length: text.length, text })

/**
 * The rewrite as what it inserts, in `code`'s offsets, in order: before a
 * chunk import that waits for kit groups, the wait; before each import's
 * closing parenthesis, the query; after a wait's import, the wait's end. The
 * rewrite only inserts, so these also map an offset of its output back into
 * `code` (./document-modules.ts reads the document's source map through them).
 */
export function retryableInsertions(code: string, needs: Needs = () => undefined): Insertion[] {
  return [...code.matchAll(CHUNK_IMPORT)].flatMap((m) => {
    const end = m.index + m[0].length
    const need = needs(m[1]!)
    if (!need?.groups.length) return [insertion(end - 1, CHUNK_QUERY)]
    return [
      insertion(
        m.index,
        `${SHORT_GLOBALS.sharedModules}(${JSON.stringify(need.groups)},${JSON.stringify(need.url)}).then(()=>`,
      ),
      insertion(end - 1, CHUNK_QUERY),
      insertion(end, ')'),
    ]
  })
}

/** `code` with `insertions` (in order) made. */
export function applyInsertions(code: string, insertions: readonly Insertion[]): string {
  let out = ''
  let from = 0
  for (const { at, text } of insertions) {
    out += code.slice(from, at) + text
    from = at
  }
  return out + code.slice(from)
}

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
