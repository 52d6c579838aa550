import { describe, expect, it, vi } from 'vitest'
import { createBankLoginController } from '../../../../widget/screens/bank-login/bank-login-controller'
import { WidgetError } from '../../../../widget/widget-error'
import { harness } from '../../screen-harness'

/** Reporting a bank the list lacks: a report that fails ends nothing, except a session that is gone. */
function setup(answer: unknown | Error) {
  const h = harness({ type: 'bank_login', market: 'DE', answers: { report_unsupported_bank: [answer] } })
  const go = vi.fn()
  return { ...h, go, bankLogin: createBankLoginController(h.props, go) }
}

describe('bank login: reporting an unsupported bank', () => {
  it('sends the name and country, then confirms', async () => {
    const s = setup({ status: 'in_progress', pending: null })
    expect(await s.bankLogin.report('Kleine Bank')).toBe(true)
    expect(s.calls[0]).toMatchObject({
      action: 'report_unsupported_bank',
      method: 'POST',
      body: { bank_name: 'Kleine Bank', country: 'DE' },
    })
    expect(s.bankLogin.reported.value).toBe('Kleine Bank')
    expect(s.go).toHaveBeenCalledWith('/bank_login/report_unsupported_bank_confirmation', { replace: true })
  })

  it('offline: the shopper is told, nothing is reported', async () => {
    const s = setup(new WidgetError('network', 'offline'))
    expect(await s.bankLogin.report('Kleine Bank')).toBe(false)
    expect(s.bankLogin.notice.value).toEqual({ kind: 'network' })
    expect(s.props.report).not.toHaveBeenCalled()
    expect(s.flow.view.value.kind).toBe('strategy')
  })

  it.each([
    new WidgetError('server', '500', { status: 500 }),
    new WidgetError('client', '409', { status: 409 }),
    new WidgetError('invalid-response', 'Could not report unsupported bank'),
  ])('%o: error reporting hears it, the shopper is told, the strategy goes on', async (error) => {
    const s = setup(error)
    expect(await s.bankLogin.report('Kleine Bank')).toBe(false)
    expect(s.bankLogin.notice.value).toEqual({ kind: 'report-failed' })
    expect(s.props.report).toHaveBeenCalledWith(
      expect.objectContaining({ code: error.code, message: 'Could not report unsupported bank' }),
    )
    expect(s.flow.view.value.kind).toBe('strategy')
    expect(s.bankLogin.busy.value).toBeNull()
  })

  it('a session gone (401/403) ends the strategy with session-timeout', async () => {
    const s = setup(new WidgetError('client', '403', { status: 403 }))
    expect(await s.bankLogin.report('Kleine Bank')).toBe(false)
    expect(s.bankLogin.notice.value).toBeNull()
    expect(s.props.report).not.toHaveBeenCalled()
    expect(s.flow.view.value).toMatchObject({
      kind: 'failure',
      failure: { strategy: 'bank_login', reason: 'session-timeout' },
    })
  })
})
