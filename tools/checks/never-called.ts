// After the browser tests in `npm test`: what each first-screen document carries that its first screen never
// calls, from the coverage e2e/first-screen-coverage.spec.ts has just measured on this very build (the build,
// which runs first, cannot know it yet), on the console and into dist/size-report.json (`neverCalled`).
// Only reports; fails only when it has nothing to read.
import { readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { DocumentModules } from '../build/document-modules.ts'
import { documentLabels, neverCalledReport, readCoverage } from '../build/never-called-report.ts'

const root = join(import.meta.dirname, '..', '..')
const dist = join(root, 'dist')
const read = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T

const sizes = await read<{
  firstScreen: { screens: Array<{ type: string; maxLocale: string; raw: number; max: number }> }
  [key: string]: unknown
}>(join(dist, 'size-report.json'))
const modules = await read<DocumentModules>(join(root, '.build', 'document-modules.json'))
const { etags } = await read<{ etags: Record<string, Record<string, string>> }>(join(dist, '_edge', 'manifest.json'))
const noHint = join(dist, '_documents', etags['']!['']!)
const [raw, brotli] = await Promise.all([stat(`${noHint}.html`), stat(`${noHint}.br`)])

const { lines, report } = neverCalledReport({
  modules,
  coverage: await readCoverage(root),
  documentOf: documentLabels(sizes.firstScreen.screens, modules, { raw: raw.size, brotli: brotli.size }),
})
console.log(lines.join('\n'))
await writeFile(join(dist, 'size-report.json'), JSON.stringify({ ...sizes, neverCalled: report }, null, 2))
