import { entryOf } from '../../../widget/app/family-registry'
import { signal } from '@preact/signals'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFlow } from '../../../widget/kit/flow'
import { createStrategyHost } from '../../../widget/app/strategy-host'
import { changeMethod, switchTo } from '../../../widget/app/switch-strategy'
import { createText } from '../../../widget/i18n/text'
import { WidgetError } from '../../../widget/widget-error'
import { english } from '../render'
import { fakeSessionServer } from '../session-server'

/** Chunks to fail, by name, as many times as said (a lost connection while the switching code loads). */
const failingChunks = vi.hoisted(() => new Map<string, number>())
vi.mock('../../../widget/kit/load-chunk', async (original) => {
  const real = await original<typeof import('../../../widget/kit/load-chunk')>()
  return {
    ...real,
    loadChunk: <T>(name: string, load: () => Promise<T>, timeoutMs?: number) => {
      const left = failingChunks.get(name) ?? 0
      if (!left) return real.loadChunk(name, load, timeoutMs)
      failingChunks.set(name, left - 1)
      return real.loadChunk(name, () => Promise.reject(new TypeError('Failed to fetch')), timeoutMs)
    },
  }
})

const details = {
  session_id: 's1',
  url: 'https://api.provider.com/v1/sessions/s1',
  locale: 'en',
  strategies: [{ type: 'bank_id_se', market: 'SE' }],
  presentation_data: { require_consent: false, hide_error_screen: false },
  flow: 'generic',
  experiments: [],
}

/** A host showing BankID, a session server answering by action, and the edge's text route. */
function setup(answers: Record<string, Array<unknown | Error>>, textOk = true) {
  const bridge = { post: vi.fn() }
  const flow = createFlow(bridge, { hideErrorScreen: false })
  const server = fakeSessionServer(answers)
  const report = vi.fn()
  const cancel = vi.fn(async () => {})
  const text = signal(createText('en', english))
  const fetchText = vi.fn(async () =>
    textOk
      ? new Response(JSON.stringify(english), {
          headers: { 'content-type': 'application/json', 'content-language': 'en' },
        })
      : Promise.reject(new TypeError('offline')),
  )
  vi.stubGlobal('fetch', fetchText)
  const host = createStrategyHost({
    details,
    http: server.http,
    flow,
    report,
    cancel,
    kycAnytime: false,
    text,
    locale: 'en',
  })
  const first = details.strategies[0]!
  host.show(first, { default: () => null }, { answer: Promise.resolve(null) }, '/', entryOf(first.type))
  return { host, flow, bridge, report, cancel, fetchText, ...server }
}

