import { signal } from '@preact/signals'
import type { ScreenProps } from '../../kit/screen-props'
import type { ScanEvent } from '../../kit/analytics'
import type { Publish } from '../../kit/analytics'
import type { PollResult } from '../../kit/poller'
import { createStrategyRun } from '../../kit/strategy-run'
import { documentParts, FACE_PARTS, needsSeparateConsent, type DocumentType, type Part } from './documents'
import { createPhotoSend } from './photo-send'
import { SCAN_FIELDS, type ScanState } from './scan-answer'
import { scanEvent } from './scan-event'
import { createScanRecord } from './scan-record'
import { createUploads } from './uploads'

/** id_scan: the document, a selfie and the facial scan · selfie_registration: the selfie and facial scan alone. */
export type Mode = 'id' | 'selfie'

/** The family's base, by mode, and the step paths under it (spec §2.2 names the id_scan ones but `verifying`). */
export const BASE: Record<Mode, string> = { id: '/id_scan', selfie: '/selfie_registration' }
export const STEPS = {
  later: '/intro_kyc_later',
  consent: '/biometric_consent',
  intro: '/intro',
  page: '/page',
  verifying: '/verifying',
  retry: '/retry',
} as const

export { REJECTIONS, type Rejection } from './scan-answer'

/** What the facial scan saw: whether each turn was seen, and how far the face moved (a share of the picture's width). */
export interface FaceScanResult {
  left: { seen: boolean; shift: number }
  right: { seen: boolean; shift: number }
}

type Go = (path: string, options?: { replace?: boolean }) => void

/** The step a state of the session stands at, or null when the scan has not begun. */
export const stepFor = (state: ScanState): string | null =>
  state.pending?.kind === 'verification'
    ? STEPS.verifying
    : state.rejection
      ? STEPS.retry
      : state.pending?.kind === 'capture'
        ? STEPS.page
        : null

/** The pictures a scan takes, in order; `face`: the facial scan too (not without a camera). */
export const partsOf = (mode: Mode, documentType: DocumentType, face: boolean): Part[] => [
  ...(mode === 'id' ? documentParts(documentType) : []),
  'selfie',
  ...(face ? FACE_PARTS : []),
]

/**
 * The ID scan without its views: consent and the start of a scan, the
 * photos sent as they are accepted, the submission, the wait for the
 * session's verdict (a rejected document leads to the retry step), the
 * KYC-anytime choice to send the ID later, and resuming after a reload
 * where the session stands (nothing taken is kept in the browser; the
 * session says which pictures it already holds).
 */
export function createIdScanController(
  props: ScreenProps,
  go: Go,
  mode: Mode,
  combinedPopup: boolean,
  publish: Publish = () => {},
) {
  const run = createStrategyRun(props, SCAN_FIELDS, {
    successDetails: (state) => (state.kyc ? { kyc: state.kyc } : undefined),
  })
  /** Spec §8's analytics failure events, named for the strategy; their data says what failed, never what was photographed. */
  const track = (event: ScanEvent, data: Record<string, unknown>) =>
    publish(scanEvent(props.strategy.type, event), data)
  /** Polls in a row without an answer: the first of a run is the event. */
  let misses = 0
  const base = BASE[mode]
  const busy = signal<'start' | 'later' | 'submit' | null>(null)
  const notice = signal<{ action: 'start' | 'later' | 'submit'; kind: 'network' | 'problem' } | null>(null)

  const uploads = createUploads(createPhotoSend(run))
  const record = createScanRecord(props.strategy.market, uploads)
  const { documentType, learn, apply } = record

  const act = async (action: 'start' | 'later' | 'submit', body: unknown, then: (state: ScanState) => void) => {
    if (busy.peek() || props.flow.settled.peek()) return
    busy.value = action
    notice.value = null
    const outcome = await run.call(action, body)
    busy.value = null
    if (outcome.kind === 'state') then(outcome.state)
    else if (outcome.kind === 'offline') notice.value = { action, kind: 'network' }
    else if (outcome.kind === 'problem') notice.value = { action, kind: 'problem' }
  }

  /**
   * Spec §2.3: selecting Scan (or agreeing) is consent to biometric
   * processing; the session records it with the scan's start. Starting
   * again after a rejection sets aside what was turned down. `replace`:
   * from the retry step, so back does not return to it.
   */
  const start = (replace = false) =>
    act(
      'start',
      { biometric_consent: true, ...(mode === 'id' ? { document_type: documentType.peek() } : {}) },
      (state) => {
        apply(state)
        go(base + STEPS.page, { replace })
      },
    )

  /** KYC-anytime: the purchase goes on, the ID follows within 30 days (the session answers success with `kyc: later`). */
  const later = () => act('later', undefined, () => undefined)

  /** Every picture is with the session: ask it to verify them. */
  const submit = (face: FaceScanResult | null) =>
    act('submit', { ...(mode === 'id' ? { document_type: documentType.peek() } : {}), face_scan: face }, (state) => {
      apply(state)
      const step = stepFor(state)
      go(base + (step ?? STEPS.verifying), { replace: true })
    })

  /** One read of the verdict, every 2 s while the session verifies. */
  const poll = async (): Promise<PollResult> => {
    const outcome = await run.call('state', undefined, { poll: true })
    if (outcome.kind === 'state') {
      misses = 0
      const step = stepFor(outcome.state)
      if (step === STEPS.verifying) return 'continue'
      apply(outcome.state)
      go(base + (step ?? STEPS.intro), { replace: true })
      return 'stop'
    }
    if (outcome.kind !== 'offline' && outcome.kind !== 'unavailable') return 'stop'
    if (misses++ === 0) track('polling-error', { cause: outcome.kind })
    return outcome.kind
  }

  /** The pictures this scan takes, in order; `face`: the facial scan too (not without a camera). */
  const parts = (face: boolean) => partsOf(mode, documentType.value, face)

  const resumed = run.resume((state) => {
    learn(state)
    const step = stepFor(state)
    if (!step) return
    apply(state)
    go(base + step, { replace: true })
  })
  if (resumed) learn(resumed)
  if (resumed && stepFor(resumed)) apply(resumed)
  const separateConsent = needsSeparateConsent(props.strategy.market, combinedPopup)
  const opening = mode === 'id' && props.kycAnytime ? STEPS.later : separateConsent ? STEPS.consent : STEPS.intro

  return {
    mode,
    base,
    market: props.strategy.market,
    /** The flow has ended (its terminal message is posted). */
    settled: props.flow.settled,
    first: (resumed && stepFor(resumed)) || opening,
    /** The consent screen comes before the intro (and the intro carries none). */
    separateConsent,
    accepted: record.accepted,
    documentType,
    received: record.received,
    rejection: record.rejection,
    busy,
    notice,
    uploads,
    parts,
    start,
    later,
    submit,
    poll,
    track,
    /** The shopper left the scan (or the flow ended): photos waiting to be sent are dropped. */
    dispose: () => uploads.clear(),
  }
}

export type IdScanController = ReturnType<typeof createIdScanController>
