import { describe, expect, it } from 'vitest'
import { readSendRefusal, readVerifyTrouble } from '../../../../widget/screens/otp/otp-refusals'

const refused = (problem: Record<string, unknown> & { error: string }) => ({ kind: 'problem', problem }) as const

describe('a send the session refused', () => {
  it('too soon: said so with the wait, not called failed', () => {
    expect(readSendRefusal(refused({ error: 'resend_too_soon', resend_available_in: 12 }))).toEqual({
      kind: 'too-soon',
      wait: 12,
    })
  })

  it("a known reason is the session's send error, with the contact detail it names (cut at 320)", () => {
    const refusal = readSendRefusal(refused({ error: 'voip_is_blocked', contact_detail: `+44${'7'.repeat(400)}` }))
    expect(refusal).toMatchObject({ kind: 'failed', sendError: 'voip_is_blocked', notice: null })
    expect(refusal.kind === 'failed' && refusal.contactDetail?.length).toBe(320)
  })

  it('an unknown reason is a failed send; no answer is the network; the wait restarts the countdown', () => {
    expect(readSendRefusal(refused({ error: 'http_400', resend_available_in: 30 }))).toEqual({
      kind: 'failed',
      wait: 30,
      contactDetail: undefined,
      sendError: null,
      notice: 'send-failed',
    })
    expect(readSendRefusal({ kind: 'offline' })).toMatchObject({ sendError: null, notice: 'network' })
  })
})

describe('a code the session did not accept', () => {
  it('a wrong code, first or again, with the tries left when the session says', () => {
    expect(readVerifyTrouble(refused({ error: 'wrong_code', attempts_remaining: 2 }), 0)).toEqual({
      kind: 'wrong-code',
      notice: 'wrong-code',
      attemptsLeft: 2,
    })
    expect(readVerifyTrouble(refused({ error: 'wrong_code' }), 1)).toEqual({
      kind: 'wrong-code',
      notice: 'wrong-code-again',
      attemptsLeft: null,
    })
  })

  it("delays at the sender are the session's send error; any other refusal is a failed check, never a failed send", () => {
    expect(readVerifyTrouble(refused({ error: 'sendout_delays' }), 0)).toEqual({
      kind: 'send-error',
      sendError: 'sendout_delays',
    })
    expect(readVerifyTrouble(refused({ error: 'http_400' }), 0)).toEqual({ kind: 'notice', notice: 'check-failed' })
    expect(readVerifyTrouble({ kind: 'offline' }, 0)).toEqual({ kind: 'notice', notice: 'network' })
  })
})
