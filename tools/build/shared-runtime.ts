import * as esbuild from 'esbuild'
import { SHORT_GLOBALS } from '../../contracts/short-names.ts'

/**
 * One runtime, shared by every first-screen document and every lazy chunk.
 *
 * The runtime (the shell: everything `widget/main.tsx` imports statically,
 * with preact, signals, wouter and the family kit) is inlined in each
 * first-screen document, so it has no URL a lazy chunk could import it
 * from. Instead, each document's script publishes the runtime's exports that
 * lazy chunks use in a table, `globalThis.__idvR(key)` (its name:
 * contracts/short-names.ts), before the widget
 * starts; and the lazy chunks are built with every import of a runtime
 * module replaced by a stand-in module that reads the export from that
 * table. So there is one preact, one signals graph, one set of contexts,
 * however a chunk arrives.
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
 * each family's in a range of its own.
 */

/** The lookup a chunk reads a shared export through. */
export const RUNTIME_GLOBAL = SHORT_GLOBALS.runtimeLookup
/** The table itself, for a family chunk to add its layer to. */
const TABLE_GLOBAL = SHORT_GLOBALS.runtimeTable

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
/** The table's layout (tableLayout). */
export interface TableLayout {
  keys: Map<string, number>
  runtime: string[]
  layers: Map<string, { base: number; keys: string[] }>
}

/** Which family's layer a module belongs to, if any. */
export type LayerOf = (path: string) => string | undefined

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
 * module (other than a duplicable library), or to a module of a family's
 * layer from outside that layer, becomes a stand-in whose exports read
 * `__idvR(key)`. `layerOf(path)` names the family a module's layer belongs
 * to; imports from build-time modules (a family chunk's publishing entry)
 * are never stood in for. `keyOf(path, name)` gives the key literal.
 */
export function runtimeStandIns({
  runtime,
  layerOf = () => undefined,
  names,
  keyOf,
}: {
  runtime: Set<string>
  layerOf?: LayerOf
  names: Map<string, string[]>
  keyOf: (path: string, name: string) => string | number
}): esbuild.Plugin {
  return {
    name: 'runtime-stand-ins',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData?.standIns || args.kind === 'entry-point') return undefined
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { standIns: true },
        })
        if (resolved.errors.length) return { errors: resolved.errors }
        if (runtime.has(resolved.path) && !isDuplicable(resolved.path))
          return { path: resolved.path, namespace: 'idv-runtime' }
        const layer = layerOf(resolved.path)
        if (layer && args.namespace === 'file' && layerOf(args.importer) !== layer)
          return { path: resolved.path, namespace: 'idv-runtime' }
        return resolved
      })
      build.onLoad({ filter: /.*/, namespace: 'idv-runtime' }, (args) => {
        const exported = names.get(args.path)
        if (!exported) return { errors: [{ text: `shared module without known exports: ${args.path}` }] }
        const lines = exported.map(
          (name, i) => `const _${i} = /* @__PURE__ */ ${RUNTIME_GLOBAL}(${keyOf(args.path, name)})`,
        )
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
 * family layer's in a range of its own. `layerOf(path)` as above.
 * Returns `{ keys: Map(key → index), runtime: [key], layers: Map(family → { base, keys }) }`.
 */
export function tableLayout(used: string[], layerOf: LayerOf): TableLayout {
  const sorted = [...used].sort()
  const runtime = sorted.filter((key) => !layerOf(key.split('|')[0]!))
  const layers = new Map<string, string[]>()
  for (const key of sorted) {
    const family = layerOf(key.split('|')[0]!)
    if (family) layers.set(family, [...(layers.get(family) ?? []), key])
  }
  const keys = new Map(runtime.map((key, i) => [key, i]))
  let next = runtime.length
  const ranges: TableLayout['layers'] = new Map()
  for (const family of [...layers.keys()].sort()) {
    ranges.set(family, { base: next, keys: layers.get(family)! })
    for (const key of layers.get(family)!) keys.set(key, next++)
  }
  return { keys, runtime, layers: ranges }
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

/** Adds a layer's exports to the table at `base`. */
const publishLines = (layer: { base: number }, items: string[]) =>
  items.length ? [`;[${items.join(', ')}].forEach((v, i) => (${TABLE_GLOBAL}[${layer.base} + i] = v))`] : []

/**
 * The module each document imports first: it publishes the table, with the
 * runtime's exports and, in a family's document, that family's layer. Only
 * the exports lazy chunks use are kept from being tree-shaken.
 */
export function exposeSource(layout: TableLayout, family: string | null): string {
  const runtime = importsOf(layout.runtime, 0)
  const layer = family && layout.layers.get(family)
  const own = layer ? importsOf(layer.keys, layer.base) : { lines: [], items: [] as string[] }
  return [
    ...runtime.lines,
    ...own.lines,
    // A function, not the array itself: the stand-ins' reads are pure calls esbuild may drop when unused.
    `const ${TABLE_GLOBAL} = globalThis.${TABLE_GLOBAL} = [${runtime.items.join(', ')}]`,
    `globalThis.${RUNTIME_GLOBAL} = (key) => ${TABLE_GLOBAL}[key]`,
    ...(layer ? publishLines(layer, own.items) : []),
  ].join('\n')
}

/** A family's chunk when it comes after the document: publishes its layer for its parts, then is the family's module. */
export function familyEntrySource(layout: TableLayout, family: string): string {
  const layer = layout.layers.get(family)
  const own = layer ? importsOf(layer.keys, layer.base) : { lines: [], items: [] as string[] }
  return [
    ...own.lines,
    `const ${TABLE_GLOBAL} = globalThis.${TABLE_GLOBAL}`,
    ...(layer ? publishLines(layer, own.items) : []),
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
