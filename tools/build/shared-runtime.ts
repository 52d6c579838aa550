import { relative, resolve } from 'node:path'
import * as esbuild from 'esbuild'
import { SHORT_GLOBALS } from '../../contracts/short-names.ts'

/**
 * One runtime, shared by every first-screen document and every lazy chunk.
 *
 * The runtime (the shell: everything `widget/main.tsx` imports statically,
 * with preact, signals and wouter) is inlined in each first-screen document,
 * so it has no URL a lazy chunk could import it from. Instead, each
 * document's script publishes the runtime's exports that lazy chunks use in a
 * table, `globalThis.__idvR(key)` (its name: contracts/short-names.ts),
 * before the widget starts; and the lazy chunks are built with every import
 * of a runtime module replaced by a stand-in module that reads the export
 * from that table. So there is one preact, one signals graph, one set of
 * contexts, however a chunk arrives.
 *
 * The family kit (what families share, listed in widget/kit/family-kit.ts)
 * is cut into groups: the modules the same families' first screens run
 * (./widget/graph.ts `kitGroups`). A document carries the groups its first
 * screen runs, inline, and publishes them in the same table; every other
 * group is a chunk of its own that publishes itself when it loads. A chunk
 * that reads a group names it where it is imported (`__idvS(groups, url)`,
 * ./retryable-imports.ts), and the runtime's loader (widget/boot/shared-modules.ts)
 * loads those the page lacks first, all at once, each after the groups it
 * reads. So the one-time code's document no longer carries the hand-off kit,
 * and a page still holds one copy of each kit module.
 *
 * A family's layer works the same way one level down: the modules of a
 * family's first screen (tools/build/module-graph.ts `familyLayers`) are in its
 * document, or in its chunk when it comes later, and whichever carries them
 * publishes the exports its parts (later steps in chunks of their own) use,
 * in the same table; the parts read them through stand-ins.
 *
 * Keys are assigned in two passes: the first builds the chunks with readable
 * keys ("path|name") to learn which exports they use, the second with short
 * numeric ones (sorted, so the same chunks give the same keys and the
 * content hashes of the chunk names stay true): the runtime's first, then
 * each kit group's and each family's in a range of its own.
 */

/** The lookup a chunk reads a shared export through. */
export const RUNTIME_GLOBAL = SHORT_GLOBALS.runtimeLookup
/** The table itself, for a family chunk to add its layer to. */
const TABLE_GLOBAL = SHORT_GLOBALS.runtimeTable
/** The loader a chunk import names the kit groups it needs through (widget/boot/shared-modules.ts). */
export const SHARED_GLOBAL = SHORT_GLOBALS.sharedModules

/**
 * Libraries made of pure functions without module state, which a lazy chunk
 * may carry a copy of rather than force every export it uses into every
 * document: valibot (its global config and message stores are never set by
 * the widget, so copies agree).
 */
const DUPLICABLE = [/[\\/]node_modules[\\/]valibot[\\/]/]
export const isDuplicable = (path: string): boolean => DUPLICABLE.some((pattern) => pattern.test(path))

const isScript = (path: string) => /\.[cm]?[jt]sx?$/.test(path)

/**
 * The export names of each module, by absolute path: one esbuild pass with
 * every module as an entry.
 */
/** A range of the table: the keys one carrier (a kit group, a family's layer) publishes from `base`. */
export interface TableRange {
  base: number
  keys: string[]
}

/** The table's layout (tableLayout). */
export interface TableLayout {
  keys: Map<string, number>
  runtime: string[]
  groups: Map<number, TableRange>
  layers: Map<string, TableRange>
}

/** Which family's layer a module belongs to, if any. */
export type LayerOf = (path: string) => string | undefined
/** Which kit group a module belongs to, if any. */
export type GroupOf = (path: string) => number | undefined

