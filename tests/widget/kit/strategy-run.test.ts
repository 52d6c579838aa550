import { describe, expect, it, vi } from 'vitest'
import { createStrategyRun, endingOf } from '../../../widget/kit/strategy-run'
import { wasStarted } from '../../../widget/kit/resume-marker'
import { WidgetError } from '../../../widget/widget-error'
import { harness, type HarnessOptions } from '../screen-harness'

const run = (answers: Record<string, Array<unknown | Error>>, resume?: HarnessOptions['resume']) => {
  const h = harness({ type: 'klapp_authenticator', market: 'DE', answers, resume })
  return { ...h, run: createStrategyRun(h.props) }
}

describe('strategy run: what every family does with the session, once', () => {
  it('calls POST {url}/strategies/{type}/{action} and GET {url}/strategies/{type}', async () => {
    const { run: r, calls } = run({
      start: [{ status: 'in_progress', pending: { kind: 'phone_app' } }],
      klapp_authenticator: [{ status: 'activated', pending: null }],
    })
    expect(await r.call('start', { a: 1 })).toEqual({
      kind: 'state',
      state: { status: 'in_progress', pending: { kind: 'phone_app' } },
    })
    expect(await r.call('state')).toMatchObject({ kind: 'state', state: { status: 'activated' } })
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', 'https://api.provider.com/v1/sessions/s1/strategies/klapp_authenticator/start', { a: 1 }],
      ['GET', 'https://api.provider.com/v1/sessions/s1/strategies/klapp_authenticator', undefined],
    ])
    // The shopper's act is sent within the tap's task (the usable first screen is its call on the way); a read yields first.
    expect(calls.map((c) => c.now)).toEqual([true, undefined])
  })

  it.each([
    [{ status: 'success', token: 'rt_1' }, ['onComplete', { status: 'success', token: 'rt_1' }]],
    [{ status: 'cancelled', token: 'rt_2' }, ['onAbort', { token: 'rt_2' }]],
  ])('ends the flow on %o', async (answer, message) => {
    const { run: r, bridge } = run({ verify: [answer] })
    expect(await r.call('verify', {})).toMatchObject({ kind: 'ended' })
    expect(bridge.post).toHaveBeenCalledWith(...message)
  })

  it.each([
    [{ status: 'failure', reason: 'rdl-session-rejected', token: 'rt' }, 'rdl-session-rejected'],
    [{ status: 'expired' }, 'session-timeout'],
    [{ status: 'denied' }, 'user-not-trusted'],
    [{ status: 'failure' }, 'technical-issue'],
  ])('fails the strategy with its market on %o', async (answer, reason) => {
    const { run: r, flow } = run({ start: [answer] })
    await r.call('start')
    expect(flow.view.value).toMatchObject({
      kind: 'failure',
      failure: { strategy: 'klapp_authenticator', market: 'DE', reason },
    })
  })

  it('ends with the failure handler the registry gives a screen (spec §2.1: bank-id-se, id-check), when it gives one', async () => {
    const h = harness({
      type: 'id_check',
      market: 'AU',
      answers: {
        verify: [
          { status: 'failure', reason: 'verify' },
          { status: 'success', token: 'rt_s' },
        ],
      },
    })
    const onFailure = vi.fn()
    const r = createStrategyRun({ ...h.props, onFailure })
    await r.call('verify')
    expect(onFailure).toHaveBeenCalledWith('verify', undefined, { values: undefined })
    expect(h.bridge.post).not.toHaveBeenCalledWith('onComplete', expect.anything())
    await r.call('verify')
    expect(h.bridge.post).toHaveBeenCalledWith('onComplete', { status: 'success', token: 'rt_s' })
  })

  it('hands over to the next strategy the session names', async () => {
    const { run: r, props } = run({ verify: [{ status: 'cancelled', next_strategy: { type: 'otp_phone' } }] })
    expect(await r.call('verify', {})).toMatchObject({ kind: 'ended' })
    expect(props.switchTo).toHaveBeenCalledWith({ type: 'otp_phone' })
  })

  it('a session gone (401/403) is session-timeout; other 4xx are problems for the family', async () => {
    const gone = run({ start: [new WidgetError('client', '401', { status: 401 })] })
    expect(await gone.run.call('start')).toEqual({ kind: 'ended' })
    expect(gone.flow.view.value).toMatchObject({ failure: { reason: 'session-timeout' } })
    const wrong = run({
      verify: [
        new WidgetError('client', '422', { status: 422, body: { error: 'wrong_code', attempts_remaining: 1 } }),
        new WidgetError('client', '409', { status: 409, body: 'nope' }),
      ],
    })
    expect(await wrong.run.call('verify', {})).toEqual({
      kind: 'problem',
      problem: { error: 'wrong_code', attempts_remaining: 1 },
    })
    expect(await wrong.run.call('verify', {})).toEqual({ kind: 'problem', problem: { error: 'http_409' } })
    expect(wrong.flow.view.value.kind).toBe('strategy')
  })

  it('no answer is offline and changes nothing', async () => {
    const { run: r, flow, props } = run({ start: [new WidgetError('network', 'offline')] })
    expect(await r.call('start')).toEqual({ kind: 'offline' })
    expect(flow.view.value.kind).toBe('strategy')
    expect(props.report).not.toHaveBeenCalled()
  })

  it('an answer outside the contract is a technical issue, reported with spec §8’s product message', async () => {
    const {
      run: r,
      flow,
      props,
    } = run({
      start: [{ status: 'fine' }],
      klapp_authenticator: [{ status: 'in_progress', pending: 'yes' }],
      deactivate: [],
    })
    await r.call('start')
    expect(flow.view.value).toMatchObject({ failure: { reason: 'technical-issue', error: 'Could not start strategy' } })
    expect(props.report).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'invalid-response', message: 'Could not start strategy' }),
    )
    const poll = run({ klapp_authenticator: [{ status: 'in_progress', pending: { kind: 'x'.repeat(41) } }] })
    await poll.run.call('state', undefined, { poll: true })
    expect(poll.props.report).toHaveBeenCalledWith(expect.objectContaining({ message: 'Could not verify strategy' }))
  })

  it('a poll rides out two server errors in a row, and fails on the third', async () => {
    const error = () => new WidgetError('server', '500', { status: 500 })
    const {
      run: r,
      flow,
      props,
    } = run({ klapp_authenticator: [error(), error(), { status: 'in_progress' }, error(), error(), error()] })
    expect(await r.call('state', undefined, { poll: true })).toEqual({ kind: 'unavailable' })
    expect(await r.call('state', undefined, { poll: true })).toEqual({ kind: 'unavailable' })
    expect(await r.call('state', undefined, { poll: true })).toMatchObject({ kind: 'state' })
    await r.call('state', undefined, { poll: true })
    await r.call('state', undefined, { poll: true })
    expect(flow.view.value.kind).toBe('strategy')
    expect(await r.call('state', undefined, { poll: true })).toEqual({ kind: 'ended' })
    expect(flow.view.value).toMatchObject({ failure: { reason: 'technical-issue' } })
    expect(props.report).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'server', message: 'Could not verify strategy' }),
    )
  })

  it('remembers for this tab that the strategy was started (nothing sensitive)', async () => {
    sessionStorage.clear()
    const { run: r } = run({ start: [{ status: 'in_progress' }] })
    expect(wasStarted('s1', 'klapp_authenticator')).toBe(false)
    await r.call('start')
    expect(wasStarted('s1', 'klapp_authenticator')).toBe(true)
    expect(JSON.stringify({ ...sessionStorage })).toBe('{"idv-started:s1":"klapp_authenticator"}')
    sessionStorage.clear()
  })
})

