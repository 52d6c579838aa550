import { batch, signal } from '@preact/signals'
import * as v from 'valibot'
import type { ScreenProps } from '../../kit/screen-props'
import type { StrategyState } from '../../kit/session'
import { namedFields } from '../../kit/named-fields'
import { pollState } from '../../kit/poll-state'
import { createStrategyRun, type Outcome } from '../../kit/strategy-run'
import { DOCUMENT_TYPES, type DocumentType, type IdMarket } from './document-types'
import type { FieldName } from './documents'
import type { IdCheckForm } from './id-check-form'
import type { FormKit } from './form-kit'

/** The answer fields of the ID check (dev/session-api/id-check.md). */
const fields = {
  /** The documents verified so far (a further one must be of another type). */
  documents_verified: v.optional(
    v.pipe(v.array(v.picklist(['driver_licence', 'passport', 'medicare'])), v.maxLength(3)),
  ),
  /** What became of the last document submitted, while the check goes on. */
  document_result: v.optional(v.picklist(['verified', 'rejected'])),
  attempts_remaining: v.optional(
    v.pipe(
      v.number(),
      v.check((n) => Number.isInteger(n) && n >= 0 && n <= 10, 'attempts_remaining must be 0 to 10'),
    ),
  ),
}
type IdCheckState = StrategyState<typeof fields>

/** Step paths (spec §2.2). */
export const BASE = '/id_check'
export const STEPS = {
  consent: '/consent',
  loading: '/loading',
  verified: '/document_verified',
  document: '/:market/:documentType',
} as const
export const documentStep = (market: IdMarket, type: DocumentType) => `/${market}/${type}`

/** `network`: no answer; `problem`: the session refused the call; `rejected`: the document did not match the records. */
export type IdCheckNotice = { kind: 'network' } | { kind: 'problem' } | { kind: 'rejected'; attemptsLeft?: number }

type Go = (path: string, options?: { replace?: boolean }) => void

/**
 * The ID check without its view (spec §2.3, §4 "ID flow"): consent, a
 * document form, the check while the session verifies it (polled), then
 * success, one further document of another type, the same form again when
 * the details did not match, or a failure. Nothing typed is stored: after a
 * reload the shopper lands on the step the session names, with empty fields.
 */
