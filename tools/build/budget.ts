import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { CompiledLocales } from './compile-text.ts'
import type { DocumentModules } from './document-modules.ts'
import { documentLabels, neverCalledReport, readCoverage } from './never-called-report.ts'
import { documentReport, sizeReport, textReport } from './size-report.ts'

/**
 * The first screen's budget (docs/architecture.md "Budgets"), held for every first-screen document, each
 * screen type in each locale:
 * - what it paints (CSS, head script, the first step's markup, and the text after it) ends within the
 *   first TCP congestion window, 10 × 1,460 B as sent (brotli, flushed there): the shopper sees the
 *   screen after one flight;
 * - the whole document, in its largest locale, is within its limit: every family’s 35,500 B (two
 *   flights are 43,800 B, and each KB past what a first screen needs is 20 ms before the shopper can
 *   act on slow 3G); the one-time code's, the benchmark's screen, held at what it came to once each
 *   document carried only the kit its first screen runs and its own family's registry entry, its
 *   script took terser's pass, and it named the kit's groups under one version, at the goal of 30,000 B;
 *   every family's about 100 B over the largest document now, after the start's first part moved up the
 *   script (40-100 B more brotli for 10-20 ms less after the last byte; docs/performance.md).
 * Raise none without a measured reason; lower them when a document sheds bytes.
 */
export const PAINTED_LIMIT = 14_600
export const DOCUMENT_LIMIT = 35_500
// The one-time code's at its goal, 136 B to spare: terser names bindings by how often characters occur, chunk
// hashes included, so an edit anywhere that renames a chunk moves a document by up to ±80 B of brotli.
export const DOCUMENT_LIMITS: Readonly<Record<string, number>> = { otp: 30_000 }
const limitOf = (type: string) => DOCUMENT_LIMITS[type] ?? DOCUMENT_LIMIT

/**
 * Stage "sizes and budget": `dist/size-report.json` (every file loaded after
 * the first screen, every first-screen document, the text), its summary on
 * the console; with `enforce`, false when a document passes the budget (each
 * breach printed).
 */
export async function reportSizes({
  root,
  dist,
  files,
  text,
  documents,
  modules,
  enforce,
}: {
  root: string
  dist: string
  /** What loads after the first screen or on demand: lazy chunks, stylesheets, the SDK, the hand-off page. */
  files: string[]
  text: CompiledLocales
  documents: Parameters<typeof documentReport>[0]
  /** Which module each document script's characters are: with the first screens' coverage, what they never call. */
  modules: DocumentModules
  enforce: boolean
}): Promise<boolean> {
  const lazy = await sizeReport(root, files)
  const textSizes = textReport(text)
  const firstScreen = documentReport(documents)
  const { manifest, size } = documents.documents
  const neverCalled = neverCalledReport({
    modules,
    coverage: await readCoverage(root),
    documentOf: documentLabels(firstScreen.screens, modules, size(manifest.etags['']!['']!)!),
  })
  console.log(neverCalled.lines.join('\n'))
  await writeFile(
    join(dist, 'size-report.json'),
    JSON.stringify(
      { lazy, firstScreen, neverCalled: neverCalled.report, textVersion: text.version, textBrotli: textSizes },
      null,
      2,
    ),
  )
  console.log(
    `text ${text.version}: ${Object.keys(text.locales).length} locales, ${text.namespaces.length} strategy namespaces`,
  )
  const budgeted = firstScreen.budgeted
  const painted = firstScreen.screens.reduce((a, b) => (b.painted > a.painted ? b : a))
  const largest = firstScreen.screens.reduce((a, b) => (b.max > a.max ? b : a))
  console.log(
    `first screen: ${budgeted.brotli} B brotli for ${budgeted.label}, one document; painted from its first ${painted.painted} B at most (${painted.type} in ${painted.paintedLocale}; limit ${PAINTED_LIMIT}); ` +
      `largest document ${largest.max} B (${largest.type} in ${largest.maxLocale}; limit ${limitOf(largest.type)}); ` +
      `${budgeted.type}'s limit ${limitOf(budgeted.type)}`,
  )
  console.log(
    `host SDK entries, brotli: ${lazy
      .filter((r) => r.file.startsWith('dist/sdk/'))
      .map((r) => `${r.file.slice('dist/sdk/'.length)} ${r.brotli} B`)
      .join(', ')}`,
  )
  if (!enforce) return true
  if (painted.painted > PAINTED_LIMIT)
    console.error(
      `Budget exceeded: ${painted.type} in ${painted.paintedLocale} paints from its first ${painted.painted} B, over ${PAINTED_LIMIT}`,
    )
  const over = firstScreen.screens.filter((screen) => screen.max > limitOf(screen.type))
  for (const screen of over)
    console.error(
      `Budget exceeded: ${screen.type} in ${screen.maxLocale} is ${screen.max} B, over its ${limitOf(screen.type)}`,
    )
  return painted.painted <= PAINTED_LIMIT && !over.length
}
