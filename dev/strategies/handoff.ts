import { randomBytes, randomUUID } from 'node:crypto'
import type { MockStrategy } from '../sessions.ts'
import {
  finish,
  problem,
  waitOutside,
  type Answer,
  type DemoInfo,
  type PartnerPage,
  type StrategyMock,
} from './strategy-mock.ts'

/** How long the mock's check after a partner takes before it succeeds by itself (long enough to see). */
export const VERIFY_MS = 6_000
/** A partner step nobody finishes ends with session-timeout after this long. */
export const PARTNER_EXPIRES_MS = 15 * 60_000
/** `pending.kind` while the session checks what the partner sent. */
export const VERIFYING = 'verification'

export interface HandoffMockOptions {
  types: string[]
  demo: Omit<DemoInfo, 'outside'>
  /** `pending.kind` while the shopper is with the partner. */
  kind: string
  /** A check follows the partner (`verification`); it succeeds by itself after VERIFY_MS. */
  verifies?: boolean
  /** What the shopper chose before going (a bank, a BankID method), from the start body; echoed in every answer. */
  choice?: (body: unknown) => { chosen: Record<string, unknown> } | { refused: Answer }
  partner(strategy: MockStrategy): PartnerPage
  reads?: StrategyMock['reads']
}

interface Transaction {
  /** Names the partner page: an old page stops working when a new transaction starts. */
  id: string
  url: string
  chosen: Record<string, unknown>
  applicationId?: string
}

export const transactionOf = (strategy: MockStrategy) => strategy.data.handoff as Transaction | undefined

/**
 * A strategy that hands the shopper to a page of its own (dev/SESSION_API.md
 * "Hand-offs"): `start` opens a transaction at the stand-in partner page
 * (dev/routes/partner-pages.ts) and waits on it; `stop` forgets it; the person at
 * that page, or the simulated outside world, approves (then, for some, a
 * check runs and succeeds by itself), rejects with a reason, or cancels.
 */
export function handoffMock(options: HandoffMockOptions): StrategyMock {
  const { kind } = options
  return {
    types: options.types,
    demo: { ...options.demo, outside: kind },
    partner: options.partner,
    reads: options.reads,
    view(strategy) {
      const transaction = transactionOf(strategy)
      if (!transaction) return {}
      return {
        ...transaction.chosen,
        ...(strategy.pending?.kind === kind ? { handoff_url: transaction.url } : {}),
        ...(transaction.applicationId ? { application_id: transaction.applicationId } : {}),
      }
    },
    tick(strategy, now) {
      const pending = strategy.pending
      if (pending?.kind === VERIFYING && now - pending.since >= VERIFY_MS) finish(strategy, 'success')
      else if (pending?.kind === kind && now - pending.since > PARTNER_EXPIRES_MS)
        finish(strategy, 'failure', 'session-timeout')
    },
    actions: {
      start: ({ strategy, session, body, now, origin }) => {
        if (strategy.pending?.kind === VERIFYING) return problem(409, 'verifying')
        const choice = options.choice ? options.choice(body) : { chosen: {} }
        if ('refused' in choice) return choice.refused
        // A new transaction replaces any earlier one, as a partner ends an order when another starts.
        const id = randomUUID()
        strategy.data.handoff = {
          id,
          url: `${origin}/partner/${session.id}/${id}`,
          chosen: choice.chosen,
        } satisfies Transaction
        return waitOutside(strategy, kind, now)
      },
      stop: ({ strategy }) => {
        if (strategy.pending?.kind === kind) strategy.pending = null
        return strategy
      },
    },
    approveOutside(strategy, now) {
      const transaction = transactionOf(strategy)
      if (options.verifies && strategy.pending?.kind === kind && transaction) {
        transaction.applicationId = `app_${randomBytes(6).toString('hex')}`
        waitOutside(strategy, VERIFYING, now)
      } else finish(strategy, 'success')
    },
  }
}
