import { signal } from '@preact/signals'
import { describe, expect, it, vi } from 'vitest'
import { createLoginCalls } from '../../../../widget/screens/bank-login/bank-login-calls'
import { type SelectedBank, stepOf } from '../../../../widget/screens/bank-login/bank-login-controller'
import { createStrategyRun } from '../../../../widget/kit/strategy-run'
import { WidgetError } from '../../../../widget/widget-error'
import { harness } from '../../screen-harness'

const bank: SelectedBank = {
  id: 'b1',
  name: 'N26 Bank',
  country: 'DE',
  login_fields: [{ name: 'user', kind: 'username' }],
}

describe('bank login calls: one at a time', () => {
  const setup = (answers: Array<unknown | Error>) => {
    const h = harness({ type: 'bank_login', market: 'DE', answers: { login: answers } })
    const accept = vi.fn()
    return { accept, calls: createLoginCalls(createStrategyRun(h.props), signal(false), accept) }
  }

  it('shows the call busy while it runs, hands the state on, and starts no second call meanwhile', async () => {
    const { calls, accept } = setup([{ status: 'in_progress', pending: { kind: 'bank_code' } }])
    const first = calls.act('login', 'login', {}, () => null)
    expect(calls.busy.value).toBe('login')
    expect(await calls.act('code', 'code', {}, () => null)).toBeNull()
    expect(await first).toMatchObject({ pending: { kind: 'bank_code' } })
    expect(accept).toHaveBeenCalledOnce()
    expect(calls.busy.value).toBeNull()
  })

  it('leaves the notice the step words for a call that did not go through', async () => {
    const { calls } = setup([new WidgetError('network', 'offline')])
    expect(await calls.act('login', 'login', {}, (o) => (o.kind === 'offline' ? { kind: 'network' } : null))).toBeNull()
    expect(calls.notice.value).toEqual({ kind: 'network' })
  })
})

describe('the step a bank login state stands at', () => {
  it('goes to the second factor, the check or the login of the bank chosen', () => {
    expect(stepOf({ status: 'in_progress', pending: { kind: 'bank_code' }, bank })).toBe(
      '/bank_login/baas_widget/creds/N26%20Bank/code',
    )
    expect(stepOf({ status: 'in_progress', pending: { kind: 'bank_app' }, bank })).toBe(
      '/bank_login/baas_widget/creds/N26%20Bank/app',
    )
    expect(stepOf({ status: 'in_progress', pending: { kind: 'bank_data' } })).toBe('/bank_login/verify')
    expect(stepOf({ status: 'in_progress', pending: null, bank })).toBe('/bank_login/baas_widget/creds/N26%20Bank')
  })

  it('goes to the search after consent, and nowhere before it', () => {
    expect(stepOf({ status: 'in_progress', pending: null, consented: true })).toBe('/bank_login/baas_widget')
    expect(stepOf({ status: 'in_progress', pending: null })).toBeNull()
    expect(stepOf({ status: 'in_progress', pending: { kind: 'bank_code' } })).toBeNull()
  })
})
