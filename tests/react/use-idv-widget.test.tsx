import { act, fireEvent, render, screen } from '@testing-library/react'
import { StrictMode, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useIdvWidget, type UseIdvWidgetOptions } from '../../host/react'
import { WIDGET, fakeFrames } from '../host/fake-frames'

function Checkout(props: UseIdvWidgetOptions) {
  const { open, ready, error } = useIdvWidget(props)
  return (
    <>
      <button type="button" disabled={!ready} onClick={open}>
        Verify and pay
      </button>
      {error ? <p role="alert">{error.code}</p> : null}
    </>
  )
}

const frameCount = () => document.querySelectorAll('iframe').length

describe('useIdvWidget (React 19, StrictMode)', () => {
  it('is ready once mounted with a widget to open; open() shows one modal however often it is pressed', () => {
    const frames = fakeFrames()
    render(
      <StrictMode>
        <Checkout widgetUrl={`${WIDGET}/#t.o.k`} />
      </StrictMode>,
    )
    const button = screen.getByRole('button', { name: 'Verify and pay' }) as HTMLButtonElement
    expect(button.disabled).toBe(false)
    fireEvent.click(button)
    fireEvent.click(button)
    expect(frames.created).toBe(1)
    expect(document.querySelector('.idv-widget-overlay iframe')).not.toBeNull()
    // Still enabled: a button disabled while the modal is up could not take back the focus it gives back.
    expect(button.disabled).toBe(false)
  })

  it('is not ready without a token, and becomes ready when one arrives', () => {
    fakeFrames()
    const { rerender } = render(<Checkout />)
    const button = () => screen.getByRole('button') as HTMLButtonElement
    expect(button().disabled).toBe(true)
    rerender(<Checkout clientToken="t.o.k" widgetOrigin={WIDGET} />)
    expect(button().disabled).toBe(false)
  })

  it('calls the latest callbacks, once, then removes the modal; open() opens a new one', () => {
    const frames = fakeFrames()
    const first = vi.fn()
    const latest = vi.fn()
    const { rerender } = render(<Checkout widgetUrl={`${WIDGET}/#t.o.k`} onComplete={first} />)
    fireEvent.click(screen.getByRole('button'))
    rerender(<Checkout widgetUrl={`${WIDGET}/#t.o.k`} onComplete={latest} />)
    act(() => void frames.fromWidget('onComplete', { status: 'success', token: 'rt' }))
    expect(first).not.toHaveBeenCalled()
    expect(latest).toHaveBeenCalledWith({ status: 'success', token: 'rt' })
    expect(frameCount()).toBe(0)
    fireEvent.click(screen.getByRole('button'))
    expect(frames.created).toBe(2)
  })

  it('reports bad options as error instead of throwing from the click', () => {
    const frames = fakeFrames()
    render(<Checkout widgetUrl="http://widget.example/#t" />)
    fireEvent.click(screen.getByRole('button'))
    expect(screen.getByRole('alert').textContent).toBe('invalid_widget_url')
    expect(frames.created).toBe(0)
  })

  it('removes the modal and gives the page back when the component unmounts; no callback afterwards', () => {
    const frames = fakeFrames()
    const onAbort = vi.fn()
    function Page() {
      const [shown, setShown] = useState(true)
      return (
        <>
          <button type="button" onClick={() => setShown(false)}>
            Leave
          </button>
          {shown ? <Checkout widgetUrl={`${WIDGET}/#t.o.k`} onAbort={onAbort} /> : null}
        </>
      )
    }
    render(<Page />)
    fireEvent.click(screen.getByRole('button', { name: 'Verify and pay' }))
    expect(document.documentElement.style.overflow).toBe('hidden')
    // The page is inert under the modal; the app unmounts the checkout from its own code.
    act(() => screen.getByRole('button', { name: 'Leave', hidden: true }).click())
    expect(frameCount()).toBe(0)
    expect(document.querySelector('[inert]')).toBeNull()
    expect(document.documentElement.style.overflow).toBe('')
    act(() => void frames.fromWidget('onAbort', { reason: 'go_back' }, frames.frames[0]))
    expect(onAbort).not.toHaveBeenCalled()
  })
})
