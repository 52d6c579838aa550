import { act, fireEvent, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Route } from 'wouter'
import type { ScreenProps } from '../../../widget/kit/screen-props'
import { StrategyRoutes } from '../../../widget/kit/StrategyRoutes'
import { HANDSHAKE_TIMEOUT_MS } from '../../../widget/kit/child-protocol'
import { CLOSED_CHECK_MS } from '../../../widget/kit/child-window'
import { ChildWindowIoContext, useHandoff } from '../../../widget/kit/use-handoff'
import { Button } from '../../../widget/ui/Button'
import { Dialog } from '../../../widget/ui/Dialog'
import { HandoffNotice, HandoffStep } from '../../../widget/kit/HandoffStep'
import { VerifyingStep } from '../../../widget/ui/VerifyingStep'
import { WidgetError } from '../../../widget/widget-error'
import { fakeWindows } from '../fake-windows'
import { harness } from '../screen-harness'

const CONFIG = { kind: 'partner', intro: '/t/intro', step: '/t/flow', verify: () => '/t/verify' }

/** A family as small as can be: a start button, the shared hand-off step and the shared check. */
function TestScreen(props: ScreenProps) {
  const { handoff, connection } = useHandoff(props, CONFIG)
  return (
    <StrategyRoutes base="/t" first={handoff.first.slice(2)}>
      <Route path="/intro">
        <Dialog
          title="Start here"
          busy={handoff.phase.value === 'starting'}
          footer={<Button onClick={() => void handoff.launch()}>Start</Button>}
        >
          <HandoffNotice handoff={handoff} name="Partner" />
        </Dialog>
      </Route>
      <Route path="/flow">
        <HandoffStep
          handoff={handoff}
          connection={connection}
          name="Partner"
          estimate="Usually 3 minutes."
          changeMethod={props.changeMethod}
        />
      </Route>
      <Route path="/verify">
        <VerifyingStep connection={connection} estimate="Verification takes under 2 minutes." expectedMs={120_000} />
      </Route>
    </StrategyRoutes>
  )
}

const atPartner = { status: 'in_progress', pending: { kind: 'partner' }, handoff_url: 'https://partner.test/' }

function setup(answers: Record<string, Array<unknown | Error>>, { blocked = false } = {}) {
  const w = fakeWindows({ blocked })
  const h = harness({
    type: 'veriff',
    answers,
    wrap: (ui) => <ChildWindowIoContext.Provider value={w.io}>{ui}</ChildWindowIoContext.Provider>,
  })
  const view = h.mount(TestScreen)
  return { ...h, w, view }
}

describe('the hand-off step', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  it('says where to continue, with the window to the front and a way to cancel back to the start', async () => {
    const s = setup({ start: [atPartner], stop: [{ status: 'in_progress', pending: null }] })
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }))
    const heading = await screen.findByRole('heading', { name: 'Continue in the window we opened for Partner' })
    await vi.waitFor(() => expect(document.activeElement).toBe(heading))
    expect(screen.getByRole('status').textContent).toBe('Waiting for Partner…')
    expect(screen.getByText('Usually 3 minutes.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Show the window' }))
    expect(s.w.opened[0]!.focused).toBe(1)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await screen.findByRole('heading', { name: 'Start here' })
    expect(s.w.opened[0]!.closed).toBe(true)
  })

  it('blocked: a plain link to the same page, opened in the named window with its opener kept', async () => {
    const s = setup({ start: [atPartner] }, { blocked: true })
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }))
    await screen.findByRole('heading', { name: 'Your browser blocked the new window' })
    const link = screen.getByRole('link', { name: 'Open Partner (opens in a new window)' })
    expect(link.getAttribute('href')).toBe('https://edge.test/handoff/open#n=n1&l=en&v=test')
    expect(link.getAttribute('target')).toBe('idv-handoff')
    expect(link.getAttribute('rel')).toBe('opener')
    expect(screen.getByRole('button', { name: 'Choose another method' })).toBeTruthy()
    // The link opened the window: it shakes hands and the shopper is on their way.
    act(() => s.w.hello(s.w.window(link.getAttribute('href')!), 'n1'))
    await screen.findByRole('heading', { name: 'Continue in the window we opened for Partner' })
  })

  it('a window the shopper closed: open it again, or choose another method', async () => {
    const s = setup({ start: [atPartner, atPartner] })
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }))
    await screen.findByRole('heading', { name: 'Continue in the window we opened for Partner' })
    act(() => s.w.hello(s.w.opened[0]!, 'n1'))
    s.w.opened[0]!.closed = true
    await act(async () => void (await vi.advanceTimersByTimeAsync(CLOSED_CHECK_MS)))
    await screen.findByRole('heading', { name: 'The window was closed' })
    expect(
      screen.getByText('The Partner window was closed before you finished. Open it again, or choose another method.'),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Choose another method' }))
    expect(s.props.changeMethod).toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Open Partner again' }))
    await screen.findByRole('heading', { name: 'Continue in the window we opened for Partner' })
    expect(s.w.opened).toHaveLength(2)
  })

  it('back from the partner: reads the result, then goes on to the check', async () => {
    const s = setup({ start: [atPartner], veriff: [{ status: 'in_progress', pending: { kind: 'verification' } }] })
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }))
    await screen.findByRole('heading', { name: 'Continue in the window we opened for Partner' })
    // The poller starts after the first paint; the return page speaks later than that.
    await act(async () => void (await vi.advanceTimersByTimeAsync(150)))
    act(() => s.w.returned(s.w.opened[0]!))
    await screen.findByRole('heading', { name: 'Please wait' })
    expect(screen.getByText('Verification takes under 2 minutes.')).toBeTruthy()
    expect(screen.getByText('Please don’t close this window.')).toBeTruthy()
  })

  it('a start without a connection stays where it was and says so; the window closes again', async () => {
    const s = setup({ start: [new WidgetError('network', 'offline')] })
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }))
    await screen.findByText('Lost internet connection')
    expect(screen.getByRole('heading', { name: 'Start here' })).toBeTruthy()
    expect(s.w.opened[0]!.closed).toBe(true)
  })

  it('the session’s final answer ends the flow and closes a window left at the partner', async () => {
    const s = setup({ start: [atPartner], veriff: [{ status: 'success', token: 'rt_1' }] })
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }))
    await screen.findByRole('heading', { name: 'Continue in the window we opened for Partner' })
    await act(async () => void (await vi.advanceTimersByTimeAsync(2100)))
    expect(s.bridge.post).toHaveBeenCalledWith('onComplete', { status: 'success', token: 'rt_1' })
    await vi.waitFor(() => expect(s.w.opened[0]!.closed).toBe(true))
  })

  it('closes the window when the screen goes away', async () => {
    const s = setup({ start: [atPartner] })
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }))
    await screen.findByRole('heading', { name: 'Continue in the window we opened for Partner' })
    vi.useFakeTimers()
    try {
      s.view.unmount()
      expect(s.w.opened[0]!.closed).toBe(true)
      // A return page is still answered while it keeps asking (widget/kit/child-window.ts), then nothing listens.
      vi.advanceTimersByTime(HANDSHAKE_TIMEOUT_MS)
      expect(s.w.listeners.size).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})
