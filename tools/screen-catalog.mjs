import * as esbuild from 'esbuild'

/**
 * What the widget's screen registry (widget/app/screen-registry.ts) maps,
 * read from the registry itself so the build follows it as families are
 * added: for every screen type, the module its `load()` imports, its text
 * namespace, its stylesheets and whether it is guarded.
 *
 * The registry is bundled for Node with every dynamic import replaced by a
 * stand-in module that only names the file it stands for; calling each
 * entry's `load()` then says which module that screen type loads, without
 * loading any screen code.
 *
 * Returns `[{ type, module, namespace, styles, guarded }]`, `module` an absolute path.
 */
export async function screenCatalog({ root, registry, alias, define, plugins = [] }) {
  const standIn = {
    name: 'module-path-stand-in',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import') return undefined
        const resolved = await build.resolve(args.path, { kind: 'import-statement', importer: args.importer, resolveDir: args.resolveDir })
        if (resolved.errors.length) return { errors: resolved.errors }
        return { path: resolved.path, namespace: 'module-path' }
      })
      build.onLoad({ filter: /.*/, namespace: 'module-path' }, (args) => ({ contents: `export const __modulePath = ${JSON.stringify(args.path)}`, loader: 'js' }))
    },
  }
  const result = await esbuild.build({
    entryPoints: [registry],
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    jsx: 'automatic',
    jsxImportSource: 'react',
    alias,
    define,
    plugins: [...plugins, standIn],
    logLevel: 'warning',
  })
  const source = result.outputFiles[0].text
  const { screenTypes, screenEntry } = await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)
  if (!Array.isArray(screenTypes) || typeof screenEntry !== 'function') throw new Error(`${registry} must export screenTypes and screenEntry`)
  const catalog = []
  for (const type of screenTypes) {
    const entry = screenEntry(type)
    const loaded = await entry.load()
    if (typeof loaded?.__modulePath !== 'string') throw new Error(`screen type ${type}: load() must return a dynamic import() of its module`)
    catalog.push({ type, module: loaded.__modulePath, namespace: entry.namespace ?? null, styles: [...(entry.styles ?? [])], guarded: !!entry.guarded })
  }
  return catalog
}
