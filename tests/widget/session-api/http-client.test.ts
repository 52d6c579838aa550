import { describe, expect, it, vi } from 'vitest'
import { createHttpClient } from '../../../widget/session-api/http-client'
import { WidgetError } from '../../../widget/widget-error'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('session HTTP client', () => {
  it('sends the bearer token and JSON body, returns 2xx data', async () => {
    const fetch = vi.fn(async () => json(200, { ok: true }))
    const http = createHttpClient('a.b.c', fetch)
    await expect(
      http('https://api.provider.com/s', {
        method: 'POST',
        body: { code: '1' },
        query: { cancel_reason: 'go_back', skip: undefined },
      }),
    ).resolves.toEqual({ ok: true })
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit]
    expect(String(url)).toBe('https://api.provider.com/s?cancel_reason=go_back')
    expect(init.headers).toEqual({ authorization: 'Bearer a.b.c', 'content-type': 'application/json' })
    expect(init.body).toBe('{"code":"1"}')
  })
  it('raises a client error carrying the answer on 4xx', async () => {
    const http = createHttpClient('t', async () => json(422, { error: 'wrong_code' }))
    const error = await http('https://x.provider.com').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WidgetError)
    expect(error).toMatchObject({ code: 'client', details: { status: 422, body: { error: 'wrong_code' } } })
  })
  it('raises a server error on 5xx and other statuses', async () => {
    await expect(createHttpClient('t', async () => json(503, {}))('https://x.provider.com')).rejects.toMatchObject({
      code: 'server',
    })
    await expect(
      createHttpClient('t', async () => new Response('<html>', { status: 302 }))('https://x.provider.com'),
    ).rejects.toMatchObject({ code: 'server' })
  })
  it('maps a failed fetch to a network error and an elapsed timeout to a timeout error', async () => {
    await expect(
      createHttpClient('t', async () => Promise.reject(new TypeError('Failed to fetch')))('https://x.provider.com'),
    ).rejects.toMatchObject({ code: 'network' })
    const slow = (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))
    await expect(createHttpClient('t', slow)('https://x.provider.com', { timeoutMs: 5 })).rejects.toMatchObject({
      code: 'timeout',
    })
  })
  it('cancels a call through the caller’s signal (a superseded search): it rejects like a lost connection', async () => {
    const slow = (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))
    const controller = new AbortController()
    const call = createHttpClient('t', slow)('https://x.provider.com', { signal: controller.signal, timeoutMs: 31_000 })
    controller.abort()
    await expect(call).rejects.toMatchObject({ code: 'network' })
  })

  it('yields to the main thread before it sends, where the browser can: what the caller just showed paints first', async () => {
    const order: string[] = []
    const scope = globalThis as { scheduler?: unknown }
    const had = scope.scheduler
    scope.scheduler = { yield: async () => void order.push('yield') }
    try {
      const fetch = vi.fn(async () => (order.push('fetch'), json(200, {})))
      await createHttpClient('t', fetch)('https://x.provider.com')
      expect(order).toEqual(['yield', 'fetch'])
      // Superseded while it yielded: never sent.
      const controller = new AbortController()
      const call = createHttpClient('t', fetch)('https://x.provider.com', { signal: controller.signal })
      controller.abort()
      await expect(call).rejects.toMatchObject({ code: 'network' })
      expect(fetch).toHaveBeenCalledTimes(1)
    } finally {
      scope.scheduler = had
    }
  })

  it('`now`: sends within the caller’s task, before what the caller does next (a hand-off opening its window)', async () => {
    const scope = globalThis as { scheduler?: unknown }
    const had = scope.scheduler
    const yielded = vi.fn(async () => {})
    scope.scheduler = { yield: yielded }
    try {
      const fetch = vi.fn(async () => json(200, {}))
      const call = createHttpClient('t', fetch)('https://x.provider.com', { method: 'POST', body: {}, now: true })
      // Not one await later: synchronously, in the same task.
      expect(fetch).toHaveBeenCalledTimes(1)
      expect(yielded).not.toHaveBeenCalled()
      await call
    } finally {
      scope.scheduler = had
    }
  })

  it('sends through the transport a call names (an upload), with the bearer token and the timeout', async () => {
    const fetch = vi.fn(async () => json(200, {}))
    const send = vi.fn(async () => json(200, { part: 'selfie' }))
    const http = createHttpClient('a.b.c', fetch)
    await expect(
      http('https://api.provider.com/s/images/selfie', { method: 'PUT', send, timeoutMs: 1000 }),
    ).resolves.toEqual({ part: 'selfie' })
    expect(fetch).not.toHaveBeenCalled()
    const [, init] = send.mock.calls[0] as unknown as [URL, RequestInit]
    expect(init).toMatchObject({
      method: 'PUT',
      headers: { authorization: 'Bearer a.b.c' },
      credentials: 'omit',
      body: undefined,
    })
    expect(init.signal).toBeInstanceOf(AbortSignal)
  })
})
