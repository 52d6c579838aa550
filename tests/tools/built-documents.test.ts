import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, constants } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { wordsOf } from '../../tools/build/document/text-body.ts'
import { LAST_PIECE_CHARS, lastStatementCalls, PIECE_PREFIX } from '../../tools/build/script-pieces.ts'

// The documents `npm run build` stored for the edge (npm test builds before it tests).
const dist = join(import.meta.dirname, '..', '..', 'dist')
const manifest = JSON.parse(readFileSync(join(dist, '_edge', 'manifest.json'), 'utf8')) as {
  etags: Record<string, Record<string, string>>
}
const FIRST_FLIGHT = 14_600

/** What a browser can decode from the first `bytes` of a brotli stream. */
const decodable = (br: Buffer, bytes: number) =>
  brotliDecompressSync(br.subarray(0, bytes), { finishFlush: constants.BROTLI_OPERATION_FLUSH }).toString('utf8')

describe('the first-screen documents as built (dist/_documents)', () => {
  it('every document with a prerendered step decodes through its markup within the first congestion window', () => {
    let documents = 0
    for (const [type, byLocale] of Object.entries(manifest.etags)) {
      for (const [locale, etag] of Object.entries(byLocale)) {
        const html = readFileSync(join(dist, '_documents', `${etag}.html`), 'utf8')
        if (!html.includes('data-idv-fallback')) continue
        const early = decodable(readFileSync(join(dist, '_documents', `${etag}.br`)), FIRST_FLIGHT)
        // Up to the skeleton beside the step: the markup, its alternative, the CSS and the head script before them.
        const painted = html.slice(0, html.indexOf('</div>', html.indexOf('data-idv-fallback')) + '</div>'.length)
        expect(early.startsWith(painted), `${type} ${locale}`).toBe(true)
        documents++
      }
    }
    expect(documents).toBeGreaterThan(400)
  })

  it('every document’s last script piece is only the start’s call: what runs after the last byte stays small', () => {
    for (const byLocale of Object.values(manifest.etags)) {
      const html = readFileSync(join(dist, '_documents', `${Object.values(byLocale)[0]}.html`), 'utf8')
      const pieces = [...html.matchAll(/<script>(\/\/# allFunctionsCalledOnLoad[\s\S]*?)<\/script>/g)].map((m) => m[1]!)
      expect(pieces.length).toBeGreaterThan(2)
      // A minifier that inlined the start into its one call would make this piece the start's whole body.
      expect(pieces.at(-1)!.length).toBeLessThanOrEqual(PIECE_PREFIX.length + LAST_PIECE_CHARS)
      // The start it calls is declared up the script (tools/build/hoist-start.ts), compiled while bytes arrive.
      const script = pieces.join('\n')
      const [start] = lastStatementCalls(pieces.at(-1)!.slice(PIECE_PREFIX.length))
      const declared = script.search(new RegExp(`(?:^|[;}\\s])(?:async )?function ${start!.replace('$', '\\$')}\\(`))
      expect(declared).toBeGreaterThan(0)
      expect(declared / script.length).toBeLessThan(0.6)
    }
  })

  it('every document runs the start’s first part while at least two more of its pieces are on their way', () => {
    // widget/boot/begun.ts, which each document's entry imports first (tools/build/widget/document-scripts.ts).
    const modules = JSON.parse(readFileSync(join(dist, '..', '.build', 'document-modules.json'), 'utf8')) as {
      variants: Record<string, { units: string[]; pieces: Array<{ at: number[] }> }>
    }
    expect(Object.keys(modules.variants).length).toBeGreaterThan(10)
    for (const [key, variant] of Object.entries(modules.variants)) {
      const begun = variant.units.indexOf('widget/boot/begun.ts')
      const piece = variant.pieces.findIndex((p) => p.at.includes(begun))
      expect(piece, key || '(no hint)').toBeGreaterThanOrEqual(0)
      expect(variant.pieces.length - piece, key || '(no hint)').toBeGreaterThan(2)
    }
  })

  it('every document’s text holds, of the root’s groups, only those its script names, and the consent its shell may show', () => {
    // The root's groups (a namespace and its companions are kept whole: families read them by computed keys).
    const root = new Set(Object.keys(JSON.parse(readFileSync(join(dist, '_text', 'el', '_root.json'), 'utf8'))))
    const withText = Object.values(manifest.etags).flatMap((byLocale) => (byLocale.el ? [byLocale.el] : []))
    expect(withText.length).toBeGreaterThan(10)
    for (const etag of withText) {
      const html = readFileSync(join(dist, '_documents', `${etag}.html`), 'utf8')
      const block = html.match(/<script type="application\/json" id="idv-text"[^>]*>(.*?)<\/script>/)![1]!
      const text = JSON.parse(block) as Record<string, unknown>
      const named = wordsOf([...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!))
      for (const [group, texts] of Object.entries(text)) {
        if (!root.has(group) || typeof texts !== 'object') continue
        expect(named.has(group), group).toBe(true)
        for (const key of Object.keys(texts as object)) expect(named.has(key), `${group}.${key}`).toBe(true)
      }
      // The shell's consent route can be any first screen (spec §1): its words are always there.
      expect(text.consent).toMatchObject({ title: expect.any(String), body: expect.any(String) })
    }
  })

  it('no built script writes a Unicode property pattern as `new RegExp`, which could never be dropped unused', () => {
    // tools/build/settings.ts SUPPORTED: valibot's emoji pattern was in every document this way, read by nothing.
    const scripts = [
      ...Object.values(manifest.etags).map((byLocale) => join('_documents', `${Object.values(byLocale)[0]}.html`)),
      ...readdirSync(join(dist, 'assets'))
        .filter((f) => f.endsWith('.js'))
        .map((f) => join('assets', f)),
    ]
    expect(scripts.length).toBeGreaterThan(50)
    for (const file of scripts)
      expect(/new RegExp\((["'`])[^"'`]*\\\\[pP]\{/.test(readFileSync(join(dist, file), 'utf8')), file).toBe(false)
  })

  it('every stored copy is the whole document', () => {
    for (const file of readdirSync(join(dist, '_documents'))
      .filter((f) => f.endsWith('.br'))
      .slice(0, 40)) {
      const br = readFileSync(join(dist, '_documents', file))
      expect(brotliDecompressSync(br).toString('utf8')).toBe(
        readFileSync(join(dist, '_documents', file.replace(/\.br$/, '.html')), 'utf8'),
      )
    }
  })
})
