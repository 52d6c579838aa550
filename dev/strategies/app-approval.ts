import type { MockStrategy } from '../sessions.ts'
import { finish, problem, waitOutside, type StrategyMock } from './strategy-mock.ts'

/** A request nobody answers ends the strategy (session-timeout) after this long. */
export const APPROVAL_EXPIRES_MS = 90_000
const RESEND_AFTER_S = 20

function send(strategy: MockStrategy, now: number) {
  strategy.data.resendAt = now + RESEND_AFTER_S * 1000
  return waitOutside(strategy, 'phone_app', now)
}

/** klapp_authenticator: a request to the provider's app, approved, declined or dismissed there. */
export const appApprovalMock: StrategyMock = {
  types: ['klapp_authenticator'],
  demo: {
    label: 'approval in the app',
    markets: ['SE', 'DE', 'US'],
    reasons: ['session-timeout', 'rdl-session-rejected'],
    outside: 'phone_app',
    help: 'The widget sends a request to the phone as it opens: approve it, decline it (reject: rdl-session-rejected) or dismiss it (cancel) here. Unanswered, it times out after 90 s.',
  },
  view: (strategy, _session, now) => ({
    resend_available_in: Math.max(0, Math.ceil((((strategy.data.resendAt as number) ?? 0) - now) / 1000)),
  }),
  tick: (strategy, now) => {
    if (strategy.pending && now - strategy.pending.since > APPROVAL_EXPIRES_MS)
      finish(strategy, 'failure', 'session-timeout')
  },
  actions: {
    // Opening the screen twice (a reload) does not send a second request.
    start: ({ strategy, now }) => (strategy.pending ? strategy : send(strategy, now)),
    resend: ({ strategy, now }) => {
      if (!strategy.data.resendAt) return problem(409, 'not_started')
      const wait = Math.ceil(((strategy.data.resendAt as number) - now) / 1000)
      if (wait > 0) return problem(429, 'resend_too_soon', { resend_available_in: wait })
      return send(strategy, now)
    },
  },
}
