import { describe, expect, it } from 'vitest'
import { bytesThroughMap } from '../../tools/build/bytes-through-map.ts'

describe('each module’s bytes counted through a source map (tools/build/bytes-through-map.ts)', () => {
  it('counts each source’s characters as UTF-8 bytes, and shares a package’s among the files esbuild read', () => {
    // "aaaa" is a.ts, "βb" b.ts (β is two bytes), "lllll" the library's own src/ file; ";" maps to none of them
    // but the nearest mapping before it, the library's.
    const code = 'aaaaβblllll;'
    const map = JSON.stringify({
      version: 3,
      sources: ['a.ts', 'b.ts', 'node_modules/lib/src/x.js'],
      names: [],
      // Columns 0 (a.ts), 4 (b.ts) and 6 (the library).
      mappings: 'AAAA,ICAA,ECAA',
    })
    const inputs = {
      'a.ts': { bytesInOutput: 40, imports: [] },
      'b.ts': { bytesInOutput: 30, imports: [] },
      'node_modules/lib/dist/one.mjs': { bytesInOutput: 75, imports: [] },
      'node_modules/lib/dist/two.mjs': { bytesInOutput: 25, imports: [] },
      'c.ts': { bytesInOutput: 12, imports: [] },
    }
    expect(bytesThroughMap(inputs, code, map, '/root/document.js.map', '/root')).toEqual({
      'a.ts': { bytesInOutput: 4, imports: [] },
      'b.ts': { bytesInOutput: 3, imports: [] },
      // The package's 6 bytes, shared 3:1 as esbuild's counts were.
      'node_modules/lib/dist/one.mjs': { bytesInOutput: 5, imports: [] },
      'node_modules/lib/dist/two.mjs': { bytesInOutput: 2, imports: [] },
      // Folded away entirely.
      'c.ts': { bytesInOutput: 0, imports: [] },
    })
  })
})
