import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals'
import * as v from 'valibot'
import type { ScreenProps } from './screen-props'
import type { StrategyState } from '../session-api/strategy-api'
import { WidgetError } from '../widget-error'
import { type ChildState, type ChildWindow, type ChildWindowIo, createChildWindow } from './child-window'
import { browserWake, type PollResult } from './poller'
import { createStrategyRun } from './strategy-run'

/**
 * Where a hand-off stands, for its screens:
 * - `idle`: not started (the family's first step shows);
 * - `starting`: the child opened from the tap, the session asked for the partner's page;
 * - `waiting`: the shopper is with the partner in the child window;
 * - `blocked`: the browser refused the window: a plain link opens it;
 * - `closed`: the shopper closed the window before finishing (the session still decides);
 * - `returned`: back through the return page: the result is being read;
 * - `resumed`: after a reload the session still waits on the partner, whose window is no longer known;
 * - `stopped`: the partner step ended without a result (cancelled there, or it expired);
 * - `verifying`: the session checks what the partner sent (check-in, Kosma ID, Veriff, Monthio).
 */
export type HandoffPhase =
  | 'idle'
  | 'starting'
  | 'waiting'
  | 'blocked'
  | 'closed'
  | 'returned'
  | 'resumed'
  | 'stopped'
  | 'verifying'

/** `pending.kind` while the session checks what the partner sent. */
export const VERIFYING = 'verification'

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]']

/** A partner's page: https, or plain http on loopback where local development runs (as for session urls). */
export function isHandoffUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (
      !url.username &&
      !url.password &&
      (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.includes(url.hostname)))
    )
  } catch {
    return false
  }
}

/** The answer fields every hand-off reads (dev/SESSION_API.md). */
const fields = {
  /** The partner's page the child goes to, while the session waits on it. */
  handoff_url: v.optional(
    v.pipe(v.string(), v.maxLength(4000), v.check(isHandoffUrl, 'handoff_url must be an https URL')),
  ),
  /** Check-in: the application being verified (a step's route parameter). */
  application_id: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(64),
      v.check((id) => /^[\w-]+$/.test(id), 'application_id must be letters, digits, - or _'),
    ),
  ),
}

export type HandoffState<F extends v.ObjectEntries = {}> = StrategyState<typeof fields & F>

export type HandoffEvent = 'could_not_start' | 'load_error' | 'polling_error'

export interface HandoffConfig<F extends v.ObjectEntries = {}> {
  /** What the session waits on while the shopper is with the partner (`pending.kind`). */
  kind: string
  /** Full path of the step the hand-off starts from: Cancel leads back there. */
  intro: string
  /** Full path of the step shown while the child window is out. */
  step: string
  /** Full path of the step that waits for the check after the partner, when the family has one. */
  verify?: (state: HandoffState<F>) => string
  /** The family's own answer fields (the choice the session echoes: a bank, a BankID method). */
  fields?: F
  /** What to start with again after a reload, from the echoed choice. */
  again?: (state: HandoffState<F>) => unknown
  /** A further rule for the partner's page (iDIN: its allowed hosts). */
  allowUrl?: (url: string) => boolean
  /** The partner's page when the session names none (iDIN: the token's signicatUrl). */
  fallbackUrl?: string
  /** Spec §8 analytics failure events (Veriff, check-in): could not start, the window did not load, polls that failed. */
  track?: (event: HandoffEvent, data: Record<string, unknown>) => void
}

export interface HandoffEnv {
  go(path: string, options?: { replace?: boolean }): void
  back(): boolean
  io: ChildWindowIo
  /** The locale and text version the hand-off page speaks. */
  page: { l: string; v: string }
}

