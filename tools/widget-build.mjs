import { readFile, writeFile } from 'node:fs/promises'
import { isAbsolute, join, relative } from 'node:path'
import * as esbuild from 'esbuild'
import { familyLayers, moduleGraph } from './module-graph.mjs'
import { countDynamicImports, retryableImports } from './retryable-imports.mjs'
import {
  exportNames,
  exposeSource,
  familyEntrySource,
  isDuplicable,
  numericKeys,
  readableKeys,
  runtimeStandIns,
  RUNTIME_GLOBAL,
  tableLayout,
  usedExports,
} from './shared-runtime.mjs'
import { scriptPieces } from './script-pieces.mjs'
import { refuseSplitState } from './split-state.mjs'

/** Where the shared runtime's family kit is declared (named in the build's refusals). */
export const FAMILY_KIT = 'widget/kit/family-kit.ts'

/**
 * The widget's JS, built for one round trip:
 *
 * - the runtime: what `widget/main.tsx` imports statically (the shell and
 *   the family kit);
 * - the lazy chunks (`dist/assets/`): everything the runtime imports
 *   dynamically (each family, the pieces held back until after the first
 *   screen, telemetry…), sharing the runtime through `__idvR`, and each
 *   family's parts sharing its layer (./shared-runtime.mjs);
 * - one document script per first-screen variant: the runtime, plus for a
 *   screen type its family's module, registered as preloaded. No variant
 *   (no hint) is the runtime alone. Each is one scope-hoisted bundle, cut
 *   into classic scripts that run as they arrive (./script-pieces.mjs), to be
 *   inlined in the HTML with its CSS (tools/documents.mjs).
 *
 * `variants` are `[{ key, types, module, styles }]` from the screen catalog.
 * Fails the build when a page could hold two copies of one of our modules
 * (./module-graph.mjs, ./split-state.mjs).
 */
export async function buildWidget({
  root,
  outdir,
  main,
  registry,
  variants,
  production,
  target,
  alias,
  define,
  plugins,
}) {
  const abs = (path) => (isAbsolute(path) ? path : join(root, path))
  const rel = (path) => relative(root, path)
  const common = {
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    target,
    minify: production,
    legalComments: 'none',
    jsx: 'automatic',
    jsxImportSource: 'react',
    alias,
    define,
    logLevel: 'warning',
  }

  // 1. What loads what: the runtime (the entry's static closure), the lazy entries, each family's layer and parts.
  const graph = await moduleGraph({ root, main, common, plugins })
  const runtime = graph.runtime
  const families = [...new Set(variants.map((v) => v.module))]
  const { layers, problems } = familyLayers({ graph, families, kit: FAMILY_KIT, relative: rel })
  if (problems.length) throw new Error(`A page could hold two copies of a module:\n${problems.join('\n')}`)
  const layerOfModule = new Map([...layers].flatMap(([family, { closure }]) => [...closure].map((m) => [m, family])))
  const layerOf = (path) => layerOfModule.get(path)
  const names = await exportNames({ root, files: [...runtime, ...layerOfModule.keys()], alias, define, plugins })

  // 2. The lazy chunks, twice: first to learn which shared exports they read, then with short keys.
  // A family's entry publishes its layer for its parts, then is the family's module.
  const familyEntry = (family) => `idv-family:${family}`
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
  }
  const familyEntries = (layout) =>
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
    await writeFile(join(root, file), retryable(file, code, output))
  }
  // Where each lazily imported module landed, for the documents' dynamic imports.
  const sourceOf = (entryPoint) =>
    entryPoint.startsWith(`idv-virtual:idv-family:`)
      ? entryPoint.slice('idv-virtual:idv-family:'.length)
      : abs(entryPoint)
  const urlOf = new Map(
    Object.entries(outputs)
      .filter(([, o]) => o.entryPoint)
      .map(([file, o]) => [sourceOf(o.entryPoint), `/${relative(join(outdir, '..'), join(root, file))}`]),
  )

  // 3. One document script per variant.
  const documents = []
  for (const variant of [{ key: '', types: [], module: null, styles: [] }, ...variants])
    documents.push(
      await documentScript({
        variant,
        common,
        plugins,
        root,
        entry: abs(main),
        registry: abs(registry),
        layout,
        urlOf,
      }),
    )
  refuseSplitState({
    documents,
    chunks: outputs,
    familyChunk: (module) =>
      Object.keys(outputs).find((file) => outputs[file].entryPoint === `idv-virtual:${familyEntry(module)}`),
    kit: FAMILY_KIT,
  })
  return { runtime, chunks: outputs, documents, layers, sharedExports: layout.keys.size }
}

/**
 * A variant's document script: the runtime (publishing the shared table),
 * its family's module registered as preloaded, then the entry; lazy imports
 * point at the chunks (`urlOf`). Cut into the pieces the document carries.
 */
async function documentScript({ variant, common, plugins, root, entry, registry, layout, urlOf }) {
  const virtual = {
    'idv:entry': [
      'import "idv:expose"',
      variant.module ? 'import "idv:preload"' : '',
      `import ${JSON.stringify(entry)}`,
    ].join('\n'),
    'idv:expose': exposeSource(layout, variant.module),
    'idv:preload': variant.module
      ? [
          `import { preloadScreen } from ${JSON.stringify(registry)}`,
          `import * as screen from ${JSON.stringify(variant.module)}`,
          `preloadScreen(${JSON.stringify(variant.types)}, screen, ${JSON.stringify(variant.styles)})`,
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
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))
  const css = result.outputFiles.find((f) => f.path.endsWith('.css'))
  const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint)
  const name = `document ${variant.key || '(no hint)'}`
  return {
    ...variant,
    scripts: scriptPieces(retryable(name, js.text, output), { minified: common.minify, name }),
    css: css?.text ?? '',
    inputs: output.inputs,
  }
}

/** A lazy entry's output name: its file's, as esbuild would name it. */
const entryName = (path) => path.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, '')

/** Dynamic imports resolved, then handed to `map(path)`. */
function dynamicImports(map) {
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

function virtualModules(modules, resolveDir) {
  return {
    name: 'virtual-modules',
    setup(build) {
      const names = Object.keys(modules).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      if (!names.length) return
      build.onResolve({ filter: new RegExp(`^(?:${names.join('|')})$`) }, (args) => ({
        path: args.path,
        namespace: 'idv-virtual',
      }))
      build.onLoad({ filter: /.*/, namespace: 'idv-virtual' }, (args) => ({
        contents: modules[args.path],
        loader: 'js',
        resolveDir,
      }))
    },
  }
}

/**
 * Every chunk import made retryable after a failure (./retryable-imports.mjs);
 * fails when esbuild wrote one in a shape the rewrite does not see.
 */
function retryable(name, code, output) {
  const expected = output.imports.filter((i) => i.kind === 'dynamic-import').length
  if (countDynamicImports(code) !== expected)
    throw new Error(
      `${name}: expected ${expected} dynamic imports to make retryable, found ${countDynamicImports(code)}`,
    )
  return expected ? retryableImports(code) : code
}
