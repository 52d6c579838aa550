import { OTP_SEND_ERRORS } from '../../contracts/otp-send-errors.ts'
import { MAX_WRONG_CODES, RIGHT_CODE, type MockSession, type MockStrategy } from '../sessions.ts'
import { finish, problem, waitOutside, type Answer, type StrategyMock } from './strategy-mock.ts'

const mask = (contact: string) =>
  contact.includes('@')
    ? contact.replace(/^(.)[^@]*(@.*)$/, '$1•••$2')
    : contact.replace(/\d(?=(?:\D*\d){2})/g, (d, i: number) => (i < 6 ? d : '•'))

const secondsUntil = (at: unknown, now: number) => Math.max(0, Math.ceil(((at as number) - now) / 1000))

function sendCode(strategy: MockStrategy, session: MockSession, now: number) {
  strategy.data.resendAt = now + session.resendSeconds * 1000
  return waitOutside(strategy, 'code', now)
}

/** Send errors that pass: the next try goes through. The others hold for this number or session. */
const TRANSIENT = ['network_issue', 'technical_issue', 'sendout_delays']

/** The `send-error:<code>` scenario: the send fails with that code (a transient one once). */
function sendRefused(strategy: MockStrategy, session: MockSession): Answer | null {
  const { scenario } = strategy
  if (scenario.kind !== 'send-error' || strategy.data.sendErrorPlayed) return null
  if (TRANSIENT.includes(scenario.code)) strategy.data.sendErrorPlayed = true
  return problem(
    422,
    scenario.code,
    scenario.code === 'invalid_recipient' ? { contact_detail: mask(session.contact) } : {},
  )
}

const playing = (strategy: MockStrategy, name: string) =>
  strategy.scenario.kind === 'family' && strategy.scenario.name === name

/**
 * The code step's own refusals, once each. The first code goes out and the
 * state offers a new one at once (as a session another tab asked for a code
 * might), so the step's refusal is one press away: `sendout-delays` answers
 * `sendout_delays`; `resend-too-soon` refuses the resend as too soon, saying
 * how long to wait.
 */
const CODE_STEP_SCENARIOS = ['sendout-delays', 'resend-too-soon']
const codeStepPending = (strategy: MockStrategy) =>
  !strategy.data.codeStepPlayed && CODE_STEP_SCENARIOS.some((name) => playing(strategy, name))

function codeStepRefused(strategy: MockStrategy, wait: number): Answer | null {
  if (strategy.data.codeStepPlayed) return null
  if (playing(strategy, 'sendout-delays'))
    return ((strategy.data.codeStepPlayed = true), problem(422, 'sendout_delays'))
  if (playing(strategy, 'resend-too-soon') && wait > 0)
    return ((strategy.data.codeStepPlayed = true), problem(429, 'resend_too_soon', { resend_available_in: wait }))
  return null
}

/**
 * A new code asked for while one is out, by `resend` or by `start` again (the
 * intro, reached back from the code step): the code step's refusals, then
 * the cooldown, which holds for every send as a session's would.
 */
function tooSoon(strategy: MockStrategy, now: number): Answer | null {
  if (!strategy.pending) return null
  const wait = secondsUntil(strategy.data.resendAt, now)
  return (
    codeStepRefused(strategy, wait) ??
    (wait > 0 ? problem(429, 'resend_too_soon', { resend_available_in: wait }) : null)
  )
}

/** otp_phone and otp_email: `123456` is right; the third wrong code fails with too-many-attempts. */
export const otpMock: StrategyMock = {
  types: ['otp_phone', 'otp_email'],
  demo: {
    label: 'one-time code',
    markets: ['SE', 'DE', 'GB', 'US'],
    reasons: ['too-many-attempts', 'session-timeout', 'technical-issue'],
    help: 'The right code is 123456; any other 6 digits is wrong. send-error scenarios: the code cannot be sent (network, technical and delays once, the others every time; e-mail knows invalid_recipient, technical_issue, network_issue, session_timeout and sendout_delays). On the code step a new code is offered at once; asking answers, once, that codes are delayed (sendout-delays) or that it is too soon, with the wait (resend-too-soon).',
    scenarios: [...OTP_SEND_ERRORS.map((code) => `send-error:${code}`), ...CODE_STEP_SCENARIOS],
  },
  // Where the code goes is known before it is sent: the intro names it.
  view: (strategy, session, now) => ({
    contact_detail: mask(session.contact),
    ...(strategy.pending
      ? { resend_available_in: codeStepPending(strategy) ? 0 : secondsUntil(strategy.data.resendAt, now) }
      : {}),
  }),
  actions: {
    start: ({ strategy, session, now }) =>
      tooSoon(strategy, now) ?? sendRefused(strategy, session) ?? sendCode(strategy, session, now),
    resend: ({ strategy, session, now }) => {
      if (!strategy.pending) return problem(409, 'not_started')
      return tooSoon(strategy, now) ?? sendRefused(strategy, session) ?? sendCode(strategy, session, now)
    },
    verify: ({ strategy, body }) => {
      if (!strategy.pending) return problem(409, 'not_started')
      const code = (body as { code?: unknown } | undefined)?.code
      if (typeof code !== 'string' || code.length > 32) return problem(400, 'invalid_request')
      if (code === RIGHT_CODE) return finish(strategy, 'success')
      const wrong = ((strategy.data.wrongCodes as number) ?? 0) + 1
      strategy.data.wrongCodes = wrong
      if (wrong >= MAX_WRONG_CODES) return finish(strategy, 'failure', 'too-many-attempts')
      return problem(422, 'wrong_code', { attempts_remaining: MAX_WRONG_CODES - wrong })
    },
  },
}
