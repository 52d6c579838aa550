import { describe, expect, it } from 'vitest'
import {
  codeNotice,
  loginNotice,
  reportNotice,
  selectNotice,
  startNotice,
} from '../../../../widget/screens/bank-login/bank-login-notice'

const offline = { kind: 'offline' } as const
const refused = (error: string, more: Record<string, unknown> = {}) =>
  ({ kind: 'problem', problem: { error, ...more } }) as const

describe('bank login notices: each step words a call that did not go through', () => {
  it('says no answer the same at every step', () => {
    for (const notice of [startNotice, (o: typeof offline) => selectNotice(o, 'N26'), loginNotice, codeNotice])
      expect(notice(offline)).toEqual({ kind: 'network' })
    expect(reportNotice(offline)).toEqual({ kind: 'network' })
  })

  it('names the bank a choice failed for, and the step otherwise', () => {
    expect(selectNotice(refused('x'), 'N26')).toEqual({ kind: 'select-failed', bankName: 'N26' })
    expect(startNotice(refused('x'))).toEqual({ kind: 'start-failed' })
  })

  it('tells wrong credentials (with the attempts left) and a blocked login apart from a failed one', () => {
    expect(loginNotice(refused('wrong_credentials', { attempts_remaining: 2 }))).toEqual({
      kind: 'wrong-credentials',
      attemptsLeft: 2,
    })
    expect(loginNotice(refused('login_blocked'))).toEqual({ kind: 'login-blocked' })
    expect(loginNotice(refused('wrong_code'))).toEqual({ kind: 'login-failed' })
  })

  it('tells a wrong code (with the attempts left) apart from a failed one', () => {
    expect(codeNotice(refused('wrong_code', { attempts_remaining: 1 }))).toEqual({
      kind: 'wrong-code',
      attemptsLeft: 1,
    })
    expect(codeNotice(refused('wrong_credentials'))).toEqual({ kind: 'code-failed' })
  })

  it('says nothing of a report when the strategy ended', () => {
    expect(reportNotice(refused('x'))).toEqual({ kind: 'report-failed' })
    expect(reportNotice({ kind: 'ended' })).toBeNull()
  })
})
