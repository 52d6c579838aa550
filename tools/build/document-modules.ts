import { createHash } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { applyInsertions } from './retryable-imports.ts'
import { PIECE_PREFIX, WHOLE_SCRIPT } from './script-pieces.ts'
import { sourceMapEntries } from './source-map-entries.ts'

/**
 * `.build/document-modules.json`: for every first-screen variant, which of
 * the modules it carries each character of each of its inline script pieces
 * came from. A browser's coverage of a piece (offsets into the piece's text,
 * as V8 reports them) is read through it (./first-screen-coverage.ts).
 */
export interface DocumentModules {
  variants: Record<string, VariantModules>
}

/** A unit is one of our modules (its path), a library (its package) or a module the build wrote (`(build) name`). */
export interface VariantModules {
  /** The screen types whose documents carry this script. */
  types: string[]
  /** The script's identity: it changes whenever any piece does, so a coverage run of another build is recognised. */
  scripts: string
  /** What it carries, largest first. */
  units: string[]
  /** Each unit's minified bytes in the script (esbuild's metafile, a library's modules added up). */
  bytes: number[]
  pieces: PieceModules[]
}

export interface PieceModules {
  /** The piece's CSP hash (`'sha256-…'`), by which a script the browser ran is recognised. */
  hash: string
  length: number
  /**
   * Runs: from `starts[i]` to the next start the piece's text is `units[at[i]]`'s; -1 where it is no module's
   * (the piece's prefix). `starts[0]` is 0.
   */
  starts: number[]
  at: number[]
}

/** What ./widget/document-scripts.ts made of one variant. */
export interface DocumentScriptParts {
  key: string
  types: string[]
  scripts: string[]
  inputs: Record<string, unknown>
  bundle: {
    code: string
    map: string
    mapFile: string
    insertions: ReadonlyArray<{ at: number; length: number; text: string }>
  }
}

/** `node_modules/@scope/name/…` → `@scope/name`, `idv-virtual:idv:expose` → `(build) idv:expose`; our modules keep their path. */
export function unitOf(path: string): string {
  const at = path.lastIndexOf('node_modules/')
  if (at >= 0) {
    const parts = path.slice(at + 'node_modules/'.length).split('/')
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!
  }
  return path.startsWith('idv-virtual:') ? `(build) ${path.slice('idv-virtual:'.length)}` : path
}

/** The code esbuild writes of its own, which its source map names no source for (`__export`, `__commonJS`…). */
export const ESBUILD_RUNTIME = '(build) esbuild runtime'

/** Where each piece's code is: `code.slice(start, start + length)` is `piece.slice(prefix, prefix + length)`. */
export interface PieceSpan {
  prefix: number
  start: number
  length: number
}

/**
 * Each piece of `code` (./script-pieces.ts: a prefix, then the code from one
 * cut to the next, trimmed; unminified, the whole code wrapped) placed in
 * `code`. Fails, naming the piece, when a piece is not the next stretch of
 * `code`: a map read through a wrong placement would name wrong modules.
 */
export function pieceSpans(code: string, pieces: readonly string[], name = 'document'): PieceSpan[] {
  if (pieces.length === 1 && pieces[0] === `${WHOLE_SCRIPT.before}${code}${WHOLE_SCRIPT.after}`)
    return [{ prefix: WHOLE_SCRIPT.before.length, start: 0, length: code.length }]
  const spans: PieceSpan[] = []
  let cursor = 0
  for (const [i, piece] of pieces.entries()) {
    if (!piece.startsWith(PIECE_PREFIX))
      throw new Error(`${name}: piece ${i + 1} does not start with the pieces' prefix (tools/build/script-pieces.ts)`)
    const body = piece.slice(PIECE_PREFIX.length)
    const start = code.indexOf(body, cursor)
    if (start < 0 || code.slice(cursor, start).trim())
      throw new Error(`${name}: piece ${i + 1} is not the next stretch of the script it was cut from`)
    spans.push({ prefix: PIECE_PREFIX.length, start, length: body.length })
    cursor = start + body.length
  }
  if (code.slice(cursor).trim()) throw new Error(`${name}: its pieces leave out the end of the script`)
  return spans
}

/**
 * An offset into a text into which `insertions` (offsets into the original,
 * in order) were inserted, mapped back to the original's; inserted text maps
 * to the offset it was inserted at.
 */
export function beforeInsertions(
  insertions: ReadonlyArray<{ at: number; length: number }>,
): (offset: number) => number {
  const starts: number[] = []
  let shift = 0
  for (const { at, length } of insertions) {
    starts.push(at + shift)
    shift += length
  }
  return (offset) => {
    let lo = 0
    let hi = starts.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (starts[mid]! <= offset) lo = mid + 1
      else hi = mid
    }
    if (lo === 0) return offset
    const k = lo - 1
    const { at, length } = insertions[k]!
    const inserted = offset - starts[k]!
    return inserted < length ? at : at + inserted - length
  }
}

