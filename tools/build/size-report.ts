import { readFile } from 'node:fs/promises'
import { relative } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { CompiledLocales } from './compile-text.ts'
import { type DocumentModules, unitOf } from './document-modules.ts'
import type { DocumentRow, DocumentSize, DocumentsManifest } from './documents.ts'
import type { CatalogEntry } from './screen-catalog.ts'
import type { DocumentScript } from './widget/document-scripts.ts'

const brotli = (data: string) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

/**
 * First-screen text per locale, brotli: the root namespace alone, and with
 * the OTP namespace spliced in as the edge serves it for that first screen.
 */
export function textReport(text: CompiledLocales) {
  const rows: Record<string, { root: number; rootWithOtp: number | null; missing: number }> = {}
  for (const [id, locale] of Object.entries(text.locales)) {
    const otp = locale.namespaces.otp
    rows[id] = {
      root: brotli(locale.root.body),
      rootWithOtp: otp ? brotli(`${locale.root.body.slice(0, -1)},"otp":${otp.body}}`) : null,
      missing: locale.missing.length,
    }
  }
  console.log('first-screen text, brotli bytes (root | root + otp | missing keys)')
  console.log(
    Object.entries(rows)
      .map(
        ([id, r]) =>
          `  ${id.padEnd(6)} ${String(r.root).padStart(6)} ${String(r.rootWithOtp).padStart(6)} ${String(r.missing).padStart(4)}`,
      )
      .join('\n'),
  )
  return rows
}

