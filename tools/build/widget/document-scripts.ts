import * as esbuild from 'esbuild'
import { type Insertion, retryableInsertions, retryableOutput } from '../retryable-imports.ts'
import { refuseForwardReferences, sourceOrigin } from '../script-order.ts'
import { lastStatementCalls, scriptPieces } from '../script-pieces.ts'
import { terserPass } from '../terser-pass.ts'
import { exposeSource, type KitGroup } from '../shared-runtime.ts'
import { refuseSplitState } from '../split-state.ts'
import type { LazyChunks } from './lazy-chunks.ts'
import { familyEntry, type Variant, virtualModules, type WidgetBuild, widgetOptions } from './options.ts'

/** A variant's document script: its classic pieces and CSS, and the modules it carries (esbuild's inputs). */
export interface DocumentScript extends Variant {
  scripts: string[]
  css: string
  inputs: Record<string, unknown>
  /**
   * esbuild's output before its rewrite and cut, with its source map, and what the rewrite inserted into it:
   * which module each byte is (../document-modules.ts).
   */
  bundle: { code: string; map: string; mapFile: string; insertions: Insertion[] }
}

/**
 * Stage "document scripts": one per first-screen variant, and one without a
 * hint (the runtime alone). Each is the runtime (publishing the runtime
 * table), plus for a screen type its family's module registered as
 * preloaded with the kit groups its first screen runs, as one scope-hoisted
 * bundle whose lazy imports point at the chunks (and wait for the groups
 * they read that it lacks); minified again, production only (../terser-pass.ts);
 * checked for the order its cuts rely on (../script-order.ts), cut
 * into classic scripts that run as they arrive (../script-pieces.ts), to be
 * inlined in the HTML with its CSS (../documents.ts). Fails the build when a
 * page could hold two copies of one of our modules (../split-state.ts).
 */
export async function documentScripts(
  build: WidgetBuild,
  variants: readonly Variant[],
  chunks: LazyChunks,
  groups: readonly KitGroup[],
): Promise<DocumentScript[]> {
  const documents: DocumentScript[] = []
  const carriedBy = (module: string | null) =>
    groups.filter((g) => module && g.families.includes(module)).map((g) => g.id)
  for (const variant of [{ key: '', types: [], infos: [], module: null, styles: [] }, ...variants])
    documents.push(await documentScript(build, variant, chunks, carriedBy(variant.module)))
  const { outputs } = chunks
  refuseSplitState({
    documents,
    chunks: outputs,
    familyChunk: (module) =>
      Object.keys(outputs).find(
        (file) => outputs[file]!.entryPoint === `idv-virtual:${familyEntry(module, build.root)}`,
      ),
    carriedChunks: (module) => carriedBy(module).map((id) => chunks.groupFiles[id]!),
    kit: build.kit,
  })
  return documents
}

async function documentScript(
  build: WidgetBuild,
  variant: Variant,
  { layout, urlOf, groupChunks, needsOf }: LazyChunks,
  carried: number[],
): Promise<DocumentScript> {
  const { root, plugins } = build
  const { common, abs } = widgetOptions(build)
  const virtual = {
    'idv:entry': [
      build.early ? `import ${JSON.stringify(abs(build.early))}` : '',
      'import "idv:expose"',
      variant.module || build.families ? 'import "idv:preload"' : '',
      `import ${JSON.stringify(abs(build.main))}`,
    ].join('\n'),
    'idv:expose': exposeSource(layout, variant.module, { carried, chunks: groupChunks, loader: abs(build.loader) }),
    // A hinted document: its family's module, stylesheets and catalog facts. Without a hint: every family's entry.
    'idv:preload': variant.module
      ? [
          `import { preloadScreen } from ${JSON.stringify(abs(build.registry))}`,
          `import * as screen from ${JSON.stringify(variant.module)}`,
          `preloadScreen(${JSON.stringify(variant.infos)}, screen, ${JSON.stringify(variant.styles)})`,
        ].join('\n')
      : build.families
        ? [
            `import { provideFamilies } from ${JSON.stringify(abs(build.registry))}`,
            `import { entryOf } from ${JSON.stringify(abs(build.families))}`,
            'provideFamilies(entryOf)',
          ].join('\n')
        : '',
  }
  const result = await esbuild.build({
    ...common,
    entryPoints: ['idv:entry'],
    outdir: '/document',
    entryNames: 'document',
    write: false,
    metafile: true,
    // Only to name a forward reference where its source has it: the script itself is the same with or without.
    sourcemap: 'external',
    plugins: [
      ...plugins,
      virtualModules(virtual, root),
      dynamicImports((path) => {
        const url = urlOf.get(path)
        return url
          ? { path: url, external: true }
          : { errors: [{ text: `${path} is imported lazily but is no lazy chunk` }] }
      }),
    ],
  })
  const file = (ending: string) => result.outputFiles.find((f) => f.path.endsWith(ending))
  const mapFile = file('.js.map')!.path
  const esbuilt = { code: file('.js')!.text, map: file('.js.map')!.text }
  // The start stays where its module put it, compiled while bytes still arrive (../script-pieces.ts).
  const retain = lastStatementCalls(esbuilt.code)
  const js = common.minify ? await terserPass(esbuilt.code, { map: esbuilt.map, retain, cache: build.cache }) : esbuilt
  const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint)!
  const name = `document ${variant.key || '(no hint)'}`
  // What the document carries, its imports need not wait for.
  const lacking = (path: string) => {
    const need = needsOf(path)
    return need && { ...need, groups: need.groups.filter((id) => !carried.includes(id)) }
  }
  // Every build, whatever its cuts: the pieces' order holds for any cut (../script-order.ts).
  refuseForwardReferences(js.code, { name, origin: sourceOrigin(js.code, js.map, mapFile, root) })
  return {
    ...variant,
    scripts: scriptPieces(retryableOutput(name, js.code, output, lacking), { minified: common.minify, name }),
    css: file('.css')?.text ?? '',
    inputs: output.inputs,
    bundle: { code: js.code, map: js.map, mapFile, insertions: retryableInsertions(js.code, lacking) },
  }
}

/** Dynamic imports resolved, then handed to `map(path)`. */
function dynamicImports(map: (path: string) => esbuild.OnResolveResult): esbuild.Plugin {
  return {
    name: 'dynamic-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData?.dynamic) return undefined
        const resolved = await build.resolve(args.path, {
          kind: 'import-statement',
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { dynamic: true },
        })
        return resolved.errors.length ? { errors: resolved.errors } : map(resolved.path)
      })
    },
  }
}
