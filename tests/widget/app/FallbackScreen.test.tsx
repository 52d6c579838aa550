import { fireEvent, screen } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import FallbackScreen from '../../../widget/app/FallbackScreen'
import { harness } from '../screen-harness'

describe('fallback screen (a strategy type this widget does not know)', () => {
  it('calls nothing on the session: an unknown method never succeeds (or fails) by itself', async () => {
    const h = harness({ type: 'mystery_method', answers: { start: [{ status: 'success', token: 'rt_silent' }] } })
    h.mount(FallbackScreen)
    await screen.findByRole('heading', { name: 'This verification method isn’t available' })
    await new Promise((r) => setTimeout(r, 20))
    expect(h.calls).toEqual([])
    expect(h.bridge.post).not.toHaveBeenCalledWith('onComplete', expect.anything())
  })

  it('its way out, “Go back to checkout”, cancels the session with go_back, once however often it is pressed', () => {
    const h = harness({ type: 'mystery_method' })
    h.mount(FallbackScreen)
    const button = screen.getByRole('button', { name: 'Go back to checkout' })
    fireEvent.click(button)
    fireEvent.click(button)
    expect(h.props.cancel).toHaveBeenCalledTimes(1)
    expect(h.props.cancel).toHaveBeenCalledWith('go_back')
  })
})
