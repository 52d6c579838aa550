import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import * as esbuild from 'esbuild'
import { describe, expect, it } from 'vitest'
import {
  exposeSource,
  familyEntrySource,
  groupEntrySource,
  groupsRead,
  numericKeys,
  tableLayout,
  usedExports,
} from '../../tools/build/shared-runtime.ts'
import { SHARED_MODULES } from '../../tools/build/widget/options.ts'

const app = join(import.meta.dirname, 'fixtures', 'app')
const shared = join(app, 'shared-state.ts')
const family = join(app, 'family-a', 'a.ts')
const aState = join(app, 'family-a', 'a-state.ts')
const waiting = join(app, 'waiting-state.ts')
const layerOf = (path: string) => (path === aState || path === family ? family : undefined)
const groupOf = (path: string) => (path === waiting ? 0 : undefined)
const loader = join(import.meta.dirname, '..', '..', SHARED_MODULES)
/** The expose of a document carrying `carried` of the kit's one group (its chunk: /assets/g.js). */
const expose = (layout: ReturnType<typeof tableLayout>, of: string | null, carried: number[] = []) =>
  exposeSource(layout, of, { carried, chunks: { base: '/assets/', version: 'v', reads: [[]] }, loader })

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
  return global as { __idvR: (key: number) => unknown; __idvT: unknown[]; __idvS: unknown }
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
    const page = await run(expose(layout, family))
    expect(page.__idvR(0)).toEqual({ visits: 0 })
    expect(page.__idvR(1)).toMatchObject({ marker: 'A_STATE_MARKER' })
    // A document of another family, or without one, publishes the runtime alone.
    const other = await run(expose(layout, null))
    expect(other.__idvR(0)).toEqual({ visits: 0 })
    expect(other.__idvR(1)).toBeUndefined()
  })

  it('a family’s chunk, coming after another family’s document, adds its layer to that document’s table', async () => {
    const page = await run(expose(layout, null))
    const table = page.__idvT
    const chunk = await run(familyEntrySource(layout, family).replace(/^export \{ default \} from .*$/m, ''), {
      __idvT: table,
    })
    expect(chunk.__idvT).toBe(table)
    expect(page.__idvR(1)).toMatchObject({ marker: 'A_STATE_MARKER' })
    expect(page.__idvR(0)).toEqual({ visits: 0 })
  })

  describe('with a kit group', () => {
    const withGroup = usedExports([
      `__idvR("${aState}|aState"); __idvR("${shared}|sharedState"); __idvR("${waiting}|waitingState")`,
    ])
    const grouped = tableLayout(withGroup, layerOf, groupOf)

    it('gives the group a range between the runtime’s and the layers’, and finds which groups built code reads', () => {
      expect(grouped.runtime).toEqual([`${shared}|sharedState`])
      expect(grouped.groups.get(0)).toEqual({ base: 1, keys: [`${waiting}|waitingState`] })
      expect(grouped.layers.get(family)).toEqual({ base: 2, keys: [`${aState}|aState`] })
      expect(groupsRead('const a=__idvR(0),b=__idvR(1),c=__idvR(2)', grouped)).toEqual([0])
      expect(groupsRead('const a=__idvR(0),c=__idvR(2)', grouped)).toEqual([])
    })

    it('a document carrying the group publishes it and starts the loader; one lacking it leaves its range empty', async () => {
      const carrying = await run(expose(grouped, family, [0]))
      expect(carrying.__idvR(1)).toMatchObject({ marker: 'WAITING_MARKER' })
      expect(carrying.__idvR(2)).toMatchObject({ marker: 'A_STATE_MARKER' })
      expect(carrying.__idvS).toBeTypeOf('function')
      const lacking = await run(expose(grouped, family))
      expect(lacking.__idvR(1)).toBeUndefined()
    })

    it('the group’s chunk, loaded into a page that lacked it, fills that range of the page’s table', async () => {
      const page = await run(expose(grouped, null))
      await run(groupEntrySource(grouped, 0, [waiting]), { __idvT: page.__idvT })
      expect(page.__idvR(1)).toMatchObject({ marker: 'WAITING_MARKER' })
      expect(page.__idvR(0)).toEqual({ visits: 0 })
    })
  })
})
