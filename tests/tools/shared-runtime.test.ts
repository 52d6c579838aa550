import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import * as esbuild from 'esbuild'
import { describe, expect, it } from 'vitest'
import {
  exposeSource,
  familyEntrySource,
  numericKeys,
  tableLayout,
  usedExports,
} from '../../tools/build/shared-runtime.ts'

const app = join(import.meta.dirname, 'fixtures', 'app')
const shared = join(app, 'shared-state.ts')
const family = join(app, 'family-a', 'a.ts')
const aState = join(app, 'family-a', 'a-state.ts')
const layerOf = (path: string) => (path === aState || path === family ? family : undefined)

/** Bundles `source` (importing the fixture's modules) as one script and runs it in a fresh global scope. */
async function run(source: string, scope: Record<string, unknown> = {}) {
  const { outputFiles } = await esbuild.build({
    stdin: { contents: source, resolveDir: app, loader: 'js' },
    bundle: true,
    format: 'iife',
    write: false,
    logLevel: 'silent',
  })
  const global: Record<string, unknown> = { ...scope }
  global.globalThis = global
  runInNewContext(outputFiles[0]!.text, global)
  return global as { __idvR: (key: number) => unknown; __idvT: unknown[] }
}

describe('the runtime table (tools/build/shared-runtime.ts)', () => {
  // What a first pass would have read: the runtime's export and the family layer's.
  const used = usedExports([
    `__idvR("${aState}|aState"); __idvR("${shared}|sharedState")`,
    `__idvR("${shared}|sharedState")`,
  ])
  const layout = tableLayout(used, layerOf)

  it('puts the runtime’s exports first and each family’s layer in a range of its own, the same way every time', () => {
    expect(used).toHaveLength(2)
    expect(layout.runtime).toEqual([`${shared}|sharedState`])
    expect(layout.layers.get(family)).toEqual({ base: 1, keys: [`${aState}|aState`] })
    const key = numericKeys(layout)
    expect([key(shared, 'sharedState'), key(aState, 'aState'), key(shared, 'nothing')]).toEqual([0, 1, -1])
    expect(tableLayout([...used].reverse(), layerOf).keys).toEqual(layout.keys)
  })

  it('a document publishes the runtime’s exports and its family’s layer, each at its key', async () => {
    const page = await run(exposeSource(layout, family))
    expect(page.__idvR(0)).toEqual({ visits: 0 })
    expect(page.__idvR(1)).toMatchObject({ marker: 'A_STATE_MARKER' })
    // A document of another family, or without one, publishes the runtime alone.
    const other = await run(exposeSource(layout, null))
    expect(other.__idvR(0)).toEqual({ visits: 0 })
    expect(other.__idvR(1)).toBeUndefined()
  })

  it('a family’s chunk, coming after another family’s document, adds its layer to that document’s table', async () => {
    const page = await run(exposeSource(layout, null))
    const table = page.__idvT
    const chunk = await run(familyEntrySource(layout, family).replace(/^export \{ default \} from .*$/m, ''), {
      __idvT: table,
    })
    expect(chunk.__idvT).toBe(table)
    expect(page.__idvR(1)).toMatchObject({ marker: 'A_STATE_MARKER' })
    expect(page.__idvR(0)).toEqual({ visits: 0 })
  })
})
