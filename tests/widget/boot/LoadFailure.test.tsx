import { fireEvent, render, screen } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { LoadFailure, securityErrorIn } from '../../../widget/ui/LoadFailure'
import { WidgetError } from '../../../widget/widget-error'

describe('load failure', () => {
  it('is announced, takes focus on its heading, and offers a retry and a way back', () => {
    const onRetry = vi.fn()
    const onLeave = vi.fn()
    render(
      <LoadFailure
        error={new WidgetError('network', 'Text could not be loaded')}
        onRetry={onRetry}
        onLeave={onLeave}
      />,
    )
    const dialog = screen.getByRole('alertdialog', { name: 'Something went wrong' })
    expect(dialog.getAttribute('aria-describedby')).toBe('load-failure-text')
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Something went wrong' }))
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    fireEvent.click(screen.getByRole('button', { name: 'Go back to checkout' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    expect(onLeave).toHaveBeenCalledTimes(1)
  })

  it('is busy while the way out ends the flow, then done: one leave however many presses, focus kept', async () => {
    let ended!: () => void
    const onLeave = vi.fn(() => new Promise<void>((done) => (ended = done)))
    const onRetry = vi.fn()
    render(<LoadFailure error={new WidgetError('network', 'offline')} onRetry={onRetry} onLeave={onLeave} />)
    const leave = screen.getByRole('button', { name: 'Go back to checkout' })
    leave.focus()
    fireEvent.click(leave)
    fireEvent.click(leave)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onLeave).toHaveBeenCalledTimes(1)
    expect(onRetry).not.toHaveBeenCalled()
    expect(leave.getAttribute('aria-busy')).toBe('true')
    ended()
    await vi.waitFor(() => expect(leave.getAttribute('aria-busy')).toBe('false'))
    expect(leave.getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(leave)
  })

  it('is busy while a retry loads, and a retry that fails again takes focus back to its heading', async () => {
    let settle!: () => void
    const onRetry = vi.fn(() => new Promise<void>((done) => (settle = done)))
    const first = new WidgetError('network', 'offline')
    const { rerender } = render(<LoadFailure error={first} onRetry={onRetry} />)
    const retry = screen.getByRole('button', { name: 'Try again' })
    retry.focus()
    fireEvent.click(retry)
    fireEvent.click(retry)
    expect(onRetry).toHaveBeenCalledTimes(1)
    expect(retry.getAttribute('aria-busy')).toBe('true')
    // What the caller does when the retry fails: the same screen with the new error.
    rerender(<LoadFailure error={new WidgetError('network', 'still offline')} onRetry={onRetry} />)
    settle()
    await vi.waitFor(() => expect(retry.getAttribute('aria-busy')).toBe('false'))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Something went wrong' }))
  })

  it('names a security error even when it is wrapped (spec §4), and nothing else', () => {
    const security = new DOMException('Blocked by the frame’s sandbox', 'SecurityError')
    const wrapped = new WidgetError('network', 'Text could not be loaded', { cause: security })
    expect(securityErrorIn(wrapped)).toBe(security)
    expect(
      securityErrorIn(new WidgetError('network', 'offline', { cause: new TypeError('Failed to fetch') })),
    ).toBeNull()
    render(<LoadFailure error={wrapped} onRetry={() => {}} />)
    expect(screen.getByText(/Blocked by the frame’s sandbox/)).toBeTruthy()
  })

  it('says nothing technical for any other error', () => {
    render(<LoadFailure error={new WidgetError('text-load', 'Text answered 500')} onRetry={() => {}} />)
    expect(document.body.textContent).not.toMatch(/500|WidgetError/)
  })
})
