import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkDependencies, dependencyGraph, describeProblems } from '../../tools/checks/check-dependencies.ts'
import { RULES } from '../../tools/checks/dependency-rules.ts'

const root = join(import.meta.dirname, 'fixtures', 'dependencies')

describe('the dependency rules (tools/checks/dependency-rules.ts), on a tree that breaks each once', async () => {
  const result = checkDependencies(await dependencyGraph({ root }))
  const broken = result.broken.map(({ rule, from, to }) => `${rule}: ${from} → ${to}`).sort()

  it('finds each broken rule at the import that breaks it, and nothing else', () => {
    expect(broken).toEqual(
      [
        'app-not-boot: widget/app/view.ts → widget/boot/paint.ts',
        'contracts-stand-alone: contracts/protocol.ts → widget/ui/Button.ts',
        'edge-apart: edge/route.ts → widget/ui/Button.ts',
        'family-not-family: widget/screens/a/A.ts → widget/screens/b/B.ts',
        'loaders-only-shell: widget/screens/b/B.ts → widget/app/screen-registry.ts',
        'sdk-apart: host/index.ts → widget/ui/Button.ts',
        'ui-not-app: widget/ui/Dialog.ts → widget/app/shell.ts',
        'widget-not-edge: widget/strategy/partner.ts → edge/route.ts',
      ].sort(),
    )
  })

  it('has a case here for every rule', () => {
    expect(new Set(result.broken.map((b) => b.rule))).toEqual(new Set(RULES.map((r) => r.name)))
  })

  it('finds the cycle that only an import() closes, and says which way it runs', () => {
    expect(result.cycles.map((c) => c.modules)).toEqual([
      ['widget/app/screen-registry.ts', 'widget/screens/a/A.ts', 'widget/screens/b/B.ts'],
    ])
    expect(describeProblems(result).at(-1)).toBe(
      '  3 modules: widget/app/screen-registry.ts ⇢ widget/screens/b/B.ts → widget/app/screen-registry.ts',
    )
  })

  it('reads no import type (erased: it ties nothing at run time) and lets every family show a shared screen', () => {
    expect(broken.filter((b) => b.includes('Dialog.ts'))).toHaveLength(1)
    expect(broken.some((b) => b.includes('consent/'))).toBe(false)
  })
})
