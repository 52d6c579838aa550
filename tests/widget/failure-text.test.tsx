import { fireEvent, screen } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { createFlow } from '../../widget/app/flow'
import { createText } from '../../widget/i18n/text'
import { FailureScreen } from '../../widget/ui/FailureScreen'
import { failureText } from '../../widget/ui/failure-text'
import { english, renderWithText } from './render'

const text = createText('en', english)

describe('failure text lookup', () => {
  it('uses the (strategy, reason) pair first', () => {
    expect(failureText(text, 'otp_email', 'too-many-attempts').title).toBe('You have exceeded the number of attempts permitted')
  })
  it('then the generic strategy with the same reason', () => {
    expect(failureText(text, 'otp_phone', 'session-timeout').title).toBe('Whoops, we ran out of time')
  })
  it('maps family members and spec reasons with their own text', () => {
    expect(failureText(text, 'kosma_id', 'session-timeout').description).toMatch(/ID verification took too long/)
    expect(failureText(text, 'bank_id_no_v2', 'user-mismatch').title).toBe('The details don’t match')
    expect(failureText(text, 'bank_id_fi', 'user-not-trusted')).toMatchObject({ title: 'Sadly we couldn’t verify your identity', button: 'OK' })
    expect(failureText(text, 'id_check', 'invalid-address').button).toBe('Change address')
    expect(failureText(text, 'bureau_check', 'invalid-user-info-with-contact').description).toMatch(/Mon–Fri 9am–5pm/)
  })
  it('then the generic pair', () => {
    expect(failureText(text, 'bank_id_se', 'made-up')).toEqual({
      title: 'We couldn’t complete the purchase',
      description: 'Don’t worry, you can try again or choose any other payment method in order to complete the purchase.',
      button: 'Go back to checkout',
    })
  })
})

describe('failure screen', () => {
  it('shows title, description and one button that completes the flow with the error once', () => {
    const bridge = { post: vi.fn() }
    const flow = createFlow(bridge, { hideErrorScreen: false })
    const failure = { strategy: 'otp_phone', reason: 'too-many-attempts', token: 'rt_1', error: 'strategy failure' }
    renderWithText(<FailureScreen failure={failure} flow={flow} />)
    expect(screen.getByRole('heading').textContent).toBe('You have exceeded the number of attempts permitted')
    const button = screen.getByRole('button', { name: 'Go back to checkout' })
    fireEvent.click(button)
    fireEvent.click(button)
    expect(bridge.post.mock.calls).toEqual([['onComplete', { status: 'failure', reason: 'too-many-attempts', token: 'rt_1', error: 'strategy failure' }]])
  })
})