export interface Handoff {
  phase: ReadonlySignal<HandoffPhase>
  /** True while the session should be asked where things stand. */
  polling: ReadonlySignal<boolean>
  /** Why the last start failed: no connection, or the session refused. */
  notice: ReadonlySignal<'network' | 'problem' | null>
  /** What the last start sent (the bank, the BankID method), also after a reload. */
  choice: ReadonlySignal<unknown>
  /** Full path of the step to open first (where a reloaded session stands). */
  first: string
  /** Opens the child and starts the partner step; call it from the shopper's tap. Without a body: the last one. */
  launch(body?: unknown): Promise<void>
  /** Brings the child window to the front. */
  show(): void
  /** Stops the hand-off: closes the child, tells the session, and goes back to where it started. */
  cancel(): void
  /** The fallback link when the browser blocked the window. */
  link(): { href: string; target: string }
  poll(): Promise<PollResult>
  /** The poller's wake-ups: the browser's, and the return page's word. */
  wake(now: () => void): () => void
  dispose(): void
}

/** The hand-off's own part of its phase; `out`: the child window's state says the rest. */
type OwnPhase = 'idle' | 'starting' | 'out' | 'stopped' | 'verifying'

/** The phases in which the session is asked where things stand. */
const POLLING: readonly HandoffPhase[] = ['waiting', 'blocked', 'closed', 'returned', 'resumed', 'verifying']

/** The phase the screens show: the hand-off's own, or while the child is out, the window's (none known: a reload). */
export function handoffPhase(own: OwnPhase, child: ChildState): HandoffPhase {
  if (own !== 'out') return own
  return child === 'opening' || child === 'open' ? 'waiting' : child === 'idle' ? 'resumed' : child
}

/** The partner's page, when it is one the widget may send a shopper to (and the family allows); else null. */
export const partnerPageOf = (url: string | undefined, allowUrl?: (url: string) => boolean): string | null =>
  url && isHandoffUrl(url) && (!allowUrl || allowUrl(url)) ? url : null

/**
 * Where a session's answer puts a hand-off. The partner still at work: from
 * a start, the child goes to the partner's page (which must be one the
 * widget may send a shopper to; anything else is a technical issue). The
 * session verifying what the partner sent: on to the family's check. Else
 * the partner step is over (after a start, that is outside the contract).
 */
function applyAnswer<F extends v.ObjectEntries>(
  state: HandoffState<F>,
  started: boolean,
  config: HandoffConfig<F>,
  to: {
    child: Pick<ChildWindow, 'close' | 'navigate'>
    own: Signal<OwnPhase>
    env: Pick<HandoffEnv, 'go'>
    broken: (body: string, error: string) => void
  },
): PollResult {
  const { child, own, env, broken } = to
  const waiting = state.pending?.kind
  if (waiting === config.kind) {
    if (!started) return 'continue'
    const url = partnerPageOf(state.handoff_url ?? config.fallbackUrl, config.allowUrl)
    if (!url) {
      broken('handoff_url: missing, or not a page the widget may open', 'no partner page to open')
      child.close()
      return 'stop'
    }
    child.navigate(url)
    own.value = 'out'
    env.go(config.step)
    return 'continue'
  }
  if (waiting === VERIFYING && config.verify) {
    // The partner is done; a window it left open has nothing more to do.
    child.close()
    own.value = 'verifying'
    env.go(config.verify(state), { replace: true })
    return 'continue'
  }
  child.close()
  // A start that leaves nothing to wait on is outside the contract.
  if (started) broken(`pending: expected ${config.kind}`, 'start named no partner step')
  else own.value = 'stopped'
  return 'stop'
}

/**
 * The hand-off's child window, whose return page wakes the poller at once
 * (`wake`: besides the browser's own wake-ups); a window that did not load
 * is tracked (spec §8).
 */
function createWakingChild(env: HandoffEnv, track: HandoffConfig['track']) {
  const wakers = new Set<() => void>()
  const child = createChildWindow(
    env.io,
    {
      onReturn: () => {
        for (const wake of wakers) wake()
      },
      onClose: () => {},
      onLoadError: (cause) => track?.('load_error', { cause }),
    },
    env.page,
  )
  const wake = (now: () => void) => {
    const unwake = browserWake(now)
    wakers.add(now)
    return () => {
      unwake()
      wakers.delete(now)
    }
  }
  return { child, wake }
}

