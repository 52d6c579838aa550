import type { MockSession, MockStrategy } from '../sessions.ts'
import { RIGHT_CODE } from '../sessions.ts'
import { bankById, BANKS, isCountry, searchBanks, type DirectoryBank } from './bank-directory.ts'
import { finish, problem, waitOutside, type Answer, type StrategyMock } from './strategy-mock.ts'

/** The documented test credentials: every field that is not secret takes `demo`, every PIN or password `1234`. */
export const TEST_USER = 'demo'
export const TEST_SECRET = '1234'
const SECRET_KINDS = new Set(['pin', 'password'])
/** Wrong logins before the bank blocks its login for this session; wrong codes before the strategy fails. */
const MAX_WRONG_LOGINS = 3
const MAX_WRONG_CODES = 3
/** How long the session takes to read the account and check it against the shopper, unless the session says (`answer_delay_seconds`). */
export const VERIFY_MS = 2_000
/** A second factor nobody answers ends the strategy (session-timeout) after this long. */
export const SECOND_FACTOR_EXPIRES_MS = 5 * 60_000

const publicBank = (b: DirectoryBank) => ({ id: b.id, name: b.name, country: b.country, bic: b.bic })
const withLogin = (b: DirectoryBank) => ({
  ...publicBank(b),
  login_fields: b.login.map((kind) => ({ name: kind, kind })),
})

const triesLeft = (strategy: MockStrategy, key: string, max: number) => max - ((strategy.data[key] as number) ?? 0)

/** The second factor the bank asks for after a right login, or straight to reading the account. */
function afterLogin(strategy: MockStrategy, bank: DirectoryBank, now: number) {
  strategy.data.wrongCodes = 0
  return waitOutside(
    strategy,
    bank.secondFactor === 'code' ? 'bank_code' : bank.secondFactor === 'app' ? 'bank_app' : 'bank_data',
    now,
  )
}

/**
 * bank_login and bank_login_obu: consent, the bank directory's search, the
 * bank's login with the documented test credentials, a second factor (a code,
 * `123456`, or approval in the bank's app through the outside world), then
 * the session reads the account for 2 s and succeeds. Failure scenarios play
 * on the login, where the bank and the account come in.
 */
