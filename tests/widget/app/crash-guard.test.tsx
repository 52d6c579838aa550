import { fireEvent, render, screen } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { App } from '../../../widget/app/App'
import { createFlow } from '../../../widget/app/flow'
import type { ScreenProps } from '../../../widget/app/screen-props'
import { DEFAULT_SWITCHES } from '../../../widget/app/switches'
import { TextContext, createText } from '../../../widget/i18n/text'
import { english } from '../render'

function Crashing(): never {
  throw new Error('camera exploded')
}

function setup(guarded: boolean, hideErrorScreen = false) {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const bridge = { post: vi.fn() }
  const flow = createFlow(bridge, { hideErrorScreen })
  const report = vi.fn()
  const props = { strategy: { type: 'id_scan' }, details: {}, http: vi.fn(), flow } as unknown as ScreenProps
  const ui = (
    <TextContext.Provider value={createText('en', english)}>
      <App flow={flow} report={report} shell={{ strategyType: 'id_scan', switches: DEFAULT_SWITCHES, publish: () => {} }} session={{ props, Screen: Crashing, guarded, initialPath: '/' }} />
    </TextContext.Provider>
  )
  return { bridge, report, ui }
}

describe('crash guard (spec §2.1)', () => {
  it('turns a crash into the failure screen, reports a technical-failure event, and go-back completes with the error', async () => {
    const { bridge, report, ui } = setup(true)
    render(ui)
    const own = (english as unknown as { idScan: { failure: { technicalIssue: { title: string; button: string } } } }).idScan.failure.technicalIssue
    expect(await screen.findByRole('heading', { name: own.title })).toBeTruthy()
    expect(bridge.post).toHaveBeenCalledWith('onEvent', { name: 'technical_failure', strategy: 'id_scan', error: 'Error: camera exploded' })
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'camera exploded' }))
    fireEvent.click(screen.getByRole('button', { name: own.button }))
    expect(bridge.post).toHaveBeenLastCalledWith('onComplete', { status: 'failure', reason: 'technical-issue', error: 'crash: Error: camera exploded', token: undefined })
  })

  it('with hide_error_screen completes at once', async () => {
    const { bridge, ui } = setup(true, true)
    render(ui)
    await vi.waitFor(() => expect(bridge.post).toHaveBeenCalledWith('onComplete', expect.objectContaining({ status: 'failure', reason: 'technical-issue' })))
  })
})
