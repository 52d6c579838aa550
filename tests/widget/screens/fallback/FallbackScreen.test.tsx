import { fireEvent, screen, waitFor } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import FallbackScreen from '../../../../widget/screens/fallback/FallbackScreen'
import { WidgetError } from '../../../../widget/widget-error'
import { harness } from '../../screen-harness'

function setup(start: Array<unknown | Error>) {
  const h = harness({ type: 'bank_id_no', answers: { start } })
  h.mount(FallbackScreen)
  return h
}

describe('fallback screen (a strategy without its own screen)', () => {
  it('shows the strategy’s own failure when the server has already ended it', async () => {
    const { calls, flow } = setup([{ status: 'failure', reason: 'session-timeout', token: 'rt_1' }])
    await waitFor(() => expect(flow.view.value).toEqual({ kind: 'failure', failure: { strategy: 'bank_id_no', reason: 'session-timeout', token: 'rt_1', error: 'strategy failure' } }))
    expect(calls.map((c) => c.url)).toEqual(['https://api.provider.com/v1/sessions/s1/strategies/bank_id_no/start'])
  })

  it('otherwise says the method is unavailable, and its button completes the flow as unattainable', async () => {
    const { bridge } = setup([{ status: 'in_progress' }])
    expect(screen.getByRole('heading', { name: 'Please wait' })).toBeTruthy()
    const button = await screen.findByRole('button', { name: 'Go back to checkout' })
    await screen.findByRole('heading', { name: 'This verification method isn’t available' })
    fireEvent.click(button)
    fireEvent.click(button)
    expect(bridge.post.mock.calls).toEqual([['onComplete', { status: 'failure', reason: 'unattainable', error: 'unsupported strategy bank_id_no', token: undefined }]])
  })

  it('still offers the way out when the server cannot be reached', async () => {
    const { flow } = setup([new WidgetError('network', 'offline')])
    await screen.findByRole('heading', { name: 'This verification method isn’t available' })
    expect(flow.view.value.kind).toBe('strategy')
  })
})