/** The source (a path relative to `root`, or as esbuild named it) of each offset of `code`, through its source map. */
export function sourceAt(code: string, map: string, mapFile: string, root: string): (offset: number) => string | null {
  const entryAt = sourceMapEntries(code, map)
  const paths = new Map<string, string>()
  return (offset) => {
    const entry = entryAt(offset)
    // The nearest mapping at or before the offset, on its line or an earlier one (a string that spans lines).
    // No source: esbuild's own code, or what terser wrote for it (./terser-pass.ts).
    if (!('originalSource' in entry) || entry.originalSource === undefined) return null
    const source = entry.originalSource
    let path = paths.get(source)
    if (path === undefined) {
      path =
        /^[\w-]+:/.test(source) && !source.startsWith('file:')
          ? source
          : relative(root, resolve(dirname(mapFile), source))
      paths.set(source, path)
    }
    return path
  }
}

/** The runs of a text of `length` characters whose character at each offset is `unitAt(offset)`'s (-1: none). */
export function runsOf(length: number, unitAt: (offset: number) => number): { starts: number[]; at: number[] } {
  const starts: number[] = []
  const at: number[] = []
  for (let i = 0; i < length; i++) {
    const unit = unitAt(i)
    if (at.length && at.at(-1) === unit) continue
    starts.push(i)
    at.push(unit)
  }
  return { starts, at }
}

const sha256 = (text: string, encoding: 'base64' | 'base64url') =>
  createHash('sha256').update(text, 'utf8').digest(encoding)
/** A piece's CSP hash, as ./documents.ts writes it: the browser's script is known by it. */
export const pieceHash = (piece: string): string => `'sha256-${sha256(piece, 'base64')}'`
/** A variant's scripts' identity. */
export const scriptsIdentity = (pieces: readonly string[]): string =>
  sha256(pieces.join('\n'), 'base64url').slice(0, 16)

/**
 * One variant's modules, piece by piece: each piece's offset less its prefix
 * is an offset of the cut script, which is esbuild's output with the chunk
 * imports made retryable (./retryable-imports.ts); that offset less the
 * insertions before it is one of esbuild's output, which its source map
 * names the module of. `root`: what the map's paths are made relative to.
 */
export function variantModules(doc: DocumentScriptParts, root: string): VariantModules {
  const name = `document ${doc.key || '(no hint)'}`
  const { code, map, mapFile, insertions } = doc.bundle
  // The metafile's units, largest in esbuild's output first.
  const bytes = new Map<string, number>()
  for (const [input, info] of Object.entries(doc.inputs)) {
    const inOutput = (info as { bytesInOutput?: number }).bytesInOutput ?? 0
    if (inOutput) bytes.set(unitOf(input), (bytes.get(unitOf(input)) ?? 0) + inOutput)
  }
  const units = [...bytes.keys()].sort((a, b) => bytes.get(b)! - bytes.get(a)! || a.localeCompare(b))
  const index = new Map(units.map((unit, i) => [unit, i]))
  const source = sourceAt(code, map, mapFile, root)
  const original = beforeInsertions(insertions)
  // Every unit's bytes as the pieces carry them, counted here character by character in UTF-8: the script is
  // terser's (./terser-pass.ts), whose bytes are not the metafile's, and esbuild's own helpers have no entry.
  const counted: number[] = units.map(() => 0)
  const unitAt = (offset: number, char: number) => {
    const path = source(original(offset))
    const unit = path === null ? ESBUILD_RUNTIME : unitOf(path)
    let i = index.get(unit)
    if (i === undefined) {
      i = units.push(unit) - 1
      index.set(unit, i)
      counted[i] = 0
    }
    // A surrogate is half of a four-byte character.
    counted[i]! += char < 0x80 ? 1 : char < 0x800 || (char >= 0xd800 && char < 0xe000) ? 2 : 3
    return i
  }
  const spans = pieceSpans(applyInsertions(code, insertions), doc.scripts, name)
  const pieces = doc.scripts.map((piece, p) => {
    const { prefix, start, length } = spans[p]!
    const runs = runsOf(piece.length, (i) =>
      i < prefix || i >= prefix + length ? -1 : unitAt(start + i - prefix, piece.charCodeAt(i)),
    )
    return { hash: pieceHash(piece), length: piece.length, ...runs }
  })
  return { types: doc.types, scripts: scriptsIdentity(doc.scripts), units, bytes: counted, pieces }
}

/** Stage "document scripts", its record: `.build/document-modules.json`. */
export async function writeDocumentModules(
  root: string,
  documents: readonly DocumentScriptParts[],
): Promise<DocumentModules> {
  const modules: DocumentModules = {
    variants: Object.fromEntries(documents.map((doc) => [doc.key, variantModules(doc, root)])),
  }
  await writeFile(join(root, '.build', 'document-modules.json'), JSON.stringify(modules))
  return modules
}