export function createIdCheckController(props: ScreenProps, market: IdMarket, go: Go) {
  const run = createStrategyRun(props, fields)
  // The form and its rules come with the document step (a lazy part): the consent before it shows without them.
  let kit: FormKit | null = null
  let form: IdCheckForm | null = null
  const verified = signal<DocumentType[]>([])
  const notice = signal<IdCheckNotice | null>(null)
  /** `sending` the document · `verifying` while the session checks it (polled). */
  const phase = signal<'idle' | 'sending' | 'verifying'>('idle')
  let started = false
  /** Fields the session found wrong, to show when the form is back. */
  let namedErrors: Partial<Record<FieldName, string>> | null = null
  let starting: Promise<Outcome<IdCheckState>> | null = null

  /** The documents still offered: a further document is of another type. */
  const offered = () => DOCUMENT_TYPES[market].filter((type) => !verified.value.includes(type))
  const formStep = () => {
    const current = form?.values.peek().documentType as DocumentType | undefined
    return BASE + documentStep(market, current && offered().includes(current) ? current : offered()[0]!)
  }

  /** Spec §2.3 consent given (by Continue): the session records it; the form opens at once. */
  const start = () => {
    starting ??= run.call('start', { consent: true }).then((outcome) => {
      if (outcome.kind === 'state') started = true
      else starting = null
      return outcome
    })
    return starting
  }

  /** Where the session's answer leaves the shopper. */
  const apply = (state: IdCheckState) => {
    started = true
    const before = verified.peek().length
    batch(() => {
      verified.value = state.documents_verified ?? []
      if (state.pending?.kind === 'verifying') {
        phase.value = 'verifying'
        return
      }
      phase.value = 'idle'
      notice.value =
        state.document_result === 'rejected' ? { kind: 'rejected', attemptsLeft: state.attempts_remaining } : null
    })
    if (phase.peek() === 'verifying') return go(BASE + STEPS.loading, { replace: true })
    // Every document type verified and still one asked for: the session contradicts itself.
    if (!offered().length) {
      props.report(new Error('id_check asks for a further document but every type is verified'))
      return run.fail('technical-issue')
    }
    if (verified.peek().length > before) {
      props.flow.event('document_verified', {
        document_type: verified.peek().at(-1),
        documents: verified.peek().length,
      })
      return go(BASE + STEPS.verified, { replace: true })
    }
    go(formStep(), { replace: true })
  }

  /** A call that did not go through: back to the form, everything typed still there. */
  const trouble = (outcome: Outcome<IdCheckState>, type: DocumentType) => {
    phase.value = 'idle'
    if (outcome.kind === 'ended') return
    const errors =
      outcome.kind === 'problem' && kit
        ? namedFields(outcome.problem, (name) => kit!.fieldOfApiName(market, type, name))
        : {}
    // Shown with the form, once it is back on screen: focus goes to the first field the session named.
    if (Object.keys(errors).length) namedErrors = errors
    else notice.value = { kind: outcome.kind === 'offline' ? 'network' : 'problem' }
    go(formStep(), { replace: true })
  }

  /** The shopper's Verify: checked here first (focus on the first invalid field), then sent. */
  const submit = async () => {
    if (phase.peek() !== 'idle' || props.flow.settled.peek() || !form || !kit) return
    const { documentBody } = kit
    const values = form.submit()
    if (!values) return
    const type = values.documentType as DocumentType
    phase.value = 'sending'
    notice.value = null
    go(BASE + STEPS.loading, { replace: true })
    if (!started) {
      const outcome = await start()
      if (outcome.kind !== 'state') return trouble(outcome, type)
      if (outcome.state.pending?.kind === 'verifying') return apply(outcome.state)
    }
    const outcome = await run.call('verify', documentBody(market, type, values))
    if (outcome.kind === 'state') apply(outcome.state)
    else trouble(outcome, type)
  }

  /** While the session checks the document. */
  const poll = () =>
    pollState(run, (state) => {
      apply(state)
      return phase.peek() === 'verifying'
    })

  // After a reload: the step the session names. Consent already given in the shell
  // (require_consent shows the same identity-check consent) is not asked again.
  const underway = (state: IdCheckState) => !!state.pending
  const resumed = run.resume((state) => underway(state) && apply(state))
  let first: string = props.details.presentation_data.require_consent
    ? documentStep(market, offered()[0]!)
    : STEPS.consent
  if (resumed && underway(resumed)) {
    started = true
    verified.value = resumed.documents_verified ?? []
    if (resumed.pending?.kind === 'verifying') {
      phase.value = 'verifying'
      first = STEPS.loading
    } else if (resumed.document_result === 'rejected') {
      notice.value = { kind: 'rejected', attemptsLeft: resumed.attempts_remaining }
      first = documentStep(market, offered()[0]!)
    } else first = verified.value.length ? STEPS.verified : documentStep(market, offered()[0]!)
  }

  return {
    market,
    first,
    /** The form, made from the document step's kit the first time that step shows (one form: what was typed stays). */
    formWith(loaded: FormKit): IdCheckForm {
      kit ??= loaded
      return (form ??= loaded.createIdCheckForm(market, {
        first: props.strategy.first_name,
        middle: props.strategy.middle_name,
        last: props.strategy.last_name,
      }))
    },
    verified,
    notice,
    phase,
    offered,
    /** Consent given: on to the first document; the session hears of it meanwhile. */
    agree() {
      go(BASE + documentStep(market, offered()[0]!), { replace: true })
      void start()
    },
    /** Another document: its own step, in place of this one. */
    choose(type: DocumentType) {
      form?.show(type)
      go(BASE + documentStep(market, type), { replace: true })
    },
    /** The form is on screen: the fields the session found wrong, if any, shown and the first focused. */
    shown() {
      if (namedErrors && form) form.reject(namedErrors)
      namedErrors = null
    },
    /** After "Thank you!": the form for one further document. */
    next() {
      go(formStep())
    },
    submit,
    poll,
  }
}

export type IdCheckController = ReturnType<typeof createIdCheckController>
