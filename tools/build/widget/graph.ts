import { familyLayers, type Layer, type ModuleGraph, moduleGraph } from '../module-graph.ts'
import { exportNames, type LayerOf } from '../shared-runtime.ts'
import { FAMILY_KIT, type Variant, type WidgetBuild, widgetOptions } from './options.ts'

/** What the later stages build from: what loads what, each family's layer, the exports they share. */
export interface WidgetGraph {
  graph: ModuleGraph
  /** The entry's static closure (the shell and the family kit), absolute paths. */
  runtime: Set<string>
  /** Each family's module, absolute. */
  families: string[]
  layers: Map<string, Layer>
  layerOf: LayerOf
  /** Each shared module's export names. */
  names: Map<string, string[]>
}

/**
 * Stage "widget graph": what loads what (the runtime: the entry's static
 * closure; the lazy entries), each family's layer and parts (./module-graph.ts),
 * and the export names of every module a chunk may read from the runtime
 * table. Fails when a page could hold two copies of one of our modules.
 */
export async function widgetGraph(build: WidgetBuild, variants: readonly Variant[]): Promise<WidgetGraph> {
  const { root, main, alias, define, plugins } = build
  const { common, rel } = widgetOptions(build)
  const graph = await moduleGraph({ root, main, common, plugins })
  const runtime = graph.runtime
  const families = [...new Set(variants.flatMap((v) => (v.module ? [v.module] : [])))]
  const { layers, problems } = familyLayers({ graph, families, kit: FAMILY_KIT, relative: rel })
  if (problems.length) throw new Error(`A page could hold two copies of a module:\n${problems.join('\n')}`)
  const layerOfModule = new Map(
    [...layers].flatMap(([family, { closure }]) => [...closure].map((m) => [m, family] as const)),
  )
  const layerOf: LayerOf = (path) => layerOfModule.get(path)
  const names = await exportNames({ root, files: [...runtime, ...layerOfModule.keys()], alias, define, plugins })
  return { graph, runtime, families, layers, layerOf, names }
}
