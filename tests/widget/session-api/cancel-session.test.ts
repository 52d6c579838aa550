import { describe, expect, it, vi } from 'vitest'
import { createCancelSession } from '../../../widget/session-api/cancel-session'
import type { HttpClient } from '../../../widget/session-api/http-client'
import { WidgetError } from '../../../widget/widget-error'

const URL = 'https://api.provider.com/v1/sessions/s1'

function setup(answer: () => Promise<unknown>) {
  const http = vi.fn<HttpClient>(answer)
  const flow = { abort: vi.fn() }
  return { http, flow, cancel: createCancelSession(http, URL, flow) }
}

describe('cancel session (spec §4, §7)', () => {
  it('DELETEs the session url with the reason and a 31 s timeout, then aborts with the returned token', async () => {
    const { http, flow, cancel } = setup(async () => ({ token: 'rt_1' }))
    await cancel('change_method')
    expect(http).toHaveBeenCalledWith(URL, {
      method: 'DELETE',
      query: { cancel_reason: 'change_method' },
      timeoutMs: 31_000,
    })
    expect(flow.abort).toHaveBeenCalledWith({ token: 'rt_1', reason: 'change_method' })
  })

  it('sends no reason when none is given', async () => {
    const { http, flow, cancel } = setup(async () => ({ token: 'rt_1' }))
    await cancel()
    expect(http.mock.calls[0]![1]!.query).toEqual({ cancel_reason: undefined })
    expect(flow.abort).toHaveBeenCalledWith({ token: 'rt_1' })
  })

  it('runs one at a time: calls while one runs do nothing', async () => {
    let answer!: (value: unknown) => void
    const { http, cancel } = setup(() => new Promise((resolve) => (answer = resolve)))
    const first = cancel()
    await cancel()
    await cancel('go_back')
    expect(http).toHaveBeenCalledTimes(1)
    answer({ token: 'rt' })
    await first
    void cancel()
    expect(http).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['a server error', () => Promise.reject(new WidgetError('server', '500', { status: 500 }))],
    ['an answer without a token', async () => ({})],
  ])('on %s aborts with nothing and rethrows a session-cancel error', async (_, answer) => {
    const { flow, cancel } = setup(answer)
    await expect(cancel()).rejects.toMatchObject({
      name: 'WidgetError',
      code: 'session-cancel',
      message: 'Could not cancel the session',
    })
    expect(flow.abort).toHaveBeenCalledWith({})
  })
})