describe('other calls of a family, and what a success tells the page', () => {
  it('attempt gives a call’s value, or what it came to, through the same handling', async () => {
    const { run: r, flow } = run({})
    expect(await r.attempt(async () => 42)).toEqual({ kind: 'value', value: 42 })
    expect(await r.attempt(() => Promise.reject(new WidgetError('network', 'offline')))).toEqual({ kind: 'offline' })
    expect(
      await r.attempt(() =>
        Promise.reject(new WidgetError('client', '422', { status: 422, body: { error: 'unreadable_image' } })),
      ),
    ).toEqual({ kind: 'problem', problem: { error: 'unreadable_image' } })
    // Retryable: server errors are ridden out like a poll's, the third ends the strategy.
    const fault = () => Promise.reject(new WidgetError('server', '503', { status: 503 }))
    expect(await r.attempt(fault, { retryable: true })).toEqual({ kind: 'unavailable' })
    expect(await r.attempt(fault, { retryable: true })).toEqual({ kind: 'unavailable' })
    expect(await r.attempt(fault, { retryable: true })).toEqual({ kind: 'ended' })
    expect(flow.view.value).toMatchObject({ failure: { reason: 'technical-issue' } })
  })

  it('a contained attempt (reporting a bank) ends nothing but a gone session: faults and refusals are reported and come back as problems', async () => {
    const { run: r, flow, props } = run({})
    const contained = { contained: true }
    expect(await r.attempt(() => Promise.reject(new WidgetError('network', 'offline')), contained)).toEqual({
      kind: 'offline',
    })
    const refused = new WidgetError('client', '409', { status: 409, body: { error: 'already_reported' } })
    expect(await r.attempt(() => Promise.reject(refused), contained)).toEqual({
      kind: 'problem',
      problem: { error: 'already_reported' },
    })
    const server = new WidgetError('server', '500', { status: 500 })
    expect(await r.attempt(() => Promise.reject(server), contained)).toEqual({
      kind: 'problem',
      problem: { error: 'http_500' },
    })
    const broken = new WidgetError('invalid-response', 'Could not report unsupported bank')
    expect(await r.attempt(() => Promise.reject(broken), contained)).toEqual({
      kind: 'problem',
      problem: { error: 'unexpected' },
    })
    expect(props.report).toHaveBeenCalledTimes(3)
    expect((props.report as ReturnType<typeof vi.fn>).mock.calls.map(([e]) => e)).toEqual([refused, server, broken])
    expect(flow.view.value.kind).toBe('strategy')
    expect(await r.attempt(() => Promise.reject(new WidgetError('client', '401', { status: 401 })), contained)).toEqual(
      { kind: 'ended' },
    )
    expect(flow.view.value).toMatchObject({ failure: { reason: 'session-timeout', error: 'session no longer valid' } })
  })

  it('a success tells the page what the family adds, and nothing when it adds nothing', async () => {
    const h = harness({
      type: 'id_scan',
      answers: {
        later: [{ status: 'success', token: 'rt_9', kyc: 'later' }],
        submit: [{ status: 'success', token: 'rt_8' }],
      },
    })
    const r = createStrategyRun(h.props, undefined, {
      successDetails: (state) => (state.kyc ? { kyc: state.kyc } : undefined),
    })
    await r.call('later')
    expect(h.bridge.post).toHaveBeenCalledWith('onComplete', { status: 'success', token: 'rt_9', kyc: 'later' })
  })
})

