import { randomBytes, randomUUID } from 'node:crypto'

/**
 * `success` (default) · `failure:<reason>`: the strategy's first call ends it
 * with that reason · `next`: the first call hands over to the session's next
 * strategy · `slow`: every answer takes 3 s · `server-error`: strategy calls
 * answer 500 · `cancel-fails`: the session DELETE answers 500 ·
 * `send-error:<code>`: the one-time code cannot be sent for that reason
 * (spec §8; transient ones once, the rest every time) · `reject-once:<reason>`:
 * the first check of what the shopper sent (an ID scan's pictures) turns it
 * down with that reason; the next check passes · any other name: a scenario
 * the strategy's family offers (its `demo.scenarios`). A family that waits on
 * a verdict (`playsFailures`) ends a `failure:<reason>` scenario when the
 * verdict comes instead of on the first call.
 */
export type Scenario =
  | { kind: 'success' }
  | { kind: 'failure'; reason: string }
  | { kind: 'next' }
  | { kind: 'slow' }
  | { kind: 'cancel-fails' }
  | { kind: 'server-error' }
  | { kind: 'send-error'; code: string }
  | { kind: 'reject-once'; reason: string }
  | { kind: 'family'; name: string }

export const SCENARIO_HELP =
  'scenario must be success, failure:<reason>, next, slow, cancel-fails, server-error, send-error:<code>, reject-once:<reason> or one its strategy offers (GET /dev/strategies)'

export function parseScenario(value: string | undefined): Scenario | null {
  if (!value || value === 'success') return { kind: 'success' }
  if (value === 'cancel-fails' || value === 'server-error' || value === 'next' || value === 'slow')
    return { kind: value }
  const failure = /^failure:([a-z][a-z-]{1,60})$/.exec(value)
  if (failure) return { kind: 'failure', reason: failure[1]! }
  const sendError = /^send-error:([a-z][a-z_]{1,60})$/.exec(value)
  if (sendError) return { kind: 'send-error', code: sendError[1]! }
  const rejected = /^reject-once:([a-z][a-z_]{1,40})$/.exec(value)
  if (rejected) return { kind: 'reject-once', reason: rejected[1]! }
  return /^[a-z][a-z0-9-]{1,40}$/.test(value) ? { kind: 'family', name: value } : null
}

/** What a strategy waits on outside the widget (docs/architecture.md "Simulating the outside world"). */
export interface PendingStep {
  kind: string
  hint?: string
  /** When the step began (ms), for expiry. */
  since: number
}

/** One strategy of a session, as the mock keeps it. */
export interface MockStrategy {
  /** Spelt with underscores, as the widget calls it. */
  type: string
  /** The token's spelling, when it was asked for with hyphens (`selfie-registration`). */
  spelt?: string
  market: string
  first_name?: string
  middle_name?: string
  last_name?: string
  scenario: Scenario
  /** iDIN: the partner URL the token carries (spec §3). */
  signicatUrl?: string
  /** How long the outside world takes to answer by itself, where the family has it answer (a bureau, a registry). */
  answerDelayMs: number
  /** ID scan: the documents the session accepts from this shopper (else the market's, as the widget knows them). */
  acceptedDocuments?: string[]
  /** Spec §3 statuses; `in_progress` with nothing pending is a strategy not started yet. */
  status: 'in_progress' | 'success' | 'failure' | 'cancelled'
  pending: PendingStep | null
  reason?: string
  token?: string
  /** Set once the session moved on to its next strategy. */
  deactivated?: boolean
  /** The first call has played the scenario. */
  scenarioPlayed?: boolean
  /** What the family keeps (codes sent, wrong tries, the BankID order…). */
  data: Record<string, unknown>
}

export interface MockSession {
  id: string
  strategies: MockStrategy[]
  /** Index of the strategy the session is on. */
  current: number
  cancelled: boolean
  contact: string
  resendSeconds: number
}

export const RIGHT_CODE = '123456'
export const MAX_WRONG_CODES = 3

/** Result tokens handed to the merchant: opaque, never the client token. */
export const resultToken = () => `rt_${randomBytes(12).toString('base64url')}`

export type StrategyInit = Pick<
  MockStrategy,
  | 'type'
  | 'spelt'
  | 'market'
  | 'first_name'
  | 'middle_name'
  | 'last_name'
  | 'scenario'
  | 'signicatUrl'
  | 'answerDelayMs'
  | 'acceptedDocuments'
>

export function createSessionStore() {
  const sessions = new Map<string, MockSession>()
  return {
    create(init: { strategies: StrategyInit[]; contact: string; resendSeconds: number }): MockSession {
      const session: MockSession = {
        id: randomUUID(),
        current: 0,
        cancelled: false,
        contact: init.contact,
        resendSeconds: init.resendSeconds,
        strategies: init.strategies.map((s) => ({ ...s, status: 'in_progress', pending: null, data: {} })),
      }
      sessions.set(session.id, session)
      return session
    },
    get: (id: string) => sessions.get(id),
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>

/** The strategy the session is on. */
export const currentOf = (session: MockSession) => session.strategies[session.current]!
