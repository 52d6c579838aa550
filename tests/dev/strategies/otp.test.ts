// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { mockServer } from '../mock-harness'

describe('one-time code mock: the cooldown holds for every send', () => {
  it('refuses a second start within the cooldown as a resend too soon, with the seconds left; after it, sends', async () => {
    const { clock, session } = mockServer()
    const s = await session({ strategy: 'otp_phone', resend_seconds: 20 })
    expect((await s.call('otp_phone', 'start')).body).toMatchObject({ resend_available_in: 20 })
    clock.now += 5_000
    expect(await s.call('otp_phone', 'start')).toEqual({
      status: 429,
      body: { error: 'resend_too_soon', resend_available_in: 15 },
    })
    expect(await s.call('otp_phone', 'resend')).toEqual({
      status: 429,
      body: { error: 'resend_too_soon', resend_available_in: 15 },
    })
    clock.now += 15_000
    expect(await s.call('otp_phone', 'start')).toMatchObject({ status: 200, body: { resend_available_in: 20 } })
  })
  it('the first send is never too soon', async () => {
    const { session } = mockServer()
    const s = await session({ strategy: 'otp_email' })
    expect((await s.call('otp_email', 'start')).status).toBe(200)
  })
})
