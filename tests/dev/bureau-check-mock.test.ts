// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { mockServer } from './mock-harness'

describe('mock: credit-bureau check', () => {
  it('AU needs the consent; the bureau approves after the delay', async () => {
    const { session, clock } = mockServer()
    const s = await session({ strategy: 'bureau_check', market: 'AU' })
    expect((await s.call('bureau_check', 'start')).status).toBe(400)
    expect((await s.call('bureau_check', 'start', { consent: true })).body).toMatchObject({ pending: { kind: 'bureau' } })
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
    expect((await s.call('bureau_check', 'verify', { given_names: ' ', last_names: 'Citizen', date_of_birth: '1985-02-30' })).body).toEqual({
      error: 'invalid_fields',
      fields: { given_names: 'required', date_of_birth: 'invalid' },
    })
    expect((await s.call('bureau_check', 'verify', { given_names: 'Jane Ann', last_names: 'Citizen', date_of_birth: '1985-03-27' })).body).toMatchObject({ pending: { kind: 'bureau' } })
    clock.now += 1000
    expect((await s.read('bureau_check')).body).toMatchObject({ status: 'success' })
  })

  it('fallback hands over to the ID check, already consented, at the document form', async () => {
    const { session, clock } = mockServer()
    const s = await session({ strategy: 'bureau_check', market: 'AU', scenario: 'fallback', answer_delay_seconds: 0, first_name: 'Jane', last_name: 'Citizen' })
    await s.call('bureau_check', 'start', { consent: true })
    clock.now += 1
    expect((await s.read('bureau_check')).body).toEqual({ status: 'cancelled', next_strategy: { type: 'id_check', market: 'AU', first_name: 'Jane', last_name: 'Citizen' } })
    expect((await s.read('id_check')).body).toMatchObject({ status: 'in_progress', pending: { kind: 'document' } })
    expect((await s.dev()).strategy).toBe('id_check')
  })

  it('retry-fallback: the retry form first, then a document', async () => {
    const { session } = mockServer()
    const s = await session({ strategy: 'bureau_check', market: 'NZ', scenario: 'retry-fallback', answer_delay_seconds: 0 })
    await s.call('bureau_check', 'start')
    expect((await s.read('bureau_check')).body).toMatchObject({ pending: { kind: 'details' } })
    await s.call('bureau_check', 'verify', { given_names: 'Jane', last_names: 'Citizen', date_of_birth: '1985-03-27' })
    expect((await s.read('bureau_check')).body).toMatchObject({ status: 'cancelled', next_strategy: { type: 'id_check' } })
  })

  it('Mexico hands over to the document and selfie scan first; Italy starts at once', async () => {
    const { session } = mockServer()
    const mx = await session({ strategy: 'bureau_check', market: 'MX' })
    expect((await mx.call('bureau_check', 'start')).body).toEqual({ status: 'cancelled', next_strategy: { type: 'id_scan', market: 'MX' } })
    const it_ = await session({ strategy: 'bureau_check', market: 'IT', scenario: 'failure:technical-issue', answer_delay_seconds: 0 })
    // No delay: the verdict comes with the start's answer.
    expect((await it_.call('bureau_check', 'start')).body).toMatchObject({ status: 'failure', reason: 'technical-issue' })
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
