import { describe, expect, it, vi } from 'vitest'
import { pollState } from '../../../widget/kit/poll-state'
import { createStrategyRun } from '../../../widget/kit/strategy-run'
import { WidgetError } from '../../../widget/widget-error'
import { harness } from '../screen-harness'

const run = (answers: Array<unknown | Error>) => {
  const h = harness({ type: 'bureau_check', market: 'NZ', answers: { bureau_check: answers } })
  return createStrategyRun(h.props)
}

describe('one poll of the state', () => {
  it('hands the state on and keeps waiting while told to', async () => {
    const apply = vi.fn((state: { pending?: { kind: string } | null }) => state.pending?.kind === 'bureau')
    const r = run([
      { status: 'in_progress', pending: { kind: 'bureau' } },
      { status: 'in_progress', pending: { kind: 'details' } },
    ])
    expect(await pollState(r, apply)).toBe('continue')
    expect(await pollState(r, apply)).toBe('stop')
    expect(apply).toHaveBeenCalledTimes(2)
  })
  it('rides out no answer and a server fault; an ended strategy stops', async () => {
    const r = run([
      new WidgetError('network', 'offline'),
      new WidgetError('server', '500', { status: 500 }),
      { status: 'success', token: 'rt' },
    ])
    expect(await pollState(r, () => true)).toBe('offline')
    expect(await pollState(r, () => true)).toBe('unavailable')
    expect(await pollState(r, () => true)).toBe('stop')
  })
})