export async function measure(file: string): Promise<{ raw: number; gzip: number; brotli: number }> {
  const raw = await readFile(file)
  return {
    raw: raw.length,
    gzip: gzipSync(raw, { level: 9 }).length,
    brotli: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
}

/** Prints a table of files (lazy chunks, stylesheets, host SDK) and returns the rows. */
export async function sizeReport(root: string, files: string[]) {
  const rows: Array<{ file: string; raw: number; gzip: number; brotli: number }> = []
  for (const file of files) rows.push({ file: relative(root, file), ...(await measure(file)) })
  const pad = (v: unknown, n: number) => String(v).padStart(n)
  console.log(
    `\nloaded after the first screen or on demand\n${'file'.padEnd(52)} ${pad('raw', 8)} ${pad('gzip', 8)} ${pad('brotli', 8)}`,
  )
  for (const r of rows) console.log(`  ${r.file.padEnd(50)} ${pad(r.raw, 8)} ${pad(r.gzip, 8)} ${pad(r.brotli, 8)}`)
  return rows
}

/** The screen type whose first screen the budget holds: the one-time code, the benchmark's screen. */
const BUDGETED_TYPE = 'otp'

/** A part's estimated share of a document's brotli bytes: its raw share of the document. */
export const brotliShare = (bytes: number, document: { raw: number; brotli: number }): number =>
  Math.round((bytes / document.raw) * document.brotli)

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/**
 * The first-screen documents: for every screen type the brotli size of its
 * document in each locale (max, with its locale, and median), without text,
 * and the document without hints; then, for the budgeted document, where its
 * bytes go: each library and each of our modules (minified bytes, and their
 * share of the document's brotli size), its CSS, its text and its HTML.
 */
export function documentReport({
  catalog,
  documents: { manifest, size: sizeOf, rows },
  widget,
}: {
  catalog: CatalogEntry[]
  documents: {
    manifest: DocumentsManifest
    size: (etag: string) => DocumentSize | undefined
    rows: DocumentRow[]
  }
  widget: { documents: DocumentScript[]; sharedExports: number; modules: DocumentModules }
}) {
  const size = (etag: string) => sizeOf(etag)!
  const pad = (v: unknown, n: number) => String(v).padStart(n)
  const types = catalog.map((entry) => entry.type)
  const table = types.map((type) => {
    const docs = rows
      .filter((r) => r.type === type)
      .map((r) => ({ locale: r.locale, prerendered: r.prerendered, ...size(r.etag) }))
    const max = docs.reduce((a, b) => (b.brotli > a.brotli ? b : a))
    const painted = docs.reduce((a, b) => (b.painted > a.painted ? b : a))
    return {
      type,
      variant: manifest.screens[type]!.variant,
      namespace: manifest.screens[type]!.namespace,
      max: max.brotli,
      maxLocale: max.locale,
      median: median(docs.map((d) => d.brotli)),
      min: Math.min(...docs.map((d) => d.brotli)),
      withoutText: size(manifest.etags[type]!['']!).brotli,
      raw: max.raw,
      // Where the first step's markup ends in the brotli stream (flushed there): what the first flight must carry.
      painted: painted.painted,
      paintedLocale: painted.locale,
      prerendered: docs.filter((d) => d.prerendered).length,
    }
  })
  const noHint = size(manifest.etags['']!['']!).brotli
  console.log(
    `\nfirst-screen documents, brotli bytes (every screen type × ${rows.length / types.length} locales); "painted": the brotli bytes up to the flush after the text, from which the first step's markup decodes`,
  )
  console.log(
    `${'screen type'.padEnd(24)} ${pad('max', 7)} ${'(locale)'.padEnd(8)} ${pad('median', 7)} ${pad('min', 7)} ${pad('no text', 8)} ${pad('painted', 8)} ${'(locale)'.padEnd(8)} ${pad('marked up', 9)}  module`,
  )
  for (const r of table)
    console.log(
      `${r.type.padEnd(24)} ${pad(r.max, 7)} ${`(${r.maxLocale})`.padEnd(8)} ${pad(r.median, 7)} ${pad(r.min, 7)} ${pad(r.withoutText, 8)} ${pad(r.painted, 8)} ${`(${r.paintedLocale})`.padEnd(8)} ${pad(`${r.prerendered}/${rows.length / types.length}`, 9)}  ${r.variant === r.type ? '' : `same script as ${r.variant}`}`,
    )
  console.log(`${'(no hints)'.padEnd(24)} ${pad(noHint, 7)}`)

  const budgetRow = table.find((r) => r.type === BUDGETED_TYPE) ?? table.reduce((a, b) => (b.max > a.max ? b : a))
  const variant = manifest.variants[budgetRow.variant]!
  const inputs = widget.documents.find((d) => d.key === budgetRow.variant)!.inputs
  const libraryUnits = new Set(
    Object.keys(inputs)
      .filter((input) => input.includes('node_modules/'))
      .map(unitOf),
  )
  // Each module's bytes as the document's pieces carry them (./document-modules.ts).
  const carried = widget.modules.variants[budgetRow.variant]!
  const etag = manifest.etags[budgetRow.type]![budgetRow.maxLocale]!
  const total = size(etag)
  const groups = new Map<string, { name: string; kind: string; bytes: number }>()
  const add = (name: string, kind: string, bytes: number) => {
    const g = groups.get(name) ?? { name, kind, bytes: 0 }
    g.bytes += bytes
    groups.set(name, g)
  }
  carried.units.forEach((unit, i) => {
    if (carried.bytes[i]) add(unit, libraryUnits.has(unit) ? 'library' : 'own module', carried.bytes[i]!)
  })
  add('(CSS: shell and family stylesheets)', 'css', Buffer.byteLength(variant.css))
  add("(head script: theme, the first step's fit, early taps)", 'js', Buffer.byteLength(variant.head))
  const markup =
    total.paintedRaw -
    manifest.template.join('').length -
    Buffer.byteLength(variant.css) -
    Buffer.byteLength(variant.head)
  add("(the first step's markup, title and the skeleton beside it)", 'html', Math.max(0, markup))
  const textBytes =
    total.raw - total.paintedRaw - variant.scripts.reduce((sum, script) => sum + Buffer.byteLength(script), 0)
  add(`(text: ${budgetRow.maxLocale} root + ${budgetRow.namespace ?? 'no namespace'})`, 'text', Math.max(0, textBytes))
  add(
    '(HTML and the rest of the script)',
    'html',
    total.raw - [...groups.values()].reduce((sum, g) => sum + g.bytes, 0),
  )
  const breakdown = [...groups.values()]
    .map((g) => ({ ...g, brotliShare: brotliShare(g.bytes, total) }))
    .sort((a, b) => b.bytes - a.bytes)
  const libraries = breakdown.filter((g) => g.kind === 'library')
  const own = breakdown.filter((g) => g.kind === 'own module')
  const sum = (list: typeof breakdown, key: 'bytes' | 'brotliShare') => list.reduce((s, g) => s + g[key], 0)
  console.log(
    `\nwhere the bytes of ${budgetRow.type} (${budgetRow.maxLocale}) go: ${total.raw} B raw, ${total.brotli} B brotli (≈ share of brotli by raw share)`,
  )
  console.log(
    `  libraries ${sum(libraries, 'bytes')} B raw ≈ ${sum(libraries, 'brotliShare')} B; own modules ${sum(own, 'bytes')} B raw ≈ ${sum(own, 'brotliShare')} B`,
  )
  for (const g of breakdown)
    console.log(`  ${g.kind.padEnd(10)} ${g.name.slice(0, 60).padEnd(60)} ${pad(g.bytes, 7)} ${pad(g.brotliShare, 6)}`)
  console.log('')
  return {
    screens: table,
    /** Every document: screen type × locale, brotli and raw bytes. */
    documents: rows.map((r) => ({ type: r.type, locale: r.locale, prerendered: r.prerendered, ...size(r.etag) })),
    noHint,
    budgeted: {
      type: budgetRow.type,
      locale: budgetRow.maxLocale,
      brotli: budgetRow.max,
      label: `${budgetRow.type} in ${budgetRow.maxLocale}, its largest locale`,
    },
    breakdown,
    runtimeExportsShared: widget.sharedExports,
  }
}
