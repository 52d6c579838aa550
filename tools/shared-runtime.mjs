import * as esbuild from 'esbuild'

/**
 * One runtime, shared by every first-screen document and every lazy chunk.
 *
 * The runtime (the shell: everything `widget/main.tsx` imports statically,
 * with preact, signals, wouter…) is inlined in each first-screen document,
 * so it has no URL a lazy chunk could import it from. Instead, each
 * document's script publishes the runtime's exports that lazy chunks use as
 * a table, `globalThis.__idvR(key)`, before the widget starts; and the lazy
 * chunks are built with every import of a runtime module replaced by a
 * stand-in module that reads the export from that table. So there is one
 * preact, one signals graph, one set of contexts, however a chunk arrives.
 *
 * Keys are assigned in two passes: the first builds the chunks with readable
 * keys ("path|name") to learn which exports they use, the second with short
 * numeric ones (sorted, so the same chunks give the same keys and the
 * content hashes of the chunk names stay true).
 */

export const RUNTIME_GLOBAL = '__idvR'

/**
 * Libraries made of pure functions without module state, which a lazy chunk
 * may carry a copy of rather than force every export it uses into every
 * document: valibot (its global config and message stores are never set by
 * the widget, so copies agree).
 */
const DUPLICABLE = [/[\\/]node_modules[\\/]valibot[\\/]/]
export const isDuplicable = (path) => DUPLICABLE.some((pattern) => pattern.test(path))

const isScript = (path) => /\.[cm]?[jt]sx?$/.test(path)

/**
 * The export names of each runtime module, by absolute path: one esbuild
 * pass with every module as an entry.
 */
export async function exportNames({ root, files, alias, define, plugins }) {
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
  const names = new Map()
  for (const output of Object.values(result.metafile.outputs)) {
    if (output.entryPoint) names.set(resolveFrom(root, output.entryPoint), output.exports)
  }
  return names
}

const resolveFrom = (root, path) => (path.startsWith('/') ? path : `${root}/${path}`)

/**
 * The esbuild plugin of the lazy build: any import that resolves to a
 * runtime module (other than a duplicable library) becomes a stand-in whose
 * exports read `__idvR(key)`. `keyOf(path, name)` gives the key literal.
 */
export function runtimeStandIns({ runtime, names, keyOf }) {
  return {
    name: 'runtime-stand-ins',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData?.standIns || args.kind === 'entry-point') return undefined
        const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: { standIns: true } })
        if (resolved.errors.length || !runtime.has(resolved.path) || isDuplicable(resolved.path)) return resolved.errors.length ? { errors: resolved.errors } : resolved
        return { path: resolved.path, namespace: 'idv-runtime' }
      })
      build.onLoad({ filter: /.*/, namespace: 'idv-runtime' }, (args) => {
        const exported = names.get(args.path)
        if (!exported) return { errors: [{ text: `runtime module without known exports: ${args.path}` }] }
        const lines = exported.map((name, i) => `const _${i} = /* @__PURE__ */ ${RUNTIME_GLOBAL}(${keyOf(args.path, name)})`)
        lines.push(`export { ${exported.map((name, i) => `_${i} as ${name}`).join(', ')} }`)
        return { contents: lines.join('\n'), loader: 'js' }
      })
    },
  }
}

/** The runtime exports that built chunks read, from first-pass keys `"path|name"` in their code. */
export function usedExports(codes) {
  const used = new Set()
  const pattern = new RegExp(`${RUNTIME_GLOBAL}\\("([^"|]+)\\|([^"]+)"\\)`, 'g')
  for (const code of codes) for (const [, path, name] of code.matchAll(pattern)) used.add(`${path}|${name}`)
  return [...used].sort()
}

/**
 * The module each document imports first: it publishes the table. Only the
 * exports lazy chunks use are kept from being tree-shaken.
 */
export function exposeSource(used) {
  const imports = new Map()
  const items = used.map((key, i) => {
    const [path, name] = key.split('|')
    if (!imports.has(path)) imports.set(path, [])
    imports.get(path).push(`${name} as _${i}`)
    return `_${i}`
  })
  const lines = [...imports].map(([path, specifiers]) => `import { ${specifiers.join(', ')} } from ${JSON.stringify(path)}`)
  // A function, not the array itself: the stand-ins' reads are pure calls esbuild may drop when unused.
  lines.push(`const table = [${items.join(', ')}]`)
  lines.push(`globalThis.${RUNTIME_GLOBAL} = (key) => table[key]`)
  return lines.join('\n')
}

/** The stand-in key of an export in the second pass: its index among the used ones. */
export function numericKeys(used) {
  const index = new Map(used.map((key, i) => [key, i]))
  return (path, name) => {
    const i = index.get(`${path}|${name}`)
    // Unused exports get a key no table has: their stand-ins are dropped as unused anyway.
    return i === undefined ? -1 : i
  }
}

/** The stand-in key of an export in the first pass: where it comes from, readable. */
export const readableKeys = (path, name) => JSON.stringify(`${path}|${name}`)
