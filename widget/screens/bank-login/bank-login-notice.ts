import type { Outcome } from '../../kit/strategy-run'

/** What a step tells the shopper after a call that did not move on. */
export type BankLoginNotice =
  | { kind: 'network' }
  | { kind: 'select-failed'; bankName: string }
  | { kind: 'wrong-credentials'; attemptsLeft?: number }
  | { kind: 'login-blocked' }
  | { kind: 'login-failed' }
  | { kind: 'wrong-code'; attemptsLeft?: number }
  | { kind: 'code-failed' }
  | { kind: 'app-dismissed' }
  | { kind: 'report-failed' }
  | { kind: 'start-failed' }

/** A call that did not go through and did not end the strategy. */
export type Trouble = Exclude<Outcome<unknown>, { kind: 'state' | 'ended' }>

/** No answer is said the same at every step; anything else, in the step's own words (`otherwise`). */
const unless = (outcome: Trouble, otherwise: BankLoginNotice): BankLoginNotice =>
  outcome.kind === 'offline' ? { kind: 'network' } : otherwise

/** Consent (`start`) that did not go through. */
export const startNotice = (outcome: Trouble) => unless(outcome, { kind: 'start-failed' })

/** Choosing a bank (`select`) that did not go through. */
export const selectNotice = (outcome: Trouble, bankName: string) => unless(outcome, { kind: 'select-failed', bankName })

/** The login: credentials the bank refused (with the attempts left), a blocked login, or another failure. */
export const loginNotice = (outcome: Trouble): BankLoginNotice => {
  if (outcome.kind === 'problem') {
    if (outcome.problem.error === 'wrong_credentials')
      return { kind: 'wrong-credentials', attemptsLeft: outcome.problem.attempts_remaining }
    if (outcome.problem.error === 'login_blocked') return { kind: 'login-blocked' }
  }
  return unless(outcome, { kind: 'login-failed' })
}

/** The second factor's code: a wrong one (with the attempts left), or another failure. */
export const codeNotice = (outcome: Trouble): BankLoginNotice => {
  if (outcome.kind === 'problem' && outcome.problem.error === 'wrong_code')
    return { kind: 'wrong-code', attemptsLeft: outcome.problem.attempts_remaining }
  return unless(outcome, { kind: 'code-failed' })
}

/** A report of an unlisted bank that did not go through (no words when it ended the strategy). */
export const reportNotice = (outcome: Exclude<Outcome<unknown>, { kind: 'state' }>): BankLoginNotice | null =>
  outcome.kind === 'offline' ? { kind: 'network' } : outcome.kind === 'problem' ? { kind: 'report-failed' } : null
