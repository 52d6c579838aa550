import { describe, expect, it, vi } from 'vitest'
import { pollAndResume, pollState } from '../../../widget/kit/poll-state'
import { createStrategyRun } from '../../../widget/kit/strategy-run'
import { WidgetError } from '../../../widget/widget-error'
import { harness, type HarnessOptions } from '../screen-harness'

const run = (answers: Array<unknown | Error>, resume?: HarnessOptions['resume']) => {
  const h = harness({ type: 'bureau_check', market: 'NZ', answers: { bureau_check: answers }, resume })
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

describe('poll and resume', () => {
  const waiting = { status: 'in_progress', pending: { kind: 'bureau' } }

  it('gives back the state under way known before the first render, without applying it', () => {
    const apply = vi.fn()
    const { resumed } = pollAndResume(run([], { known: waiting, answer: new Promise(() => {}) }), apply, () => true)
    expect(resumed).toEqual(waiting)
    expect(apply).not.toHaveBeenCalled()
  })

  it('starts afresh from a state with nothing pending', () => {
    const known = { status: 'in_progress', pending: null }
    const { resumed } = pollAndResume(run([], { known, answer: new Promise(() => {}) }), vi.fn(), () => true)
    expect(resumed).toBeNull()
  })

  it('applies a later start-up answer only when something is pending', async () => {
    const apply = vi.fn()
    expect(pollAndResume(run([], { answer: Promise.resolve(waiting) }), apply, () => true).resumed).toBeNull()
    await vi.waitFor(() => expect(apply).toHaveBeenCalledWith(waiting))

    const idle = vi.fn()
    pollAndResume(run([], { answer: Promise.resolve({ status: 'in_progress', pending: null }) }), idle, () => true)
    await new Promise((r) => setTimeout(r, 0))
    expect(idle).not.toHaveBeenCalled()
  })

  it('applies every polled state and goes on while the family is waiting', async () => {
    let phase = 'waiting'
    const apply = vi.fn((state: { pending?: { kind: string } | null }) => {
      phase = state.pending?.kind === 'bureau' ? 'waiting' : 'idle'
    })
    const { poll } = pollAndResume(
      run([waiting, { status: 'in_progress', pending: { kind: 'details' } }]),
      apply,
      () => phase === 'waiting',
    )
    expect(await poll()).toBe('continue')
    expect(await poll()).toBe('stop')
    expect(apply).toHaveBeenCalledTimes(2)
  })
})