export const bankLoginMock: StrategyMock = {
  types: ['bank_login', 'bank_login_obu'],
  demo: {
    label: 'bank login',
    markets: ['DE', 'AT', 'BE', 'IT', 'NL', 'PL', 'ES', 'SE', 'CH', 'GB'],
    reasons: ['user-mismatch', 'insufficient-info', 'incomplete-verification', 'technical-issue', 'session-timeout'],
    outside: 'bank_app',
    answerDelaySeconds: VERIFY_MS / 1000,
    help:
      'Log in with demo in the user field and 1234 as PIN or password; anything else is wrong (three wrong logins block that bank). ' +
      'Search by name ("deutsche"), BIC (COBADEFFXXX) or a full IBAN (DE89 3704 0044 0532 0130 00, NL91 ABNA 0417 1643 00, GB29 NWBK 6016 1331 9268 19). ' +
      'Banks with a code take 123456; banks with app approval wait for Approve here. Sparkasse KölnBonn asks for a code, Commerzbank for the app, bunq for nothing.',
  },
  // Failures come from the bank's side: they play when the shopper logs in, not on consent.
  scenarioOn: ['login'],
  view: (strategy, session) => {
    const bank = bankById(strategy.data.bankId)
    const suggested = suggestion(strategy, session)
    return {
      consented: !!strategy.data.consented,
      ...(suggested ? { suggested_bank: publicBank(suggested) } : {}),
      ...(bank ? { bank: withLogin(bank) } : {}),
      ...(strategy.pending?.kind === 'bank_code' ? { code_length: RIGHT_CODE.length } : {}),
    }
  },
  tick: (strategy, now) => {
    const pending = strategy.pending
    if (!pending || strategy.status !== 'in_progress') return
    if (pending.kind === 'bank_data' && now - pending.since >= strategy.answerDelayMs) finish(strategy, 'success')
    else if (pending.kind !== 'bank_data' && now - pending.since > SECOND_FACTOR_EXPIRES_MS)
      finish(strategy, 'failure', 'session-timeout')
  },
  // Approved in the bank's app: the session goes on to read the account.
  approveOutside: (strategy, now) => waitOutside(strategy, 'bank_data', now),
  // Dismissed in the bank's app: the login is undone; the shopper may log in again.
  cancelOutside: (strategy) => {
    strategy.pending = null
    strategy.data.loggedIn = false
  },
  reads: {
    banks: ({ query }) => search(query ?? {}),
  },
  actions: {
    start: ({ strategy, body }) => {
      if ((body as { consent?: unknown } | undefined)?.consent !== true) return problem(400, 'consent_required')
      strategy.data.consented = true
      return strategy
    },
    select: ({ strategy, body }) => {
      if (!strategy.data.consented) return problem(409, 'consent_required')
      const bank = bankById((body as { bank_id?: unknown } | undefined)?.bank_id)
      if (!bank) return problem(404, 'unknown_bank')
      // Choosing a bank (again) starts its login afresh.
      strategy.data.bankId = bank.id
      strategy.data.loggedIn = false
      strategy.pending = null
      return strategy
    },
    login: ({ strategy, body, now }) => {
      const bank = bankById(strategy.data.bankId)
      const input = body as { bank_id?: unknown; credentials?: Record<string, unknown> } | undefined
      if (!bank || input?.bank_id !== bank.id) return problem(409, 'bank_not_selected')
      if (strategy.pending) return problem(409, 'already_logged_in')
      const blocked = (strategy.data.blocked as string[] | undefined) ?? []
      if (blocked.includes(bank.id)) return problem(422, 'login_blocked')
      const credentials = input.credentials
      if (
        !credentials ||
        typeof credentials !== 'object' ||
        bank.login.some((kind) => typeof credentials[kind] !== 'string' || (credentials[kind] as string).length > 200)
      )
        return problem(400, 'invalid_request')
      const right = bank.login.every((kind) => credentials[kind] === (SECRET_KINDS.has(kind) ? TEST_SECRET : TEST_USER))
      if (!right) {
        const key = `wrongLogins:${bank.id}`
        strategy.data[key] = ((strategy.data[key] as number) ?? 0) + 1
        const left = triesLeft(strategy, key, MAX_WRONG_LOGINS)
        if (left <= 0) {
          strategy.data.blocked = [...blocked, bank.id]
          return problem(422, 'login_blocked')
        }
        return problem(422, 'wrong_credentials', { attempts_remaining: left })
      }
      strategy.data.loggedIn = true
      return afterLogin(strategy, bank, now)
    },
    code: ({ strategy, body, now }) => {
      if (strategy.pending?.kind !== 'bank_code') return problem(409, 'no_code_asked')
      const code = (body as { code?: unknown } | undefined)?.code
      if (typeof code !== 'string' || code.length > 32) return problem(400, 'invalid_request')
      if (code === RIGHT_CODE) return waitOutside(strategy, 'bank_data', now)
      strategy.data.wrongCodes = ((strategy.data.wrongCodes as number) ?? 0) + 1
      const left = triesLeft(strategy, 'wrongCodes', MAX_WRONG_CODES)
      if (left <= 0) return finish(strategy, 'failure', 'incomplete-verification')
      return problem(422, 'wrong_code', { attempts_remaining: left })
    },
    report_unsupported_bank: ({ strategy, body }) => {
      const input = body as { bank_name?: unknown; country?: unknown } | undefined
      const name = typeof input?.bank_name === 'string' ? input.bank_name.trim() : ''
      if (!name || name.length > 100 || !isCountry(input?.country)) return problem(400, 'invalid_request')
      strategy.data.reports = [
        ...((strategy.data.reports as unknown[]) ?? []),
        { bank_name: name, country: input!.country },
      ]
      return strategy
    },
  },
}

/**
 * `GET …/banks?country=DE&q=deutsche` (name or BIC) or `…&bank_code=37040044`
 * (the bank code of an IBAN, which the widget checked: the account number
 * never leaves the widget).
 */
function search(query: Record<string, string>): Answer {
  const { country, q, bank_code: bankCode } = query
  if (!isCountry(country)) return problem(400, 'invalid_country')
  if (bankCode !== undefined) {
    if (!/^[A-Za-z0-9]{3,8}$/.test(bankCode)) return problem(400, 'invalid_bank_code')
    return { body: { banks: searchBanks(country, { bankCode }).map(publicBank) } }
  }
  if (typeof q !== 'string' || q.trim().length < 3) return problem(400, 'query_too_short')
  if (q.length > 100) return problem(400, 'query_too_long')
  return { body: { banks: searchBanks(country, { q }).map(publicBank) } }
}

/** The bank on file for a returning shopper: in the mock, the first bank of the strategy's market. */
function suggestion(strategy: MockStrategy, _session: MockSession): DirectoryBank | undefined {
  const market = strategy.type === 'bank_login_obu' ? 'GB' : strategy.market.toUpperCase()
  return BANKS.find((b) => b.country === market)
}
