import { type Context, Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import { edgeConfig } from '../config'
import { invalid } from '../http/invalid'
import { methodNotAllowed } from '../http/method-not-allowed'
import { httpError } from '../http/problem'
import { BEACON_POLICY, enforceRateLimit } from '../middleware/rate-limit'
import { BeaconBody, BeaconPath, BeaconQuery, type BeaconTarget } from '../relay/beacon-schema'
import { discardBody, forward } from '../relay/forward'
import { parseJson, readCappedBody } from '../relay/read-capped-body'
import { relayHeaders } from '../relay/relay-headers'
import { analyticsUpstreamLimits } from '../relay/upstream-limits'

type BeaconEnv = { Bindings: Env }

/** sendBeacon's per-page quota: a larger beacon could not have come from a browser. */
export const MAX_BEACON_BYTES = 64 * 1024

// 1×1 transparent GIF89a: the smallest answer an <img> fallback accepts.
const PIXEL = Uint8Array.from(atob('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=='), (ch) =>
  ch.charCodeAt(0),
)

/**
 * Raw-path check before routing: the URL parser has already resolved `..`,
 * but encoded slashes, doubled slashes and `@` survive it, and an upstream
 * URL built from them could point somewhere else.
 */
const SUSPICIOUS_PATH = /\/\/|%2f|%5c|\\|@|\.\.|%2e%2e/i
export const rejectSuspiciousPaths = createMiddleware(async (c, next) => {
  const url = c.req.url
  const path = url.slice(url.indexOf('/', url.indexOf('//') + 2)).split('?')[0]!
  if (SUSPICIOUS_PATH.test(path)) throw httpError(400, 'The path holds //, an encoded slash, @ or ..')
  await next()
})

/** The path and query, checked (400 naming what is wrong); HEAD is refused. */
function beaconTarget(c: Context<BeaconEnv>): BeaconTarget {
  // HEAD would be routed to the GET handler and relay a beacon nobody sent.
  if (c.req.method === 'HEAD') methodNotAllowed('GET', 'POST')(c)
  const path = v.safeParse(BeaconPath, c.req.param())
  if (!path.success) throw invalid('beacon path', path.issues)
  const params = new URL(c.req.url).searchParams
  if (new Set(params.keys()).size !== [...params.keys()].length)
    throw httpError(400, 'Invalid beacon query: a key appears twice')
  const query = v.safeParse(BeaconQuery, Object.fromEntries(params))
  if (!query.success) throw invalid('beacon query', query.issues)
  return { path: path.output, query: query.output }
}

async function relay(url: string, body: string, headers: Headers, timeoutMs: number) {
  const result = await forward(url, body, headers, timeoutMs)
  if (!result.ok) return
  analyticsUpstreamLimits.record(result.response)
  if (!result.response.ok) console.warn(`analytics upstream answered ${result.response.status}`)
  await discardBody(result.response)
}

/**
 * `POST` (sendBeacon) and `GET` (image fallback) `/bi/v1/:client/:version/:event`:
 * validated, counted against the session's rate limit, answered at once, and
 * relayed exactly once to ANALYTICS_UPSTREAM after the answer (waitUntil).
 * A GET carries no body, so its relay has the JSON body `{}`.
 */
export const beaconRoutes = new Hono<BeaconEnv>()
  .on(['GET', 'POST'], '/v1/:client/:version/:event', async (c) => {
    // In the handler rather than as two more layers of middleware (README, Budget), in the same order:
    // the target is checked, then counted against the session's limit, before anything else is read.
    const { path, query } = beaconTarget(c)
    await enforceRateLimit(c.env, BEACON_POLICY, `session:${query.session_id}`)
    const config = edgeConfig(c.env)
    if (!config.analyticsUpstream) throw httpError(503, 'The analytics relay has no upstream configured')
    const wait = analyticsUpstreamLimits.remaining('analytics')
    if (wait)
      throw httpError(429, 'The analytics upstream asked for a pause', { headers: { 'Retry-After': String(wait) } })

    let body: v.InferOutput<typeof BeaconBody> | Record<string, never> = {}
    if (c.req.method === 'POST') {
      const parsed = v.safeParse(BeaconBody, parseJson(await readCappedBody(c.req.raw, MAX_BEACON_BYTES)))
      if (!parsed.success) throw invalid('beacon body', parsed.issues)
      body = parsed.output
    }
    const url = `${config.analyticsUpstream}/v1/${path.client}/${path.version}/${path.event}?${new URLSearchParams(query)}`
    c.executionCtx.waitUntil(relay(url, JSON.stringify(body), relayHeaders(c.req.raw), config.upstreamTimeoutMs))

    if (c.req.method === 'POST') return c.body(null, 204, { 'Cache-Control': 'no-store' })
    return c.body(PIXEL, 200, {
      'Content-Type': 'image/gif',
      'Content-Length': String(PIXEL.byteLength),
      'Cache-Control': 'no-store',
    })
  })
  .all('/v1/:client/:version/:event', methodNotAllowed('GET', 'POST'))
