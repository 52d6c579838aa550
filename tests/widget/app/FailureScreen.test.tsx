import { fireEvent, render, screen } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import type { Translations } from '../../../locales/i18n-types'
import { createFlow, type FailureInfo } from '../../../widget/kit/flow'
import { TextContext, createText } from '../../../widget/i18n/text'
import { FailureScreen } from '../../../widget/app/FailureScreen'
import type { FailureSession } from '../../../widget/app/failure-text'
import { createStrategyRun } from '../../../widget/kit/strategy-run'
import { english, renderWithText } from '../render'
import { harness } from '../screen-harness'

function setup(failure: FailureInfo, details?: FailureSession) {
  const bridge = { post: vi.fn() }
  const flow = createFlow(bridge, { hideErrorScreen: false })
  renderWithText(<FailureScreen failure={failure} flow={flow} details={details} />)
  return { bridge, flow }
}

describe('failure screen (spec §2.3)', () => {
  it('shows title, description and one button that completes the flow with error and token, once', () => {
    const { bridge, flow } = setup({
      strategy: 'otp_phone',
      reason: 'too-many-attempts',
      token: 'rt_1',
      error: 'strategy failure',
    })
    expect(screen.getByRole('heading').textContent).toBe('You have exceeded the number of attempts permitted')
    expect(screen.getByText(/For your security we can’t accept any more codes/)).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
    const button = screen.getByRole('button', { name: 'Go back to checkout' })
    // One action in the footer; the navigation bar only has the close icon.
    expect(screen.getByRole('contentinfo').querySelectorAll('button')).toHaveLength(1)
    fireEvent.click(button)
    fireEvent.click(button)
    expect(bridge.post.mock.calls).toEqual([
      ['onComplete', { status: 'failure', reason: 'too-many-attempts', token: 'rt_1', error: 'strategy failure' }],
    ])
    expect(flow.settled.value).toBe(true)
    expect(button.getAttribute('aria-disabled')).toBe('true')
  })

  it('shows id_check’s customer-service line as a link that opens apart from the frame', () => {
    setup({ strategy: 'id_check', reason: 'verify', error: 'strategy failure' })
    const link = screen.getByRole('link', { name: 'customer support' })
    expect(link.getAttribute('href')).toBe('https://www.provider.com/nz/customer-service/')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(link.parentElement!.textContent).toBe('If you’re having issues please contact customer support.')
  })

  it('renders a translation as text, never as markup', () => {
    const dictionary = structuredClone(english) as unknown as Record<string, any>
    dictionary.failure.customerService = '<b>If</b> you have issues'
    dictionary.idCheck.failure.verify.customerService = '<img src=x onerror="alert(1)">'
    dictionary.idCheck.failure.verify.description = '<script>alert(1)</script>'
    const flow = createFlow({ post: vi.fn() }, { hideErrorScreen: false })
    const { container } = render(
      <TextContext.Provider value={createText('en', dictionary as Translations)}>
        <FailureScreen failure={{ strategy: 'id_check', reason: 'verify', error: 'x' }} flow={flow} />
      </TextContext.Provider>,
    )
    expect(container.querySelector('b, img, script')).toBeNull()
    expect(screen.getByRole('link').textContent).toBe('<img src=x onerror="alert(1)">')
    expect(screen.getByText('<script>alert(1)</script>')).toBeTruthy()
  })

  it('closing the dialog completes the flow as the button does, without asking', () => {
    const { bridge } = setup({
      strategy: 'otp_phone',
      reason: 'too-many-attempts',
      token: 'rt_1',
      error: 'strategy failure',
    })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(bridge.post.mock.calls).toEqual([
      ['onComplete', { status: 'failure', reason: 'too-many-attempts', token: 'rt_1', error: 'strategy failure' }],
    ])
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
  })

  it('shows the market’s text, yet tells the host the server’s reason', () => {
    const { bridge } = setup({
      strategy: 'bureau_check',
      market: 'IT',
      reason: 'invalid-user-info',
      token: 'rt_2',
      error: 'strategy failure',
    })
    expect(
      screen.getByText(
        'Don’t worry, you can try again or choose any other payment method in order to complete the purchase.',
      ),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('contentinfo').querySelector('button')!)
    expect(bridge.post).toHaveBeenCalledWith('onComplete', {
      status: 'failure',
      reason: 'invalid-user-info',
      token: 'rt_2',
      error: 'strategy failure',
    })
  })

  it('shows the in-store text for an in-store sign-up; Continue completes the flow with the error', () => {
    const { bridge } = setup(
      { strategy: 'id_check', reason: 'verify', token: 'rt_3', error: 'strategy failure' },
      { flow: 'instore-signup', presentation_data: { require_consent: false, hide_error_screen: false } },
    )
    expect(screen.getByRole('heading').textContent).toBe('All set! Just bring a valid photo ID on your first purchase')
    expect(screen.queryByRole('link')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(bridge.post.mock.calls).toEqual([
      ['onComplete', { status: 'failure', reason: 'verify', token: 'rt_3', error: 'strategy failure' }],
    ])
  })

  it('shows the one-time card text for a one-time card session', () => {
    setup(
      { strategy: 'otp_phone', reason: 'technical-issue', error: 'x' },
      {
        flow: 'purchase',
        presentation_data: { require_consent: false, hide_error_screen: false, ui_context: 'one_time_card' },
      },
    )
    expect(screen.getByText('Please try to create a One-time card again.')).toBeTruthy()
    expect(screen.getByRole('contentinfo').textContent).toBe('Close')
  })

  it('says the connection was lost', () => {
    setup({ strategy: 'otp_phone', reason: 'network-issue', error: 'strategy network-issue' })
    expect(screen.getByRole('heading').textContent).toBe('Lost internet connection')
  })
})

describe('failure screen: one button, whatever the session allowed (spec §2.3)', () => {
  it.each<[string, string]>([
    ['bank_id_se', 'Back to selection'],
    ['klapp_authenticator', 'Go back to checkout'],
  ])(
    '%s: a session-timeout the session would let the shopper try again shows only the spec’s button, which completes the flow',
    async (type, button) => {
      const h = harness({
        type,
        answers: { start: [{ status: 'failure', reason: 'session-timeout', token: 'rt_t', retry_allowed: true }] },
      })
      await createStrategyRun(h.props).call('start')
      const view = h.flow.view.value
      if (view.kind !== 'failure') throw new Error(`expected the failure screen, got ${view.kind}`)
      renderWithText(<FailureScreen failure={view.failure} flow={h.flow} />)
      const footer = screen.getByRole('contentinfo')
      expect([...footer.querySelectorAll('button')].map((b) => b.textContent)).toEqual([button])
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
      fireEvent.click(screen.getByRole('button', { name: button }))
      expect(h.bridge.post.mock.calls).toEqual([
        [
          'onComplete',
          { status: 'failure', reason: 'session-timeout', token: 'rt_t', error: 'strategy session-timeout' },
        ],
      ])
      // Nothing asks the session to start the strategy again.
      expect(h.calls.map((c) => c.action)).toEqual(['start'])
    },
  )
})