/** Kit modules the same families' first screens run (./widget/graph.ts `kitGroups`). */
export interface KitGroup {
  id: number
  /** Its chunk's name, short: every document's table of groups says it (`k<id>`; the build prints what each holds). */
  name: string
  modules: string[]
  /** The families whose documents carry it. */
  families: string[]
}

export async function exportNames({
  root,
  files,
  alias,
  define,
  plugins,
}: {
  root: string
  files: string[]
  alias: Record<string, string>
  define: Record<string, string>
  plugins: esbuild.Plugin[]
}): Promise<Map<string, string[]>> {
  const entries = files.filter(isScript)
  const result = await esbuild.build({
    entryPoints: entries,
    absWorkingDir: root,
    outdir: '/names',
    outbase: root,
    bundle: true,
    splitting: true,
    write: false,
    metafile: true,
    format: 'esm',
    jsx: 'automatic',
    jsxImportSource: 'react',
    alias,
    define,
    plugins,
    logLevel: 'silent',
  })
  const names = new Map<string, string[]>()
  for (const output of Object.values(result.metafile.outputs)) {
    if (output.entryPoint) names.set(resolveFrom(root, output.entryPoint), output.exports)
  }
  return names
}

const resolveFrom = (root: string, path: string) => (path.startsWith('/') ? path : `${root}/${path}`)

/**
 * The esbuild plugin of the lazy build: an import that resolves to a runtime
 * module (other than a duplicable library), to a kit module from outside its
 * group, or to a module of a family's layer from outside that layer, becomes
 * a stand-in whose exports read `__idvR(key)`. `layerOf(path)` names the
 * family a module's layer belongs to, `groupOf(path)` the kit group; imports
 * from build-time modules (a family chunk's or a group's publishing entry)
 * are never stood in for. `keyOf(path, name)` gives the key literal.
 * A dynamic import of a family's module (`entryOf(path)`: its chunk's entry)
 * is an import of that family's chunk, which publishes its layer: a chunk may
 * load a family the page's document does not carry (every family's registry).
 */
export function runtimeStandIns({
  runtime,
  layerOf = () => undefined,
  groupOf = () => undefined,
  names,
  keyOf,
  entryOf = () => undefined,
}: {
  runtime: Set<string>
  layerOf?: LayerOf
  groupOf?: GroupOf
  names: Map<string, string[]>
  keyOf: (path: string, name: string) => string | number
  entryOf?: (path: string) => string | undefined
}): esbuild.Plugin {
  return {
    name: 'runtime-stand-ins',
    setup(build) {
      // A stand-in is named by its module's path relative to the root, so that no chunk's hash (which names
      // its inputs) depends on where the repository is checked out.
      const root = build.initialOptions.absWorkingDir ?? process.cwd()
      const standIn = (path: string) => ({ path: relative(root, path), namespace: 'idv-runtime' })
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData?.standIns || args.kind === 'entry-point') return undefined
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { standIns: true },
        })
        if (resolved.errors.length) return { errors: resolved.errors }
        const entry = args.kind === 'dynamic-import' ? entryOf(resolved.path) : undefined
        if (entry) return { path: entry, namespace: 'idv-virtual' }
        if (runtime.has(resolved.path) && !isDuplicable(resolved.path)) return standIn(resolved.path)
        const fromFile = args.namespace === 'file'
        const layer = layerOf(resolved.path)
        if (layer && fromFile && layerOf(args.importer) !== layer) return standIn(resolved.path)
        const group = groupOf(resolved.path)
        if (group !== undefined && fromFile && groupOf(args.importer) !== group) return standIn(resolved.path)
        return resolved
      })
      build.onLoad({ filter: /.*/, namespace: 'idv-runtime' }, (args) => {
        const path = resolve(root, args.path)
        const exported = names.get(path)
        if (!exported) return { errors: [{ text: `shared module without known exports: ${path}` }] }
        const lines = exported.map((name, i) => `const _${i} = /* @__PURE__ */ ${RUNTIME_GLOBAL}(${keyOf(path, name)})`)
        lines.push(`export { ${exported.map((name, i) => `_${i} as ${name}`).join(', ')} }`)
        return { contents: lines.join('\n'), loader: 'js' }
      })
    },
  }
}

