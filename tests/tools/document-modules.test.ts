import { Session } from 'node:inspector/promises'
import { createContext, runInContext } from 'node:vm'
import * as esbuild from 'esbuild'
import { describe, expect, it } from 'vitest'
import {
  beforeInsertions,
  ESBUILD_RUNTIME,
  pieceHash,
  pieceSpans,
  runsOf,
  unitOf,
  type VariantModules,
  variantModules,
} from '../../tools/build/document-modules.ts'
import {
  attributeCoverage,
  type CoveredScript,
  neverCalled,
  unitAtOffset,
} from '../../tools/build/first-screen-coverage.ts'
import { neverCalledReport } from '../../tools/build/never-called-report.ts'
import { applyInsertions, retryableImports, retryableInsertions } from '../../tools/build/retryable-imports.ts'
import { PIECE_PREFIX, scriptPieces, WHOLE_SCRIPT } from '../../tools/build/script-pieces.ts'

/**
 * A document script in miniature, as ./widget/document-scripts.ts makes one: modules of ours and a library
 * bundled, minified, with a lazy chunk's import (made retryable: text inserted before the cut) ahead of the
 * other modules, then cut into pieces that each start with the prefix. Each module holds a marker string, so
 * where its code ended up in a piece can be checked apart from the source map.
 */
const ROOT = '/fixture'
const SOURCES: Record<string, string> = {
  '/fixture/app/main.ts': `import { first } from './first'
import { second, neverRan } from './second'
import { lib } from 'lib'
import { data } from './data'
globalThis.keep = [first, neverRan, data]
globalThis.out = second(lib(1))`,
  '/fixture/app/first.ts': `export function first() {
  return [import('/assets/later-AB12.js'), import('/assets/other-CD34.js'), '__first__']
}`,
  '/fixture/app/second.ts': `export function second(n: string) { return n + '__second__' }
export function neverRan() { return '__second__' }`,
  '/fixture/app/data.ts': `export const data = { marker: '__data__', list: [1, 2, 3] }`,
  '/fixture/node_modules/lib/index.js': `export function lib(x) { return String(x) + '__lib__' }`,
}
const MARKERS = {
  __first__: 'app/first.ts',
  __second__: 'app/second.ts',
  __data__: 'app/data.ts',
  __lib__: 'lib',
}

