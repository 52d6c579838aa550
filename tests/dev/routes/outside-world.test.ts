// @vitest-environment node
import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { mockServer } from '../mock-harness'

describe('mock: strategy state, switching and the simulated outside world (docs/architecture.md "Simulating the outside world")', () => {
  it('reads a strategy’s state: not started, then waiting on the outside world', async () => {
    const { session } = mockServer()
    const s = await session({ strategy: 'klapp_authenticator' })
    expect((await s.read('klapp_authenticator')).body).toMatchObject({ status: 'in_progress', pending: null })
    await s.call('klapp_authenticator', 'start')
    expect((await s.read('klapp_authenticator')).body).toMatchObject({
      status: 'in_progress',
      pending: { kind: 'phone_app' },
    })
    expect(await s.dev()).toEqual({
      session_id: s.session_id,
      strategy: 'klapp_authenticator',
      status: 'in_progress',
      pending: { kind: 'phone_app' },
    })
  })

  it('approves, rejects with a reason, cancels and advances by hint; 409 when nothing waits', async () => {
    const { session } = mockServer()
    const approve = await session({ strategy: 'klapp_authenticator' })
    expect((await approve.external({ outcome: 'approve' })).status).toBe(409)
    await approve.call('klapp_authenticator', 'start')
    expect((await approve.external({ outcome: 'approve' })).body).toMatchObject({ status: 'success', pending: null })
    expect((await approve.read('klapp_authenticator')).body).toMatchObject({
      status: 'success',
      token: expect.stringMatching(/^rt_/),
    })

    const reject = await session({ strategy: 'klapp_authenticator' })
    await reject.call('klapp_authenticator', 'start')
    await reject.external({ outcome: 'reject', reason: 'rdl-session-rejected' })
    expect((await reject.read('klapp_authenticator')).body).toMatchObject({
      status: 'failure',
      reason: 'rdl-session-rejected',
    })

    const dismiss = await session({ strategy: 'klapp_authenticator' })
    await dismiss.call('klapp_authenticator', 'start')
    await dismiss.external({ outcome: 'cancel' })
    expect((await dismiss.read('klapp_authenticator')).body).toMatchObject({ status: 'in_progress', pending: null })

    expect((await dismiss.external({ outcome: 'explode' })).status).toBe(400)
  })

  it('deactivating names the next strategy of the session; its old state keeps pointing there', async () => {
    const { session } = mockServer()
    const s = await session({
      strategies: [
        { type: 'bank_id_se', market: 'SE' },
        { type: 'otp_phone', market: 'SE' },
      ],
    })
    expect((await s.call('bank_id_se', 'deactivate', { reason: 'change_method' })).body).toEqual({
      status: 'cancelled',
      next_strategy: { type: 'otp_phone', market: 'SE' },
    })
    expect((await s.read('bank_id_se')).body).toEqual({
      status: 'cancelled',
      next_strategy: { type: 'otp_phone', market: 'SE' },
    })
    expect((await s.call('bank_id_se', 'start', { device: 'other' })).status).toBe(409)
    expect((await s.dev()).strategy).toBe('otp_phone')
    // The last strategy has no next one.
    expect((await s.call('otp_phone', 'deactivate', { reason: 'change_method' })).body).toEqual({ status: 'cancelled' })
  })

  it('plays the next scenario: the first call hands over to the next strategy', async () => {
    const { session } = mockServer()
    const s = await session({ strategies: [{ type: 'global_passcode', scenario: 'next' }, { type: 'otp_email' }] })
    expect((await s.call('global_passcode', 'verify', { passcode: '1357' })).body).toEqual({
      status: 'cancelled',
      next_strategy: { type: 'otp_email', market: 'SE' },
    })
  })

  it('lists every family with its markets, reasons and outside-world hints for the demo', async () => {
    const { app } = mockServer()
    const families = (await (await app.request('/dev/strategies')).json()) as Array<{
      types: string[]
      reasons: string[]
      hints?: string[]
    }>
    const bankId = families.find((f) => f.types.includes('bank_id_se'))!
    expect(bankId.reasons).toEqual([
      'unattainable',
      'too-many-attempts',
      'session-timeout',
      'user-interaction',
      'user-not-trusted',
      'bank-id-issue',
    ])
    expect(bankId.hints).toEqual(['outstandingTransaction', 'started', 'userSign'])
    expect(families.flatMap((f) => f.types)).toEqual(
      expect.arrayContaining(['otp_phone', 'otp_email', 'klapp_authenticator', 'global_passcode']),
    )
  })
})

