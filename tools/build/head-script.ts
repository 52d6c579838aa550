import * as esbuild from 'esbuild'
import { MANGLE_PROPS } from '../../contracts/short-names.ts'
import { SUPPORTED, TARGET } from './settings.ts'
import { terserPass } from './terser-pass.ts'

/**
 * Stage "head script": what every first-screen document carries in its head
 * (widget/boot/first-paint.ts): theme, the prerendered step's fit, early taps.
 * With only the settings it reads, and no module syntax: it runs before the body.
 */
export async function buildHeadScript({
  root,
  production,
  define,
  cache,
}: {
  root: string
  production: boolean
  define: Record<string, string>
  /** Where the terser pass keeps what it made (./terser-pass.ts). */
  cache?: string
}): Promise<string> {
  const head = await esbuild.build({
    entryPoints: ['widget/boot/first-paint-entry.ts'],
    absWorkingDir: root,
    bundle: true,
    format: 'iife',
    target: TARGET,
    supported: SUPPORTED,
    minify: production,
    write: false,
    legalComments: 'none',
    // It reads the prerender assumptions, which the document carries with short keys (contracts/short-names.ts).
    ...MANGLE_PROPS,
    define,
    logLevel: 'warning',
  })
  const code = head.outputFiles[0]!.text
  return (production ? (await terserPass(code, { cache })).code : code).trim()
}
