import { createDropLedger } from './drop-ledger'
import { isRateLimited, parseRateLimits, type HeaderReader, type RateLimits } from './rate-limits'
import { scrubStrings, scrubToken } from './scrub-token'
import { byteLength, truncateBytes } from './utf8'

export type Category = 'error' | 'log'
export type Level = 'fatal' | 'error' | 'warning' | 'info' | 'debug'
const DROP_REASONS = ['queue_overflow', 'ratelimit_backoff', 'network_error', 'send_error', 'too_large'] as const
export type DropReason = (typeof DROP_REASONS)[number]

/** What callers hand in; the transport adds the id, time, page URL and tags. */
export interface CaptureInput {
  message: string
  /** `error` (the default) for exceptions and crashes, `log` for log messages. */
  category?: Category
  /** Defaults to `error`, or `info` for a log. */
  level?: Level
  exception?: { type: string; value: string; stack?: string }
  tags?: Record<string, string>
}

/** One event of a batch (edge/RELAY_API.md, "Error batch"). */
export interface TelemetryEvent {
  event_id: string
  timestamp: number
  category: Category
  level: Level
  message: string
  exception?: { type: string; value: string; stack?: string }
  url: string
  tags: Record<string, string>
}

export interface SendResult {
  status: number
  headers: HeaderReader
}

/** Posts one batch body; rejects when there is no answer at all. */
export type Send = (request: { body: string; keepalive: boolean }) => Promise<SendResult>

export interface ErrorTransportOptions {
  sdk: { name: string; version: string }
  /** The page URL without its fragment: `pageUrl(location)`. */
  url: string
  /** Added to every event (strategy, locale…); `version` and `system` are always set. */
  tags?: Record<string, string>
  now?: () => number
  eventId?: () => string
  /** Events held at once, queued or in flight. */
  bufferSize?: number
  /** A batch goes out once this long has passed without a new event. */
  flushIdleMs?: number
}

export interface ErrorTransport {
  capture(event: CaptureInput): void
  /** Sends everything queued; resolves when every batch in flight has settled. Never rejects. */
  flush(): Promise<void>
  /** Events lost since creation, by reason (each is also reported in the next batch's `dropped`). */
  dropped(): Readonly<Record<DropReason, number>>
  /** Flushes, then ignores further events. */
  close(): Promise<void>
}

export const SYSTEM_ID = 'authentication'
export const MAX_BATCH_EVENTS = 64
export const MAX_MESSAGE_BYTES = 8 * 1024
export const MAX_STACK_BYTES = 16 * 1024
/**
 * Browsers fail a keepalive request once keepalive bodies in flight pass
 * 64 KiB, and cap how many may be open; Sentry's margins. A batch is also
 * cut to this size, so the one sent as the page hides can be keepalive.
 */
export const KEEPALIVE_MAX_BYTES = 60_000
export const KEEPALIVE_MAX_REQUESTS = 15
/** Room in a batch for its envelope and `dropped` around the events. */
const ENVELOPE_BYTES = 2_048

interface Queued {
  event: TelemetryEvent
  bytes: number
}

// Scrub before cutting: a cut could leave too little of a token to recognise.
const clean = (text: string, max: number) => truncateBytes(scrubToken(text), max)

/** An event as it is sent: scrubbed of tokens, cut to size, with its id, time, page URL and the transport's tags. */
export const toTelemetryEvent = (
  { message, category = 'error', level, exception, tags: own }: CaptureInput,
  about: { id: string; at: number; url: string; tags: Record<string, string> },
): TelemetryEvent => ({
  event_id: about.id,
  timestamp: about.at,
  category,
  level: level ?? (category === 'log' ? 'info' : 'error'),
  message: clean(message, MAX_MESSAGE_BYTES),
  exception: exception && {
    type: clean(exception.type, MAX_MESSAGE_BYTES),
    value: clean(exception.value, MAX_MESSAGE_BYTES),
    stack: exception.stack === undefined ? undefined : clean(exception.stack, MAX_STACK_BYTES),
  },
  url: about.url,
  tags: scrubStrings({ ...own, ...about.tags }),
})

/** Why a batch's events are lost, from the answer's status (0: no answer at all). */
export const dropReasonOf = (status: number): DropReason =>
  status === 0 ? 'network_error' : status === 413 ? 'too_large' : status === 429 ? 'ratelimit_backoff' : 'send_error'

