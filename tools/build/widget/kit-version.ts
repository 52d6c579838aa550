import { createHash } from 'node:crypto'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import type * as esbuild from 'esbuild'

/**
 * The kit groups' chunks under one version (`k<id>-<version>.js`), the hash
 * of all of them as written, instead of a hash each: every document names
 * every group for the loader (widget/boot/shared-modules.ts), and 22 hashes
 * of 8 random characters were about 220 B of each document's brotli. A
 * change to one group renames all of them, so a returning shopper fetches
 * again the few a step needs; the name still changes with every byte of
 * every group, so each stays cacheable for ever.
 *
 * Renames `files` (relative to `root`, by group id: esbuild's names) and a
 * source map beside each, with its link; returns the version, the new files
 * and the metafile's outputs under the new names.
 */
export async function versionKitGroups(
  root: string,
  files: readonly string[],
  outputs: esbuild.Metafile['outputs'],
): Promise<{ version: string; files: string[]; outputs: esbuild.Metafile['outputs'] }> {
  const codes = await Promise.all(files.map((file) => readFile(join(root, file), 'utf8')))
  const hash = createHash('sha256')
  for (const code of codes) hash.update(code).update('\0')
  // 40 bits, as esbuild's own hashes have.
  const version = hash.digest('hex').slice(0, 10)
  const named = files.map((file, id) => join(dirname(file), `k${id}-${version}.js`))
  const renamed: esbuild.Metafile['outputs'] = {}
  const to = new Map(
    files.flatMap((file, id) => [[file, named[id]!] as const, [`${file}.map`, `${named[id]}.map`] as const]),
  )
  for (const [file, output] of Object.entries(outputs)) renamed[to.get(file) ?? file] = output
  await Promise.all(
    files.map(async (file, id) => {
      const next = named[id]!
      if (next === file) return
      const map = `${file}.map`
      const linked = outputs[map] !== undefined
      // The source map's link names the file it sits beside.
      const code = linked
        ? codes[id]!.replace(`sourceMappingURL=${basename(map)}`, `sourceMappingURL=${basename(next)}.map`)
        : codes[id]!
      await writeFile(join(root, next), code)
      await rm(join(root, file))
      if (linked) await rename(join(root, map), join(root, `${next}.map`))
    }),
  )
  return { version, files: named, outputs: renamed }
}
