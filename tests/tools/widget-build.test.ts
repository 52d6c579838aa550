import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { documentScripts } from '../../tools/build/widget/document-scripts.ts'
import { widgetGraph } from '../../tools/build/widget/graph.ts'
import { lazyChunks } from '../../tools/build/widget/lazy-chunks.ts'
import type { WidgetBuild } from '../../tools/build/widget/options.ts'

const root = join(import.meta.dirname, 'fixtures', 'app')
const out = await mkdtemp(join(tmpdir(), 'idv-widget-build-'))
afterAll(() => rm(out, { recursive: true, force: true }))

/** The widget's stages as build.ts runs them (5–7): graph, lazy chunks, document scripts. */
async function build(main: string, families: Record<string, string>, production = false) {
  const widget: WidgetBuild = {
    root,
    main,
    registry: 'registry.ts',
    production,
    target: ['es2022'],
    alias: {},
    define: {},
    plugins: [],
  }
  const variants = Object.entries(families).map(([type, module]) => ({
    key: type,
    types: [type],
    module: join(root, module),
    styles: [],
  }))
  const graph = await widgetGraph(widget, variants)
  const chunks = await lazyChunks(widget, join(out, main, 'assets'), graph)
  const documents = await documentScripts(widget, variants, chunks)
  return { runtime: graph.runtime, chunks: chunks.outputs, documents }
}

describe('the widget build (tools/build/widget/) on a widget in miniature', () => {
  it('refuses a module two families share that the kit does not list, naming it and what to do', async () => {
    await expect(build('main-planted.ts', { a: 'family-a/a-planted.ts', b: 'family-b/b-planted.ts' })).rejects.toThrow(
      /planted\.ts is in family-\w\/\w-planted\.ts's first-screen document and in family-\w\/\w-planted\.ts's chunk, which can load beside it: two copies on one page.*Add it to the shared runtime \(widget\/kit\/family-kit\.ts\)/s,
    )
  })

  it('refuses a document whose top-level code calls a function declared below it, naming both in the source', async () => {
    const planted =
      /document \(no hint\): top-level code uses a binding before the statement that declares it:\n {2}forward-use\.ts:2:\d+ calls `shout`, which forward-use\.ts:4:\d+ declares later/
    // Unminified, the script stays one piece, and the check holds it anyway: any build fails where a minified one could.
    await expect(build('main-forward.ts', { a: 'family-a/a.ts' })).rejects.toThrow(planted)
    // Minified, the name in the script is another: both are given.
    await expect(build('main-forward.ts', { a: 'family-a/a.ts' }, true)).rejects.toThrow(
      /forward-use\.ts:2:\d+ calls `shout` \(`\w+` in the script\), which forward-use\.ts:4:\d+ declares later/,
    )
  })

  it('builds one that keeps every module in one place: the kit in the runtime, a family’s state in its layer', async () => {
    const built = await build('main.ts', { a: 'family-a/a.ts', b: 'family-b/b.ts' })
    expect([...built.runtime].some((m) => m.endsWith('shared-state.ts'))).toBe(true)
    const a = built.documents.find((d) => d.key === 'a')!
    // The family's state is in its document once (unminified, the script is one piece in a function of its own)…
    expect(a.scripts).toHaveLength(1)
    expect(a.scripts[0]!.match(/A_STATE_MARKER/g)).toHaveLength(1)
    // …and its later part reads it from the table instead of carrying a copy.
    const part = Object.entries(built.chunks).find(([, o]) => o.entryPoint?.endsWith('a-part.ts'))!
    const code = await readFile(join(root, part[0]), 'utf8')
    expect(code).not.toContain('A_STATE_MARKER')
    expect(code).toMatch(/__idvR\(\d+\)/)
    // The family's chunk (for pages that did not open on it) publishes the same layer.
    const family = Object.entries(built.chunks).find(([, o]) => o.entryPoint?.endsWith('family-a/a.ts'))!
    expect(await readFile(join(root, family[0]), 'utf8')).toMatch(/__idvT\[\d+ \+ i\] = v/)
  })
})