describe('mock: Swedish BankID', () => {
  it('computes the QR string as BankID does, changing every second, with the secret kept on the server', async () => {
    const { session, clock } = mockServer()
    const s = await session({ strategy: 'bank_id_se' })
    const started = await s.call('bank_id_se', 'start', { device: 'other' })
    expect(started.body).toMatchObject({
      status: 'in_progress',
      pending: { kind: 'bankid_app', hint: 'outstandingTransaction' },
      device: 'other',
    })
    expect(JSON.stringify(started.body)).not.toMatch(/secret/i)
    const first = (await s.read('bank_id_se', 'qr')).body.qr as string
    // The order's answer carries this second's code, so the widget needs no read before showing one.
    expect(started.body.qr).toBe(first)
    clock.now += 1000
    const second = (await s.read('bank_id_se', 'qr')).body.qr as string
    const [, token, time, code] = second.split('.')
    expect(first.split('.')[1]).toBe(token)
    expect([first.split('.')[2], time]).toEqual(['0', '1'])
    expect(code).toMatch(/^[0-9a-f]{64}$/)
    // Not derivable without the server's secret: a key other than the start token gives another code.
    expect(createHmac('sha256', token!).update('1').digest('hex')).not.toBe(code)
  })

  it('gives this device an autostart token, steps through hints, and fails an order on userCancel', async () => {
    const { session } = mockServer()
    const s = await session({ strategy: 'bank_id_se' })
    const started = await s.call('bank_id_se', 'start', { device: 'this' })
    expect(started.body.autostart_token).toMatch(/^[0-9a-f-]{36}$/)
    expect((await s.read('bank_id_se', 'qr')).status).toBe(409)
    expect(started.body.qr).toBeUndefined()
    await s.external({ hint: 'started' })
    await s.external({ hint: 'userSign' })
    expect((await s.read('bank_id_se')).body).toMatchObject({ pending: { kind: 'bankid_app', hint: 'userSign' } })
    await s.external({ outcome: 'cancel' })
    expect((await s.read('bank_id_se')).body).toMatchObject({
      status: 'in_progress',
      pending: null,
      failed_hint: 'userCancel',
    })
    expect((await s.call('bank_id_se', 'start', { device: 'this' })).body).toMatchObject({
      pending: { hint: 'outstandingTransaction' },
    })
    expect((await s.read('bank_id_se')).body.failed_hint).toBeUndefined()
  })

  it('expires an order nobody scans after 30 s', async () => {
    const { session, clock } = mockServer()
    const s = await session({ strategy: 'bank_id_se' })
    await s.call('bank_id_se', 'start', { device: 'other' })
    clock.now += 30_000
    expect((await s.read('bank_id_se')).body.pending).not.toBeNull()
    clock.now += 1
    expect((await s.read('bank_id_se')).body).toMatchObject({ pending: null, failed_hint: 'expiredTransaction' })
  })

  it('refuses a start without a device', async () => {
    const { session } = mockServer()
    const s = await session({ strategy: 'bank_id_se' })
    expect((await s.call('bank_id_se', 'start', {})).status).toBe(400)
  })
})

describe('mock: app approval and passcode', () => {
  it('app approval: one request per opening, resend after 20 s, expiry after 90 s', async () => {
    const { session, clock } = mockServer()
    const s = await session({ strategy: 'klapp_authenticator' })
    expect((await s.call('klapp_authenticator', 'start')).body.resend_available_in).toBe(20)
    expect((await s.call('klapp_authenticator', 'resend')).status).toBe(429)
    clock.now += 20_000
    expect((await s.call('klapp_authenticator', 'resend')).body).toMatchObject({
      pending: { kind: 'phone_app' },
      resend_available_in: 20,
    })
    clock.now += 90_001
    expect((await s.read('klapp_authenticator')).body).toMatchObject({ status: 'failure', reason: 'session-timeout' })
  })

  it('passcode: 1357 is right, wrong ones count down, the third fails with too-many-attempts', async () => {
    const { session } = mockServer()
    const s = await session({ strategy: 'global_passcode' })
    expect((await s.read('global_passcode')).body).toMatchObject({ passcode_length: 4 })
    expect(await s.call('global_passcode', 'verify', { passcode: '0000' })).toEqual({
      status: 422,
      body: { error: 'wrong_passcode', attempts_remaining: 2 },
    })
    expect((await s.call('global_passcode', 'verify', { passcode: '0001' })).body.attempts_remaining).toBe(1)
    expect((await s.call('global_passcode', 'verify', { passcode: '0002' })).body).toMatchObject({
      status: 'failure',
      reason: 'too-many-attempts',
    })
    const ok = await session({ strategy: 'global_passcode' })
    expect((await ok.call('global_passcode', 'verify', { passcode: '1357' })).body).toMatchObject({ status: 'success' })
  })
})
