import { batch, signal } from '@preact/signals'
import type { ScreenProps } from '../../kit/screen-props'
import type { StrategyState } from '../../kit/session'
import { namedFields } from '../../kit/named-fields'
import { pollAndResume } from '../../kit/poll-state'
import { createStrategyRun, type Outcome } from '../../kit/strategy-run'
import { createRetryForm, type RetryField, retryBody, retryFieldOf } from './retry-form'

/** Step paths (the spec names none for the bureau check). */
export const BASE = '/bureau_check'
export const STEPS = {
  consent: '/consent',
  /** Mexico: the check starting, before the document and selfie scan the session hands over to (spec §4). */
  start: '/start',
  wait: '/wait',
  retry: '/retry',
} as const

type Go = (path: string, options?: { replace?: boolean }) => void

/**
 * The credit-bureau check without its view (spec §2.3, §4): in Australia
 * the shopper agrees first (declining is "choose another method"); then the
 * bureau checks the remaining details, which takes up to 10 seconds (the
 * session is polled until it answers: past that the session decides). The
 * session may ask the shopper to correct their name and date of birth (the
 * retry form), hand over to a document check or a scan (its next strategy),
 * or end the strategy.
 */
export function createBureauCheckController(props: ScreenProps, go: Go) {
  const run = createStrategyRun(props)
  const market = (props.strategy.market ?? '').toUpperCase()
  const form = createRetryForm(props.strategy)
  /** `starting` the check · `waiting` on the bureau (polled) · `sending` the corrected details · `idle` on a form or a notice. */
  const phase = signal<'idle' | 'starting' | 'waiting' | 'sending'>('idle')
  /**
   * Spec §4: in Mexico the fraud consent and the document and selfie scan
   * come before the bureau's wait. The session sequences it: the start's
   * answer hands over to an id_scan strategy (the ID scan family's own
   * steps), whose verified scan hands back to this strategy with the bureau
   * at work. Until then this step says only that it is loading.
   */
  const startStep = market === 'MX' ? STEPS.start : STEPS.wait
  const notice = signal<'network' | 'problem' | null>(null)
  let started = false
  let namedErrors: Partial<Record<RetryField, string>> | null = null

  const apply = (state: StrategyState) => {
    started = true
    if (state.pending?.kind === 'details') {
      phase.value = 'idle'
      return go(BASE + STEPS.retry, { replace: true })
    }
    // Anything else still under way is the bureau at work: keep asking until the session says.
    phase.value = 'waiting'
    go(BASE + STEPS.wait, { replace: true })
  }

  const trouble = (outcome: Outcome<StrategyState>, back: string) => {
    phase.value = 'idle'
    if (outcome.kind === 'ended') return
    const errors = outcome.kind === 'problem' ? namedFields(outcome.problem, retryFieldOf) : {}
    batch(() => {
      if (Object.keys(errors).length) namedErrors = errors
      else notice.value = outcome.kind === 'offline' ? 'network' : 'problem'
    })
    go(BASE + back, { replace: true })
  }

  /** Starts the check (after the AU consent, or as the step opens elsewhere). */
  const start = async () => {
    if (phase.peek() !== 'idle' || props.flow.settled.peek()) return
    batch(() => {
      phase.value = 'starting'
      notice.value = null
    })
    // Spec §2.3: in Australia the shopper has just agreed to the bureau's disclosure.
    const outcome = await run.call('start', market === 'AU' ? { consent: true } : undefined)
    if (outcome.kind === 'state') apply(outcome.state)
    else trouble(outcome, started ? STEPS.wait : startStep)
  }

  /** The retry form's Confirm. */
  const confirm = async () => {
    if (phase.peek() !== 'idle' || props.flow.settled.peek()) return
    const values = form.submit()
    if (!values) return
    batch(() => {
      phase.value = 'sending'
      notice.value = null
    })
    go(BASE + STEPS.wait, { replace: true })
    const outcome = await run.call('verify', retryBody(values))
    if (outcome.kind === 'state') apply(outcome.state)
    else trouble(outcome, STEPS.retry)
  }

  // After a reload: the step the session names; a check not started yet starts over.
  const { resumed, poll } = pollAndResume(run, apply, () => phase.peek() === 'waiting')
  let first: string = market === 'AU' ? STEPS.consent : startStep
  if (resumed) {
    started = true
    if (resumed.pending?.kind === 'details') first = STEPS.retry
    else {
      phase.value = 'waiting'
      first = STEPS.wait
    }
  }

  return {
    first,
    market,
    form,
    phase,
    notice,
    /** The start (Mexico) or wait step is on screen: a check not started yet starts (outside Australia, or after a reload there). */
    open() {
      const due = () => !started && phase.peek() === 'idle' && !notice.peek()
      // After a reload whose answer is still on its way, that answer says whether the check is under way.
      if (due()) void run.resumed().then(() => (due() ? start() : undefined))
    },
    /** Spec §2.3 AU consent: Agree and continue. */
    agree() {
      go(BASE + STEPS.wait, { replace: true })
      void start()
    },
    /** The retry form is on screen: fields the session found wrong, shown and the first focused. */
    shown() {
      if (namedErrors) form.reject(namedErrors)
      namedErrors = null
    },
    /** Also Try again, after a start that did not go through. */
    start,
    confirm,
    poll,
  }
}

export type BureauCheckController = ReturnType<typeof createBureauCheckController>
