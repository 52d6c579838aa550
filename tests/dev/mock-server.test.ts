// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createMockServer } from '../../dev/mock-server'

const app = createMockServer({
  publicOrigin: 'http://localhost:8788',
  widgetOrigin: 'http://127.0.0.1:8787',
  secret: 'test-secret',
})
const post = (path: string, body: unknown, token?: string) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })

async function session(body: Record<string, unknown> = {}) {
  const response = await post('/dev/tokens', { strategy: 'otp_phone', ...body })
  expect(response.status).toBe(201)
  const minted = (await response.json()) as { client_token: string; widget_url: string; session_id: string }
  const base = `/v1/sessions/${minted.session_id}`
  return {
    ...minted,
    call: (action: string, payload?: unknown, token = minted.client_token) =>
      post(`${base}/strategies/otp_phone/${action}`, payload, token),
    base,
  }
}

describe('mock session server', () => {
  it('mints a three-part token whose payload is the session details, and a widget url carrying it in the fragment and the first screen’s hints in the query', async () => {
    const { client_token, widget_url, session_id } = await session({ locale: 'sv', market: 'se' })
    const payload = JSON.parse(Buffer.from(client_token.split('.')[1]!, 'base64url').toString())
    expect(payload).toMatchObject({
      session_id,
      url: `http://localhost:8788/v1/sessions/${session_id}`,
      locale: 'sv',
      strategies: [{ type: 'otp_phone', market: 'se' }],
      bi_url: 'http://127.0.0.1:8787/bi',
      merchant_id: 'demo-checkout',
    })
    expect(widget_url).toBe(`http://127.0.0.1:8787/?l=sv&s=otp&m=demo-checkout#${client_token}`)
  })
  it('mints a session for the merchant asked for, and refuses a merchant id outside the contract', async () => {
    const { client_token, widget_url } = await session({ merchant_id: 'corner-shop' })
    expect(JSON.parse(Buffer.from(client_token.split('.')[1]!, 'base64url').toString()).merchant_id).toBe('corner-shop')
    expect(new URL(widget_url).searchParams.get('m')).toBe('corner-shop')
    for (const merchant_id of ['bad id', '', 'x'.repeat(65)]) {
      const response = await post('/dev/tokens', { strategy: 'otp_phone', merchant_id })
      expect(response.status).toBe(400)
      expect(((await response.json()) as { issues: string[] }).issues.join()).toMatch(/merchant_id/)
    }
  })
  it('rejects an invalid token request with the reasons', async () => {
    const response = await post('/dev/tokens', { strategy: 'otp_phone', scenario: 'explode' })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { issues: string[] }).issues[0]).toMatch(/scenario/)
    const notString = await post('/dev/tokens', { strategy: 42 })
    expect(notString.status).toBe(400)
    expect(((await notString.json()) as { issues: string[] }).issues[0]).toMatch(/strategy/)
  })
  it('refuses a strategy type it cannot answer with 422, naming the types it knows (a screen type spelt with hyphens is the same type)', async () => {
    for (const body of [
      { strategy: 'bank_id_nope' },
      { strategies: [{ type: 'otp_phone' }, { type: 'bank-id-nope' }] },
      // Malformed types are types the mock cannot answer too: the same 422, as the README says.
      { strategy: 'OTP_PHONE' },
      { strategy: 'OTP PHONE' },
      { strategy: '' },
      { strategies: [{ type: 'otp_phone' }, { type: 'x'.repeat(41) }] },
    ]) {
      const response = await post('/dev/tokens', body)
      expect(response.status).toBe(422)
      expect(response.headers.get('content-type')).toBe('application/problem+json')
      const problem = (await response.json()) as {
        status: number
        detail: string
        error: string
        unknown_types: string[]
        known_types: string[]
      }
      expect(problem).toMatchObject({
        status: 422,
        error: 'unknown_strategy_type',
        unknown_types: [body.strategy ?? body.strategies?.[1]?.type],
      })
      expect(problem.known_types).toEqual(
        expect.arrayContaining(['otp_phone', 'bank_id_no_v2', 'selfie_registration', 'unknown_method']),
      )
      expect(problem.detail).toContain('bank_id_no_v2')
    }
    // Named back cut short: the answer never grows with what the request sent.
    const huge = await post('/dev/tokens', { strategy: 'y'.repeat(5000) })
    expect(huge.status).toBe(422)
    expect(((await huge.json()) as { unknown_types: string[] }).unknown_types).toEqual([`${'y'.repeat(60)}…`])
  })
  it('answers a type spelt as the screen type (bank-id-no-v2) under its underscore spelling; the token keeps the spelling asked for', async () => {
    const response = await post('/dev/tokens', { strategy: 'bank-id-no-v2', market: 'NO' })
    expect(response.status).toBe(201)
    const minted = (await response.json()) as { client_token: string; session_id: string; widget_url: string }
    expect(JSON.parse(Buffer.from(minted.client_token.split('.')[1]!, 'base64url').toString()).strategies[0].type).toBe(
      'bank-id-no-v2',
    )
    expect(minted.widget_url).toContain('s=bank-id-no-v2')
    const start = await post(
      `/v1/sessions/${minted.session_id}/strategies/bank_id_no_v2/start`,
      { method: 'app' },
      minted.client_token,
    )
    expect(start.status).toBe(200)
    expect(await start.json()).toMatchObject({ status: 'in_progress', pending: { kind: 'bankid_page' } })
  })
  it('the session API and the README list the types the mock answers', async () => {
    const { readFileSync } = await import('node:fs')
    const { knownTypes } = await import('../../dev/strategies/index')
    const table = readFileSync('dev/SESSION_API.md', 'utf8').split('\n## ')[0]!
    const listed = [...table.matchAll(/^\|[^|]+\| ([^|]+) \|/gm)].flatMap((row) =>
      [...row[1]!.matchAll(/`([a-z0-9_]+)`/g)].map((m) => m[1]),
    )
    expect(listed.sort()).toEqual(knownTypes.filter((t) => t !== 'unknown_method').sort())
    const readme = readFileSync('README.md', 'utf8')
    for (const type of knownTypes) expect(readme, type).toContain(`\`${type}\``)
  })
  it('answers 401 without the bearer token, with a forged one, or with another session’s', async () => {
    const a = await session()
    const b = await session()
    expect((await a.call('start', undefined, '')).status).toBe(401)
    const [h, p] = a.client_token.split('.')
    expect((await a.call('start', undefined, `${h}.${p}.Zm9yZ2Vk`)).status).toBe(401)
    expect((await a.call('start', undefined, b.client_token)).status).toBe(401)
  })
  it('sends a code, takes 123456, and refuses a too-early resend', async () => {
    const s = await session()
    expect(await (await s.call('start')).json()).toMatchObject({
      status: 'in_progress',
      contact_detail: '+46 70 ••• •• 67',
      resend_available_in: 30,
    })
    const early = await s.call('resend')
    expect(early.status).toBe(429)
    expect(await early.json()).toMatchObject({ error: 'resend_too_soon' })
    // Sending again from the intro is a send too: the cooldown holds for it.
    const again = await s.call('start')
    expect(again.status).toBe(429)
    expect(await again.json()).toMatchObject({ error: 'resend_too_soon' })
    const ok = await s.call('verify', { code: '123456' })
    expect(await ok.json()).toMatchObject({ status: 'success', token: expect.stringMatching(/^rt_/) })
  })
  it('answers wrong codes with 422 and fails with too-many-attempts on the third', async () => {
    const s = await session()
    await s.call('start')
    expect((await s.call('verify', { code: '000000' })).status).toBe(422)
    expect((await s.call('verify', { code: '000001' })).status).toBe(422)
    expect(await (await s.call('verify', { code: '000002' })).json()).toMatchObject({
      status: 'failure',
      reason: 'too-many-attempts',
    })
  })
  it('plays the failure, server-error and cancel-fails scenarios', async () => {
    expect(await (await (await session({ scenario: 'failure:user-not-trusted' })).call('start')).json()).toMatchObject({
      status: 'failure',
      reason: 'user-not-trusted',
    })
    expect((await (await session({ scenario: 'server-error' })).call('start')).status).toBe(500)
    const cancelFails = await session({ scenario: 'cancel-fails' })
    expect(
      (
        await app.request(cancelFails.base, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${cancelFails.client_token}` },
        })
      ).status,
    ).toBe(500)
  })
  it('plays send errors: a transient one once, one that needs another number every time', async () => {
    const delays = await session({ scenario: 'send-error:sendout_delays' })
    expect(await (await delays.call('start')).json()).toEqual({ error: 'sendout_delays' })
    expect(await (await delays.call('start')).json()).toMatchObject({ status: 'in_progress' })
    const voip = await session({ scenario: 'send-error:voip_is_blocked' })
    expect((await voip.call('start')).status).toBe(422)
    expect(await (await voip.call('start')).json()).toEqual({ error: 'voip_is_blocked' })
    const nobody = await session({ scenario: 'send-error:invalid_recipient' })
    expect(await (await nobody.call('start')).json()).toEqual({
      error: 'invalid_recipient',
      contact_detail: '+46 70 ••• •• 67',
    })
  })
  it('code step: sendout-delays answers the first new code with sendout_delays; resend-too-soon offers one at once, then says how long to wait', async () => {
    const delays = await session({ scenario: 'sendout-delays' })
    expect(await (await delays.call('start')).json()).toMatchObject({
      status: 'in_progress',
      pending: { kind: 'code' },
    })
    const refused = await delays.call('resend')
    expect(refused.status).toBe(422)
    expect(await refused.json()).toEqual({ error: 'sendout_delays' })
    const soon = await session({ scenario: 'resend-too-soon', resend_seconds: 20 })
    expect(await (await soon.call('start')).json()).toMatchObject({ resend_available_in: 0 })
    const early = await soon.call('resend')
    expect(early.status).toBe(429)
    expect(await early.json()).toEqual({ error: 'resend_too_soon', resend_available_in: 20 })
  })
  it('a final failure is final: nothing restarts it (the failure screen has one button)', async () => {
    const late = await session({ scenario: 'failure:session-timeout' })
    const failed = (await (await late.call('start')).json()) as Record<string, unknown>
    expect(failed).toMatchObject({ status: 'failure', reason: 'session-timeout' })
    expect(failed.retry_allowed).toBeUndefined()
    expect((await late.call('restart')).status).toBe(409)
  })
  it('cancels with the bearer token and a known reason, answering a token', async () => {
    const s = await session()
    const del = (query: string, token = s.client_token) =>
      app.request(`${s.base}${query}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })
    expect((await del('', 'x.y.z')).status).toBe(401)
    expect((await del('?cancel_reason=whatever')).status).toBe(400)
    const ok = await del('?cancel_reason=go_back')
    expect(await ok.json()).toMatchObject({ token: expect.stringMatching(/^rt_/) })
  })
  it('allows the widget origin through CORS with the Authorization header', async () => {
    const s = await session()
    const preflight = await app.request(`${s.base}/strategies/otp_phone/start`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:8787',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8787')
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization')
  })
})
