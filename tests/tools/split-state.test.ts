import { describe, expect, it } from 'vitest'
import { refuseSplitState } from '../../tools/build/split-state.ts'

type Output = { entryPoint?: string; inputs: Record<string, object>; imports: Array<{ path: string; kind: string }> }
const output = (inputs: string[], imports: Array<[string, string]> = [], entryPoint?: string): Output => ({
  ...(entryPoint && { entryPoint }),
  inputs: Object.fromEntries(inputs.map((i) => [i, {}])),
  imports: imports.map(([path, kind]) => ({ path, kind })),
})
const doc = (key: string, module: string | null, inputs: string[]) => ({
  key,
  module,
  inputs: Object.fromEntries(inputs.map((i) => [i, {}])),
})
const familyChunk = (module: string) => ({ 'widget/a.tsx': 'assets/a.js', 'widget/b.tsx': 'assets/b.js' })[module]
const check = (documents: ReturnType<typeof doc>[], chunks: Record<string, Output>, pure?: Map<string, string>) => () =>
  refuseSplitState({ documents, chunks, familyChunk, kit: 'widget/kit/family-kit.ts', ...(pure && { pure }) })

describe('the split-state guard (tools/build/split-state.ts)', () => {
  const chunks = {
    'assets/a.js': output(
      ['widget/a.tsx', 'widget/a-state.ts'],
      [['assets/a-part.js', 'dynamic-import']],
      'widget/a.tsx',
    ),
    'assets/a-part.js': output(['widget/a-part.tsx', 'idv-runtime:widget/a-state.ts'], [], 'widget/a-part.tsx'),
    'assets/b.js': output(['widget/b.tsx'], [['assets/shared.js', 'import-statement']], 'widget/b.tsx'),
    'assets/shared.js': output(['widget/helper.ts', 'node_modules/valibot/dist/index.js']),
  }

  it('passes when no chunk that can load beside a document carries a module of ours the document carries', () => {
    expect(
      check(
        [
          doc('', null, ['widget/main.tsx']),
          doc('a', 'widget/a.tsx', ['widget/main.tsx', 'widget/a.tsx', 'widget/a-state.ts']),
        ],
        chunks,
      ),
    ).not.toThrow()
  })

  it('does not count the document’s own family chunk, which never loads beside it', () => {
    expect(check([doc('a', 'widget/a.tsx', ['widget/a.tsx', 'widget/a-state.ts'])], chunks)).not.toThrow()
  })

  it('does not count the document’s own family chunk when another chunk imports it either (every family’s registry)', () => {
    const registry = {
      ...chunks,
      'assets/families.js': output(
        ['widget/app/family-registry.ts'],
        [
          ['assets/a.js', 'dynamic-import'],
          ['assets/b.js', 'dynamic-import'],
        ],
        'widget/app/family-registry.ts',
      ),
    }
    expect(check([doc('a', 'widget/a.tsx', ['widget/a.tsx', 'widget/a-state.ts'])], registry)).not.toThrow()
    // Another family's chunk, reached through it, still counts.
    expect(check([doc('a', 'widget/a.tsx', ['widget/a.tsx', 'widget/b.tsx'])], registry)).toThrow(
      /widget\/b\.tsx: in the first-screen document a and in assets\/b\.js/,
    )
  })

  it('fails on any module of ours a document and such a chunk both carry, stateful or not (default-deny), naming both', () => {
    expect(check([doc('a', 'widget/a.tsx', ['widget/a.tsx', 'widget/helper.ts'])], chunks)).toThrow(
      'widget/helper.ts: in the first-screen document a and in assets/shared.js, which can load beside it',
    )
    // Through any chain of imports, static or lazy.
    const deeper = {
      ...chunks,
      'assets/b.js': output(['widget/b.tsx'], [['assets/later.js', 'dynamic-import']], 'widget/b.tsx'),
      'assets/later.js': output(['widget/a-state.ts']),
    }
    expect(check([doc('a', 'widget/a.tsx', ['widget/a.tsx', 'widget/a-state.ts'])], deeper)).toThrow(
      /widget\/a-state\.ts: in the first-screen document a and in assets\/later\.js/,
    )
  })

  it('lets a library’s pure copy through, and a module of ours only when the allow-list says why', () => {
    expect(check([doc('a', 'widget/a.tsx', ['node_modules/valibot/dist/index.js'])], chunks)).not.toThrow()
    const helperInDoc = [doc('a', 'widget/a.tsx', ['widget/helper.ts'])]
    expect(check(helperInDoc, chunks)).toThrow()
    expect(check(helperInDoc, chunks, new Map([['widget/helper.ts', 'pure functions, no module state']]))).not.toThrow()
  })
})
