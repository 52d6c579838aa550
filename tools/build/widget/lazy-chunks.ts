import { readFile, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import * as esbuild from 'esbuild'
import { retryableOutput } from '../retryable-imports.ts'
import {
  familyEntrySource,
  isDuplicable,
  numericKeys,
  RUNTIME_GLOBAL,
  readableKeys,
  runtimeStandIns,
  type TableLayout,
  tableLayout,
  usedExports,
} from '../shared-runtime.ts'
import type { WidgetGraph } from './graph.ts'
import { familyEntry, virtualModules, type WidgetBuild, widgetOptions } from './options.ts'

/** The lazy chunks as built: where each lazily imported module landed, and the runtime table's layout. */
export interface LazyChunks {
  layout: TableLayout
  /** esbuild's metafile outputs, by file relative to the root. */
  outputs: esbuild.Metafile['outputs']
  /** Each lazily imported module (absolute path) → its chunk's URL. */
  urlOf: Map<string, string>
}

/**
 * Stage "lazy chunks" (`dist/assets/`): everything the runtime imports
 * dynamically (each family, the pieces held back until after the first
 * screen, telemetry…), sharing the runtime through the runtime table and each
 * family's parts sharing its layer (../shared-runtime.ts). Built twice: first
 * to learn which shared exports they read, then with short keys. A family's
 * entry publishes its layer for its parts, then is the family's module. Every
 * chunk import is made retryable (../retryable-imports.ts).
 */
export async function lazyChunks(build: WidgetBuild, outdir: string, widget: WidgetGraph): Promise<LazyChunks> {
  const { root, production, plugins } = build
  const { common, abs, rel } = widgetOptions(build)
  const { graph, runtime, families, layers, layerOf, names } = widget
  const entryPoints = Object.fromEntries(
    [...graph.units.keys()].map((entry) => [entryName(rel(entry)), layers.has(entry) ? familyEntry(entry) : entry]),
  )
  const lazy = {
    ...common,
    entryPoints,
    outdir,
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    sourcemap: production ? false : 'linked',
  } satisfies esbuild.BuildOptions
  const familyEntries = (layout: TableLayout | null) =>
    virtualModules(
      Object.fromEntries(
        families.map((family) => [
          familyEntry(family),
          layout ? familyEntrySource(layout, family) : `export { default } from ${JSON.stringify(family)}`,
        ]),
      ),
      root,
    )
  const first = await esbuild.build({
    ...lazy,
    write: false,
    plugins: [...plugins, familyEntries(null), runtimeStandIns({ runtime, layerOf, names, keyOf: readableKeys })],
  })
  const layout = tableLayout(
    usedExports(first.outputFiles.filter((f) => f.path.endsWith('.js')).map((f) => f.text)),
    layerOf,
  )
  const chunks = await esbuild.build({
    ...lazy,
    write: true,
    plugins: [
      ...plugins,
      familyEntries(layout),
      runtimeStandIns({ runtime, layerOf, names, keyOf: numericKeys(layout) }),
    ],
  })
  const outputs = chunks.metafile.outputs
  for (const [file, output] of Object.entries(outputs)) {
    if (file.endsWith('.css'))
      throw new Error(
        `${file}: a lazy module imports CSS, which nothing would load; list the family's styles in the screen registry instead`,
      )
    if (!file.endsWith('.js')) continue
    const code = await readFile(join(root, file), 'utf8')
    if (code.includes(`${RUNTIME_GLOBAL}(-1)`))
      throw new Error(`${file}: reads a shared export the first pass did not see`)
    for (const input of Object.keys(output.inputs))
      if (runtime.has(abs(input)) && !isDuplicable(abs(input)))
        throw new Error(`${file}: carries a copy of runtime module ${input}`)
    await writeFile(join(root, file), retryableOutput(file, code, output))
  }
  // Where each lazily imported module landed, for the documents' dynamic imports.
  const sourceOf = (entryPoint: string) =>
    entryPoint.startsWith(`idv-virtual:idv-family:`)
      ? entryPoint.slice('idv-virtual:idv-family:'.length)
      : abs(entryPoint)
  const urlOf = new Map(
    Object.entries(outputs).flatMap(([file, o]) =>
      o.entryPoint ? [[sourceOf(o.entryPoint), `/${relative(join(outdir, '..'), join(root, file))}`] as const] : [],
    ),
  )
  return { layout, outputs, urlOf }
}

/** A lazy entry's output name: its file's, as esbuild would name it. */
const entryName = (path: string) => path.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, '')
