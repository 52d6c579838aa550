import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { documentScripts } from '../../tools/build/widget/document-scripts.ts'
import { widgetGraph } from '../../tools/build/widget/graph.ts'
import { lazyChunks } from '../../tools/build/widget/lazy-chunks.ts'
import { SHARED_MODULES, type WidgetBuild } from '../../tools/build/widget/options.ts'

const root = join(import.meta.dirname, 'fixtures', 'app')
const out = await mkdtemp(join(tmpdir(), 'idv-widget-build-'))
afterAll(() => rm(out, { recursive: true, force: true }))

/** The widget's stages as build.ts runs them (5–7): graph, lazy chunks, document scripts. */
async function build(main: string, families: Record<string, string>, production = false) {
  const widget: WidgetBuild = {
    root,
    main,
    registry: 'registry.ts',
    kit: 'kit.ts',
    loader: join(import.meta.dirname, '..', '..', SHARED_MODULES),
    production,
    target: ['es2022'],
    alias: {},
    define: {},
    plugins: [],
  }
  const variants = Object.entries(families).map(([type, module]) => ({
    key: type,
    types: [type],
    infos: [{ type }],
    module: join(root, module),
    styles: [],
  }))
  const graph = await widgetGraph(widget, variants)
  const chunks = await lazyChunks(widget, join(out, main, 'assets'), graph)
  const documents = await documentScripts(widget, variants, chunks, graph.groups)
  return { runtime: graph.runtime, groups: graph.groups, chunks: chunks.outputs, documents }
}

describe('the widget build (tools/build/widget/) on a widget in miniature', () => {
  it('refuses a module two families share that the kit does not list, naming it and what to do', async () => {
    await expect(build('main-planted.ts', { a: 'family-a/a-planted.ts', b: 'family-b/b-planted.ts' })).rejects.toThrow(
      /planted\.ts is in family-\w\/\w-planted\.ts's first-screen document and in family-\w\/\w-planted\.ts's chunk, which can load beside it: two copies on one page.*Add it to the kit \(kit\.ts\)/s,
    )
  })

  it('refuses a document whose top-level code calls a function declared below it, naming both in the source', async () => {
    const planted =
      /document \(no hint\): top-level code uses a binding before the statement that declares it:\n {2}forward-use\.ts:3:\d+ calls `shout`, which forward-use\.ts:5:\d+ declares later/
    // Unminified, the script stays one piece, and the check holds it anyway: any build fails where a minified one could.
    await expect(build('main-forward.ts', { a: 'family-a/a.ts' })).rejects.toThrow(planted)
    // Minified, the name in the script is another: both are given.
    await expect(build('main-forward.ts', { a: 'family-a/a.ts' }, true)).rejects.toThrow(
      /forward-use\.ts:3:\d+ calls `shout` \(`\w+` in the script\), which forward-use\.ts:5:\d+ declares later/,
    )
  })

  it('builds one that keeps every module in one place: a kit group in the documents that run it, a family’s state in its layer', async () => {
    const built = await build('main.ts', { a: 'family-a/a.ts', b: 'family-b/b.ts' })
    expect([...built.runtime].some((m) => m.endsWith('shared-state.ts'))).toBe(false)
    const [both, onlyB] = built.groups
    expect(both!.modules.map((m) => m.replace(/^.*\//, ''))).toEqual(['shared-state.ts'])
    expect(onlyB!.modules.map((m) => m.replace(/^.*\//, ''))).toEqual(['waiting-state.ts'])
    const a = built.documents.find((d) => d.key === 'a')!
    const b = built.documents.find((d) => d.key === 'b')!
    // The family's state is in its document once (unminified, the script is one piece in a function of its own)…
    expect(a.scripts).toHaveLength(1)
    expect(a.scripts[0]!.match(/A_STATE_MARKER/g)).toHaveLength(1)
    // …and its later part reads it from the table instead of carrying a copy.
    const chunkOf = (ending: string) => Object.entries(built.chunks).find(([, o]) => o.entryPoint?.endsWith(ending))!
    const part = chunkOf('a-part.ts')
    const code = await readFile(join(root, part[0]), 'utf8')
    expect(code).not.toContain('A_STATE_MARKER')
    expect(code).toMatch(/__idvR\(\d+\)/)
    // The family's chunk (for pages that did not open on it) publishes the same layer.
    const family = chunkOf('family-a/a.ts')
    expect(await readFile(join(root, family[0]), 'utf8')).toMatch(/__idvT\[\d+ \+ i\] = v/)
    // The kit group only b's first screen runs is in b's document, not a's; a's later part waits for its chunk.
    expect(b.scripts[0]).toContain('WAITING_MARKER')
    expect(a.scripts[0]).not.toContain('WAITING_MARKER')
    expect(code).not.toContain('WAITING_MARKER')
    const group = chunkOf(`idv-kit:${onlyB!.id}`)
    expect(await readFile(join(root, group[0]), 'utf8')).toContain('WAITING_MARKER')
    // A group's chunk imports nothing: the loader's preload of it is all a step waits for.
    expect(group[1].imports.filter((i) => i.kind === 'import-statement')).toEqual([])
    const partUrl = `/assets/${part[0].replace(/^.*\//, '')}`
    expect(a.scripts[0]).toContain(`__idvS([${onlyB!.id}],${JSON.stringify(partUrl)}).then(()=>import(`)
    // b carries the group: its import of a's part (none here) or any other does not wait for it; both carry the other.
    expect(a.scripts[0]).toContain('visits: 0')
    expect(b.scripts[0]).not.toContain('__idvS([')
  })

  it('names no chunk input by an absolute path: a chunk’s hash, and so its name, is the same wherever the build runs', async () => {
    const built = await build('main.ts', { a: 'family-a/a.ts', b: 'family-b/b.ts' }, true)
    const inputs = Object.values(built.chunks).flatMap((output) => Object.keys(output.inputs))
    // The stand-ins for what the runtime table holds, and the families' entries, are among them.
    expect(inputs.some((input) => input.startsWith('idv-runtime:'))).toBe(true)
    expect(inputs.some((input) => input.startsWith('idv-virtual:idv-family:'))).toBe(true)
    expect(inputs.filter((input) => input.includes(root))).toEqual([])
  })
})
