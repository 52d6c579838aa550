import { batch, signal } from '@preact/signals'
import * as v from 'valibot'
import type { ScreenProps } from '../../kit/screen-props'
import type { StrategyState } from '../../kit/session'
import { isDigitCode } from '../../kit/digit-code'
import { pollState } from '../../kit/poll-state'
import { createStrategyRun } from '../../kit/strategy-run'
import type { BankHit, SearchParams } from './bank-search'
import { createLoginCalls } from './bank-login-calls'
import { codeNotice, loginNotice, selectNotice, startNotice } from './bank-login-notice'
import { COUNTRIES, isCountry, type Country } from './countries'
import { createUnsupportedBankReport } from './unsupported-bank-report'

/** What a bank's login form may ask for; each has its label in the shopper's language. */
export const FIELD_KINDS = ['user_id', 'username', 'customer_number', 'contract_number', 'pin', 'password'] as const
export type FieldKind = (typeof FIELD_KINDS)[number]
/** Kinds typed as secrets: masked, never offered for autofill. */
export const SECRET_KINDS: readonly FieldKind[] = ['pin', 'password']

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max))
const bankEntries = {
  id: v.pipe(Text(64), v.nonEmpty()),
  name: v.pipe(Text(100), v.nonEmpty()),
  country: v.picklist(COUNTRIES),
  bic: v.optional(Text(11)),
}
const Bank = v.looseObject(bankEntries)
const LoginField = v.looseObject({
  /** The key the credential is sent under. */
  name: v.pipe(
    v.string(),
    v.check((n) => /^[a-z][a-z0-9_]{0,39}$/.test(n), 'login field names are snake_case'),
  ),
  kind: v.picklist(FIELD_KINDS),
})
const SelectedBank = v.looseObject({
  ...bankEntries,
  login_fields: v.pipe(
    v.array(LoginField),
    v.check(
      (fields) => fields.length >= 1 && fields.length <= 4 && new Set(fields.map((f) => f.name)).size === fields.length,
      'one to four login fields, each named once',
    ),
  ),
})
export type SelectedBank = v.InferOutput<typeof SelectedBank>

/** The answer fields of bank login (dev/session-api/bank-login.md). */
const fields = {
  consented: v.optional(v.boolean()),
  /** The bank the provider knows the shopper uses: the start screen offers it first. */
  suggested_bank: v.optional(Bank),
  /** The bank chosen for this login, with the fields its login asks for. */
  bank: v.optional(SelectedBank),
  code_length: v.optional(
    v.pipe(
      v.number(),
      v.check((n) => Number.isInteger(n) && n >= 4 && n <= 8, 'code_length must be 4 to 8'),
    ),
  ),
}
type BankLoginState = StrategyState<typeof fields>

const Banks = v.looseObject({
  banks: v.pipe(
    v.array(Bank),
    v.check((banks) => banks.length <= 50, 'at most 50 banks'),
  ),
})

/** Step paths (spec §2.2). */
export const BASE = '/bank_login'
const CREDS = '/baas_widget/creds/:bankName'
export const STEPS = {
  start: '/index',
  why: '/why_do_we_ask',
  selection: '/baas_widget',
  creds: CREDS,
  code: `${CREDS}/code`,
  app: `${CREDS}/app`,
  verify: '/verify',
  report: '/report_unsupported_bank_form',
  reported: '/report_unsupported_bank_confirmation',
} as const
const credsOf = (bank: { name: string }) => `/baas_widget/creds/${encodeURIComponent(bank.name)}`

export type { Busy } from './bank-login-calls'

export type { BankLoginNotice } from './bank-login-notice'

type Go = (path: string, options?: { replace?: boolean }) => void

/** Spec §2.3: the country the selection opens on: the strategy's market, the United Kingdom for obu, else Germany. */
export function defaultCountry(strategy: ScreenProps['strategy']): Country {
  if (strategy.type === 'bank_login_obu') return 'GB'
  const market = strategy.market?.toUpperCase()
  return isCountry(market) ? market : 'DE'
}

/** The step a state stands at: where a reload resumes and where a call's answer leads. */
export const stepOf = (state: BankLoginState): string | null => {
  const chosen = state.bank
  switch (state.pending?.kind) {
    case 'bank_code':
      return chosen ? `${BASE + credsOf(chosen)}/code` : null
    case 'bank_app':
      return chosen ? `${BASE + credsOf(chosen)}/app` : null
    case 'bank_data':
      return BASE + STEPS.verify
  }
  if (chosen) return BASE + credsOf(chosen)
  return state.consented ? BASE + STEPS.selection : null
}

/** Spec §9: the consent's UK clause (transactions of at most the last 90 days). */
export const showsUkClause = (strategy: ScreenProps['strategy']) => defaultCountry(strategy) === 'GB'

/**
 * What the session has said of this login so far, kept as it answers (a
 * later answer adds to it, never takes away): the consent, the bank it
 * suggests, the bank chosen with its login fields, the second factor code's length.
 */
