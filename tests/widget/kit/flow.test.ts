import { describe, expect, it, vi } from 'vitest'
import { createFlow } from '../../../widget/kit/flow'

const bridge = () => ({ post: vi.fn() })

describe('flow', () => {
  it('posts exactly one terminal message however often screens call in', () => {
    const b = bridge()
    const flow = createFlow(b, { hideErrorScreen: false })
    flow.succeed('rt_1')
    flow.succeed('rt_2')
    flow.abort()
    flow.completeWithFailure({ strategy: 'otp_phone', reason: 'technical-issue', error: 'x' })
    expect(b.post.mock.calls).toEqual([['onComplete', { status: 'success', token: 'rt_1' }]])
    expect(flow.settled.value).toBe(true)
  })
  it('shows the failure screen, defaulting the reason to technical-issue', () => {
    const flow = createFlow(bridge(), { hideErrorScreen: false })
    flow.fail({ strategy: 'otp_phone', error: 'boom' })
    expect(flow.view.value).toEqual({
      kind: 'failure',
      failure: { strategy: 'otp_phone', reason: 'technical-issue', error: 'boom' },
    })
  })
  it('with hide_error_screen completes at once with token and error, and publishes a business event', () => {
    const b = bridge()
    const publish = vi.fn()
    const flow = createFlow(b, { hideErrorScreen: true, publish })
    flow.fail({ strategy: 'otp_phone', reason: 'too-many-attempts', token: 'rt_9', error: 'strategy failure' })
    expect(flow.view.value.kind).toBe('strategy')
    expect(publish).toHaveBeenCalledWith('error_screen_hidden', { strategy: 'otp_phone', reason: 'too-many-attempts' })
    expect(b.post).toHaveBeenCalledWith('onComplete', {
      status: 'failure',
      reason: 'too-many-attempts',
      token: 'rt_9',
      error: 'strategy failure',
    })
  })
  it('ignores failures after the flow settled', () => {
    const flow = createFlow(bridge(), { hideErrorScreen: false })
    flow.succeed('rt_1')
    flow.fail({ strategy: 'otp_phone', error: 'late' })
    expect(flow.view.value.kind).toBe('success')
  })

  it('shows the last step after a success, and only after the first terminal message', () => {
    const flow = createFlow(bridge(), { hideErrorScreen: false })
    flow.abort({})
    flow.succeed('rt_late')
    expect(flow.view.value.kind).toBe('strategy')
    const other = createFlow(bridge(), { hideErrorScreen: false })
    other.succeed('rt_1')
    expect(other.view.value).toEqual({ kind: 'success' })
  })
})

describe('flow failure reason', () => {
  it('treats an empty reason from the token as none: technical-issue', () => {
    const b = bridge()
    const flow = createFlow(b, { hideErrorScreen: true })
    flow.fail({ strategy: 'otp_phone', reason: '', token: 'rt_1', error: 'strategy failure' })
    expect(b.post).toHaveBeenCalledWith('onComplete', {
      status: 'failure',
      reason: 'technical-issue',
      token: 'rt_1',
      error: 'strategy failure',
    })
  })
  it('hands the market to the failure screen, and tells the host the reason unmapped', () => {
    const b = bridge()
    const flow = createFlow(b, { hideErrorScreen: false })
    flow.fail({ strategy: 'bureau_check', market: 'IT', error: 'offline' })
    const view = flow.view.value
    expect(view).toEqual({
      kind: 'failure',
      failure: {
        strategy: 'bureau_check',
        market: 'IT',
        reason: 'technical-issue',
        error: 'offline',
      },
    })
    if (view.kind === 'failure') flow.completeWithFailure(view.failure)
    expect(b.post).toHaveBeenCalledWith('onComplete', {
      status: 'failure',
      reason: 'technical-issue',
      error: 'offline',
    })
  })
})
