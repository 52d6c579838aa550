// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { mockServer } from '../mock-harness'

const LICENCE = {
  document_type: 'driver_licence',
  state: 'NSW',
  licence_number: '12345678',
  card_number: '1234567890',
  first_name: 'Jane',
  last_name: 'Citizen',
}

describe('mock: ID check (AU, NZ)', () => {
  it('starts on consent, has the registry answer after the delay, and completes with one document', async () => {
    const { session, clock } = mockServer()
    const s = await session({ strategy: 'id_check', market: 'AU' })
    expect((await s.call('id_check', 'start')).body).toEqual({ error: 'consent_required' })
    expect((await s.call('id_check', 'start', { consent: true })).body).toMatchObject({
      status: 'in_progress',
      pending: { kind: 'document' },
      documents_verified: [],
    })
    expect((await s.call('id_check', 'verify', LICENCE)).body).toMatchObject({ pending: { kind: 'verifying' } })
    expect((await s.dev()).pending).toEqual({ kind: 'verifying' })
    clock.now += 1999
    expect((await s.read('id_check')).body).toMatchObject({ pending: { kind: 'verifying' } })
    clock.now += 1
    expect((await s.read('id_check')).body).toMatchObject({ status: 'success', token: expect.stringMatching(/^rt_/) })
  })

  it('a number with 000 does not match (attempts left), the third fails with verify', async () => {
    const { session, clock } = mockServer()
    const s = await session({ strategy: 'id_check', market: 'AU', answer_delay_seconds: 0 })
    await s.call('id_check', 'start', { consent: true })
    await s.call('id_check', 'verify', { ...LICENCE, licence_number: '12000345' })
    expect((await s.read('id_check')).body).toMatchObject({
      pending: { kind: 'document' },
      document_result: 'rejected',
      attempts_remaining: 2,
    })
    await s.call('id_check', 'verify', {
      document_type: 'passport',
      country: 'AU',
      passport_number: 'N1000234',
      first_name: 'Jane',
      last_name: 'Citizen',
    })
    expect((await s.read('id_check')).body).toMatchObject({ document_result: 'rejected', attempts_remaining: 1 })
    clock.now += 1
    await s.call('id_check', 'verify', {
      document_type: 'medicare',
      card_number: '2123400001',
      reference_number: '1',
      colour: 'green',
      valid_to: '2030-12',
      name_on_card: 'JANE CITIZEN',
    })
    expect((await s.read('id_check')).body).toMatchObject({ status: 'failure', reason: 'verify' })
  })

  it('second-document asks for one more, of another type', async () => {
    const { session } = mockServer()
    const s = await session({
      strategy: 'id_check',
      market: 'NZ',
      scenario: 'second-document',
      answer_delay_seconds: 0,
    })
    await s.call('id_check', 'start', { consent: true })
    await s.call('id_check', 'verify', {
      document_type: 'driver_licence',
      licence_number: 'AB123456',
      version: '123',
      first_name: 'Jane',
      last_name: 'Citizen',
    })
    expect((await s.read('id_check')).body).toMatchObject({
      pending: { kind: 'document' },
      documents_verified: ['driver_licence'],
      document_result: 'verified',
    })
    expect(
      (
        await s.call('id_check', 'verify', {
          document_type: 'driver_licence',
          licence_number: 'AB123456',
          version: '123',
          first_name: 'Jane',
          last_name: 'Citizen',
        })
      ).body,
    ).toEqual({ error: 'invalid_fields', fields: { document_type: 'format' } })
    await s.call('id_check', 'verify', {
      document_type: 'passport',
      country: 'NZ',
      passport_number: 'LA123456',
      first_name: 'Jane',
      last_name: 'Citizen',
    })
    expect((await s.read('id_check')).body).toMatchObject({ status: 'success' })
  })

  it('names the fields it cannot take (422 invalid_fields); medicare is AU only', async () => {
    const { session } = mockServer()
    const s = await session({ strategy: 'id_check', market: 'NZ' })
    await s.call('id_check', 'start', { consent: true })
    expect(
      (
        await s.call('id_check', 'verify', {
          document_type: 'driver_licence',
          licence_number: 'ab-12',
          first_name: 'Jane',
        })
      ).body,
    ).toEqual({
      error: 'invalid_fields',
      fields: { licence_number: 'format', version: 'required', last_name: 'required' },
    })
    expect((await s.call('id_check', 'verify', { document_type: 'medicare' })).status).toBe(422)
  })

  it('failure scenarios are the registry’s verdict on the first document', async () => {
    const { session } = mockServer()
    const s = await session({
      strategy: 'id_check',
      market: 'AU',
      scenario: 'failure:invalid-address',
      answer_delay_seconds: 0,
    })
    expect((await s.call('id_check', 'start', { consent: true })).body).toMatchObject({ status: 'in_progress' })
    await s.call('id_check', 'verify', LICENCE)
    expect((await s.read('id_check')).body).toMatchObject({ status: 'failure', reason: 'invalid-address' })
  })

  it('the panel decides at once: approve, reject with a reason', async () => {
    const { session } = mockServer()
    const s = await session({ strategy: 'id_check', market: 'AU', answer_delay_seconds: 60 })
    await s.call('id_check', 'start', { consent: true })
    expect((await s.external({ outcome: 'approve' })).status).toBe(200) // the form waits on the shopper, but a person may still decide
    const r = await session({ strategy: 'id_check', market: 'AU', answer_delay_seconds: 60 })
    await r.call('id_check', 'start', { consent: true })
    await r.call('id_check', 'verify', LICENCE)
    await r.external({ outcome: 'reject', reason: 'user-not-found' })
    expect((await r.read('id_check')).body).toMatchObject({ status: 'failure', reason: 'user-not-found' })
  })

  it('unknown family scenarios are refused when the token is made', async () => {
    const { app } = mockServer()
    const r = await app.request('/dev/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ strategy: 'id_check', scenario: 'retry' }),
    })
    expect(r.status).toBe(400)
  })
})