/**
 * Batches error reports to the edge's `POST /v1/errors` the way Sentry's
 * browser transport sends envelopes: a bounded buffer, per-category rate
 * limits from the answers, keepalive within the browser's limits, and every
 * lost event counted by reason. A failed batch is not retried (neither is
 * Sentry's): its events are counted and the count goes out with the next.
 */
export function createErrorTransport(options: ErrorTransportOptions, send: Send): ErrorTransport {
  const { sdk, now = () => Date.now(), eventId = randomHex, bufferSize = 64, flushIdleMs = 5_000 } = options
  const tags = { ...options.tags, version: sdk.version, system: SYSTEM_ID }
  const url = scrubToken(options.url)

  const queue: Queued[] = []
  let limits: RateLimits = {}
  let timer: ReturnType<typeof setTimeout> | undefined
  let closed = false
  const inFlight = { events: 0, bytes: 0, requests: 0 }
  const pending = new Set<Promise<void>>()
  const ledger = createDropLedger(DROP_REASONS)
  const drop = ledger.drop

  const takeBatch = (): Queued[] => {
    let bytes = ENVELOPE_BYTES
    let count = 0
    for (const { bytes: size } of queue) {
      if (count === MAX_BATCH_EVENTS || bytes + size > KEEPALIVE_MAX_BYTES) break
      bytes += size
      count++
    }
    return queue.splice(0, count)
  }

  const sendBatch = async (batch: Queued[]): Promise<void> => {
    const at = now()
    const events: TelemetryEvent[] = []
    // A limit may have arrived while these waited.
    for (const { event } of batch) {
      if (isRateLimited(limits, event.category, at)) drop('ratelimit_backoff', event.category)
      else events.push(event)
    }
    if (!events.length) return

    const report = ledger.take()
    const body = JSON.stringify({
      v: 1,
      sent_at: new Date(at).toISOString(),
      sdk,
      events,
      dropped: report.length ? report : undefined,
    })
    const bytes = byteLength(body)

    inFlight.events += events.length
    inFlight.bytes += bytes
    inFlight.requests++
    let status = 0
    try {
      const response = await send({
        body,
        keepalive: inFlight.bytes <= KEEPALIVE_MAX_BYTES && inFlight.requests < KEEPALIVE_MAX_REQUESTS,
      })
      status = response.status
      limits = { ...limits, ...parseRateLimits(response, now()) }
    } catch {
      // No answer: offline, blocked, or the page went away.
    } finally {
      inFlight.events -= events.length
      inFlight.bytes -= bytes
      inFlight.requests--
    }
    if (status >= 200 && status < 300) return

    const reason = dropReasonOf(status)
    for (const event of events) drop(reason, event.category)
    // Any other 4xx refused this very body; resending its report could be refused for ever.
    const refused = status >= 400 && status < 500 && status !== 413 && status !== 429
    if (!refused) ledger.putBack(report)
  }

  const flush = async (): Promise<void> => {
    clearTimeout(timer)
    while (queue.length) {
      const task: Promise<void> = sendBatch(takeBatch()).finally(() => pending.delete(task))
      pending.add(task)
    }
    await Promise.all([...pending])
  }

  return {
    capture(input) {
      if (closed) return
      const event = toTelemetryEvent(input, { id: eventId(), at: now(), url, tags })
      const bytes = byteLength(JSON.stringify(event)) + 1
      if (isRateLimited(limits, event.category, now())) return drop('ratelimit_backoff', event.category)
      if (bytes + ENVELOPE_BYTES > KEEPALIVE_MAX_BYTES) return drop('too_large', event.category)
      if (queue.length + inFlight.events >= bufferSize) return drop('queue_overflow', event.category)

      queue.push({ event, bytes })
      clearTimeout(timer)
      const queuedBytes = queue.reduce((sum, q) => sum + q.bytes, ENVELOPE_BYTES)
      if (queue.length >= MAX_BATCH_EVENTS || queuedBytes >= KEEPALIVE_MAX_BYTES) void flush()
      else timer = setTimeout(() => void flush(), flushIdleMs)
    },
    flush,
    dropped: ledger.totals,
    async close() {
      closed = true
      await flush()
    },
  }
}

/** 32 lower-case hex digits; getRandomValues works where randomUUID (secure contexts only) does not. */
const randomHex = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
