import { describe, expect, it } from 'vitest'
import { hoistStart } from '../../tools/build/hoist-start.ts'
import { sourceMapEntries } from '../../tools/build/source-map-entries.ts'
import { terserPass } from '../../tools/build/terser-pass.ts'

// A bundle whose entry's start comes last, as esbuild orders a module that imports the rest.
const bundle = [
  'export const out = []',
  'function a(x) { out.push("a" + x) }',
  'function b(x) { out.push("b" + x) }',
  'async function start(root) { a(root); b(root); out.push(later) }',
  'const later = "later"',
  'start(1)',
].join('\n')

const run = (code: string) => new Function(`${code.replace(/export /g, '')};return out`)() as string[]

describe('the start declared up the script (tools/build/hoist-start.ts)', () => {
  it('moves the named declarations to where the given share of the script lies before them; it runs the same', async () => {
    const { code } = await hoistStart(bundle, '{"version":3,"sources":[],"names":[],"mappings":""}', ['start'], 0.3)
    expect(code.indexOf('function start')).toBeLessThan(code.indexOf('function b'))
    expect(code.indexOf('function start')).toBeGreaterThan(code.indexOf('out=[]'))
    expect(run(code)).toEqual(run(bundle))
  })

  it('leaves a name that is no top-level function declaration where it is', async () => {
    const code = 'var s=function(){};function t(){}s(),t()'
    expect((await hoistStart(code, '{"version":3,"sources":[],"names":[],"mappings":""}', ['s'], 0)).code).toBe(
      'var s=function(){};function t(){}s(),t();',
    )
  })

  it('after terser, the moved start still maps to its own source line', async () => {
    const map = JSON.stringify({
      version: 3,
      sources: ['bundle.js'],
      sourcesContent: [bundle],
      names: [],
      // Each line of the bundle maps to itself.
      mappings: bundle
        .split('\n')
        .map((_, i) => (i ? 'AACA' : 'AAAA'))
        .join(';'),
    })
    const { code, map: out } = await terserPass(bundle, { map, retain: ['start'] })
    const at = code.indexOf('async function')
    expect(at).toBeLessThan(code.length / 2)
    // Zero-based: the bundle's fourth line.
    expect(sourceMapEntries(code, out)(at)).toMatchObject({ originalSource: 'bundle.js', originalLine: 3 })
  })
})
