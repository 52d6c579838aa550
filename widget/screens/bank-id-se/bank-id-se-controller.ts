import { signal } from '@preact/signals'
import * as v from 'valibot'
import type { Publish } from '../../kit/analytics'
import type { ScreenProps } from '../../kit/screen-props'
import { isWidgetError } from '../../kit/session'
import type { StrategyState } from '../../kit/session'
import { faultOf } from '../../kit/fault'
import type { PollResult } from '../../kit/poller'
import { createStrategyRun, type Outcome } from '../../kit/strategy-run'
import { autostartUrl } from './launch-url'

export type Device = 'this' | 'other'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const httpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

/** The QR string BankID's app scans: `bankid.<qrStartToken>.<seconds>.<hex HMAC-SHA256>`; the secret stays on the server. */
const QrString = v.pipe(
  v.string(),
  v.maxLength(200),
  v.check((q) => /^bankid\.[\w-]+\.\d+\.[0-9a-f]{64}$/.test(q), 'qr must be a BankID QR string'),
)
const Qr = v.looseObject({ qr: QrString })

/** The answer fields of a BankID order (dev/SESSION_API.md). */
const fields = {
  device: v.optional(v.picklist(['this', 'other'])),
  autostart_token: v.optional(
    v.pipe(
      v.string(),
      v.check((t) => uuid.test(t), 'autostart_token must be a UUID'),
    ),
  ),
  redirect_url: v.optional(v.pipe(v.string(), v.maxLength(2000), v.check(httpsUrl, 'redirect_url must be https'))),
  /** The last order's hint code when it failed (the strategy goes on: the shopper may try again). */
  failed_hint: v.optional(v.pipe(v.string(), v.maxLength(40))),
  /** This second's QR code of an order on another device that waits for a scan: shown without a read of its own. */
  qr: v.optional(QrString),
}
type BankIdState = StrategyState<typeof fields>

export interface Order {
  device: Device
  /** The hint code while the order waits. */
  hint?: string
  /** Set when the order failed (then nothing waits). */
  failedHint?: string
  /** This device: the link that opens the BankID app. */
  launchUrl?: string
}

/** The session's refusals of a call because the strategy has ended or moved on (dev/SESSION_API.md). */
const OVER = ['strategy_finished', 'strategy_inactive']

/** Step paths under BASE (the spec names none for BankID). */
export const BASE = '/bank_id_se'
export const STEPS = { choose: '/index', thisDevice: '/this_device', otherDevice: '/qr' } as const
const stepOf = (device: Device) => BASE + (device === 'this' ? STEPS.thisDevice : STEPS.otherDevice)

export interface BankIdEnvironment {
  mobile: boolean
  /** Opens the BankID app; called while the shopper's tap still counts as one. */
  launch(url: string): void
  /** Spec §8's analytics failure events: an order that could not start, collects and QR codes that got no answer. */
  publish?: Publish
}

/** Why a call came to nothing, for an analytics event: the session's problem code, or what happened. */
const causeOf = (outcome: Exclude<Outcome<unknown>, { kind: 'state' }>) =>
  outcome.kind === 'offline' ? 'network' : outcome.kind === 'problem' ? outcome.problem.error : outcome.kind

/**
 * Swedish BankID without its view: the shopper picks a device, which starts
 * an order; this device opens the app through its autostart link, another
 * device scans a QR code that changes every second. The order is collected
 * every 2 s (BankID's own limit) until the session says it ended; an order
 * that failed (cancelled in the app, expired…) can be tried again.
 */
