// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createMockServer } from '../../../dev/mock-server'
import type { SinkEntry } from '../../../dev/routes/upstream-sink'

function server() {
  const clock = { now: Date.parse('2026-11-21T07:00:00Z') }
  const app = createMockServer({
    publicOrigin: 'http://localhost:8788',
    widgetOrigin: 'http://127.0.0.1:8787',
    secret: 's',
    sink: { capacity: 3, now: () => clock.now },
  })
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const state = async () =>
    (await (await app.request('/dev/sink.json')).json()) as {
      rateLimit: { seconds: number; categories: string[] }
      received: SinkEntry[]
    }
  return { app, clock, post, state }
}

const BEACON = '/dev/sink/bi/v1/idv-widget/24.21.1/screen_shown?instance_id=1234&session_id=s1&timestamp=1795244400000'
const batch = (categories: string[]) => ({
  v: 1,
  events: categories.map((category) => ({ category, message: 'boom' })),
})

describe('upstream sink (the edge’s analytics and error upstream in dev)', () => {
  it('keeps relayed beacons and error batches, newest first, with what arrived', async () => {
    const { post, state } = server()
    expect((await post(BEACON, { strategy: 'otp_phone' }, { 'x-client-ip': '203.0.113.7' })).status).toBe(204)
    const errors = await post('/dev/sink/errors', batch(['error', 'log']))
    expect(errors.status).toBe(200)
    expect(await errors.json()).toEqual({ accepted: 2 })
    const { received } = await state()
    expect(received.map((e) => e.kind)).toEqual(['errors', 'beacon'])
    expect(received[1]).toMatchObject({
      path: '/dev/sink/bi/v1/idv-widget/24.21.1/screen_shown',
      query: { instance_id: '1234', session_id: 's1' },
      headers: { 'x-client-ip': '203.0.113.7' },
      body: { strategy: 'otp_phone' },
      status: 204,
    })
  })
  it('renders whatever arrives, even a body nested 30,000 levels deep', async () => {
    const { app } = server()
    const deep = `{"strategy":"otp","experiments":[${'['.repeat(30_000)}${']'.repeat(30_000)}]}`
    expect((await app.request(BEACON, { method: 'POST', body: deep })).status).toBe(204)
    const page = await app.request('/dev/sink')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('deeper levels not kept')
    expect((await app.request('/dev/sink.json')).status).toBe(200)
  })
  it('keeps only the newest arrivals, and forgets them on request', async () => {
    const { app, post, state } = server()
    for (let i = 0; i < 5; i++) await post(BEACON, { i })
    expect((await state()).received.map((e) => (e.body as { i: number }).i)).toEqual([4, 3, 2])
    expect((await app.request('/dev/sink', { method: 'DELETE' })).status).toBe(204)
    expect((await state()).received).toEqual([])
  })
  it('takes an error batch larger than the session API’s 64 KiB', async () => {
    const { post } = server()
    expect(
      (await post('/dev/sink/errors', { v: 1, events: [{ category: 'error', message: 'm'.repeat(200 * 1024) }] }))
        .status,
    ).toBe(200)
    expect((await post('/dev/tokens', { strategy: 'otp_phone', flow: 'x'.repeat(70 * 1024) })).status).toBe(413)
  })
  it('answers 429 with Retry-After and X-IDV-Rate-Limits while switched on, then accepts again', async () => {
    const { clock, post, state } = server()
    const on = await post('/dev/sink/rate-limit', { seconds: 30 })
    expect(await on.json()).toEqual({ seconds: 30, categories: [] })
    const refused = await post('/dev/sink/errors', batch(['log']))
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('30')
    expect(refused.headers.get('x-idv-rate-limits')).toBe('30::organization')
    expect((await post(BEACON, {})).status).toBe(429)
    expect((await state()).received[0]!.status).toBe(429)
    clock.now += 30_000
    expect((await post(BEACON, {})).status).toBe(204)
  })
  it('limits only the categories asked for', async () => {
    const { post } = server()
    await post('/dev/sink/rate-limit', { seconds: 10, categories: ['error'] })
    const refused = await post('/dev/sink/errors', batch(['log', 'error']))
    expect(refused.status).toBe(429)
    expect(refused.headers.get('x-idv-rate-limits')).toBe('10:error:organization')
    expect((await post('/dev/sink/errors', batch(['log']))).status).toBe(200)
    expect((await post(BEACON, {})).status).toBe(204)
  })
  it('refuses a switch it cannot read', async () => {
    const { post } = server()
    expect((await post('/dev/sink/rate-limit', { seconds: -1 })).status).toBe(400)
    expect((await post('/dev/sink/rate-limit', { seconds: 5, categories: ['transaction'] })).status).toBe(400)
  })
  it('can be switched from the page’s form, which comes back to the page', async () => {
    const { app, state } = server()
    const response = await app.request('/dev/sink/rate-limit', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'seconds=20&categories=log',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/dev/sink')
    expect((await state()).rateLimit).toEqual({ seconds: 20, categories: ['log'] })
  })
  it('shows what arrived on a page, escaped, and flags any header the edge should have stripped', async () => {
    const { app, post } = server()
    await post(BEACON, { strategy: '<script>alert(1)</script>' }, { cookie: 'sid=1' })
    const page = await (await app.request('/dev/sink')).text()
    expect(page).toContain('/dev/sink/bi/v1/idv-widget/24.21.1/screen_shown')
    expect(page).toContain('&#60;script&#62;alert(1)')
    expect(page).not.toContain('<script>alert(1)')
    expect(page).toContain('leaked: cookie')
    expect(page).toContain('http-equiv="refresh"')
    expect(await (await app.request('/dev/sink?refresh=0')).text()).not.toContain('http-equiv="refresh"')
  })
  it('is linked from the demo checkout', async () => {
    const { app } = server()
    expect(await (await app.request('/')).text()).toContain('href="/dev/sink"')
  })
})
