import { join } from 'node:path'
import * as esbuild from 'esbuild'
import { describe, expect, it } from 'vitest'
import { markLinkPure, memoryRoutingOnly } from '../../tools/build/memory-routing-only.ts'
import { replaceOnce } from '../../tools/build/replace-once.ts'
import { countDynamicImports, retryableImports } from '../../tools/build/retryable-imports.ts'

const bundle = (entry: string) =>
  esbuild.build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
    plugins: [memoryRoutingOnly],
    absWorkingDir: join(import.meta.dirname, '..', '..'),
  })

describe('text rewrites of generated and third-party code assert that they matched', () => {
  it('replaceOnce replaces exactly one match, and fails on none or several', () => {
    expect(replaceOnce('a <!--x--> b', '<!--x-->', 'X', 'page')).toBe('a X b')
    expect(() => replaceOnce('a b', '<!--x-->', 'X', 'page')).toThrow('page: did not find "<!--x-->" to rewrite')
    expect(() => replaceOnce('<!--x--><!--x-->', '<!--x-->', 'X', 'page')).toThrow(
      'page: found "<!--x-->" more than once',
    )
  })

  it('the wouter patch marks Link pure, and fails when the library no longer has that line', () => {
    expect(markLinkPure('export const Link = forwardRef((p) => p)')).toBe(
      'export const Link = /* @__PURE__ */ forwardRef((p) => p)',
    )
    expect(() => markLinkPure('export const Link = memo(forwardRef((p) => p))')).toThrow(
      /wouter\/src\/index\.js.*did not find/,
    )
  })

  it('the wouter patch swaps the browser-location hook out of the real wouter', async () => {
    const { outputFiles } = await bundle('node_modules/wouter/src/index.js').catch((e: Error) => ({
      outputFiles: [{ text: String(e) }],
    }))
    // esbuild cannot resolve react here (no aliases): what matters is that it did not fail on the patch.
    expect(outputFiles[0]!.text).not.toMatch(/memory-routing-only|did not find/)
  })

  it('a wouter that no longer imports its browser-location hook fails the build', async () => {
    await expect(bundle('tests/tools/fixtures/fake-wouter/wouter/src/index.js')).rejects.toThrow(
      /memory-routing-only: wouter was bundled but never imported/,
    )
  })

  it('chunk imports become retryable, and the build can count them before and after', () => {
    const code = 'import("./chunk-AB12.js");import("/assets/x-Y7.js");import(somewhere)'
    expect(countDynamicImports(code)).toBe(2)
    const rewritten = retryableImports(code)
    expect(rewritten).toBe(
      'import("./chunk-AB12.js"+(globalThis.__idvChunkQuery||""));import("/assets/x-Y7.js"+(globalThis.__idvChunkQuery||""));import(somewhere)',
    )
    expect(countDynamicImports(rewritten)).toBe(2)
  })
})
