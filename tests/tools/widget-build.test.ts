import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildWidget } from '../../tools/widget-build.mjs'

const root = join(import.meta.dirname, 'fixtures', 'app')
const out = await mkdtemp(join(tmpdir(), 'idv-widget-build-'))
afterAll(() => rm(out, { recursive: true, force: true }))

const build = (main: string, families: Record<string, string>) =>
  buildWidget({
    root,
    outdir: join(out, main, 'assets'),
    main,
    registry: 'registry.ts',
    variants: Object.entries(families).map(([type, module]) => ({
      key: type,
      types: [type],
      module: join(root, module),
      styles: [],
    })),
    production: false,
    target: ['es2022'],
    alias: {},
    define: {},
    plugins: [],
  })

describe('the widget build (tools/widget-build.mjs) on a widget in miniature', () => {
  it('refuses a module two families share that the kit does not list, naming it and what to do', async () => {
    await expect(build('main-planted.ts', { a: 'family-a/a-planted.ts', b: 'family-b/b-planted.ts' })).rejects.toThrow(
      /planted\.ts is in family-\w\/\w-planted\.ts's first-screen document and in family-\w\/\w-planted\.ts's chunk, which can load beside it: two copies on one page.*Add it to the shared runtime \(widget\/kit\/family-kit\.ts\)/s,
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
