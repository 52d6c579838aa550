import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  checkDependencies,
  dependencyGraph,
  describeProblems,
  typeOnlySpecifiers,
} from '../../tools/checks/check-dependencies.ts'
import { RULES } from '../../tools/checks/dependency-rules.ts'

const root = join(import.meta.dirname, 'fixtures', 'dependencies')

describe('the dependency rules (tools/checks/dependency-rules.ts), on a tree that breaks each once', async () => {
  const result = checkDependencies(await dependencyGraph({ root }))
  const broken = result.broken.map(({ rule, from, to }) => `${rule}: ${from} → ${to}`).sort()

  it('finds each broken rule at the import that breaks it, and nothing else', () => {
    expect(broken).toEqual(
      [
        'app-not-boot: widget/app/view.ts → widget/boot/paint.ts',
        'app-on-top: widget/telemetry/report.ts → widget/app/shell.ts',
        'base-below-ui: widget/session-api/api.ts → widget/ui/Button.ts',
        'contracts-stand-alone: contracts/protocol.ts → widget/ui/Button.ts',
        'edge-apart: edge/route.ts → widget/ui/Button.ts',
        'family-front-door: widget/screens/b/B.ts → widget/session-api/api.ts',
        'family-not-family: widget/screens/a/A.ts → widget/screens/b/B.ts',
        'kit-below-families: widget/kit/run.ts → widget/screens/a/A.ts',
        'loaders-only-shell: dev/loaders.ts → widget/app/screen-registry.ts',
        'sdk-apart: host/index.ts → widget/ui/Button.ts',
        'ui-knows-no-strategy: widget/ui/Dialog.ts → widget/kit/x.ts',
        'widget-not-edge: widget/kit/partner.ts → edge/route.ts',
      ].sort(),
    )
  })

  it('has a case here for every rule', () => {
    expect(new Set(result.broken.map((b) => b.rule))).toEqual(new Set(RULES.map((r) => r.name)))
  })

  it('counts a type import: the upward one it breaks is shown as such', () => {
    expect(result.broken.find((b) => b.from === 'widget/ui/Dialog.ts')?.kind).toBe('import-type')
    expect(describeProblems(result)).toContain('  widget/ui/Dialog.ts ⇀ widget/kit/x.ts')
  })

  it('finds the cycle only an import() closes and the one of type imports alone, and says which way each runs', () => {
    expect(result.cycles.map((c) => c.modules)).toEqual([
      ['widget/app/host.ts', 'widget/app/switch.ts'],
      ['widget/kit/x.ts', 'widget/kit/y.ts'],
    ])
    const lines = describeProblems(result)
    expect(lines).toContain('  2 modules: widget/app/host.ts ⇢ widget/app/switch.ts → widget/app/host.ts')
    expect(lines).toContain('  2 modules: widget/kit/x.ts → widget/kit/y.ts ⇀ widget/kit/x.ts')
  })
})

describe('typeOnlySpecifiers: the imports esbuild erases', () => {
  it('reads `import type`, all-type named imports and `export type … from`, and leaves value imports to esbuild', () => {
    const code = [
      "import type { A } from './a'",
      "import type B from './b'",
      "import { type C, type D } from './c'",
      "import {\n  type E,\n} from './e'",
      "export type { F } from './f'",
      "export type * from './g'",
      "import { type H, h } from './h'",
      "import i from './i'",
      "export { j } from './j'",
    ].join('\n')
    expect(typeOnlySpecifiers(code)).toEqual(['./a', './b', './c', './e', './f', './g'])
  })
})
