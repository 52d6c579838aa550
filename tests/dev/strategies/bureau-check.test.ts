// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { mockServer } from '../mock-harness'

describe('mock: credit-bureau check', () => {
  it('AU needs the consent; the bureau approves after the delay', async () => {
    const { session, clock } = mockServer()
    const s = await session({ strategy: 'bureau_check', market: 'AU' })
    expect((await s.call('bureau_check', 'start')).status).toBe(400)
    expect((await s.call('bureau_check', 'start', { consent: true })).body).toMatchObject({
      pending: { kind: 'bureau' },
    })
    clock.now += 2999
    expect((await s.read('bureau_check')).body).toMatchObject({ pending: { kind: 'bureau' } })
    clock.now += 1
    expect((await s.read('bureau_check')).body).toMatchObject({ status: 'success' })
  })

  it('retry: the retry form, checked, then the bureau again, then success', async () => {
    const { session, clock } = mockServer()
    const s = await session({ strategy: 'bureau_check', market: 'NZ', scenario: 'retry', answer_delay_seconds: 1 })
    await s.call('bureau_check', 'start')
    clock.now += 1000
    expect((await s.read('bureau_check')).body).toMatchObject({ status: 'in_progress', pending: { kind: 'details' } })
    expect(
      (await s.call('bureau_check', 'verify', { given_names: ' ', last_names: 'Citizen', date_of_birth: '1985-02-30' }))
        .body,
    ).toEqual({
      error: 'invalid_fields',
      fields: { given_names: 'required', date_of_birth: 'invalid' },
    })
    expect(
      (
        await s.call('bureau_check', 'verify', {
          given_names: 'Jane Ann',
          last_names: 'Citizen',
          date_of_birth: '1985-03-27',
        })
      ).body,
    ).toMatchObject({ pending: { kind: 'bureau' } })
    clock.now += 1000
    expect((await s.read('bureau_check')).body).toMatchObject({ status: 'success' })
  })

  it('fallback hands over to the ID check, already consented, at the document form', async () => {
    const { session, clock } = mockServer()
    const s = await session({
      strategy: 'bureau_check',
      market: 'AU',
      scenario: 'fallback',
      answer_delay_seconds: 0,
      first_name: 'Jane',
      last_name: 'Citizen',
    })
    await s.call('bureau_check', 'start', { consent: true })
    clock.now += 1
    expect((await s.read('bureau_check')).body).toEqual({
      status: 'cancelled',
      next_strategy: { type: 'id_check', market: 'AU', first_name: 'Jane', last_name: 'Citizen' },
    })
    expect((await s.read('id_check')).body).toMatchObject({ status: 'in_progress', pending: { kind: 'document' } })
    expect((await s.dev()).strategy).toBe('id_check')
  })

  it('retry-fallback: the retry form first, then a document', async () => {
    const { session } = mockServer()
    const s = await session({
      strategy: 'bureau_check',
      market: 'NZ',
      scenario: 'retry-fallback',
      answer_delay_seconds: 0,
    })
    await s.call('bureau_check', 'start')
    expect((await s.read('bureau_check')).body).toMatchObject({ pending: { kind: 'details' } })
    await s.call('bureau_check', 'verify', { given_names: 'Jane', last_names: 'Citizen', date_of_birth: '1985-03-27' })
    expect((await s.read('bureau_check')).body).toMatchObject({
      status: 'cancelled',
      next_strategy: { type: 'id_check' },
    })
  })

  it('Mexico hands over to the document and selfie scan first, whose verified scan hands back to the bureau’s wait; Italy starts at once', async () => {
    const { session, app, clock } = mockServer()
    const mx = await session({ strategy: 'bureau_check', market: 'MX', first_name: 'Juana', answer_delay_seconds: 2 })
    expect((await mx.call('bureau_check', 'start')).body).toEqual({
      status: 'cancelled',
      next_strategy: { type: 'id_scan', market: 'MX', first_name: 'Juana' },
    })
    expect(await mx.dev()).toMatchObject({ strategy: 'id_scan' })
    expect(
      (await mx.call('id_scan', 'start', { biometric_consent: true, document_type: 'voter_id' })).body,
    ).toMatchObject({ pending: { kind: 'capture' } })
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x03, 0xe8, 0x06, 0x40, 0x03, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ])
    for (const part of ['document_front', 'document_back', 'selfie'])
      expect(
        (
          await app.request(`${mx.base}/strategies/id_scan/images/${part}`, {
            method: 'PUT',
            headers: { authorization: `Bearer ${mx.client_token}`, 'content-type': 'image/jpeg' },
            body: jpeg,
          })
        ).status,
      ).toBe(200)
    expect((await mx.call('id_scan', 'submit', { document_type: 'voter_id', face_scan: null })).body).toMatchObject({
      pending: { kind: 'verification' },
    })
    clock.now += 2000
    // The scan verified: the session goes back to the bureau, which is at work.
    expect((await mx.read('id_scan')).body).toEqual({
      status: 'cancelled',
      next_strategy: { type: 'bureau_check', market: 'MX', first_name: 'Juana' },
    })
    expect((await mx.call('id_scan', 'deactivate', { reason: 'next_strategy' })).body).toMatchObject({
      status: 'cancelled',
    })
    expect((await mx.read('bureau_check')).body).toMatchObject({ status: 'in_progress', pending: { kind: 'bureau' } })
    expect(await mx.dev()).toMatchObject({ strategy: 'bureau_check', pending: { kind: 'bureau' } })
    // A start after a reload does not send the shopper to the scan again.
    expect((await mx.call('bureau_check', 'start')).body).toMatchObject({ pending: { kind: 'bureau' } })
    clock.now += 2000
    expect((await mx.read('bureau_check')).body).toMatchObject({
      status: 'success',
      token: expect.stringMatching(/^rt_/),
    })
    const it_ = await session({
      strategy: 'bureau_check',
      market: 'IT',
      scenario: 'failure:technical-issue',
      answer_delay_seconds: 0,
    })
    // No delay: the verdict comes with the start's answer.
    expect((await it_.call('bureau_check', 'start')).body).toMatchObject({
      status: 'failure',
      reason: 'technical-issue',
    })
  })

  it('the panel: askDetails and needDocument hints, Dismiss asks for details, reject ends with the reason', async () => {
    const { session } = mockServer()
    const s = await session({ strategy: 'bureau_check', market: 'NZ', answer_delay_seconds: 60 })
    await s.call('bureau_check', 'start')
    await s.external({ hint: 'askDetails' })
    expect((await s.read('bureau_check')).body).toMatchObject({ pending: { kind: 'details' } })
    const d = await session({ strategy: 'bureau_check', market: 'NZ', answer_delay_seconds: 60 })
    await d.call('bureau_check', 'start')
    await d.external({ hint: 'needDocument' })
    expect((await d.read('bureau_check')).body).toMatchObject({ next_strategy: { type: 'id_check' } })
    const r = await session({ strategy: 'bureau_check', market: 'NZ', answer_delay_seconds: 60 })
    await r.call('bureau_check', 'start')
    await r.external({ outcome: 'reject', reason: 'user-not-trusted' })
    expect((await r.read('bureau_check')).body).toMatchObject({ status: 'failure', reason: 'user-not-trusted' })
  })
})
