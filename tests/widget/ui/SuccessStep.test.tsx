import { act, render, screen } from '@testing-library/preact'
import { signal } from '@preact/signals'
import { describe, expect, it, vi } from 'vitest'
import type { Translations } from '../../../locales/i18n-types'
import { App } from '../../../widget/app/App'
import { createFlow } from '../../../widget/kit/flow'
import type { ScreenProps } from '../../../widget/kit/screen-props'
import { createStrategyHost } from '../../../widget/app/strategy-host'
import { DEFAULT_SWITCHES } from '../../../widget/ui/switches'
import { createText } from '../../../widget/i18n/text'
import { english } from '../render'

/** The shell with one strategy whose screen says "Verifying…" until the session answers. */
function setup(dictionary: Translations = english) {
  const bridge = { post: vi.fn() }
  const flow = createFlow(bridge, { hideErrorScreen: false })
  const strategy = { type: 'otp_phone' }
  const props = { strategy, details: { strategies: [strategy] }, http: vi.fn(), flow } as unknown as ScreenProps
  const text = signal(createText('en', dictionary))
  const host = createStrategyHost({
    details: props.details,
    http: props.http,
    flow,
    report: vi.fn(),
    cancel: async () => {},
    kycAnytime: false,
    text,
    locale: 'en',
  })
  const Verifying = () => <h1>Verifying…</h1>
  host.stage.value = { kind: 'strategy', id: 1, strategy, Screen: Verifying, guarded: false, props, initialPath: '/' }
  render(
    <App
      flow={flow}
      text={text}
      host={host}
      shell={{ switches: DEFAULT_SWITCHES, publish: () => {}, close: () => {} }}
    />,
  )
  return { bridge, flow, text }
}

describe('after a success', () => {
  it('the frame says the shopper can go on, with focus on it, and nothing left to close', async () => {
    const { bridge, flow } = setup()
    expect(screen.getByRole('heading').textContent).toBe('Verifying…')
    act(() => flow.succeed('rt_ok'))
    expect(bridge.post).toHaveBeenCalledWith('onComplete', { status: 'success', token: 'rt_ok' })
    const heading = await screen.findByRole('heading', { name: 'You’re all set' })
    expect(screen.getByText('You can continue with your purchase.')).toBeTruthy()
    await vi.waitFor(() => expect(document.activeElement).toBe(heading))
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('while the complete text is still on its way (the first-screen document leaves it out), the loading step; then the text', async () => {
    const partial = structuredClone(english) as unknown as Record<string, unknown>
    delete partial.success
    const { flow, text } = setup(partial as unknown as Translations)
    act(() => flow.succeed('rt_ok'))
    expect(await screen.findByRole('heading', { name: 'Please wait' })).toBeTruthy()
    expect(screen.queryByText('You’re all set')).toBeNull()
    act(() => void (text.value = createText('en', english)))
    expect(await screen.findByRole('heading', { name: 'You’re all set' })).toBeTruthy()
  })
})