function createLoginFacts() {
  const bank = signal<SelectedBank | null>(null)
  const suggested = signal<v.InferOutput<typeof Bank> | null>(null)
  const consented = signal(false)
  const codeLength = signal(6)
  const accept = (state: BankLoginState) =>
    batch(() => {
      if (state.consented) consented.value = true
      if (state.suggested_bank) suggested.value = state.suggested_bank
      if (state.bank) bank.value = state.bank
      if (state.code_length) codeLength.value = state.code_length
    })
  return { bank, suggested, consented, codeLength, accept }
}

/**
 * Bank login without its view: consent (`start`), the bank search, choosing
 * a bank (`select`, which answers the fields its login needs), the login
 * (`login`: credentials go in that one request body and are kept nowhere),
 * a second factor (a code, or approval in the bank's app, polled), then the
 * session reads the account (`/verify`, polled) and ends the strategy.
 * Reporting a bank that is not listed is its own call. `yourBank` words the
 * technical-issue failure before a bank is chosen.
 */
export function createBankLoginController(props: ScreenProps, go: Go, yourBank: () => string = () => '') {
  const { bank, suggested, consented, codeLength, accept } = createLoginFacts()
  /** The bank being connected to while `select` runs. */
  const selecting = signal<BankHit | null>(null)
  /** Bumped after each wrong code, so the code field clears. */
  const wrongCodes = signal(0)
  const country = signal<Country>(defaultCountry(props.strategy))
  /** What was typed into the search: still there when the shopper comes back from a bank's login. */
  const query = signal('')
  const run = createStrategyRun(props, fields, {
    failureValues: () => ({ bankName: bank.peek()?.name ?? selecting.peek()?.name ?? yourBank() }),
  })

  const calls = createLoginCalls(run, props.flow.settled, accept)
  const { busy, notice, act } = calls
  const unlisted = createUnsupportedBankReport(
    run,
    calls,
    () => country.peek(),
    () => go(BASE + STEPS.reported, { replace: true }),
  )

  /** `select`: connects to a bank and learns its login fields. */
  const select = async (hit: BankHit, options: { replace?: boolean } = {}) => {
    selecting.value = hit
    const state = await act('select', 'select', { bank_id: hit.id }, (o) => selectNotice(o, hit.name))
    selecting.value = null
    if (state?.bank) go(BASE + credsOf(state.bank), options)
    else if (state) notice.value = { kind: 'select-failed', bankName: hit.name }
  }

  const resumed = run.resume((state) => {
    accept(state)
    const step = stepOf(state)
    if (step) go(step, { replace: true })
  })
  if (resumed) accept(resumed)
  const resumedStep = resumed && stepOf(resumed)

  return {
    first: resumedStep ? resumedStep.slice(BASE.length) : STEPS.start,
    bank,
    suggested,
    consented,
    codeLength,
    busy,
    notice,
    selecting,
    wrongCodes,
    country,
    query,
    reported: unlisted.reported,
    clearNotice: () => void (notice.value = null),

    /** Continue on the start screen: consent, then the suggested bank's login (when there is one and `toSuggested`) or the search. */
    async consent(toSuggested: boolean) {
      const state = await act('consent', 'start', { consent: true }, startNotice)
      if (!state) return
      const hit = toSuggested ? suggested.peek() : null
      if (hit) {
        // Back from that bank's login leads to the search, not to a consent already given.
        go(BASE + STEPS.selection, { replace: true })
        await select(hit)
      } else go(BASE + STEPS.selection, { replace: true })
    },

    select,

    /** The search call for the combobox. */
    search: (params: SearchParams, signal: AbortSignal) =>
      run
        .read('banks', Banks, { query: params, signal })
        .then((o) => (o.kind === 'data' ? { kind: 'data' as const, data: o.data.banks } : o)),

    /**
     * `login`: the credentials travel in this one request body. The caller
     * empties its fields whatever the answer: nothing typed outlives the call.
     */
    async login(credentials: Record<string, string>) {
      const chosen = bank.peek()
      if (!chosen) return
      const state = await act('login', 'login', { bank_id: chosen.id, credentials }, loginNotice)
      const step = state && stepOf(state)
      if (step && step !== BASE + credsOf(chosen)) go(step, { replace: true })
      else if (state) notice.value = { kind: 'login-failed' }
    },

    /** `code`: the second factor's one-time code. */
    async submitCode(code: string) {
      if (!isDigitCode(code, codeLength.peek())) return
      const state = await act('code', 'code', { code }, codeNotice)
      if (notice.peek()?.kind === 'wrong-code') wrongCodes.value += 1
      const step = state && stepOf(state)
      if (step) go(step, { replace: true })
    },

    /** One poll while the bank's app or the session's check is awaited. */
    poll: () =>
      pollState(run, (state) => {
        accept(state)
        const kind = state.pending?.kind
        if (kind === 'bank_app' || kind === 'bank_data') {
          if (kind === 'bank_data') go(stepOf(state)!, { replace: true })
          return true
        }
        // Dismissed in the bank's app: the login is undone; the shopper logs in again.
        if (state.bank) {
          go(BASE + credsOf(state.bank), { replace: true })
          notice.value = { kind: 'app-dismissed' }
        }
        return false
      }),

    report: unlisted.report,
  }
}

export type BankLoginController = ReturnType<typeof createBankLoginController>
