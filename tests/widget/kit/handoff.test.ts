import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSteps } from '../../../widget/ui/steps'
import { CLOSED_CHECK_MS } from '../../../widget/kit/child-window'
import {
  createHandoff,
  type HandoffConfig,
  handoffPhase,
  isHandoffUrl,
  partnerPageOf,
} from '../../../widget/kit/handoff'
import { WidgetError } from '../../../widget/widget-error'
import { fakeWindows } from '../fake-windows'
import { harness, type HarnessOptions } from '../screen-harness'

const PARTNER = 'https://partner.test/flow?t=1'
const atPartner = (extra: Record<string, unknown> = {}) => ({
  status: 'in_progress',
  pending: { kind: 'partner' },
  handoff_url: PARTNER,
  ...extra,
})
const nothing = { status: 'in_progress', pending: null }

/** A hand-off over fake windows and a fake session, its steps at /test/*. */
function setup(
  answers: HarnessOptions['answers'] = {},
  { config = {} as Partial<HandoffConfig>, blocked = false, resume = undefined as HarnessOptions['resume'] } = {},
) {
  const h = harness({ type: 'veriff', answers, resume })
  const w = fakeWindows({ blocked })
  const steps = createSteps('/test/intro')
  const track = vi.fn()
  const handoff = createHandoff(
    h.props,
    {
      kind: 'partner',
      intro: '/test/intro',
      step: '/test/flow',
      verify: (s) => `/test/verify/${s.application_id ?? ''}`,
      track,
      ...config,
    },
    { go: steps.go, back: steps.back, io: w.io, page: { l: 'en', v: 'v1' } },
  )
  const at = () => steps.hook()[0]
  return { ...h, w, steps, at, handoff, track }
}

