import * as v from 'valibot'

export const CATEGORIES = ['error', 'log'] as const
const DROP_REASONS = ['queue_overflow', 'ratelimit_backoff', 'network_error', 'send_error', 'too_large'] as const

const Text = (maxBytes: number) => v.pipe(v.string(), v.maxBytes(maxBytes))

const ErrorEvent = v.object({
  event_id: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'event_id must be 32 lower-case hex digits')),
  timestamp: v.pipe(v.number(), v.integer(), v.minValue(0)),
  category: v.picklist(CATEGORIES),
  level: v.picklist(['fatal', 'error', 'warning', 'info', 'debug']),
  message: Text(8 * 1024),
  exception: v.optional(v.object({ type: Text(256), value: Text(8 * 1024), stack: v.optional(Text(16 * 1024)) })),
  url: v.pipe(
    v.string(),
    v.maxLength(2048),
    v.url(),
    v.check((url) => !url.includes('#'), 'url must not carry the fragment (it holds the client token)'),
  ),
  tags: v.pipe(
    v.record(v.pipe(v.string(), v.maxLength(64)), Text(256)),
    v.check((tags) => Object.keys(tags).length <= 32, 'at most 32 tags'),
  ),
})

const Dropped = v.object({
  reason: v.picklist(DROP_REASONS),
  category: v.picklist(CATEGORIES),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
})

/** POST /v1/errors (RELAY_API.md). Unknown keys are dropped, not relayed. */
export const ErrorBatch = v.object({
  v: v.literal(1),
  sent_at: v.pipe(v.string(), v.isoTimestamp()),
  sdk: v.object({ name: Text(64), version: Text(64) }),
  events: v.pipe(v.array(ErrorEvent), v.maxLength(64)),
  dropped: v.optional(v.pipe(v.array(Dropped), v.maxLength(32))),
})

export type ErrorBatch = v.InferOutput<typeof ErrorBatch>
export type Dropped = v.InferOutput<typeof Dropped>
