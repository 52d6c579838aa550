import { readFile } from 'node:fs/promises'
import { extname } from 'node:path'

/**
 * Every lazily loaded module runs after the shell, so it may as well depend
 * on all of it. Prepending an import of the shell's start module to each of
 * them makes every first-screen module reachable from every chunk, and
 * esbuild's code splitting (which groups modules by the set of entries
 * reaching them) then puts the whole first screen in one shared chunk,
 * instead of several small ones whose count depends on which lazy chunk
 * happens to use what: fewer requests and better compression.
 */
export function shellFirst(shellModule) {
  return {
    name: 'shell-first',
    setup(build) {
      const lazy = new Set()
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData?.shellFirst) return undefined
        const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: { shellFirst: true } })
        if (!resolved.errors.length) lazy.add(resolved.path)
        return resolved
      })
      build.onLoad({ filter: /\.[jt]sx?$/ }, async (args) => {
        if (!lazy.has(args.path)) return undefined
        const source = await readFile(args.path, 'utf8')
        return { contents: `import ${JSON.stringify(shellModule)}\n${source}`, loader: extname(args.path).slice(1), resolveDir: undefined }
      })
    },
  }
}