describe('a hand-off through a child window', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  it('opens the child within the tap, starts the partner step, and sends the child there once it has shaken hands', async () => {
    const s = setup({ start: [atPartner()] })
    const started = s.handoff.launch({ choice: 'x' })
    // Before any answer: the window is already open (popup blockers allow only that).
    expect(s.w.opened).toHaveLength(1)
    expect(s.handoff.phase.value).toBe('starting')
    await started
    expect(s.calls.map((c) => [c.action, c.body])).toEqual([['start', { choice: 'x' }]])
    expect(s.at()).toBe('/test/flow')
    expect(s.handoff.phase.value).toBe('waiting')
    expect(s.handoff.polling.value).toBe(true)
    expect(s.w.opened[0]!.url).toContain('/handoff/open#n=n1')
    s.w.hello(s.w.opened[0]!, 'n1')
    expect(s.w.opened[0]!.url).toBe(PARTNER)
    s.handoff.show()
    expect(s.w.opened[0]!.focused).toBe(1)
  })

  it('the start leaves before the window opens, sent at once: opening a window holds a slow phone for a while', async () => {
    const s = setup({ start: [atPartner()] })
    const open = s.w.io.open
    let callsWhenOpened = -1
    s.w.io.open = (url, name) => ((callsWhenOpened = s.calls.length), open(url, name))
    const started = s.handoff.launch({ choice: 'x' })
    expect(callsWhenOpened).toBe(1)
    expect(s.calls[0]).toMatchObject({ action: 'start', now: true })
    await started
  })

  it('the return page’s word makes it ask the session at once; the session’s answer ends the flow', async () => {
    const s = setup({ start: [atPartner()], veriff: [{ status: 'success', token: 'rt_1' }] })
    await s.handoff.launch()
    s.w.hello(s.w.opened[0]!, 'n1')
    const now = vi.fn()
    const unwake = s.handoff.wake(now)
    s.w.returned(s.w.opened[0]!)
    expect(s.handoff.phase.value).toBe('returned')
    expect(now).toHaveBeenCalledTimes(1)
    expect(await s.handoff.poll()).toBe('stop')
    expect(s.bridge.post).toHaveBeenCalledWith('onComplete', { status: 'success', token: 'rt_1' })
    unwake()
  })

  it('blocked: the step offers the link; the window it opens is adopted and sent on', async () => {
    const s = setup({ start: [atPartner()] }, { blocked: true })
    await s.handoff.launch()
    expect(s.handoff.phase.value).toBe('blocked')
    expect(s.track).toHaveBeenCalledWith('load_error', { cause: 'blocked' })
    // The session waits on the partner: asking goes on, whether or not the link is ever followed.
    expect(s.handoff.polling.value).toBe(true)
    const viaLink = s.w.window(s.handoff.link().href)
    s.w.hello(viaLink, 'n1')
    expect(viaLink.url).toBe(PARTNER)
    expect(s.handoff.phase.value).toBe('waiting')
  })

  it('a window the shopper closed says so and keeps asking: the session may still end it (a partner that cut the opener off)', async () => {
    const s = setup({
      start: [atPartner(), atPartner()],
      veriff: [atPartner(), { status: 'failure', reason: 'user-not-trusted' }],
    })
    await s.handoff.launch('bank')
    s.w.hello(s.w.opened[0]!, 'n1')
    s.w.opened[0]!.closed = true
    await vi.advanceTimersByTimeAsync(CLOSED_CHECK_MS)
    expect(s.handoff.phase.value).toBe('closed')
    expect(s.handoff.polling.value).toBe(true)
    expect(await s.handoff.poll()).toBe('continue')
    expect(s.handoff.phase.value).toBe('closed')
    // Opening again starts anew with the same choice.
    await s.handoff.launch()
    expect(s.calls.filter((c) => c.action === 'start').map((c) => c.body)).toEqual(['bank', 'bank'])
    expect(s.handoff.phase.value).toBe('waiting')
    expect(await s.handoff.poll()).toBe('stop')
    expect(s.flow.view.value).toMatchObject({ kind: 'failure', failure: { reason: 'user-not-trusted' } })
  })

  it('a partner step that ended without a result stops, and closes what is left of the window', async () => {
    const s = setup({ start: [atPartner()], veriff: [nothing] })
    await s.handoff.launch()
    expect(await s.handoff.poll()).toBe('stop')
    expect(s.handoff.phase.value).toBe('stopped')
    expect(s.handoff.polling.value).toBe(false)
    expect(s.w.opened[0]!.closed).toBe(true)
  })

  it('goes on to the check after the partner, with the application in the path, closing a window still at the partner', async () => {
    const s = setup({
      start: [atPartner()],
      veriff: [{ status: 'in_progress', pending: { kind: 'verification' }, application_id: 'app_42' }],
    })
    await s.handoff.launch()
    expect(await s.handoff.poll()).toBe('continue')
    expect(s.at()).toBe('/test/verify/app_42')
    expect(s.handoff.phase.value).toBe('verifying')
    expect(s.handoff.polling.value).toBe(true)
    expect(s.w.opened[0]!.closed).toBe(true)
  })

  it('no connection at start: the window closes, nothing moves, the shopper is told; analytics hears could_not_start', async () => {
    const s = setup({ start: [new WidgetError('network', 'offline')] })
    await s.handoff.launch()
    expect(s.w.opened[0]!.closed).toBe(true)
    expect(s.at()).toBe('/test/intro')
    expect(s.handoff.phase.value).toBe('idle')
    expect(s.handoff.notice.value).toBe('network')
    expect(s.track).toHaveBeenCalledWith('could_not_start', { cause: 'network' })
  })

  it('a start the session refuses says so', async () => {
    const s = setup({
      start: [new WidgetError('client', 'conflict', { status: 409, body: { error: 'partner_unavailable' } })],
    })
    await s.handoff.launch()
    expect(s.handoff.notice.value).toBe('problem')
    expect(s.track).toHaveBeenCalledWith('could_not_start', { cause: 'partner_unavailable' })
  })

  it.each([
    ['a page on plain http', { handoff_url: 'http://partner.test/x' }, {}],
    ['no page at all', { handoff_url: undefined }, {}],
    ['a host the family does not allow', {}, { allowUrl: () => false }],
  ])('a start naming %s is a technical issue; the child never goes there', async (_, answer, config) => {
    const s = setup({ start: [atPartner(answer)] }, { config })
    await s.handoff.launch()
    expect(s.w.opened[0]!.closed).toBe(true)
    expect(s.w.opened[0]!.url).toContain('/handoff/open')
    expect(s.flow.view.value).toMatchObject({ kind: 'failure', failure: { reason: 'technical-issue' } })
    expect(s.props.report).toHaveBeenCalledWith(expect.objectContaining({ message: 'Could not start strategy' }))
  })

  it('iDIN: without a page from the session, the token’s signicatUrl is the one to open', async () => {
    const s = setup(
      { start: [atPartner({ handoff_url: undefined })] },
      { config: { fallbackUrl: 'https://preprod.signicat.com/std/idin' } },
    )
    await s.handoff.launch()
    s.w.hello(s.w.opened[0]!, 'n1')
    expect(s.w.opened[0]!.url).toBe('https://preprod.signicat.com/std/idin')
  })

  it('cancel closes the window, tells the session, and goes back to where it started', async () => {
    const s = setup({ start: [atPartner()], stop: [nothing] })
    s.steps.go('/test/intro')
    await s.handoff.launch()
    s.handoff.cancel()
    expect(s.w.opened[0]!.closed).toBe(true)
    expect(s.at()).toBe('/test/intro')
    expect(s.handoff.phase.value).toBe('idle')
    expect(s.calls.at(-1)!.action).toBe('stop')
  })

  it('after a reload with the partner step under way: opens on the step, waiting, and hears the old window come back', async () => {
    const known = atPartner({ choice: 'nordea' })
    const s = setup(
      {},
      {
        resume: { known, answer: Promise.resolve(known) },
        config: { again: (state) => ({ bank: (state as { choice?: string }).choice }) },
      },
    )
    expect(s.handoff.first).toBe('/test/flow')
    expect(s.handoff.phase.value).toBe('resumed')
    const now = vi.fn()
    s.handoff.wake(now)
    // The window opened before the reload: its opener is this frame.
    s.w.returned(s.w.window('https://edge.test/handoff/return'))
    expect(now).toHaveBeenCalled()
    expect(s.handoff.phase.value).toBe('returned')
  })

  it('after a reload during the check: opens on the check', () => {
    const known = { status: 'in_progress', pending: { kind: 'verification' }, application_id: 'a1' }
    const s = setup({}, { resume: { known, answer: Promise.resolve(known) } })
    expect(s.handoff.first).toBe('/test/verify/a1')
    expect(s.handoff.phase.value).toBe('verifying')
  })

  it('polls that find no connection are told to analytics once per stretch', async () => {
    const s = setup({
      start: [atPartner()],
      veriff: [
        new WidgetError('network', 'x'),
        new WidgetError('network', 'x'),
        atPartner(),
        new WidgetError('network', 'x'),
      ],
    })
    await s.handoff.launch()
    expect(await s.handoff.poll()).toBe('offline')
    expect(await s.handoff.poll()).toBe('offline')
    expect(await s.handoff.poll()).toBe('continue')
    expect(await s.handoff.poll()).toBe('offline')
    expect(s.track.mock.calls.filter(([event]) => event === 'polling_error')).toHaveLength(2)
  })

  it('partner pages: https, or http on loopback only', () => {
    expect(isHandoffUrl('https://auth.bankid.no/x')).toBe(true)
    expect(isHandoffUrl('http://localhost:8788/partner/x')).toBe(true)
    expect(isHandoffUrl('http://127.0.0.1:8788/partner/x')).toBe(true)
    expect(isHandoffUrl('http://bank.test/x')).toBe(false)
    expect(isHandoffUrl('javascript:alert(1)')).toBe(false)
    expect(isHandoffUrl('https://user:pw@bank.test/')).toBe(false)
    expect(isHandoffUrl('not a url')).toBe(false)
  })
})

describe('the phase a hand-off shows', () => {
  it("is its own until the child is out, then the window's: open is waiting, unknown after a reload is resumed", () => {
    expect(handoffPhase('starting', 'opening')).toBe('starting')
    expect(handoffPhase('verifying', 'idle')).toBe('verifying')
    expect(handoffPhase('out', 'opening')).toBe('waiting')
    expect(handoffPhase('out', 'open')).toBe('waiting')
    expect(handoffPhase('out', 'idle')).toBe('resumed')
    expect(handoffPhase('out', 'blocked')).toBe('blocked')
    expect(handoffPhase('out', 'returned')).toBe('returned')
  })
})

describe("the partner's page", () => {
  it('is one the widget may open and the family allows, else none', () => {
    expect(partnerPageOf('https://partner.example/x')).toBe('https://partner.example/x')
    expect(partnerPageOf(undefined)).toBeNull()
    expect(partnerPageOf('javascript:alert(1)')).toBeNull()
    expect(partnerPageOf('https://partner.example/x', (url) => url.startsWith('https://idin.'))).toBeNull()
  })
})