/** The shared exports that built chunks read, from first-pass keys `"path|name"` in their code. */
export function usedExports(codes: string[]): string[] {
  const used = new Set<string>()
  const pattern = new RegExp(`${RUNTIME_GLOBAL}\\("([^"|]+)\\|([^"]+)"\\)`, 'g')
  for (const code of codes) for (const [, path, name] of code.matchAll(pattern)) used.add(`${path}|${name}`)
  return [...used]
}

/**
 * The table's layout: the runtime's used exports first (0…n-1), then each
 * kit group's, then each family layer's, each in a range of its own.
 * `layerOf(path)`, `groupOf(path)` as above.
 */
export function tableLayout(used: string[], layerOf: LayerOf, groupOf: GroupOf = () => undefined): TableLayout {
  const sorted = [...used].sort()
  const pathOf = (key: string) => key.split('|')[0]!
  const runtime = sorted.filter((key) => !layerOf(pathOf(key)) && groupOf(pathOf(key)) === undefined)
  const keys = new Map(runtime.map((key, i) => [key, i]))
  let next = runtime.length
  const ranges = <T>(of: (path: string) => T | undefined, order: (a: T, b: T) => number) => {
    const byOwner = new Map<T, string[]>()
    for (const key of sorted) {
      const owner = of(pathOf(key))
      if (owner !== undefined) byOwner.set(owner, [...(byOwner.get(owner) ?? []), key])
    }
    const result = new Map<T, TableRange>()
    for (const owner of [...byOwner.keys()].sort(order)) {
      result.set(owner, { base: next, keys: byOwner.get(owner)! })
      for (const key of byOwner.get(owner)!) keys.set(key, next++)
    }
    return result
  }
  const groups = ranges(groupOf, (a, b) => a - b)
  const layers = ranges(layerOf, (a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return { keys, runtime, groups, layers }
}

/** The kit groups whose exports a built chunk reads: the numeric keys in its code, by the layout's ranges. */
export function groupsRead(code: string, layout: TableLayout): number[] {
  const read = new Set<number>()
  const pattern = new RegExp(`${RUNTIME_GLOBAL}\\((\\d+)\\)`, 'g')
  for (const [, key] of code.matchAll(pattern)) {
    const index = Number(key)
    for (const [id, range] of layout.groups)
      if (index >= range.base && index < range.base + range.keys.length) read.add(id)
  }
  return [...read].sort((a, b) => a - b)
}

const importsOf = (keys: string[], start: number) => {
  const imports = new Map<string, string[]>()
  const items = keys.map((key, i) => {
    const [path = '', name] = key.split('|')
    if (!imports.has(path)) imports.set(path, [])
    imports.get(path)!.push(`${name} as _${start + i}`)
    return `_${start + i}`
  })
  return {
    lines: [...imports].map(([path, specifiers]) => `import { ${specifiers.join(', ')} } from ${JSON.stringify(path)}`),
    items,
  }
}

/** Adds a range's exports to the table at its base. */
const publishLines = (range: TableRange) => {
  const { lines, items } = importsOf(range.keys, range.base)
  return [
    ...lines,
    ...(items.length ? [`;[${items.join(', ')}].forEach((v, i) => (${TABLE_GLOBAL}[${range.base} + i] = v))`] : []),
  ]
}

/**
 * Where the kit groups' chunks are (`base`, each `k<id>-<version>.js`: ./widget/kit-version.ts) and which
 * groups each reads in turn, by group id: the loader's table (widget/boot/shared-modules.ts).
 */
export interface GroupChunks {
  base: string
  version: string
  reads: ReadonlyArray<readonly number[]>
}

/** The reads as an array literal with a hole for each group that reads none (as the loader reads a hole). */
const readsLiteral = (reads: GroupChunks['reads']) =>
  `[${reads.map((ids) => (ids.length ? JSON.stringify(ids) : '')).join(',')}]`

/**
 * The module each document imports first: it publishes the table, with the
 * runtime's exports, the kit groups the document carries (`carried`) and, in
 * a family's document, that family's layer; then starts the loader of the
 * other groups (`loader`, a module of the runtime, `sharedModules(base,
 * version, reads, carried)`). Only the exports lazy chunks use are kept from being
 * tree-shaken.
 */
export function exposeSource(
  layout: TableLayout,
  family: string | null,
  { carried, chunks, loader }: { carried: readonly number[]; chunks: GroupChunks; loader: string },
): string {
  const layer = family && layout.layers.get(family)
  const ranges = [
    { base: 0, keys: layout.runtime },
    ...carried.flatMap((id) => layout.groups.get(id) ?? []),
    ...(layer ? [layer] : []),
  ]
  const imported = ranges.map((range) => importsOf(range.keys, range.base))
  // One array, each export at its key, with holes where the ranges of what the document lacks go.
  const slots: string[] = []
  for (const { items } of imported) for (const item of items) slots[Number(item.slice(1))] = item
  return [
    ...imported.flatMap(({ lines }) => lines),
    `import { sharedModules } from ${JSON.stringify(loader)}`,
    // A function, not the array itself: the stand-ins' reads are pure calls esbuild may drop when unused.
    `const ${TABLE_GLOBAL} = globalThis.${TABLE_GLOBAL} = [${Array.from(slots, (item) => item ?? '').join(', ')}]`,
    `globalThis.${RUNTIME_GLOBAL} = (key) => ${TABLE_GLOBAL}[key]`,
    `globalThis.${SHARED_GLOBAL} = sharedModules(${JSON.stringify(chunks.base)}, ${JSON.stringify(chunks.version)}, ${readsLiteral(chunks.reads)}, ${JSON.stringify(carried)})`,
  ].join('\n')
}

/**
 * A kit group's chunk: runs the group's modules (as a document carrying them
 * would: whatever they do at the top level) and publishes their exports
 * that others read.
 */
export function groupEntrySource(layout: TableLayout, group: number, modules: readonly string[]): string {
  const range = layout.groups.get(group)
  return [
    ...modules.map((m) => `import ${JSON.stringify(m)}`),
    `const ${TABLE_GLOBAL} = globalThis.${TABLE_GLOBAL}`,
    ...(range ? publishLines(range) : []),
  ].join('\n')
}

/**
 * A kit group's entry in a readable pass: keeps what others may read of it,
 * `keep` (every export, on the first pass), so that what the group reads of
 * others in turn is seen.
 */
export function groupKeepSource(modules: readonly string[], keep: readonly string[] | null): string {
  if (!keep) return modules.map((m, i) => `export * as _${i} from ${JSON.stringify(m)}`).join('\n')
  const { lines, items } = importsOf([...keep], 0)
  return [
    ...modules.map((m) => `import ${JSON.stringify(m)}`),
    ...lines,
    `globalThis.${TABLE_GLOBAL}?.push(${items.join(', ')})`,
  ].join('\n')
}

/** A family's chunk when it comes after the document: publishes its layer for its parts, then is the family's module. */
export function familyEntrySource(layout: TableLayout, family: string): string {
  const layer = layout.layers.get(family)
  return [
    `const ${TABLE_GLOBAL} = globalThis.${TABLE_GLOBAL}`,
    ...(layer ? publishLines(layer) : []),
    `export { default } from ${JSON.stringify(family)}`,
  ].join('\n')
}

/** The stand-in key of an export in the second pass: its index in the table. */
export const numericKeys =
  (layout: TableLayout) =>
  (path: string, name: string): number =>
    layout.keys.get(`${path}|${name}`) ?? -1

/** The stand-in key of an export in the first pass: where it comes from, readable. */
export const readableKeys = (path: string, name: string): string => JSON.stringify(`${path}|${name}`)
