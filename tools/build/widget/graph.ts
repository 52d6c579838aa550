import { familyLayers, type Layer, type ModuleGraph, moduleGraph } from '../module-graph.ts'
import { exportNames, type GroupOf, isDuplicable, type KitGroup, type LayerOf } from '../shared-runtime.ts'
import type { Variant, WidgetBuild } from './options.ts'
import { widgetOptions } from './options.ts'

/** What the later stages build from: what loads what, each family's layer, the kit's groups, the exports they share. */
export interface WidgetGraph {
  graph: ModuleGraph
  /** The entry's static closure (the shell), absolute paths. */
  runtime: Set<string>
  /** Each family's module, absolute. */
  families: string[]
  layers: Map<string, Layer>
  layerOf: LayerOf
  /** The kit in groups: the modules the same first screens run (../shared-runtime.ts). */
  groups: KitGroup[]
  groupOf: GroupOf
  /** Each shared module's export names. */
  names: Map<string, string[]>
}

/**
 * Stage "widget graph": what loads what (the runtime: the entry's static
 * closure; the kit's modules; the lazy entries), each family's layer and
 * parts (../module-graph.ts), the kit cut into groups, and the export names
 * of every module a chunk may read from the runtime table. Fails when a page
 * could hold two copies of one of our modules.
 */
export async function widgetGraph(build: WidgetBuild, variants: readonly Variant[]): Promise<WidgetGraph> {
  const { root, main, kit, alias, define, plugins } = build
  const { common, rel } = widgetOptions(build)
  const graph = await moduleGraph({ root, main, kit, common, plugins })
  const runtime = graph.runtime
  const families = [...new Set(variants.flatMap((v) => (v.module ? [v.module] : [])))]
  const { layers, problems } = familyLayers({ graph, families, kit, relative: rel })
  if (problems.length) throw new Error(`A page could hold two copies of a module:\n${problems.join('\n')}`)
  const layerOfModule = new Map(
    [...layers].flatMap(([family, { closure }]) => [...closure].map((m) => [m, family] as const)),
  )
  const layerOf: LayerOf = (path) => layerOfModule.get(path)
  const groups = kitGroups(
    [...graph.kit].filter((m) => !isDuplicable(m)),
    families.map((family) => ({ family, closure: graph.units.get(family)!.closure })),
    rel,
  )
  const groupOfModule = new Map(groups.flatMap((g) => g.modules.map((m) => [m, g.id] as const)))
  const groupOf: GroupOf = (path) => groupOfModule.get(path)
  const names = await exportNames({
    root,
    files: [...runtime, ...layerOfModule.keys(), ...groupOfModule.keys()],
    alias,
    define,
    plugins,
  })
  return { graph, runtime, families, layers, layerOf, groups, groupOf, names }
}

/**
 * The kit cut into groups of modules that the same families' first screens
 * run: a document carries each group whole or not at all, so a group's chunk
 * never loads beside a copy of one of its modules. Ordered by their first
 * module, so the same kit gives the same ids.
 */
export function kitGroups(
  kit: string[],
  families: ReadonlyArray<{ family: string; closure: ReadonlySet<string> }>,
  relative: (path: string) => string,
): KitGroup[] {
  const bySignature = new Map<string, { modules: string[]; families: string[] }>()
  for (const module of [...kit].sort((a, b) => relative(a).localeCompare(relative(b)))) {
    const users = families.filter(({ closure }) => closure.has(module)).map(({ family }) => family)
    const signature = users.join('\n')
    const group = bySignature.get(signature) ?? { modules: [], families: users }
    group.modules.push(module)
    bySignature.set(signature, group)
  }
  return [...bySignature.values()].map((group, id) => ({
    id,
    name: `k${id}`,
    ...group,
  }))
}

/** The kit's groups as the build prints them: each chunk's name, its modules and the documents that carry it. */
export const describeKitGroups = (groups: readonly KitGroup[], relative: (path: string) => string): string =>
  [
    `family kit: ${groups.length} groups (dist/assets/k<id>-*.js), each carried by the documents of the families listed`,
    ...groups.map(
      (g) =>
        `  ${g.name.padEnd(4)} ${g.modules.map((m) => relative(m).replace(/^widget\//, '')).join(' ')}  ← ${
          g.families.map((f) => relative(f).split('/').at(-2)).join(' ') || 'no first screen'
        }`,
    ),
  ].join('\n')