describe('switching method (docs/architecture.md "Switching method")', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('“choose another method”: deactivates, loads the next family’s chunk, text and state, shows it and tells the page', async () => {
    const s = setup({
      deactivate: [{ status: 'cancelled', next_strategy: { type: 'otp_phone', market: 'SE' } }],
      otp_phone: [{ status: 'in_progress', pending: null }],
    })
    expect(await changeMethod(s.host)).toBe('done')
    const stage = s.host.stage.value
    expect(stage).toMatchObject({ kind: 'strategy', strategy: { type: 'otp_phone', market: 'SE' } })
    // What analytics and error tags name from now on (spec §7).
    expect(s.host.shown()).toMatchObject({ type: 'otp_phone' })
    expect(stage.kind === 'strategy' && stage.Screen.name).toBe('OtpScreen')
    expect(stage.kind === 'strategy' && stage.props.resume.known).toEqual({ status: 'in_progress', pending: null })
    expect(s.calls.map((c) => [c.method, c.action, c.body])).toEqual([
      ['POST', 'deactivate', { reason: 'change_method' }],
      [undefined, 'otp_phone', undefined],
    ])
    expect(s.fetchText).toHaveBeenCalledWith(expect.stringContaining('/v1/text/en?v=test&ns=otp'), expect.anything())
    expect(s.bridge.post).toHaveBeenCalledWith('onEvent', {
      name: 'strategy_changed',
      from: 'bank_id_se',
      to: 'otp_phone',
    })
    expect(s.cancel).not.toHaveBeenCalled()
  })

  it('a next strategy of the document’s own family still gets the complete text, not the document’s block', async () => {
    // The block holds only what the first screen's code reads (tools/build/document/text-body.ts).
    const block = Object.assign(document.createElement('script'), { type: 'application/json', id: 'idv-text' })
    Object.assign(block.dataset, { locale: 'en', language: 'en', namespace: 'otp', heldBack: '' })
    block.textContent = JSON.stringify({ common: { close: 'Close' }, otp: {} })
    document.body.append(block)
    try {
      const s = setup({
        deactivate: [{ status: 'cancelled', next_strategy: { type: 'otp_phone', market: 'SE' } }],
        otp_phone: [{ status: 'in_progress', pending: null }],
      })
      expect(await changeMethod(s.host)).toBe('done')
      expect(s.fetchText).toHaveBeenCalledWith(expect.stringContaining('/v1/text/en?v=test&ns=otp'), expect.anything())
    } finally {
      block.remove()
    }
  })

  it('without a next strategy ends the session with change_method', async () => {
    const s = setup({ deactivate: [{ status: 'cancelled' }] })
    await changeMethod(s.host)
    expect(s.cancel).toHaveBeenCalledWith('change_method')
  })

  it('offline: nothing changes, the screen says so', async () => {
    const s = setup({ deactivate: [new WidgetError('network', 'offline')] })
    expect(await changeMethod(s.host)).toBe('offline')
    expect(s.cancel).not.toHaveBeenCalled()
    expect(s.host.stage.value).toMatchObject({ kind: 'strategy', strategy: { type: 'bank_id_se' } })
  })

  it('a failed deactivation is reported as “Could not deactivate strategy”, and the shopper still leaves the method', async () => {
    const s = setup({ deactivate: [new WidgetError('server', '500', { status: 500 })] })
    await changeMethod(s.host)
    expect(s.report).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Could not deactivate strategy', code: 'server' }),
    )
    expect(s.cancel).toHaveBeenCalledWith('change_method')
  })

  it('a next strategy named by any answer: deactivates this one as housekeeping and switches', async () => {
    const s = setup({ deactivate: [new WidgetError('server', '500', { status: 500 })], klapp_authenticator: [null] })
    await switchTo(s.host, { type: 'klapp_authenticator' })
    expect(s.host.stage.value).toMatchObject({ kind: 'strategy', strategy: { type: 'klapp_authenticator' } })
    expect(s.calls[0]).toMatchObject({ action: 'deactivate', body: { reason: 'next_strategy' } })
    await vi.waitFor(() =>
      expect(s.report).toHaveBeenCalledWith(expect.objectContaining({ message: 'Could not deactivate strategy' })),
    )
  })

  it('a next strategy outside the contract is a technical issue', async () => {
    const s = setup({})
    await switchTo(s.host, { type: 'idin', signicatUrl: 'http://evil.example/' })
    expect(s.flow.view.value).toMatchObject({
      kind: 'failure',
      failure: { strategy: 'bank_id_se', reason: 'technical-issue' },
    })
    expect(s.report).toHaveBeenCalledWith(expect.objectContaining({ code: 'invalid-response' }))
  })

  it('when the switching code cannot load, offers to try again (not the failure screen), which switches from where the shopper was', async () => {
    const s = setup({
      bank_id_se: [{ status: 'in_progress', pending: null }],
      otp_phone: [{ status: 'in_progress', pending: null }],
    })
    const shown = s.host.stage.value
    if (shown.kind !== 'strategy') throw new Error('expected BankID on screen')
    failingChunks.set('switch', 1)
    shown.props.switchTo({ type: 'otp_phone', market: 'SE' })
    await vi.waitFor(() => expect(s.host.stage.value).toMatchObject({ kind: 'switching', failed: expect.anything() }))
    expect(s.flow.view.value).toEqual({ kind: 'strategy' })
    expect(s.report).toHaveBeenCalledWith(expect.objectContaining({ name: 'ChunkLoadError' }))
    const failed = s.host.stage.value
    failed.kind === 'switching' && failed.retry!()
    await vi.waitFor(() =>
      expect(s.host.stage.value).toMatchObject({ kind: 'strategy', strategy: { type: 'otp_phone' } }),
    )
    expect(s.bridge.post).toHaveBeenCalledWith('onEvent', {
      name: 'strategy_changed',
      from: 'bank_id_se',
      to: 'otp_phone',
    })
    expect(s.calls.map((c) => [c.action, c.body])).toContainEqual(['deactivate', { reason: 'next_strategy' }])
  })

  it('when the next family cannot load, offers to try again, which loads it', async () => {
    const s = setup(
      { deactivate: [{ status: 'cancelled', next_strategy: { type: 'otp_phone' } }], otp_phone: [null, null] },
      false,
    )
    await changeMethod(s.host)
    const failed = s.host.stage.value
    expect(failed).toMatchObject({ kind: 'switching', failed: expect.anything() })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(english), { headers: { 'content-type': 'application/json' } })),
    )
    failed.kind === 'switching' && failed.retry!()
    await vi.waitFor(() =>
      expect(s.host.stage.value).toMatchObject({ kind: 'strategy', strategy: { type: 'otp_phone' } }),
    )
  })
})
