import { describe, expect, it, vi } from 'vitest'
import { createLateSink } from '../../../widget/app/late-sink'
import { DEFAULT_SWITCHES, resolveSwitches } from '../../../widget/ui/switches'

describe('feature switches (spec §3)', () => {
  it('default to white-label off, combined popup on, illustrations on, input icons on, animations not skipped, basket shown', () => {
    expect(resolveSwitches(undefined)).toEqual({
      whiteLabel: false,
      combinedPopup: true,
      illustrations: true,
      inputIcons: true,
      skipAnimations: false,
      shoppingBasket: true,
    })
    expect(resolveSwitches(undefined)).toEqual(DEFAULT_SWITCHES)
  })
  it('take the session’s booleans and ignore other keys and types', () => {
    expect(
      resolveSwitches({
        white_label: true,
        skip_animations: true,
        illustrations: 'no',
        __proto__: { x: 1 },
        shoppingBasket: false,
      }),
    ).toEqual({
      ...DEFAULT_SWITCHES,
      whiteLabel: true,
      skipAnimations: true,
    })
  })
})

describe('late sink', () => {
  it('queues calls until attached, then forwards them in order and calls through', () => {
    const sink = createLateSink<[string]>()
    sink.call('a')
    sink.call('b')
    const fn = vi.fn()
    sink.attach(fn)
    sink.call('c')
    expect(fn.mock.calls).toEqual([['a'], ['b'], ['c']])
  })
  it('keeps at most 50 calls before it attaches', () => {
    const sink = createLateSink<[number]>()
    for (let i = 0; i < 60; i++) sink.call(i)
    const fn = vi.fn()
    sink.attach(fn)
    expect(fn).toHaveBeenCalledTimes(50)
  })
})
