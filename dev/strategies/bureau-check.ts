import type { MockSession, MockStrategy } from '../sessions.ts'
import { finish, handOver, handOverFor, problem, waitOutside, type StrategyMock } from './strategy-mock.ts'

const realPastDate = (value: unknown) => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() < Date.now()
}

/** A failed bureau check falls back to a document: the ID check in Australia and New Zealand, a scan elsewhere. */
function fallBack(session: MockSession, strategy: MockStrategy, now: number) {
  if (strategy.market === 'AU' || strategy.market === 'NZ')
    // The shopper already agreed to the disclosure: the document check starts at the form.
    return handOver(session, strategy, 'id_check', (next) => {
      next.pending ??= { kind: 'document', since: now }
    })
  return handOver(session, strategy, 'id_scan')
}

const askDetails = (strategy: MockStrategy, now: number) => waitOutside(strategy, 'details', now)

/** The bureau's verdict, once it has had its time: what the scenario says. */
function verdict(session: MockSession, strategy: MockStrategy, now: number) {
  const scenario = strategy.scenario
  const retried = !!strategy.data.retried
  if (scenario.kind === 'failure') return finish(strategy, 'failure', scenario.reason)
  if (scenario.kind !== 'family') return finish(strategy, 'success')
  if (scenario.name === 'retry') return retried ? finish(strategy, 'success') : askDetails(strategy, now)
  if (scenario.name === 'retry-fallback') return retried ? fallBack(session, strategy, now) : askDetails(strategy, now)
  return fallBack(session, strategy, now)
}

/**
 * bureau_check (AU, NZ, IT, MX): the bureau (the outside world) answers by
 * itself after `answer_delay_seconds` (3 s unless said), as the scenario
 * says: success, the retry form (`retry`), a fallback to a document
 * (`fallback`, `retry-fallback`) or a failure reason. In Mexico the start
 * hands over to the document and selfie scan first, whose success hands
 * back to the bureau.
 */
export const bureauCheckMock: StrategyMock = {
  types: ['bureau_check'],
  demo: {
    label: 'credit-bureau check',
    markets: ['AU', 'NZ', 'IT', 'MX'],
    reasons: ['technical-issue', 'invalid-user-info', 'user-not-trusted'],
    scenarios: ['retry', 'fallback', 'retry-fallback'],
    answerDelaySeconds: 3,
    hints: ['askDetails', 'needDocument'],
    outside: 'bureau',
    inWidget: ['details'],
    help: 'Australia asks for consent first (No thanks moves to the “then switch to” strategy). The bureau answers after the delay as the scenario says (retry: the retry form, then success; fallback: the ID check with a document; retry-fallback: both), or at once from the panel. Mexico hands over to the ID scan first (its consent, the document and selfie), then comes back to the bureau’s wait.',
  },
  playsFailures: true,
  tick: (strategy, now, session) => {
    if (strategy.pending?.kind === 'bureau' && now - strategy.pending.since >= strategy.answerDelayMs)
      verdict(session, strategy, now)
  },
  actions: {
    start: ({ session, strategy, body, now }) => {
      // Spec §2.3: in Australia only after Agree and continue.
      if (strategy.market === 'AU' && (body as { consent?: unknown } | undefined)?.consent !== true)
        return problem(400, 'consent_required')
      if (strategy.pending) return strategy
      // Spec §4: in Mexico the fraud consent and the document and selfie scan come first; the verified scan hands back
      // to this strategy, with the bureau at work.
      if (strategy.market === 'MX' && !strategy.data.scanned)
        return handOverFor(session, strategy, 'id_scan', (bureau, at) => {
          bureau.data.scanned = true
          waitOutside(bureau, 'bureau', at)
        })
      return waitOutside(strategy, 'bureau', now)
    },
    verify: ({ strategy, body, now }) => {
      if (strategy.pending?.kind !== 'details') return problem(409, 'no_details_asked')
      const input = (body ?? {}) as Record<string, unknown>
      const fields: Record<string, string> = {}
      for (const name of ['given_names', 'last_names'])
        if (typeof input[name] !== 'string' || !(input[name] as string).trim()) fields[name] = 'required'
        else if ((input[name] as string).length > 100) fields[name] = 'length'
      if (!realPastDate(input.date_of_birth)) fields.date_of_birth = 'invalid'
      if (Object.keys(fields).length) return problem(422, 'invalid_fields', { fields })
      strategy.data.retried = true
      return waitOutside(strategy, 'bureau', now)
    },
  },
  hint: (strategy, hint, session) => {
    if (strategy.pending?.kind !== 'bureau') return problem(409, 'bureau_not_checking')
    if (hint === 'askDetails') return void askDetails(strategy, Date.now())
    if (hint === 'needDocument') return void fallBack(session, strategy, Date.now())
    return problem(400, 'unknown_hint', { hints: ['askDetails', 'needDocument'] })
  },
  // The panel's "Dismiss": the bureau could not match the shopper, who is asked to check their details.
  cancelOutside: (strategy) => void askDetails(strategy, Date.now()),
}
