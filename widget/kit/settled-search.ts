import { signal } from '@preact/signals'
import type { Timers } from './poller'
import type { ReadOutcome } from './strategy-run'

export type SearchParams = Record<string, string>

/**
 * Where the search stands: `idle` (nothing asked), `searching`, `done` (the
 * latest answer is in `results`), `offline`, `unavailable` (a server error;
 * typing again retries) or `problem` (a 4xx the session gave).
 */
export type SearchStatus = 'idle' | 'searching' | 'done' | 'offline' | 'unavailable' | 'problem'

export interface SettledSearchOptions<T> {
  /** One search (a call, or a look through a list the family has); its signal aborts it when a newer search supersedes it. */
  search(params: SearchParams, signal: AbortSignal): Promise<ReadOutcome<T[]>>
  /** Quiet time after the last keystroke before asking (a search per word, not per letter). */
  debounceMs?: number
  /** A search without an answer for this long counts as a lost connection. */
  timeoutMs?: number
  timers?: Timers
}

const DEBOUNCE_MS = 300
const TIMEOUT_MS = 31_000

/**
 * A search as the shopper types (bank login's banks, the Finnish banks): asks once typing pauses, aborts a
 * search still under way when a newer one starts, and drops any answer that
 * is not the latest (an abort may lose the race with a response already
 * read). Each settled search bumps `settled`, so the screen announces the
 * result count once per search, not on every keystroke.
 */
export function createSettledSearch<T>({
  search,
  debounceMs = DEBOUNCE_MS,
  timeoutMs = TIMEOUT_MS,
  timers = globalThis as Timers,
}: SettledSearchOptions<T>) {
  const results = signal<T[]>([])
  const status = signal<SearchStatus>('idle')
  const settled = signal(0)
  let pause: unknown
  let running: { controller: AbortController; timer: unknown } | null = null
  let latest = 0
  let lastKey = ''

  const cancelRunning = () => {
    if (!running) return
    timers.clearTimeout(running.timer)
    running.controller.abort()
    running = null
  }

  const run = async (params: SearchParams, id: number) => {
    const controller = new AbortController()
    let timedOut = false
    const timer = timers.setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    running = { controller, timer }
    const outcome = await search(params, controller.signal)
    timers.clearTimeout(timer)
    // Superseded (aborted, or answered after a newer search began): the newer one speaks.
    if (id !== latest) return
    running = null
    if (outcome.kind === 'data') {
      results.value = outcome.data
      status.value = 'done'
    } else if (outcome.kind === 'aborted') {
      if (!timedOut) return
      status.value = 'offline'
    } else if (outcome.kind === 'ended') return
    else status.value = outcome.kind === 'offline' || outcome.kind === 'unavailable' ? outcome.kind : 'problem'
    settled.value += 1
  }

  return {
    results,
    status,
    settled,
    /**
     * What to search for now (null: nothing: too short, an IBAN half typed).
     * The same search as the last one is not asked again.
     */
    update(params: SearchParams | null, { now = false } = {}) {
      const key = params ? JSON.stringify(params) : ''
      if (key === lastKey && !now) return
      lastKey = key
      timers.clearTimeout(pause)
      cancelRunning()
      const id = ++latest
      if (!params) {
        results.value = []
        status.value = 'idle'
        return
      }
      status.value = 'searching'
      if (now) void run(params, id)
      else pause = timers.setTimeout(() => void run(params, id), debounceMs)
    },
    /** Stops whatever is pending (the screen goes away). */
    stop() {
      timers.clearTimeout(pause)
      cancelRunning()
      latest++
    },
  }
}

export type SettledSearch<T> = ReturnType<typeof createSettledSearch<T>>
