import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type MinifyOptions, minify } from 'terser'
import terserPackage from 'terser/package.json' with { type: 'json' }
import { hoistStart } from './hoist-start.ts'
import { lastStatementCalls } from './script-pieces.ts'

/**
 * A second minification of a document's bundle, by terser, after esbuild's.
 *
 * esbuild minifies fast and module by module; terser, slower, renames every
 * binding of the whole bundle by how often its characters occur and folds
 * across modules (inlining a function called once, joining declarations).
 * On the one-time code's document that is about 800 B of brotli (2.6 %), and
 * 300 B more on the head script it also takes: at 50,000 B/s, about 20 ms
 * sooner before the shopper can act on the first screen, on every document.
 *
 * Only terser's safe transforms (no `unsafe*`): the widget's behaviour is
 * esbuild's output's. As a module, so top-level names are renamed too: they
 * stay one or two characters, which ./script-pieces.ts checks, and the
 * order of top-level statements that ./script-order.ts checks is checked on
 * this output, the script that is cut. Its source map maps through
 * esbuild's to the modules (./document-modules.ts reads it).
 *
 * `retain`: top-level functions to keep declared, never inlined into their
 * one caller (./script-pieces.ts `lastStatementCalls`), and then moved up to
 * the middle of the script (./hoist-start.ts).
 *
 * About 0.7 s a document: with `cache` (a directory), an input seen before is
 * read back instead, so a rebuild after an edit pays only for what changed.
 */
export async function terserPass(
  code: string,
  options: { map: string; retain?: string[]; cache?: string | undefined },
): Promise<{ code: string; map: string }>
export async function terserPass(code: string, options?: { cache?: string | undefined }): Promise<{ code: string }>
export async function terserPass(
  code: string,
  { map, retain = [], cache }: { map?: string; retain?: string[]; cache?: string | undefined } = {},
): Promise<{ code: string; map?: string }> {
  const options: MinifyOptions = {
    module: true,
    ecma: 2020,
    compress: { passes: 3, ...(retain.length && { top_retain: retain }) },
    mangle: true,
    format: { comments: false },
    ...(map !== undefined && { sourceMap: { content: map, asObject: false } }),
  }
  const hoisted = retain.length > 0 && map !== undefined
  const key = createHash('sha256')
    .update(JSON.stringify([terserPackage.version, options, hoisted, code]))
    .digest('base64url')
  const cached = cache && join(cache, `${key}.json`)
  if (cached) {
    const hit = await readFile(cached, 'utf8').catch(() => null)
    if (hit) return JSON.parse(hit) as { code: string; map?: string }
  }
  const result = await minify(code, options)
  if (result.code === undefined || (map !== undefined && typeof result.map !== 'string'))
    throw new Error('terser returned no code or no source map')
  const minified = map === undefined ? { code: result.code } : { code: result.code, map: result.map as string }
  const out = hoisted ? await hoistStart(result.code, result.map as string, lastStatementCalls(result.code)) : minified
  if (cached) {
    await mkdir(cache, { recursive: true })
    await writeFile(cached, JSON.stringify(out))
  }
  return out
}
