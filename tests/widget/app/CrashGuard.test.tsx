import { fireEvent, render, screen } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { App } from '../../../widget/app/App'
import { createFlow } from '../../../widget/kit/flow'
import type { ScreenProps } from '../../../widget/kit/screen-props'
import { createStrategyHost } from '../../../widget/app/strategy-host'
import { DEFAULT_SWITCHES } from '../../../widget/ui/switches'
import { createText } from '../../../widget/i18n/text'
import { signal } from '@preact/signals'
import { english } from '../render'

function Crashing(): never {
  throw new Error('camera exploded')
}

function setup(guarded: boolean, hideErrorScreen = false) {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const bridge = { post: vi.fn() }
  const flow = createFlow(bridge, { hideErrorScreen })
  const report = vi.fn()
  const strategy = { type: 'id_scan' }
  const props = { strategy, details: { strategies: [strategy] }, http: vi.fn(), flow } as unknown as ScreenProps
  const text = signal(createText('en', english))
  const host = createStrategyHost({
    details: props.details,
    http: props.http,
    flow,
    report,
    cancel: async () => {},
    kycAnytime: false,
    text,
    locale: 'en',
  })
  host.stage.value = { kind: 'strategy', id: 1, strategy, Screen: Crashing, guarded, props, initialPath: '/' }
  const ui = (
    <App
      flow={flow}
      report={report}
      text={text}
      host={host}
      shell={{ switches: DEFAULT_SWITCHES, publish: () => {} }}
    />
  )
  return { bridge, report, ui }
}

describe('crash guard (spec §2.1)', () => {
  it('turns a crash into the failure screen, reports a technical-failure event, and go-back completes with the error', async () => {
    const { bridge, report, ui } = setup(true)
    render(ui)
    // The ID scan's technical-issue text is the one it shares with Kosma ID (contracts/companions.ts).
    const own = (
      english as unknown as { idFailure: { failure: { technicalIssue: { title: string; button: string } } } }
    ).idFailure.failure.technicalIssue
    expect(await screen.findByRole('heading', { name: own.title })).toBeTruthy()
    expect(bridge.post).toHaveBeenCalledWith('onEvent', {
      name: 'technical_failure',
      strategy: 'id_scan',
      error: 'Error: camera exploded',
    })
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'camera exploded' }))
    fireEvent.click(screen.getByRole('button', { name: own.button }))
    expect(bridge.post).toHaveBeenLastCalledWith('onComplete', {
      status: 'failure',
      reason: 'technical-issue',
      error: 'crash: Error: camera exploded',
      event: 'technical_failure',
    })
  })

  it('with hide_error_screen completes at once, and the frame says calmly that the page takes over, never blank', async () => {
    const { bridge, ui } = setup(true, true)
    const { container } = render(ui)
    await vi.waitFor(() =>
      expect(bridge.post).toHaveBeenCalledWith(
        'onComplete',
        expect.objectContaining({ status: 'failure', reason: 'technical-issue' }),
      ),
    )
    expect(await screen.findByRole('heading', { name: english.closing.title })).toBeTruthy()
    expect(screen.getByText(english.closing.lead)).toBeTruthy()
    expect(container.textContent).not.toBe('')
    // The flow has ended: nothing to press, nothing to close, and no error screen.
    expect(screen.queryAllByRole('button')).toEqual([])
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
