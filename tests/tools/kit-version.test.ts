import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { versionKitGroups } from '../../tools/build/widget/kit-version.ts'

let root: string | undefined
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true })
})

/** Two groups' chunks as esbuild named them, with a source map beside the second when `maps`. */
async function built(second = 'export const b = 2', maps = false) {
  root = await mkdtemp(join(tmpdir(), 'kit-version-'))
  await writeFile(join(root, 'k0-AAAA1111.js'), 'export const a = 1')
  await writeFile(join(root, 'k1-BBBB2222.js'), maps ? `${second}\n//# sourceMappingURL=k1-BBBB2222.js.map` : second)
  if (maps) await writeFile(join(root, 'k1-BBBB2222.js.map'), '{"version":3}')
  const outputs = {
    'k0-AAAA1111.js': { bytes: 1, inputs: {}, imports: [], exports: [] },
    'k1-BBBB2222.js': { bytes: 1, inputs: {}, imports: [], exports: [] },
    ...(maps && { 'k1-BBBB2222.js.map': { bytes: 1, inputs: {}, imports: [], exports: [] } }),
    'chunk-CCCC3333.js': { bytes: 1, inputs: {}, imports: [], exports: [] },
  }
  return versionKitGroups(root, ['k0-AAAA1111.js', 'k1-BBBB2222.js'], outputs)
}

describe('the kit groups under one version (tools/build/widget/kit-version.ts)', () => {
  it('names every group k<id>-<version>, the files and the outputs alike, and leaves other chunks as they are', async () => {
    const { version, files, outputs } = await built()
    expect(version).toMatch(/^[0-9a-f]{10}$/)
    expect(files).toEqual([`k0-${version}.js`, `k1-${version}.js`])
    expect((await readdir(root!)).sort()).toEqual(files.toSorted())
    expect(Object.keys(outputs).sort()).toEqual(['chunk-CCCC3333.js', ...files].sort())
    expect(await readFile(join(root!, files[0]!), 'utf8')).toBe('export const a = 1')
  })

  it('a change to any one group changes every name', async () => {
    const before = (await built()).version
    const after = (await built('export const b = 3')).version
    expect(after).not.toBe(before)
  })

  it('moves a source map with its file, and its link', async () => {
    const { version, files, outputs } = await built(undefined, true)
    expect(await readFile(join(root!, files[1]!), 'utf8')).toContain(`sourceMappingURL=k1-${version}.js.map`)
    expect(await readFile(join(root!, `k1-${version}.js.map`), 'utf8')).toBe('{"version":3}')
    expect(outputs[`k1-${version}.js.map`]).toBeDefined()
  })
})
