import { isAbsolute, join } from 'node:path'
import * as esbuild from 'esbuild'

/** What loads what (moduleGraph). */
export interface ModuleGraph {
  runtime: Set<string>
  /** What the families share beyond the runtime: the kit's static closure less the runtime, absolute paths. */
  kit: Set<string>
  units: Map<string, { closure: Set<string>; lazy: Set<string> }>
  lazyEntries: Set<string>
}

/** A family's layer: what its document carries beyond the runtime, and its parts. */
export interface Layer {
  closure: Set<string>
  parts: Set<string>
}

/**
 * What the widget's entry loads and when, from one esbuild pass that bundles
 * the entry with code splitting and keeps the metafile: every `import()`
 * becomes a unit (a lazy entry) of its own.
 *
 * - `runtime`: the entry's static closure (the shell), absolute paths;
 * - `kit`: the static closure of `kit` (the list of what families share),
 *   less the runtime: modules a document carries only when its family's
 *   first screen runs them (../shared-runtime.ts);
 * - `units`: each lazy entry by absolute path: its static closure
 *   (`closure`, runtime modules included) and the entries it imports
 *   lazily (`lazy`).
 *
 * A unit's closure is the union of the inputs of its output and of every
 * chunk that output imports statically, which is what loading it evaluates.
 */
export async function moduleGraph({
  root,
  main,
  kit,
  common,
  plugins = [],
}: {
  root: string
  main: string
  kit: string
  common: esbuild.BuildOptions
  plugins?: esbuild.Plugin[]
}): Promise<ModuleGraph> {
  const abs = (path: string) => (isAbsolute(path) ? path : join(root, path))
  const { metafile } = await esbuild.build({
    ...common,
    entryPoints: [main, kit],
    outdir: '/graph',
    splitting: true,
    write: false,
    metafile: true,
    minify: false,
    plugins,
  })
  const outputs = metafile.outputs
  // Dynamic imports the shell makes are its own lazy entries, not those of every unit that shares its chunks.
  const shell = new Set<string>()
  const closureOf = (file: string) => {
    const seen = new Set<string>()
    const modules = new Set<string>()
    const lazy = new Set<string>()
    const visit = (out: string) => {
      if (seen.has(out)) return
      seen.add(out)
      for (const input of Object.keys(outputs[out]!.inputs)) modules.add(abs(input))
      for (const edge of outputs[out]!.imports) {
        if (edge.kind === 'import-statement') visit(edge.path)
        else if (edge.kind === 'dynamic-import' && !edge.external && !shell.has(out)) lazy.add(edge.path)
      }
    }
    visit(file)
    return { modules, lazy }
  }
  const entryOf = new Map(
    Object.entries(outputs)
      .filter(([, o]) => o.entryPoint)
      .map(([file, o]) => [file, abs(o.entryPoint!)]),
  )
  const mainFile = [...entryOf].find(([, entry]) => entry === abs(main))![0]
  const kitFile = [...entryOf].find(([, entry]) => entry === abs(kit))![0]
  const shellClosure = closureOf(mainFile)
  const runtime = shellClosure.modules
  const kitClosure = closureOf(kitFile)
  const kitModules = new Set([...kitClosure.modules].filter((m) => !runtime.has(m) && m !== abs(kit)))
  const visitShell = (out: string) => {
    if (shell.has(out)) return
    shell.add(out)
    for (const edge of outputs[out]!.imports) if (edge.kind === 'import-statement') visitShell(edge.path)
  }
  visitShell(mainFile)
  const units: ModuleGraph['units'] = new Map()
  for (const [file, entry] of entryOf) {
    if (file === mainFile || file === kitFile) continue
    const { modules, lazy } = closureOf(file)
    units.set(entry, { closure: modules, lazy: new Set([...lazy].map((f) => entryOf.get(f)!)) })
  }
  return {
    runtime,
    kit: kitModules,
    units,
    lazyEntries: new Set([...shellClosure.lazy, ...kitClosure.lazy].map((f) => entryOf.get(f)!)),
  }
}

/** Our own source, as opposed to a library's (node_modules) or a build-time virtual module. */
export const isOwnModule = (path: string): boolean =>
  !path.includes('node_modules/') && !path.includes(':') && /\.[cm]?[jt]sx?$/.test(path)

/**
 * Each family's layer: the modules its first-screen document carries beyond
 * the runtime and the kit (its module's static closure), and its parts (the lazy
 * entries that closure imports, and theirs in turn), which read those
 * modules from the family's layer instead of carrying copies.
 *
 * A module can be in one layer only, and nothing but that family's parts may
 * use it: any other chunk could load beside the family's document (after a
 * switch of method, a held-back piece, another family's part) and would
 * carry a second copy, with its own state. Such a module belongs in the
 * kit (`kit` names its list), whose modules a page holds once, in the
 * runtime table (../shared-runtime.ts). Returns
 * `{ layers: Map(family → { closure, parts }), problems: [message] }`.
 */
export function familyLayers({
  graph,
  families,
  kit,
  relative,
}: {
  graph: ModuleGraph
  families: string[]
  kit: string
  relative: (path: string) => string
}): { layers: Map<string, Layer>; problems: string[] } {
  const layers = new Map<string, Layer>()
  for (const family of families) {
    const unit = graph.units.get(family)
    if (!unit) throw new Error(`${relative(family)} is in the screen registry but no lazy entry of the widget`)
    const closure = new Set(
      [...unit.closure].filter((m) => !graph.runtime.has(m) && !graph.kit.has(m) && isOwnModule(m)),
    )
    const parts = new Set<string>()
    const visit = (entry: string) => {
      for (const next of graph.units.get(entry)?.lazy ?? []) {
        if (families.includes(next) || parts.has(next)) continue
        parts.add(next)
        visit(next)
      }
    }
    visit(family)
    layers.set(family, { closure, parts })
  }
  // A part is one family's: loaded from elsewhere too, it could find that family's layer missing.
  const owners = new Map<string, string[]>()
  for (const [family, { parts }] of layers)
    for (const part of parts) owners.set(part, [...(owners.get(part) ?? []), family])
  const problems = new Map<string, string>()
  for (const [family, { closure, parts }] of layers) {
    for (const [entry, unit] of graph.units) {
      if (
        entry === family ||
        (parts.has(entry) && owners.get(entry)!.length === 1 && !reachedOtherwise(graph, entry, layers))
      )
        continue
      for (const module of unit.closure) {
        if (!closure.has(module) || problems.has(module)) continue
        problems.set(
          module,
          `${relative(module)} is in ${relative(family)}'s first-screen document and in ${relative(entry)}'s chunk, which can load beside it: ` +
            `two copies on one page (state not shared, listeners twice). Add it to the kit (${kit}), whose modules a page holds once, or keep it to one family.`,
        )
      }
    }
  }
  return { layers, problems: [...problems.values()] }
}

/** True when `part` is imported lazily by the shell or a unit outside every family and its parts. */
function reachedOtherwise(graph: ModuleGraph, part: string, layers: Map<string, Layer>): boolean {
  if (graph.lazyEntries.has(part)) return true
  const inFamily = new Set([...layers].flatMap(([family, { parts }]) => [family, ...parts]))
  return [...graph.units].some(([entry, unit]) => !inFamily.has(entry) && unit.lazy.has(part))
}
