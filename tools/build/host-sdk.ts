import { execFile } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import * as esbuild from 'esbuild'
import { SUPPORTED, TARGET } from './settings.ts'

/**
 * Stage "host SDK" (`dist/sdk/`), for merchant pages: a script tag (IIFE,
 * global IdvWidget), the same as an ES module for bundlers, and the React
 * binding, whose React stays the merchant's (a peer dependency); their type
 * declarations, and the package.json a bundler (or npm) reads. Returns the
 * bundles' paths.
 */
export async function buildHostSdk({
  root,
  dist,
  production,
  version,
}: {
  root: string
  dist: string
  production: boolean
  version: string
}): Promise<string[]> {
  const options = {
    absWorkingDir: root,
    outdir: join(dist, 'sdk'),
    bundle: true,
    target: TARGET,
    supported: SUPPORTED,
    minify: production,
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  } satisfies esbuild.BuildOptions
  // Type declarations beside them (tsc in the background while esbuild works).
  const types = new Promise<void>((done, fail) =>
    execFile(
      process.execPath,
      [join(root, 'node_modules', 'typescript-7', 'bin', 'tsc'), '-p', 'tsconfig.sdk.json'],
      { cwd: root },
      (error, stdout) => (error ? fail(new Error(`SDK type declarations: ${stdout}`)) : done()),
    ),
  )
  // Handled below, after the bundles; this only keeps an early failure from counting as unhandled.
  types.catch(() => {})
  const builds = await Promise.all([
    esbuild.build({
      ...options,
      entryPoints: { 'idv-host': 'host/index.ts' },
      format: 'iife',
      globalName: 'IdvWidget',
    }),
    esbuild.build({
      ...options,
      entryPoints: { 'idv-host': 'host/index.ts' },
      format: 'esm',
      outExtension: { '.js': '.mjs' },
    }),
    esbuild.build({
      ...options,
      entryPoints: { 'idv-react': 'host/react.ts' },
      format: 'esm',
      external: ['react', 'react-dom'],
    }),
  ])
  await types
  // What a bundler (or npm) reads: the entries, and React as an optional peer for the binding alone.
  await writeFile(
    join(dist, 'sdk', 'package.json'),
    JSON.stringify(
      {
        name: '@provider/idv-widget',
        version,
        type: 'module',
        sideEffects: false,
        exports: {
          '.': { types: './types/host/index.d.ts', default: './idv-host.mjs' },
          './react': { types: './types/host/react.d.ts', default: './idv-react.js' },
          // The script-tag build (a global IdvWidget), for pages without a bundler.
          './script': './idv-host.js',
        },
        peerDependencies: { react: '>=18' },
        peerDependenciesMeta: { react: { optional: true } },
      },
      null,
      2,
    ),
  )
  return builds.flatMap((b) => Object.keys(b.metafile.outputs)).map((f) => resolve(root, f))
}

/** Stage "cache headers" (`dist/_headers`): hashed names never change content, so cache them for good; the rest revalidates. */
export async function writeCacheHeaders(dist: string): Promise<void> {
  await writeFile(
    join(dist, '_headers'),
    ['/assets/*', '  Cache-Control: public, max-age=31536000, immutable', '  X-Content-Type-Options: nosniff', ''].join(
      '\n',
    ),
  )
}
