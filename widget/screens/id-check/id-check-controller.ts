import { batch, signal } from '@preact/signals'
import type { ScreenProps } from '../../kit/screen-props'
import { pollAndResume } from '../../kit/poll-state'
import { createStrategyRun, type Outcome } from '../../kit/strategy-run'
import { createDocumentFormSlot } from './document-form-slot'
import { DOCUMENT_TYPES, type DocumentType, type IdMarket } from './document-types'
import type { FormKit } from './form-kit'
import { type Answer, ID_CHECK_FIELDS, type IdCheckNotice, type IdCheckState, readAnswer } from './id-check-answer'

/** Step paths (spec §2.2). */
export const BASE = '/id_check'
export const STEPS = {
  consent: '/consent',
  loading: '/loading',
  verified: '/document_verified',
  document: '/:market/:documentType',
} as const
export const documentStep = (market: IdMarket, type: DocumentType) => `/${market}/${type}`

/** The documents still offered once `verified` are: a further document is of another type. */
export const offeredOf = (market: IdMarket, verified: readonly DocumentType[]) =>
  DOCUMENT_TYPES[market].filter((type) => !verified.includes(type))

/**
 * The step the ID check opens on. After a reload, the step the session's
 * answer names (nothing typed is stored: a form comes back empty); else the
 * consent, unless the shell already asked it (require_consent shows the same
 * identity-check consent).
 */
export function openingStep(market: IdMarket, resumed: Answer | null, consentGiven: boolean): string {
  if (resumed?.verifying) return STEPS.loading
  if (resumed && !resumed.notice && resumed.verified.length) return STEPS.verified
  if (!resumed && !consentGiven) return STEPS.consent
  return documentStep(market, offeredOf(market, resumed?.verified ?? [])[0]!)
}

type Go = (path: string, options?: { replace?: boolean }) => void

/**
 * The ID check without its view (spec §2.3, §4 "ID flow"): consent, a
 * document form, the check while the session verifies it (polled), then
 * success, one further document of another type, the same form again when
 * the details did not match, or a failure. Nothing typed is stored: after a
 * reload the shopper lands on the step the session names, with empty fields.
 */
export function createIdCheckController(props: ScreenProps, market: IdMarket, go: Go) {
  const run = createStrategyRun(props, ID_CHECK_FIELDS)
  const slot = createDocumentFormSlot(props.strategy, market)
  const verified = signal<DocumentType[]>([])
  const notice = signal<IdCheckNotice | null>(null)
  /** `sending` the document · `verifying` while the session checks it (polled). */
  const phase = signal<'idle' | 'sending' | 'verifying'>('idle')
  let started = false
  let starting: Promise<Outcome<IdCheckState>> | null = null

  const offered = () => offeredOf(market, verified.value)
  const formStep = () => BASE + documentStep(market, slot.documentOf(offered()))

  /** Spec §2.3 consent given (by Continue): the session records it; the form opens at once. */
  const start = () => {
    starting ??= run.call('start', { consent: true }).then((outcome) => {
      if (outcome.kind === 'state') started = true
      else starting = null
      return outcome
    })
    return starting
  }

  /** The answer's documents, phase and notice, as the screen shows them. */
  const take = (state: IdCheckState) => {
    const answer = readAnswer(state)
    started = true
    batch(() => {
      verified.value = answer.verified
      phase.value = answer.verifying ? 'verifying' : 'idle'
      if (!answer.verifying) notice.value = answer.notice
    })
    return answer
  }

  /** Where the session's answer leaves the shopper. */
  const apply = (state: IdCheckState) => {
    const before = verified.peek().length
    if (take(state).verifying) return go(BASE + STEPS.loading, { replace: true })
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
    // Fields the session named are shown with the form, once it is back on screen: focus goes to the first.
    if (!slot.hold(outcome.kind === 'problem' ? outcome.problem : null, type))
      notice.value = { kind: outcome.kind === 'offline' ? 'network' : 'problem' }
    go(formStep(), { replace: true })
  }

  /** The shopper's Verify: checked here first (focus on the first invalid field), then sent. */
  const submit = async () => {
    const loaded = slot.loaded()
    if (phase.peek() !== 'idle' || props.flow.settled.peek() || !loaded) return
    const values = loaded.form.submit()
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
    const outcome = await run.call('verify', loaded.kit.documentBody(market, type, values))
    if (outcome.kind === 'state') apply(outcome.state)
    else trouble(outcome, type)
  }

  // The poll runs while the session checks the document; after a reload, the screen opens where the session says.
  const { resumed, poll } = pollAndResume(run, apply, () => phase.peek() === 'verifying')
  const first = openingStep(market, resumed && take(resumed), !!props.details.presentation_data.require_consent)

  return {
    market,
    first,
    /** The form, made from the document step's kit the first time that step shows (one form: what was typed stays). */
    formWith: (loaded: FormKit) => slot.formWith(loaded),
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
      slot.loaded()?.form.show(type)
      go(BASE + documentStep(market, type), { replace: true })
    },
    /** The form is on screen: the fields the session found wrong, if any, shown and the first focused. */
    shown: slot.shown,
    /** After "Thank you!": the form for one further document. */
    next() {
      go(formStep())
    },
    submit,
    poll,
  }
}

export type IdCheckController = ReturnType<typeof createIdCheckController>
