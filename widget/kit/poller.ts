import { signal, type ReadonlySignal } from '@preact/signals'

/**
 * What one poll found: keep going, stop (the strategy ended or the screen
 * moved on), no answer at all (`offline`: say the connection is lost) or a
 * server that failed this once (`unavailable`: try again quietly).
 */
export type PollResult = 'continue' | 'stop' | 'offline' | 'unavailable'

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export interface PollerOptions {
  tick(): Promise<PollResult>
  /** Time between polls while answers come (BankID: at least 2,000 ms). */
  intervalMs: number
  /** Longest wait between tries while answers do not come. */
  maxBackoffMs?: number
  /** Poll at once on start instead of after one interval. */
  immediate?: boolean
  timers?: Timers
  /**
   * Calls `now` whenever waiting longer makes no sense: the tab became
   * visible again (the shopper is back from the BankID app), the device is
   * back online. Returns how to stop listening.
   */
  wake?: (now: () => void) => () => void
}

export interface Poller {
  start(): void
  stop(): void
  /** `lost` from the first poll without an answer until the next answer. */
  connection: ReadonlySignal<'ok' | 'lost'>
}

const MAX_BACKOFF_MS = 10_000

/**
 * Asks, one request at a time, until told to stop. Without an answer it
 * backs off (interval × 2ⁿ, capped) and keeps trying by itself, so a dropped
 * connection needs no tap; a wake-up (back online, tab visible) tries at once.
 */
export function createPoller({
  tick,
  intervalMs,
  maxBackoffMs = MAX_BACKOFF_MS,
  immediate = false,
  timers = globalThis as Timers,
  wake = browserWake,
}: PollerOptions): Poller {
  const connection = signal<'ok' | 'lost'>('ok')
  let running = false
  let inFlight = false
  let timer: unknown
  let misses = 0
  let unwake: (() => void) | undefined
  /**
   * Counts runs (each start): an answer to a run that was stopped, and maybe started again while its
   * request was out, belongs to the old run. Acting on it would end the new run ('stop' for an order
   * that has since been replaced) and leave the step waiting on nothing.
   */
  let run = 0
  /** A run started while the old run's request was out: it owes its immediate poll. */
  let owed = false

  const schedule = (ms: number) => {
    timers.clearTimeout(timer)
    timer = timers.setTimeout(poll, ms)
  }

  async function poll() {
    if (!running || inFlight) return
    inFlight = true
    owed = false
    timers.clearTimeout(timer)
    const asked = run
    let result: PollResult
    try {
      result = await tick()
    } catch {
      // A tick must not throw; if it does, treat it as a miss rather than stop waiting for good.
      result = 'unavailable'
    }
    inFlight = false
    if (!running) return
    // The new run's first poll may have come due while this request was out, and was skipped: owe it now.
    if (asked !== run) return owed ? void poll() : schedule(intervalMs)
    if (result === 'stop') return stop()
    if (result === 'continue') {
      misses = 0
      connection.value = 'ok'
      return schedule(intervalMs)
    }
    if (result === 'offline') connection.value = 'lost'
    misses += 1
    schedule(Math.min(intervalMs * 2 ** misses, Math.max(maxBackoffMs, intervalMs)))
  }

  function stop() {
    running = false
    timers.clearTimeout(timer)
    unwake?.()
    unwake = undefined
  }

  return {
    connection,
    start() {
      if (running) return
      running = true
      run += 1
      misses = 0
      unwake = wake(() => void poll())
      if (immediate && inFlight) owed = true
      else if (immediate) void poll()
      else schedule(intervalMs)
    },
    stop,
  }
}

/** The browser's reasons to ask now: back online, or the tab visible again (the shopper is back). */
export function browserWake(now: () => void): () => void {
  if (typeof document === 'undefined') return () => {}
  const visible = () => document.visibilityState === 'visible' && now()
  document.addEventListener('visibilitychange', visible)
  globalThis.addEventListener('online', now)
  return () => {
    document.removeEventListener('visibilitychange', visible)
    globalThis.removeEventListener('online', now)
  }
}