async function miniature(minify = true) {
  const result = await esbuild.build({
    entryPoints: ['/fixture/app/main.ts'],
    bundle: true,
    format: 'esm',
    minify,
    outdir: '/fixture/out',
    write: false,
    metafile: true,
    sourcemap: 'external',
    logLevel: 'silent',
    absWorkingDir: ROOT,
    plugins: [
      {
        name: 'fixture',
        setup(build) {
          build.onResolve({ filter: /^\/assets\// }, (args) => ({ path: args.path, external: true }))
          build.onResolve({ filter: /.*/ }, (args) => {
            const path = args.path === 'lib' ? '/fixture/node_modules/lib/index.js' : args.path
            const resolved = path.startsWith('.') ? `${args.resolveDir}/${path.slice(2)}.ts` : path
            return { path: resolved, namespace: 'file' }
          })
          build.onLoad({ filter: /.*/, namespace: 'file' }, (args) => ({
            contents: SOURCES[args.path],
            loader: args.path.endsWith('.js') ? 'js' : 'ts',
            resolveDir: args.path.slice(0, args.path.lastIndexOf('/')),
          }))
        },
      },
    ],
  })
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!
  const map = result.outputFiles.find((f) => f.path.endsWith('.js.map'))!
  const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint)!
  return { code: js.text, map: map.text, mapFile: map.path, inputs: output.inputs }
}

/** The miniature cut as the build cuts a document's script, and its map. */
async function cutMiniature(pieceChars = 60) {
  const built = await miniature()
  // Every chunk import waits for a kit group, as one that reads a group the document lacks does: the most inserted.
  const insertions = retryableInsertions(built.code, (path) => ({ groups: [3], url: path }))
  const bundle = { ...built, insertions }
  const scripts = scriptPieces(applyInsertions(built.code, insertions), { minified: true, pieceChars, lastChars: 30 })
  const doc = { key: 'mini', types: ['mini'], scripts, inputs: bundle.inputs, bundle }
  return { bundle, scripts, modules: variantModules(doc, ROOT) }
}

const unitNamed = (modules: VariantModules, piece: number, offset: number) => {
  const at = unitAtOffset(modules.pieces[piece]!, offset)
  return at < 0 ? null : modules.units[at]
}

describe('which module each character of a document script came from (tools/build/document-modules.ts)', () => {
  it('the rewrite reports its insertions, and an offset of its output maps back to the same character', () => {
    const code = 'a;import("/assets/x-1.js");b;import("./y-2.js").then(f);c'
    // The second import waits for kit groups: text before it and after it, besides the query.
    const needs = (path: string) => (path === './y-2.js' ? { groups: [1, 4], url: '/assets/y-2.js' } : undefined)
    const rewritten = retryableImports(code, needs)
    const insertions = retryableInsertions(code, needs)
    expect(insertions).toHaveLength(4)
    expect(applyInsertions(code, insertions)).toBe(rewritten)
    expect(rewritten).toBe(
      'a;import("/assets/x-1.js"+(globalThis.__idvChunkQuery||""));b;__idvS([1,4],"/assets/y-2.js").then(()=>import("./y-2.js"+(globalThis.__idvChunkQuery||""))).then(f);c',
    )
    const back = beforeInsertions(insertions)
    for (let i = 0; i < rewritten.length; i++) {
      const j = back(i)
      const within = insertions.find(({ at, length }, k) => {
        const shift = insertions.slice(0, k).reduce((s, x) => s + x.length, 0)
        return i >= at + shift && i < at + shift + length
      })
      // Inserted text maps to where it was inserted; all else to itself.
      if (within) expect(j).toBe(within.at)
      else expect(code[j]).toBe(rewritten[i])
    }
    expect(beforeInsertions([])(5)).toBe(5)
  })

  it('places each piece in the script it was cut from, past its prefix and the whitespace a cut trims', () => {
    const code = 'var a=1;\n  var b=2;\n\nvar c=3;\nvar d=4;'
    const pieces = scriptPieces(code, { minified: true, pieceChars: 8, lastChars: 1 })
    expect(pieces.length).toBeGreaterThan(2)
    const spans = pieceSpans(code, pieces)
    for (const [i, { prefix, start, length }] of spans.entries()) {
      expect(prefix).toBe(PIECE_PREFIX.length)
      expect(code.slice(start, start + length)).toBe(pieces[i]!.slice(prefix))
    }
    // Unminified, the one piece wraps the whole script.
    const whole = scriptPieces(code, { minified: false })
    expect(pieceSpans(code, whole)).toEqual([{ prefix: WHOLE_SCRIPT.before.length, start: 0, length: code.length }])
    // A piece out of order, or one from another script, is refused rather than mapped wrong.
    expect(() => pieceSpans(code, [pieces[0]!, pieces[2]!, pieces[1]!], 'document otp')).toThrow(
      'document otp: piece 2 is not the next stretch',
    )
    expect(() => pieceSpans(code, pieces.slice(0, -1))).toThrow('leave out the end')
    expect(() => pieceSpans(code, [code])).toThrow('does not start with the pieces’ prefix'.replace('’', "'"))
  })

  it('names our modules by path, libraries by package, the build’s own modules as such', () => {
    expect(unitOf('widget/kit/handoff.ts')).toBe('widget/kit/handoff.ts')
    expect(unitOf('node_modules/preact/dist/preact.module.js')).toBe('preact')
    expect(unitOf('node_modules/@preact/signals-core/dist/signals-core.mjs')).toBe('@preact/signals-core')
    expect(unitOf('idv-virtual:idv:expose')).toBe('(build) idv:expose')
  })

  it('runs of one unit are kept as one', () => {
    expect(runsOf(6, (i) => [-1, -1, 0, 0, 1, 0][i]!)).toEqual({ starts: [0, 2, 4, 5], at: [-1, 0, 1, 0] })
  })

  it('maps every marker in every piece to its module, after the insertions and through the prefixes', async () => {
    const { bundle, scripts, modules } = await cutMiniature()
    // The miniature is what it must be to test this: a rewrite before the other modules, several pieces.
    expect(retryableInsertions(bundle.code).length).toBe(2)
    expect(bundle.code.indexOf('import(')).toBeLessThan(bundle.code.indexOf('__second__'))
    expect(scripts.length).toBeGreaterThan(2)
    let found = 0
    for (const [p, piece] of scripts.entries()) {
      for (const [marker, unit] of Object.entries(MARKERS))
        for (let at = piece.indexOf(marker); at >= 0; at = piece.indexOf(marker, at + 1)) {
          expect(unitNamed(modules, p, at), `${marker} in piece ${p + 1}`).toBe(unit)
          expect(unitNamed(modules, p, at + marker.length - 1)).toBe(unit)
          found++
        }
      for (let i = 0; i < PIECE_PREFIX.length; i++) expect(unitNamed(modules, p, i)).toBeNull()
    }
    expect(found).toBeGreaterThanOrEqual(5)
    // Each piece is known by its CSP hash, and the units carry their bytes as the pieces do.
    expect(modules.pieces.map((p) => p.hash)).toEqual(scripts.map(pieceHash))
    expect(modules.units).toEqual(expect.arrayContaining(['app/first.ts', 'app/second.ts', 'app/main.ts', 'lib']))
    for (const [i, unit] of modules.units.entries())
      if (unit !== ESBUILD_RUNTIME) expect(modules.bytes[i], unit).toBeGreaterThan(0)
  })

  it('reads V8’s own coverage of the pieces: a function that ran calls its module, a top level does not', async () => {
    const { scripts, modules } = await cutMiniature()
    const session = new Session()
    session.connect()
    try {
      await session.post('Profiler.enable')
      await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: true })
      const context = createContext({})
      for (const [i, piece] of scripts.entries()) runInContext(piece, context, { filename: `mini-piece-${i}.js` })
      expect(context.out).toBe('1__lib____second__')
      const { result } = await session.post('Profiler.takePreciseCoverage')
      await session.post('Profiler.stopPreciseCoverage')
      const covered: CoveredScript[] = result
        .filter((s) => s.url.startsWith('mini-piece-'))
        .map((s) => ({ source: scripts[Number(s.url.slice('mini-piece-'.length, -'.js'.length))], ...s }))
      expect(covered).toHaveLength(scripts.length)
      const attribution = attributeCoverage(modules, covered, pieceHash)
      expect(attribution.pieces).toEqual({ covered: scripts.length, total: scripts.length })
      expect(attribution.unplaced).toBe(0)
      const unit = (name: string) => attribution.units.find((u) => u.unit === name)!
      // `second` ran (its module is called though `neverRan` did not), and the library's function.
      expect(unit('app/second.ts')).toMatchObject({ functions: 2, ran: 1 })
      expect(unit('lib')).toMatchObject({ functions: 1, ran: 1 })
      // `first` never ran; main's and data's code is top level only: evaluated, never called.
      expect(unit('app/first.ts')).toMatchObject({ functions: 1, ran: 0 })
      expect(unit('app/main.ts')).toMatchObject({ functions: 0, ran: 0 })

      const coverage = { scripts: modules.scripts, type: 'mini', strategy: 'mini', units: attribution.units }
      const never = neverCalled(modules, coverage)!.map((u) => u.unit)
      expect(never).toEqual(expect.arrayContaining(['app/first.ts', 'app/main.ts', 'app/data.ts']))
      expect(never).not.toContain('app/second.ts')
      expect(never).not.toContain('lib')
    } finally {
      session.disconnect()
    }
  })
})