describe('resume after a reload', () => {
  it('gives back an in-progress state known before the first render', () => {
    const { run: r } = run(
      {},
      { known: { status: 'in_progress', pending: { kind: 'phone_app' } }, answer: new Promise(() => {}) },
    )
    expect(r.resume(vi.fn())).toEqual({ status: 'in_progress', pending: { kind: 'phone_app' } })
  })

  it('ends the flow just after the first render when the strategy already ended', async () => {
    const { run: r, bridge } = run({}, { known: { status: 'success', token: 'rt_x' }, answer: new Promise(() => {}) })
    expect(r.resume(vi.fn())).toBeNull()
    expect(bridge.post).not.toHaveBeenCalled()
    await Promise.resolve()
    expect(bridge.post).toHaveBeenCalledWith('onComplete', { status: 'success', token: 'rt_x' })
  })

  it('applies an answer that arrives later, unless the shopper already made a call', async () => {
    const later = run({}, { answer: Promise.resolve({ status: 'in_progress', pending: { kind: 'phone_app' } }) })
    const apply = vi.fn()
    expect(later.run.resume(apply)).toBeNull()
    await vi.waitFor(() =>
      expect(apply).toHaveBeenCalledWith({ status: 'in_progress', pending: { kind: 'phone_app' } }),
    )

    const touched = run(
      { start: [{ status: 'in_progress' }] },
      { answer: Promise.resolve({ status: 'in_progress', pending: { kind: 'phone_app' } }) },
    )
    const ignored = vi.fn()
    touched.run.resume(ignored)
    await touched.run.call('start')
    await new Promise((r) => setTimeout(r, 0))
    expect(ignored).not.toHaveBeenCalled()
  })

  it('reports an unreadable start-up answer and starts from the first step', async () => {
    const { run: r, props, flow } = run({}, { known: { status: 42 }, answer: new Promise(() => {}) })
    expect(r.resume(vi.fn())).toBeNull()
    expect(props.report).toHaveBeenCalledWith(expect.objectContaining({ code: 'invalid-response' }))
    expect(flow.view.value.kind).toBe('strategy')
  })
})

describe('how an answer ends the strategy', () => {
  it('hands over to the next strategy unless the answer is a success', () => {
    expect(endingOf({ status: 'in_progress', next_strategy: { type: 'otp' } })).toEqual({ kind: 'next' })
    expect(endingOf({ status: 'failure', next_strategy: { type: 'otp' } })).toEqual({ kind: 'next' })
    expect(endingOf({ status: 'success', next_strategy: { type: 'otp' } })).toEqual({ kind: 'success' })
  })

  it("fails with the session's reason, else the one its status implies; goes on otherwise", () => {
    expect(endingOf({ status: 'cancelled' })).toEqual({ kind: 'cancelled' })
    expect(endingOf({ status: 'failure', reason: 'rdl-session-rejected' })).toEqual({
      kind: 'failed',
      reason: 'rdl-session-rejected',
    })
    expect(endingOf({ status: 'expired' })).toEqual({ kind: 'failed', reason: 'session-timeout' })
    expect(endingOf({ status: 'denied' })).toEqual({ kind: 'failed', reason: 'user-not-trusted' })
    expect(endingOf({ status: 'failure' })).toEqual({ kind: 'failed', reason: 'technical-issue' })
    expect(endingOf({ status: 'in_progress' })).toBeNull()
    expect(endingOf({ status: 'activated' })).toBeNull()
  })
})
