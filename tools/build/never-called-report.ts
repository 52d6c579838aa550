import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { DocumentModules } from './document-modules.ts'
import { type FirstScreenCoverage, type NeverCalled, neverCalled } from './first-screen-coverage.ts'
import { brotliShare } from './size-report.ts'

/** What measures the first screens' coverage (it writes `.build/first-screen-coverage.json`). */
export const COVERAGE_COMMAND = 'npx playwright test e2e/first-screen-coverage.spec.ts'

/** The first screens' coverage (e2e/first-screen-coverage.spec.ts) in the checkout at `root`, or null when there is none to read. */
export async function readCoverage(root: string): Promise<FirstScreenCoverage | null> {
  const file = join(root, '.build', 'first-screen-coverage.json')
  try {
    return JSON.parse(await readFile(file, 'utf8')) as FirstScreenCoverage
  } catch (error) {
    // Read as missing, and said: a broken file is measured again, as a missing one is.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') console.warn(`${file}: unreadable (${error}), read as none`)
    return null
  }
}

/**
 * Each variant's largest document, as the report names it: `screens` the size report's rows (one per
 * screen type), `noHint` the document without hints.
 */
export function documentLabels(
  screens: ReadonlyArray<{ type: string; maxLocale: string; raw: number; max: number }>,
  modules: DocumentModules,
  noHint: { raw: number; brotli: number },
): (key: string) => { label: string; raw: number; brotli: number } {
  return (key) => {
    const row = screens.find((r) => r.type === key)
    if (!row) return { label: '(no hints)', raw: noHint.raw, brotli: noHint.brotli }
    const others = modules.variants[key]!.types.length - 1
    return {
      label: `${key} in ${row.maxLocale}${others ? ` (and ${others} more types)` : ''}`,
      raw: row.raw,
      brotli: row.max,
    }
  }
}

/** Each document's never-called units, as `dist/size-report.json` has them (null: not measured on this build). */
export type NeverCalledReport = Record<
  string,
  { document: string; raw: number; brotli: number; units: Array<NeverCalled & { brotliShare: number }> } | null
>

const thousands = (n: number) => n.toLocaleString('en-US')
const SHOWN = 12

/**
 * Per first-screen document, the units it carries that its first screen
 * never called (./first-screen-coverage.ts), with their minified bytes and
 * their share of the document's brotli bytes by raw share (as the "where the
 * bytes go" table estimates it): a short block each, largest first, the top
 * `shown` and the rest as one line. `documentOf(key)`: the variant's largest
 * document (its label, raw and brotli bytes). A variant without coverage of
 * this build's scripts is named in one line, with the command that measures it.
 */
export function neverCalledReport({
  modules,
  coverage,
  documentOf,
  shown = SHOWN,
}: {
  modules: DocumentModules
  coverage: FirstScreenCoverage | null
  documentOf: (key: string) => { label: string; raw: number; brotli: number }
  shown?: number
}): { lines: string[]; report: NeverCalledReport } {
  const lines = [
    '\nnever called on the first screen (V8 coverage until live and settled, no tap): what each document carries that no function of ran; minified B, ≈ brotli share',
  ]
  const report: NeverCalledReport = {}
  const unmeasured: string[] = []
  for (const [key, variant] of Object.entries(modules.variants)) {
    const units = neverCalled(variant, coverage?.variants[key])
    const name = key || '(no hints)'
    if (!units) {
      unmeasured.push(name)
      report[name] = null
      continue
    }
    const doc = documentOf(key)
    const share = (bytes: number) => brotliShare(bytes, doc)
    const rows = units.map((u) => ({ ...u, brotliShare: share(u.bytes) }))
    report[name] = { document: doc.label, raw: doc.raw, brotli: doc.brotli, units: rows }
    const total = rows.reduce((sum, u) => sum + u.bytes, 0)
    const carried = variant.bytes.filter((b) => b > 0).length
    lines.push(
      `${doc.label}: ${rows.length} of ${carried} modules never called, ${thousands(total)} B ≈ ${thousands(share(total))} B of its ${thousands(doc.brotli)} B brotli`,
    )
    const row = (name: string, bytes: number, note = '') =>
      `    ${name.slice(0, 56).padEnd(56)} ${String(bytes).padStart(6)} ${String(share(bytes)).padStart(6)}${note}`
    for (const u of rows.slice(0, shown))
      lines.push(row(u.unit, u.bytes, u.functions ? '' : '  (no function compiled)'))
    const rest = rows.slice(shown)
    if (rest.length)
      lines.push(
        row(
          `(${rest.length} more)`,
          rest.reduce((sum, u) => sum + u.bytes, 0),
        ),
      )
  }
  if (unmeasured.length)
    lines.push(
      `  ${unmeasured.length === Object.keys(modules.variants).length ? 'no document' : unmeasured.join(', ')}: no coverage of this build's scripts in .build/first-screen-coverage.json; ` +
        `\`npm test\` reports it after its browser tests measure it (or \`${COVERAGE_COMMAND}\` after this build, with EDGE_PORT/MOCK_PORT as for any browser test, then \`npm run build\` again)`,
    )
  return { lines, report }
}
