import { readFile, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import * as esbuild from 'esbuild'
import { type Needs, retryableOutput } from '../retryable-imports.ts'
import {
  familyEntrySource,
  type GroupChunks,
  groupEntrySource,
  groupKeepSource,
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
import { groupEntry, kitGroupChunks } from './kit-group-chunks.ts'
import { versionKitGroups } from './kit-version.ts'
import { familyEntry, virtualModules, type WidgetBuild, widgetOptions } from './options.ts'

/** The lazy chunks as built: where each lazily imported module landed, and the runtime table's layout. */
export interface LazyChunks {
  layout: TableLayout
  /** esbuild's metafile outputs, by file relative to the root. */
  outputs: esbuild.Metafile['outputs']
  /** Each lazily imported module (absolute path) → its chunk's URL. */
  urlOf: Map<string, string>
  /** Each kit group's chunk and the groups it reads, by group id: the runtime loader's table. */
  groupChunks: GroupChunks
  /** Each chunk's file (relative to the root) by kit group id. */
  groupFiles: string[]
  /** The kit groups a chunk's URL reads, with what it imports statically. */
  needsOf: Needs
}

/** Readable passes at most: each keeps less of the groups, until what they read of each other settles. */
const KEEP_PASSES = 4

/**
 * Stage "lazy chunks" (`dist/assets/`): everything the runtime imports
 * dynamically (each family, the pieces held back until after the first
 * screen, telemetry…), and each kit group a document may lack, sharing the
 * runtime through the runtime table and each family's parts sharing its
 * layer (../shared-runtime.ts). Built first with readable keys to learn
 * which shared exports they read (again while the groups keep less, until
 * that settles), then with short keys. A family's entry publishes its layer
 * for its parts, then is the family's module; a group's publishes the group.
 * Every chunk import is made retryable, and waits for the groups its chunk
 * reads (../retryable-imports.ts).
 */
export async function lazyChunks(build: WidgetBuild, outdir: string, widget: WidgetGraph): Promise<LazyChunks> {
  const { root, production, plugins } = build
  const { common, abs, rel } = widgetOptions(build)
  const { graph, runtime, families, layers, layerOf, groups, groupOf, names } = widget
  const named = uniqueNames([...graph.units.keys()].map(rel))
  // A family's module, imported lazily from a chunk, is its chunk's entry.
  const entryOf = (path: string) => (layers.has(path) ? familyEntry(path, root) : undefined)
  const unitEntries = Object.fromEntries(
    [...graph.units.keys()].map((entry) => [named(rel(entry)), layers.has(entry) ? familyEntry(entry, root) : entry]),
  )
  const options = {
    ...common,
    outdir,
    entryNames: '[name]-[hash]',
    metafile: true,
    sourcemap: production ? false : 'linked',
  } satisfies esbuild.BuildOptions
  // The lazy entries share what they share in chunks of their own; each kit group is one file that imports
  // nothing, so the loader's preload of it is all it needs: a chain of groups costs no more round trips.
  const lazy = { ...options, entryPoints: unitEntries, splitting: true, chunkNames: 'chunk-[hash]' }
  const alone = {
    ...options,
    entryPoints: Object.fromEntries(groups.map((group) => [group.name, groupEntry(group.id)])),
    splitting: false,
  }
  const buildBoth = async (extra: Pick<esbuild.BuildOptions, 'write' | 'plugins'>) => {
    const built = await Promise.all([esbuild.build({ ...lazy, ...extra }), esbuild.build({ ...alone, ...extra })])
    return {
      outputFiles: built.flatMap((result) => result.outputFiles ?? []),
      outputs: Object.assign({}, ...built.map((result) => result.metafile.outputs)) as esbuild.Metafile['outputs'],
    }
  }
  const entries = (family: (family: string) => string, group: (id: number, modules: string[]) => string) =>
    virtualModules(
      {
        ...Object.fromEntries(families.map((f) => [familyEntry(f, root), family(f)])),
        ...Object.fromEntries(groups.map((g) => [groupEntry(g.id), group(g.id, g.modules)])),
      },
      root,
    )
  // What the chunks read: every export of the groups at first, then only what was read, until it settles.
  let used: string[] = []
  let keep: Map<number, string[]> | null = null
  for (let pass = 0; pass < KEEP_PASSES; pass++) {
    const readable = await buildBoth({
      write: false,
      plugins: [
        ...plugins,
        entries(
          (family) => `export { default } from ${JSON.stringify(family)}`,
          (id, modules) => groupKeepSource(modules, keep && (keep.get(id) ?? [])),
        ),
        runtimeStandIns({ runtime, layerOf, groupOf, names, keyOf: readableKeys, entryOf }),
      ],
    })
    const next = usedExports(readable.outputFiles.filter((f) => f.path.endsWith('.js')).map((f) => f.text))
    const settled = keep && next.length === used.length
    used = next
    if (settled) break
    keep = new Map()
    for (const key of used) {
      const id = groupOf(key.split('|')[0]!)
      if (id !== undefined) keep.set(id, [...(keep.get(id) ?? []), key])
    }
  }
  const layout = tableLayout(used, layerOf, groupOf)
  const built = await buildBoth({
    write: true,
    plugins: [
      ...plugins,
      entries(
        (family) => familyEntrySource(layout, family),
        (id, modules) => groupEntrySource(layout, id, modules),
      ),
      runtimeStandIns({ runtime, layerOf, groupOf, names, keyOf: numericKeys(layout), entryOf }),
    ],
  })
  const urlOfFile = (file: string) => `/${relative(join(outdir, '..'), join(root, file))}`
  const codes = new Map<string, string>()
  for (const [file, output] of Object.entries(built.outputs)) {
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
    codes.set(file, code)
  }
  const kit = kitGroupChunks({
    outputs: built.outputs,
    codes,
    layout,
    groups,
    urlOfFile,
    outdir: relative(root, outdir),
  })
  for (const [file, code] of codes)
    await writeFile(join(root, file), retryableOutput(file, code, built.outputs[file]!, kit.needsOf))
  // Named last, by what they hold as written.
  const { version, files: groupFiles, outputs } = await versionKitGroups(root, kit.groupFiles, built.outputs)
  const groupChunks: GroupChunks = { base: `${urlOfFile(relative(root, outdir))}/`, version, reads: kit.groupReads }
  // Where each lazily imported module landed, for the documents' dynamic imports.
  const sourceOf = (entryPoint: string) =>
    entryPoint.startsWith(`idv-virtual:idv-family:`)
      ? abs(entryPoint.slice('idv-virtual:idv-family:'.length))
      : abs(entryPoint)
  const urlOf = new Map(
    Object.entries(outputs).flatMap(([file, o]) =>
      o.entryPoint && !o.entryPoint.startsWith('idv-virtual:idv-kit:')
        ? [[sourceOf(o.entryPoint), urlOfFile(file)] as const]
        : [],
    ),
  )
  return { layout, outputs, urlOf, groupChunks, groupFiles, needsOf: kit.needsOf }
}

/**
 * Each lazy entry's output name: its file's, as esbuild would name it, or
 * with its folder's when two entries' files share a name (two families'
 * `later-steps`), so neither is lost.
 */
function uniqueNames(paths: readonly string[]): (path: string) => string {
  const base = (path: string) => path.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, '')
  const count = new Map<string, number>()
  for (const path of paths) count.set(base(path), (count.get(base(path)) ?? 0) + 1)
  return (path) => (count.get(base(path))! > 1 ? `${path.split(/[\\/]/).at(-2)}-${base(path)}` : base(path))
}