describe('the never-called report (tools/build/first-screen-coverage.ts, never-called-report.ts)', () => {
  const variant: VariantModules = {
    types: ['otp'],
    scripts: 'build-1',
    units: ['preact', 'widget/kit/handoff.ts', 'widget/config.ts', 'widget/boot/start.tsx', 'widget/a.ts'],
    bytes: [1000, 400, 300, 200, 100],
    pieces: [{ hash: 'h1', length: 50, starts: [0, 10, 20, 30, 40], at: [-1, 0, 1, 3, 4] }],
  }
  const coverage = {
    scripts: 'build-1',
    type: 'otp',
    strategy: 'otp_phone',
    units: [
      { unit: 'preact', functions: 3, ran: 2 },
      { unit: 'widget/kit/handoff.ts', functions: 2, ran: 0 },
      { unit: 'widget/config.ts', functions: 0, ran: 0 },
      { unit: 'widget/boot/start.tsx', functions: 1, ran: 1 },
      { unit: 'widget/a.ts', functions: 1, ran: 0 },
    ],
  }
  const documentOf = () => ({ label: 'otp in el', raw: 10_000, brotli: 3_000 })

  it('counts each function to the unit its first character is in, leaving the script’s own top level out', () => {
    const script: CoveredScript = {
      source: 's'.repeat(50),
      functions: [
        { functionName: '', ranges: [{ startOffset: 0, endOffset: 50, count: 1 }] },
        { functionName: 'h', ranges: [{ startOffset: 22, endOffset: 28, count: 0 }] },
        { functionName: 'p', ranges: [{ startOffset: 10, endOffset: 12, count: 4 }] },
        { functionName: 's', ranges: [{ startOffset: 31, endOffset: 35, count: 1 }] },
        { functionName: 'x', ranges: [{ startOffset: 5, endOffset: 8, count: 1 }] },
      ],
    }
    const other: CoveredScript = { source: 'head', functions: [{ functionName: 'f', ranges: [] }] }
    const attribution = attributeCoverage(variant, [script, other], (text) => (text === script.source ? 'h1' : 'x'))
    expect(attribution.pieces).toEqual({ covered: 1, total: 1 })
    expect(attribution.unplaced).toBe(1)
    expect(attribution.units).toEqual([
      { unit: 'preact', functions: 1, ran: 1 },
      { unit: 'widget/kit/handoff.ts', functions: 1, ran: 0 },
      { unit: 'widget/config.ts', functions: 0, ran: 0 },
      { unit: 'widget/boot/start.tsx', functions: 1, ran: 1 },
      { unit: 'widget/a.ts', functions: 0, ran: 0 },
    ])
  })

  it('lists what was never called, largest first, and only for the scripts it was measured on', () => {
    expect(neverCalled(variant, coverage)).toEqual([
      { unit: 'widget/kit/handoff.ts', bytes: 400, functions: 2 },
      { unit: 'widget/config.ts', bytes: 300, functions: 0 },
      { unit: 'widget/a.ts', bytes: 100, functions: 1 },
    ])
    expect(neverCalled(variant, { ...coverage, scripts: 'build-0' })).toBeNull()
    expect(neverCalled(variant, undefined)).toBeNull()
  })

  it('prints a short block per document, with the brotli share, the top entries and the rest as one line', () => {
    const { lines, report } = neverCalledReport({
      modules: { variants: { otp: variant } },
      coverage: { variants: { otp: coverage } },
      documentOf,
      shown: 2,
    })
    expect(lines.slice(1).map((l) => l.replace(/ +/g, ' '))).toEqual([
      'otp in el: 3 of 5 modules never called, 800 B ≈ 240 B of its 3,000 B brotli',
      ' widget/kit/handoff.ts 400 120',
      ' widget/config.ts 300 90 (no function compiled)',
      ' (1 more) 100 30',
    ])
    expect(report.otp!.units[0]).toEqual({ unit: 'widget/kit/handoff.ts', bytes: 400, functions: 2, brotliShare: 120 })
  })

  it('without coverage of this build, says so in one line with the command that measures it', () => {
    const stale = { variants: { otp: { ...coverage, scripts: 'build-0' } } }
    for (const measured of [null, stale]) {
      const { lines, report } = neverCalledReport({
        modules: { variants: { otp: variant } },
        coverage: measured,
        documentOf,
      })
      expect(lines).toHaveLength(2)
      expect(lines[1]).toContain('no document: no coverage of this build')
      expect(lines[1]).toContain('`npx playwright test e2e/first-screen-coverage.spec.ts`')
      expect(report).toEqual({ otp: null })
    }
  })
})
