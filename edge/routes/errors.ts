import { Hono } from 'hono'
import * as v from 'valibot'
import { edgeConfig } from '../config'
import { clientIp } from '../http/client-ip'
import { invalid } from '../http/invalid'
import { methodNotAllowed } from '../http/method-not-allowed'
import { httpError } from '../http/problem'
import { ERROR_POLICY, rateLimit } from '../middleware/rate-limit'
import { ErrorBatch, type Dropped } from '../relay/error-batch-schema'
import { discardBody, forward } from '../relay/forward'
import { parseJson, readCappedBody } from '../relay/read-capped-body'
import { relayHeaders } from '../relay/relay-headers'
import { DEFAULT_RETRY_AFTER_SECONDS, errorUpstreamLimits } from '../relay/upstream-limits'

export const MAX_BATCH_BYTES = 256 * 1024
/** What a client is told to wait after the upstream failed: long enough that a dead upstream is not hammered by every widget at once. */
const FAILURE_RETRY_AFTER_SECONDS = 30

/**
 * Splits a batch by the upstream's running limits: events in a limited
 * category stay behind and are counted in `dropped` (as the client would),
 * so the upstream still learns what it lost.
 */
function withoutLimited(batch: ErrorBatch) {
  const events = batch.events.filter((event) => !errorUpstreamLimits.remaining(event.category))
  const held = new Map<Dropped['category'], number>()
  for (const event of batch.events)
    if (errorUpstreamLimits.remaining(event.category)) held.set(event.category, (held.get(event.category) ?? 0) + 1)
  const dropped = [
    ...(batch.dropped ?? []),
    ...[...held].map(([category, quantity]) => ({ reason: 'ratelimit_backoff' as const, category, quantity })),
  ]
  return { ...batch, events, ...(dropped.length ? { dropped } : {}) }
}

/** The categories a batch is about: its events', or, for a batch reporting only losses, those of its `dropped`. */
const categoriesOf = (batch: ErrorBatch) =>
  new Set(batch.events.length ? batch.events.map((e) => e.category) : (batch.dropped ?? []).map((d) => d.category))

const failure = (status: 502 | 503, detail: string) =>
  httpError(status, detail, { headers: { 'Retry-After': String(FAILURE_RETRY_AFTER_SECONDS) } })

/**
 * `POST /v1/errors`: an error-report batch (RELAY_API.md), validated and
 * relayed to ERROR_UPSTREAM while the widget waits, so the upstream's answer
 * (202, 413 or 429 with its rate-limit headers) reaches the widget. The
 * upstream's body is never passed on.
 */
export const errorRoutes = new Hono<{ Bindings: Env }>()
  .post(
    '/',
    rateLimit(ERROR_POLICY, (c) => `ip:${clientIp(c.req.raw) ?? 'unknown'}`),
    async (c) => {
      const config = edgeConfig(c.env)
      if (!config.errorUpstream) throw httpError(503, 'The error relay has no upstream configured')
      const parsed = v.safeParse(ErrorBatch, parseJson(await readCappedBody(c.req.raw, MAX_BATCH_BYTES)))
      if (!parsed.success) throw invalid('error batch', parsed.issues)
      const batch = parsed.output
      const categories = categoriesOf(batch)
      if (!categories.size) throw httpError(400, 'Invalid error batch: it has neither events nor dropped counts')

      const waits = [...categories].map((category) => errorUpstreamLimits.remaining(category))
      if (waits.every((wait) => wait > 0)) {
        // The soonest any of it could be taken again.
        throw httpError(429, 'The error upstream is rate limiting these categories', {
          headers: { 'Retry-After': String(Math.min(...waits)), 'X-IDV-Rate-Limits': errorUpstreamLimits.header() },
        })
      }

      const outgoing = withoutLimited(batch)
      const result = await forward(
        config.errorUpstream,
        JSON.stringify(outgoing),
        relayHeaders(c.req.raw),
        config.upstreamTimeoutMs,
      )
      if (!result.ok)
        throw result.failure === 'timeout'
          ? failure(503, 'The error upstream did not answer in time')
          : failure(502, 'The error upstream could not be reached')

      const upstream = result.response
      errorUpstreamLimits.record(upstream)
      await discardBody(upstream)
      const limits = upstream.headers.get('X-IDV-Rate-Limits')
      if (upstream.status === 429) {
        const retryAfter = upstream.headers.get('Retry-After') ?? String(DEFAULT_RETRY_AFTER_SECONDS)
        throw httpError(429, 'The error upstream is rate limiting', {
          headers: { 'Retry-After': retryAfter, ...(limits ? { 'X-IDV-Rate-Limits': limits } : {}) },
        })
      }
      if (upstream.status === 413) throw httpError(413, 'The error upstream refused the batch as too large')
      if (!upstream.ok) {
        console.warn(`error upstream answered ${upstream.status}`)
        throw failure(502, 'The error upstream did not accept the batch')
      }
      return c.json({ accepted: outgoing.events.length }, 202, {
        'Cache-Control': 'no-store',
        ...(limits ? { 'X-IDV-Rate-Limits': limits } : {}),
      })
    },
  )
  .all('/', methodNotAllowed('POST'))
