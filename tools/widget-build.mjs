import { readFile, writeFile } from 'node:fs/promises'
import { isAbsolute, join, relative } from 'node:path'
import * as esbuild from 'esbuild'
import { countDynamicImports, retryableImports } from './retryable-imports.mjs'
import { exportNames, exposeSource, isDuplicable, numericKeys, readableKeys, runtimeStandIns, usedExports, RUNTIME_GLOBAL } from './shared-runtime.mjs'

/**
 * The widget's JS, built for one round trip:
 *
 * - the runtime: what `widget/main.tsx` imports statically (the shell);
 * - the lazy chunks (`dist/assets/`): everything the runtime imports
 *   dynamically (each family, the pieces held back until after the first
 *   screen, telemetry…), sharing the runtime through `__idvR` (./shared-runtime.mjs);
 * - one document script per first-screen variant: the runtime, plus for a
 *   screen type its family's module, registered as preloaded. No variant
 *   (no hint) is the runtime alone. Each is one scope-hoisted bundle, to be
 *   inlined in the HTML with its CSS (tools/documents.mjs).
 *
 * `variants` are `[{ key, types, module, styles }]` from the screen catalog.
 */
export async function buildWidget({ root, outdir, main, registry, variants, production, target, alias, define, plugins }) {
  const abs = (path) => (isAbsolute(path) ? path : join(root, path))
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

  // 1. The runtime: the static closure of the entry; its dynamic imports are the lazy entries.
  const lazyEntries = new Set()
  const discovery = await esbuild.build({ ...common, entryPoints: [main], outdir: '/discovery', write: false, metafile: true, plugins: [...plugins, dynamicImports((path) => (lazyEntries.add(path), { path, external: true }))] })
  const runtime = new Set(Object.keys(discovery.metafile.inputs).map(abs))
  const names = await exportNames({ root, files: [...runtime], alias, define, plugins })

  // 2. The lazy chunks, twice: first to learn which runtime exports they read, then with short keys.
  const lazy = { ...common, entryPoints: [...lazyEntries], outdir, splitting: true, entryNames: '[name]-[hash]', chunkNames: 'chunk-[hash]', metafile: true, sourcemap: production ? false : 'linked' }
  const first = await esbuild.build({ ...lazy, write: false, plugins: [...plugins, runtimeStandIns({ runtime, names, keyOf: readableKeys })] })
  const used = usedExports(first.outputFiles.filter((f) => f.path.endsWith('.js')).map((f) => f.text))
  const chunks = await esbuild.build({ ...lazy, write: true, plugins: [...plugins, runtimeStandIns({ runtime, names, keyOf: numericKeys(used) })] })
  const outputs = chunks.metafile.outputs
  for (const [file, output] of Object.entries(outputs)) {
    if (file.endsWith('.css')) throw new Error(`${file}: a lazy module imports CSS, which nothing would load; list the family's styles in the screen registry instead`)
    if (!file.endsWith('.js')) continue
    const code = await readFile(join(root, file), 'utf8')
    if (code.includes(`${RUNTIME_GLOBAL}(-1)`)) throw new Error(`${file}: reads a runtime export the first pass did not see`)
    for (const input of Object.keys(output.inputs)) if (runtime.has(abs(input)) && !isDuplicable(abs(input))) throw new Error(`${file}: carries a copy of runtime module ${input}`)
    await writeFile(join(root, file), retryable(file, code, output))
  }
  // Where each lazily imported module landed, for the documents' dynamic imports.
  const urlOf = new Map(Object.entries(outputs).filter(([, o]) => o.entryPoint).map(([file, o]) => [abs(o.entryPoint), `/${relative(join(outdir, '..'), join(root, file))}`]))

  // 3. One document script per variant.
  const expose = exposeSource(used)
  const documents = []
  for (const variant of [{ key: '', types: [], module: null, styles: [] }, ...variants]) {
    const virtual = {
      'idv:entry': ['import "idv:expose"', variant.module ? 'import "idv:preload"' : '', `import ${JSON.stringify(abs(main))}`].join('\n'),
      'idv:expose': expose,
      'idv:preload': variant.module
        ? [
            `import { preloadScreen } from ${JSON.stringify(abs(registry))}`,
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
          return url ? { path: url, external: true } : { errors: [{ text: `${path} is imported lazily but is no lazy chunk` }] }
        }),
      ],
    })
    const js = result.outputFiles.find((f) => f.path.endsWith('.js'))
    const css = result.outputFiles.find((f) => f.path.endsWith('.css'))
    const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint)
    documents.push({ ...variant, js: retryable(`document ${variant.key || '(no hint)'}`, js.text, output), css: css?.text ?? '', inputs: output.inputs })
  }
  await refuseSplitState(root, runtime, outputs, documents)
  return { runtime, used, chunks: outputs, documents, lazyEntries }
}

/**
 * A module a document carries beyond the runtime (a family's) is a second
 * copy when a lazy chunk carries it too (a family's later part): harmless for
 * functions, wrong for state. A context provided through one copy is not the
 * one the other reads; a module-level signal would be two. Fails the build
 * on either, naming the module: move it into the runtime's reach, or keep it
 * on one side.
 */
async function refuseSplitState(root, runtime, chunks, documents) {
  const lazy = new Set(Object.values(chunks).flatMap((o) => Object.keys(o.inputs)))
  const both = new Set(documents.flatMap((d) => Object.keys(d.inputs)).filter((input) => lazy.has(input) && !runtime.has(join(root, input)) && /\.[jt]sx?$/.test(input) && !input.includes('node_modules')))
  for (const input of both) {
    const source = await readFile(join(root, input), 'utf8')
    if (/\bcreateContext\(|^(?:export\s+)?(?:const|let)\s+\w+\s*=\s*signal\(/m.test(source))
      throw new Error(`${input} holds a context or module-level state, and is in a first-screen document and in a lazy chunk: two copies would not share it`)
  }
}

/** Dynamic imports resolved, then handed to `map(path)`. */
function dynamicImports(map) {
  return {
    name: 'dynamic-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData?.dynamic) return undefined
        const resolved = await build.resolve(args.path, { kind: 'import-statement', importer: args.importer, resolveDir: args.resolveDir, pluginData: { dynamic: true } })
        return resolved.errors.length ? { errors: resolved.errors } : map(resolved.path)
      })
    },
  }
}

function virtualModules(modules, resolveDir) {
  return {
    name: 'virtual-modules',
    setup(build) {
      build.onResolve({ filter: /^idv:/ }, (args) => (args.path in modules ? { path: args.path, namespace: 'idv-virtual' } : undefined))
      build.onLoad({ filter: /.*/, namespace: 'idv-virtual' }, (args) => ({ contents: modules[args.path], loader: 'js', resolveDir }))
    },
  }
}

/**
 * Every chunk import made retryable after a failure (./retryable-imports.mjs);
 * fails when esbuild wrote one in a shape the rewrite does not see.
 */
function retryable(name, code, output) {
  const expected = output.imports.filter((i) => i.kind === 'dynamic-import').length
  if (countDynamicImports(code) !== expected) throw new Error(`${name}: expected ${expected} dynamic imports to make retryable, found ${countDynamicImports(code)}`)
  return expected ? retryableImports(code) : code
}
