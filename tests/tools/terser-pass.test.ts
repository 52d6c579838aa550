import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as esbuild from 'esbuild'
import { describe, expect, it } from 'vitest'
import { sourceAt } from '../../tools/build/document-modules.ts'
import { terserPass } from '../../tools/build/terser-pass.ts'

/** Two modules bundled and minified by esbuild, with its source map, as a document's script is. */
async function bundle() {
  const dir = await mkdtemp(join(tmpdir(), 'idv-terser-'))
  await writeFile(
    join(dir, 'greet.ts'),
    "export function greet(name: string) { const loud = name.toUpperCase(); return 'GREET_MARKER ' + loud }\n",
  )
  await writeFile(
    join(dir, 'main.ts'),
    "import { greet } from './greet'\nfor (const n of [document.title]) console.log(greet(n), 'MAIN_MARKER')\n",
  )
  const result = await esbuild.build({
    entryPoints: [join(dir, 'main.ts')],
    absWorkingDir: dir,
    bundle: true,
    format: 'esm',
    minify: true,
    sourcemap: 'external',
    outdir: join(dir, 'out'),
    write: false,
  })
  const file = (ending: string) => result.outputFiles.find((f) => f.path.endsWith(ending))!
  return { dir, code: file('.js').text, map: file('.js.map').text, mapFile: file('.js.map').path }
}

describe('the terser pass (tools/build/terser-pass.ts)', () => {
  it('keeps what the script does, and its map still names the module of each part', async () => {
    const { dir, code, map, mapFile } = await bundle()
    const out = await terserPass(code, { map })
    const logged: unknown[][] = []
    new Function('document', 'console', out.code)({ title: 'ada' }, { log: (...a: unknown[]) => logged.push(a) })
    expect(logged).toEqual([['GREET_MARKER ADA', 'MAIN_MARKER']])
    const source = sourceAt(out.code, out.map, mapFile, dir)
    expect(source(out.code.indexOf('GREET_MARKER'))).toBe('greet.ts')
    expect(source(out.code.indexOf('MAIN_MARKER'))).toBe('main.ts')
  })

  it('keeps a retained function declared where it is, instead of inlining it into its one caller', async () => {
    const code = 'function start(e){let t=0;for(const n of e)t+=n;console.log(t)}var x=1;start(document.title)'
    expect((await terserPass(code, { map: '{"version":3,"sources":[],"mappings":""}' })).code).not.toMatch(/^function/)
    const kept = await terserPass(code, { map: '{"version":3,"sources":[],"mappings":""}', retain: ['start'] })
    expect(kept.code).toMatch(/^function (\w+)\(.*[;}]\1\(document\.title\);?$/)
  })

  it('with a cache, answers an input it has seen from the cache, and a changed one anew', async () => {
    const { code, map } = await bundle()
    const cache = await mkdtemp(join(tmpdir(), 'idv-terser-cache-'))
    const first = await terserPass(code, { map, cache })
    const [entry] = await readdir(cache)
    expect(entry).toMatch(/\.json$/)
    // What the cache holds is what is answered: plant a mark in it.
    await writeFile(join(cache, entry!), JSON.stringify({ ...first, code: `${first.code}/*cached*/` }))
    expect((await terserPass(code, { map, cache })).code).toBe(`${first.code}/*cached*/`)
    const changed = await terserPass(code.replace('MAIN_MARKER', 'OTHER_MARKER'), { map, cache })
    expect(changed.code).toContain('OTHER_MARKER')
    expect(await readdir(cache)).toHaveLength(2)
    expect(JSON.parse(await readFile(join(cache, entry!), 'utf8')).code).toContain('/*cached*/')
  })
})
