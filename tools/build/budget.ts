import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { CompiledLocales } from './compile-text.ts'
import { documentReport, sizeReport, textReport } from './size-report.ts'

/**
 * The first screen's budget (docs/architecture.md "Budgets"), held for every first-screen document, each
 * screen type in each locale:
 * - what it paints (CSS, head script, the first step's markup) ends within the first TCP congestion
 *   window, 10 × 1,460 B as sent (brotli, flushed there): the shopper sees the screen after one flight;
 * - the whole document fits two flights (43,800 B): DevTools throttling has no slow start, so every
 *   flight past the second would cost a round trip the benchmark does not show.
 * Raise neither without a measured reason.
 */
export const PAINTED_LIMIT = 14_600
export const DOCUMENT_LIMIT = 43_800

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
  enforce,
}: {
  root: string
  dist: string
  /** What loads after the first screen or on demand: lazy chunks, stylesheets, the SDK, the hand-off page. */
  files: string[]
  text: CompiledLocales
  documents: Parameters<typeof documentReport>[0]
  enforce: boolean
}): Promise<boolean> {
  const lazy = await sizeReport(root, files)
  const textSizes = textReport(text)
  const firstScreen = documentReport(documents)
  await writeFile(
    join(dist, 'size-report.json'),
    JSON.stringify({ lazy, firstScreen, textVersion: text.version, textBrotli: textSizes }, null, 2),
  )
  console.log(
    `text ${text.version}: ${Object.keys(text.locales).length} locales, ${text.namespaces.length} strategy namespaces`,
  )
  const budgeted = firstScreen.budgeted
  const painted = firstScreen.screens.reduce((a, b) => (b.painted > a.painted ? b : a))
  const largest = firstScreen.screens.reduce((a, b) => (b.max > a.max ? b : a))
  console.log(
    `first screen: ${budgeted.brotli} B brotli for ${budgeted.label}, one document; painted from its first ${painted.painted} B at most (${painted.type} in ${painted.paintedLocale}; limit ${PAINTED_LIMIT}); ` +
      `largest document ${largest.max} B (${largest.type} in ${largest.maxLocale}; limit ${DOCUMENT_LIMIT})`,
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
  if (largest.max > DOCUMENT_LIMIT)
    console.error(
      `Budget exceeded: ${largest.type} in ${largest.maxLocale} is ${largest.max} B, over ${DOCUMENT_LIMIT}`,
    )
  return painted.painted <= PAINTED_LIMIT && largest.max <= DOCUMENT_LIMIT
}