/**
 * A hand-off to a page that will not be framed, written once for every
 * family (docs/architecture.md "Child windows"): the tap opens the child and starts the
 * partner step; the session names the partner's page and the child goes
 * there; while it is out the session is asked every 2 s, at once when the
 * return page speaks, and its answer alone ends the hand-off (a child that
 * never comes back, or a window cut off from its opener, still ends). A
 * blocked window gets a link, a closed one a way to open it again, a reload
 * the step the session names.
 */
export function createHandoff<F extends v.ObjectEntries = {}>(
  props: ScreenProps,
  config: HandoffConfig<F>,
  env: HandoffEnv,
): Handoff {
  const run = createStrategyRun(props, { ...fields, ...config.fields } as typeof fields & F)
  type State = HandoffState<F>
  /** `out`: the child window's own state says the rest. */
  const own = signal<OwnPhase>('idle')
  const notice = signal<'network' | 'problem' | null>(null)
  const choice = signal<unknown>(undefined)
  let misses = 0
  const { child, wake } = createWakingChild(env, config.track)
  const phase = computed(() => handoffPhase(own.value, child.state.value))
  const polling = computed(() => POLLING.includes(phase.value))

  /** An answer outside the contract: reported, and the strategy fails as a technical issue. */
  const broken = (body: string, error: string) => {
    props.report(new WidgetError('invalid-response', 'Could not start strategy', { body: [body] }))
    run.fail('technical-issue', undefined, error)
  }

  const accept = (state: State, started = false) => applyAnswer(state, started, config, { child, own, env, broken })

  const route = (state: State): string | null => {
    if (state.pending?.kind === config.kind) {
      choice.value = config.again?.(state)
      own.value = 'out'
      return config.step
    }
    if (state.pending?.kind === VERIFYING && config.verify) {
      own.value = 'verifying'
      return config.verify(state)
    }
    return null
  }
  const resumed = run.resume((state) => {
    if (own.peek() !== 'idle') return
    const to = route(state)
    if (to) env.go(to, { replace: true })
  })
  const first = (resumed && route(resumed)) || config.intro

  return {
    phase,
    polling,
    notice,
    choice,
    first,
    async launch(next = choice.peek()) {
      if (own.peek() === 'starting' || props.flow.settled.peek()) return
      choice.value = next
      notice.value = null
      const before = own.peek()
      // The start leaves first (an action is sent within the tap): opening a window holds a slow phone's main
      // thread for 150-300 ms, and the call that names the partner's page need not wait behind it.
      const started = run.call('start', next)
      // Still inside the tap, before any await: popup blockers allow only that.
      child.open()
      own.value = 'starting'
      const outcome = await started
      if (outcome.kind === 'state') return void accept(outcome.state, true)
      child.close()
      if (outcome.kind === 'ended') return
      own.value = before === 'idle' ? 'idle' : 'stopped'
      notice.value = outcome.kind === 'offline' ? 'network' : 'problem'
      config.track?.('could_not_start', {
        cause:
          outcome.kind === 'offline' ? 'network' : outcome.kind === 'problem' ? outcome.problem.error : outcome.kind,
      })
    },
    show: () => child.focus(),
    cancel() {
      child.close()
      own.value = 'idle'
      notice.value = null
      if (!env.back()) env.go(config.intro, { replace: true })
      // The session forgets the partner step; an answer that ends the strategy still ends the flow.
      void run.call('stop')
    },
    link: () => child.link(),
    async poll() {
      const outcome = await run.call('state', undefined, { poll: true })
      if (outcome.kind === 'state') {
        misses = 0
        return accept(outcome.state)
      }
      if (outcome.kind === 'offline' || outcome.kind === 'unavailable') {
        if (misses++ === 0) config.track?.('polling_error', { cause: outcome.kind })
        return outcome.kind
      }
      return 'stop'
    },
    wake,
    dispose: () => child.dispose(),
  }
}
