import { act, render } from '@testing-library/react'
import { Component, StrictMode, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { IdvWidget, IdvWidgetError } from '../../host/react'
import { WIDGET, fakeFrames } from '../host/fake-frames'

/** Lets the component's deferred open run (it waits out StrictMode's simulated unmount). */
const settle = () => act(async () => {})

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override render() {
    const error = this.state.error
    return error ? <p role="alert">{error instanceof IdvWidgetError ? error.code : 'other'}</p> : this.props.children
  }
}

describe('<IdvWidget /> inline (React 19)', () => {
  it('makes exactly one frame under StrictMode, inline in its own div, and removes it on unmount', async () => {
    const frames = fakeFrames()
    const { container, unmount } = render(
      <StrictMode>
        <IdvWidget widgetUrl={`${WIDGET}/#t.o.k`} className="verify" />
      </StrictMode>,
    )
    await settle()
    expect(frames.created).toBe(1)
    const iframe = container.querySelector('div.verify > iframe')!
    expect(iframe).not.toBeNull()
    expect(document.querySelector('.idv-widget-overlay')).toBeNull()
    unmount()
    expect(iframe.isConnected).toBe(false)
  })

  it('tells the widget it is inline, and calls the latest callbacks without reopening', async () => {
    const frames = fakeFrames()
    const first = vi.fn()
    const latest = vi.fn()
    const { rerender } = render(<IdvWidget widgetUrl={`${WIDGET}/#t.o.k`} onComplete={first} />)
    await settle()
    rerender(<IdvWidget widgetUrl={`${WIDGET}/#t.o.k`} onComplete={latest} />)
    await settle()
    act(() => void frames.fromWidget('onEvent', { name: 'start' }))
    expect(frames.frames[0]!.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'presentation', payload: { mode: 'inline' } }),
      WIDGET,
    )
    act(() => void frames.fromWidget('onComplete', { status: 'failure', reason: 'user-not-trusted', error: 'x' }))
    expect(frames.created).toBe(1)
    expect(first).not.toHaveBeenCalled()
    expect(latest).toHaveBeenCalledTimes(1)
  })

  it('opens a new frame for a new token, removing the old one', async () => {
    const frames = fakeFrames()
    const { rerender, container } = render(<IdvWidget clientToken="one.t.k" widgetOrigin={WIDGET} />)
    await settle()
    rerender(<IdvWidget clientToken="two.t.k" widgetOrigin={WIDGET} />)
    await settle()
    expect(frames.created).toBe(2)
    expect([...container.querySelectorAll('iframe')].map((f) => f.src)).toEqual([`${WIDGET}/#two.t.k`])
  })

  it('throws bad options to the nearest error boundary', async () => {
    fakeFrames()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { getByRole } = render(
      <Boundary>
        <IdvWidget widgetUrl="javascript:alert(1)" />
      </Boundary>,
    )
    await settle()
    expect(getByRole('alert').textContent).toBe('invalid_widget_url')
  })
})