export function createBankIdSeController(
  props: ScreenProps,
  go: (path: string, options?: { replace?: boolean }) => void,
  env: BankIdEnvironment,
) {
  const run = createStrategyRun(props, fields)
  const order = signal<Order | null>(null)
  const qr = signal('')
  const starting = signal<Device | null>(null)
  const notice = signal<'network' | 'problem' | null>(null)
  const publish = env.publish ?? (() => {})
  /** Collects and QR reads in a row without an answer: the first of a run is the event. */
  let collectMisses = 0
  let qrMisses = 0

  const accept = (state: BankIdState, device = state.device ?? order.peek()?.device ?? 'other') => {
    const waiting = state.pending?.kind === 'bankid_app'
    const before = order.peek()
    // Only a step without a code takes it: a collect's code may be older than the last read's.
    if (waiting && state.qr && !qr.peek()) qr.value = state.qr
    order.value = {
      device,
      hint: waiting ? state.pending?.hint : undefined,
      failedHint: waiting ? undefined : (state.failed_hint ?? 'unknown'),
      // Collects do not repeat the autostart token: keep the link of the order that waits.
      launchUrl: state.autostart_token
        ? autostartUrl(state.autostart_token, env.mobile, state.redirect_url)
        : before?.device === device
          ? before.launchUrl
          : undefined,
    }
  }

  /** Starts an order on `device`; from a device step (`again`) it replaces that step, so back still leads to the choice. */
  const start = async (device: Device, again = false) => {
    if (starting.peek() || props.flow.settled.peek()) return
    starting.value = device
    notice.value = null
    qr.value = ''
    const outcome: Outcome<BankIdState> = await run.call('start', { device })
    starting.value = null
    if (outcome.kind === 'state') {
      accept(outcome.state, device)
      go(stepOf(device), { replace: again })
      const url = order.peek()?.launchUrl
      if (device === 'this' && url) env.launch(url)
      return
    }
    // The session refuses a new order because the strategy is over (rejected in the app while this
    // screen still showed the wait): its state says how it ended, and the shell takes over from there.
    if (outcome.kind === 'problem' && OVER.includes(outcome.problem.error)) {
      const now = await run.call('state')
      if (now.kind === 'ended') return
    }
    publish('bank_id_se_could_not_start', { device, cause: causeOf(outcome) })
    if (outcome.kind === 'offline') notice.value = 'network'
    else if (outcome.kind === 'problem') notice.value = 'problem'
  }

  /** One collect: BankID allows one every 2 s. */
  const collect = async (): Promise<PollResult> => {
    const outcome = await run.call('state', undefined, { poll: true })
    if (outcome.kind === 'state') {
      collectMisses = 0
      accept(outcome.state)
      return order.peek()?.failedHint ? 'stop' : 'continue'
    }
    if (outcome.kind === 'offline' || outcome.kind === 'unavailable') {
      if (collectMisses++ === 0) publish('bank_id_se_polling_error', { cause: outcome.kind })
      return outcome.kind
    }
    return 'stop'
  }

  /** The next QR string, once a second while the code waits to be scanned. */
  const refreshQr = async (): Promise<PollResult> => {
    try {
      qr.value = (await run.api.read('qr', Qr)).qr
      qrMisses = 0
      return 'continue'
    } catch (error) {
      const fault = faultOf(error)
      const missed = fault === 'offline' ? 'offline' : fault === 'server' ? 'unavailable' : null
      if (missed) {
        if (qrMisses++ === 0) publish('bank_id_se_qr_error', { cause: missed })
        return missed
      }
      // 409: no order waits for a scan any more; the collect says what happened.
      if (fault === 'refused' || fault === 'gone') return 'stop'
      props.report(error)
      publish('bank_id_se_qr_error', { cause: isWidgetError(error) ? error.code : 'unknown' })
      return 'stop'
    }
  }

  const resumed = run.resume((state) => {
    if (state.pending?.kind !== 'bankid_app' && !state.failed_hint) return
    accept(state)
    go(stepOf(order.peek()!.device), { replace: true })
  })
  if (resumed && (resumed.pending?.kind === 'bankid_app' || resumed.failed_hint)) accept(resumed)
  const first = order.peek() ? stepOf(order.peek()!.device).slice(BASE.length) : STEPS.choose

  return {
    first,
    order,
    qr,
    starting,
    notice,
    start,
    collect,
    refreshQr,
    /** The QR code's part (its encoder) could not load. */
    qrLoadFailed: () => publish('bank_id_se_qr_load_error'),
  }
}

export type BankIdSeController = ReturnType<typeof createBankIdSeController>
