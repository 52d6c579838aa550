import { isAbsolute, join, relative } from 'node:path'
import type * as esbuild from 'esbuild'
import { MANGLE_PROPS } from '../../../contracts/short-names.ts'
import { SUPPORTED } from '../settings.ts'

/** Where the family kit, what families share, is listed (../shared-runtime.ts). */
export const FAMILY_KIT = 'widget/kit/family-kit.ts'
/** The runtime's loader of the kit's groups (../shared-runtime.ts). */
export const SHARED_MODULES = 'widget/boot/shared-modules.ts'

/** A first-screen variant from the screen catalog: screen types whose module and stylesheets are the same. */
export interface Variant {
  key: string
  types: string[]
  /** Each type's facts from the catalog (contracts/screen-catalog.ts `SCREENS`), which the document carries for its own family alone. */
  infos: Array<{ type: string }>
  module: string | null
  styles: string[]
}

/** What every stage of the widget's JS is built with. */
export interface WidgetBuild {
  root: string
  /** The entry (`widget/main.tsx`) and the loaders (`widget/app/screen-registry.ts`), relative to `root` or absolute. */
  main: string
  registry: string
  /** Every family's entry (`widget/app/family-registry.ts`): a chunk, which the document without a hint carries. */
  families?: string
  /**
   * A module of the entry's that each document imports before anything else (`widget/boot/begun.ts`, the
   * start's first part): its code then comes right after what it imports, and runs while the rest arrives.
   */
  early?: string
  /** The list of what families share (FAMILY_KIT), and the runtime's loader of its groups (SHARED_MODULES). */
  kit: string
  loader: string
  production: boolean
  target: string[]
  alias: Record<string, string>
  define: Record<string, string>
  plugins: esbuild.Plugin[]
  /** Where the documents' terser pass keeps what it made (../terser-pass.ts); none, none kept. */
  cache?: string
}

/** esbuild's options shared by the stages, and the paths they resolve. */
export function widgetOptions(build: WidgetBuild) {
  const { root, production, target, alias, define } = build
  const common = {
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    target,
    supported: SUPPORTED,
    minify: production,
    legalComments: 'none',
    jsx: 'automatic',
    jsxImportSource: 'react',
    alias,
    define,
    // The widget's source reads readable names the documents carry short (contracts/short-names.ts).
    ...MANGLE_PROPS,
    logLevel: 'warning',
  } satisfies esbuild.BuildOptions
  return {
    common,
    abs: (path: string) => (isAbsolute(path) ? path : join(root, path)),
    rel: (path: string) => relative(root, path),
  }
}

/**
 * The virtual module of a family's lazy entry (./lazy-chunks.ts), named by the family's path relative to
 * `root`: a chunk's hash names its inputs, and must not depend on where the repository is checked out.
 */
export const familyEntry = (family: string, root: string): string => `idv-family:${relative(root, family)}`

export function virtualModules(modules: Record<string, string>, resolveDir: string): esbuild.Plugin {
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
        contents: modules[args.path] ?? '',
        loader: 'js',
        resolveDir,
      }))
    },
  }
}
