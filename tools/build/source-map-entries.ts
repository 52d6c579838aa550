import { SourceMap } from 'node:module'

/** What a source map says of one offset of its code (Node's `SourceMap.findEntry`). */
export type SourceMapEntry = ReturnType<SourceMap['findEntry']>

/**
 * The source map's entry for each offset of `code`: the nearest mapping at or
 * before it. Lines are found from the last offset asked for, as offsets mostly
 * come in order (./document-modules.ts walks every character; ./script-order.ts
 * asks for a few).
 */
export function sourceMapEntries(code: string, map: string): (offset: number) => SourceMapEntry {
  const sourceMap = new SourceMap(JSON.parse(map))
  const lineStarts = [0]
  for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) lineStarts.push(i + 1)
  let line = 0
  return (offset) => {
    while (line + 1 < lineStarts.length && lineStarts[line + 1]! <= offset) line++
    while (line > 0 && lineStarts[line]! > offset) line--
    return sourceMap.findEntry(line, offset - lineStarts[line]!)
  }
}
