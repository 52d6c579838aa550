import { sourceAt, unitOf } from './document-modules.ts'

/**
 * esbuild's metafile inputs with each module's `bytesInOutput` counted again in
 * `code`, character by character through its source map: what the size report
 * and the budget's breakdown read. A library's map names its own sources (a
 * package's `src/`), not the files esbuild read: its bytes are counted per
 * package (./document-modules.ts `unitOf`) and shared among its files as
 * esbuild's counts were.
 */
export function bytesThroughMap<T extends { bytesInOutput: number }>(
  inputs: Record<string, T>,
  code: string,
  map: string,
  mapFile: string,
  root: string,
): Record<string, T> {
  const source = sourceAt(code, map, mapFile, root)
  const counted = new Map<string, number>()
  for (let i = 0; i < code.length; i++) {
    const path = source(i)
    const unit = code.charCodeAt(i)
    // UTF-8 bytes: a surrogate is half of a four-byte character.
    const bytes = unit < 0x80 ? 1 : unit < 0x800 || (unit >= 0xd800 && unit < 0xe000) ? 2 : 3
    if (path !== null) counted.set(unitOf(path), (counted.get(unitOf(path)) ?? 0) + bytes)
  }
  const esbuildBytes = new Map<string, number>()
  for (const [input, { bytesInOutput }] of Object.entries(inputs))
    esbuildBytes.set(unitOf(input), (esbuildBytes.get(unitOf(input)) ?? 0) + bytesInOutput)
  return Object.fromEntries(
    Object.entries(inputs).map(([input, info]) => {
      const unit = unitOf(input)
      const share = info.bytesInOutput / (esbuildBytes.get(unit) || 1)
      return [input, { ...info, bytesInOutput: Math.round((counted.get(unit) ?? 0) * share) }]
    }),
  )
}
