import { describe, expect, it, vi } from 'vitest'
import { fetchSend } from '../../../widget/telemetry/fetch-send'

describe('fetchSend', () => {
  it('posts the body as JSON without cookies or referrer, with the keepalive asked for', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 429, headers: { 'retry-after': '5' } }))
    const result = await fetchSend('https://edge.example/v1/errors', fetch)({ body: '{"v":1}', keepalive: true })
    expect(fetch).toHaveBeenCalledWith('https://edge.example/v1/errors', {
      method: 'POST',
      body: '{"v":1}',
      keepalive: true,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      headers: { 'content-type': 'application/json' },
    })
    expect(result.status).toBe(429)
    expect(result.headers.get('Retry-After')).toBe('5')
  })
  it('rejects when there is no answer, for the transport to count a network error', async () => {
    const send = fetchSend('https://edge.example/v1/errors', async () =>
      Promise.reject(new TypeError('Failed to fetch')),
    )
    await expect(send({ body: '{}', keepalive: false })).rejects.toThrow('Failed to fetch')
  })
})
