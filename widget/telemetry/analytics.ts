import * as v from 'valibot'
import { scrubToken } from './scrub-token'
import { byteLength } from './utf8'

/** Spec §9: the analytics client's version. */
export const ANALYTICS_CLIENT_VERSION = '24.21.1'
/**
 * What the browser lets `sendBeacon` have in flight per page. A beacon
 * never reports back, so bytes handed to it are not counted as returned.
 */
export const BEACON_QUOTA_BYTES = 64 * 1024

// edge/RELAY_API.md, "Analytics beacon": the edge refuses anything else.
const CLIENT = /^[a-z0-9][a-z0-9_-]{0,63}$/
const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/
const SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/
const EVENT = /^(?!.*\.\.)[a-z0-9][a-z0-9_.:-]{0,99}$/

const matching = (pattern: RegExp, message: string) => v.pipe(v.string(message), v.check((s) => pattern.test(s), message))
const whole = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.check((n) => Number.isInteger(n) && n >= min && n <= max, message))
const isHttpUrl = (value: string) => {
  try {
    return /^https?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}

// Valibot reports a missing key through the object's message, not the field's.
const missing = (issue: v.ObjectIssue) => (v.getDotPath(issue) ? `${v.getDotPath(issue)} is required` : 'the analytics configuration must be an object')

// Only valibot functions the first screen already loads: esbuild keeps valibot as one module.
const AnalyticsConfigSchema = v.object(
  {
    /** `bi_url` of the session details. */
    biUrl: v.pipe(v.string('biUrl must be a string'), v.check(isHttpUrl, 'biUrl must be an http(s) URL')),
    client: matching(CLIENT, 'client must be a string of a-z, 0-9, _ and - (at most 64, starting with a letter or digit)'),
    clientVersion: v.optional(matching(VERSION, 'clientVersion must be a MAJOR.MINOR.PATCH version string'), ANALYTICS_CLIENT_VERSION),
    sessionId: matching(SESSION_ID, 'sessionId must be a string of 1 to 128 letters, digits, _ or -'),
    /** Verbosity, 0 (silent) to 6; from 4 up, every event is passed to `io.log`. */
    logLevel: v.optional(whole(0, 6, 'logLevel must be a whole number from 0 to 6'), 0),
    /** Random in 1000–9999 unless given. */
    instanceId: v.optional(whole(1000, 9999, 'instanceId must be a whole number from 1000 to 9999')),
    strategy: v.string('strategy must be a string'),
    locale: v.string('locale must be a string'),
    experiments: v.optional(v.array(v.unknown(), 'experiments must be an array'), []),
    uiContext: v.optional(v.string('uiContext must be a string')),
    clientName: v.optional(v.string('clientName must be a string')),
  },
  missing,
)

export type AnalyticsConfig = v.InferInput<typeof AnalyticsConfigSchema>

export interface AnalyticsIo {
  /** `navigator.sendBeacon`: false when the browser refuses. */
  sendBeacon(url: string, body: Blob): boolean
  /** Requests `url` as an image (a GET). */
  loadImage(url: string): void
  now(): number
  random(): number
  log?(message: string, detail: unknown): void
}

/** How an event went out: `invalid` means a name the edge would refuse, so nothing was sent. */
export type TrackResult = 'beacon' | 'image' | 'invalid'

export interface Analytics {
  readonly instanceId: number
  track(event: string, data?: Record<string, unknown>): TrackResult
}

export type AnalyticsResult = { ok: true; analytics: Analytics } | { ok: false; issues: string[] }

/**
 * Business-intelligence events to `{bi_url}/v1/{client}/{version}/{event}`
 * (edge/RELAY_API.md). The configuration is checked here; like the client
 * token, a bad one comes back as issues, not as a throw.
 */
export function createAnalytics(input: unknown, io: AnalyticsIo): AnalyticsResult {
  const parsed = v.safeParse(AnalyticsConfigSchema, input)
  if (!parsed.success) return { ok: false, issues: parsed.issues.map((issue) => issue.message) }
  const { biUrl, client, clientVersion, sessionId, logLevel, strategy, locale, experiments, uiContext, clientName } = parsed.output
  const instanceId = parsed.output.instanceId ?? 1000 + Math.floor(io.random() * 9000)
  const base = `${biUrl.replace(/\/+$/, '')}/v1/${client}/${clientVersion}/`
  let quota = BEACON_QUOTA_BYTES

  const track = (event: string, data?: Record<string, unknown>): TrackResult => {
    if (!EVENT.test(event)) return 'invalid'
    let body: string
    try {
      body = scrubToken(JSON.stringify({ strategy, locale, experiments, uiContext, clientName, data }))
    } catch {
      return 'invalid' // data JSON cannot hold (a cycle, a BigInt)
    }
    const query = new URLSearchParams({ instance_id: String(instanceId), session_id: sessionId, timestamp: String(io.now()) })
    const url = `${base}${event}?${query}`
    const bytes = byteLength(body)
    if (bytes <= quota && io.sendBeacon(url, new Blob([body], { type: 'text/plain;charset=UTF-8' }))) {
      quota -= bytes
      return logged('beacon', url, data)
    }
    // The image GET carries the query alone: the event's name, instance, session
    // and time arrive; strategy, locale, experiments, ui context, client name and data do not.
    io.loadImage(url)
    return logged('image', url, data)
  }

  const logged = (result: TrackResult, url: string, data: unknown): TrackResult => {
    if (logLevel >= 4) io.log?.(`analytics ${result} ${url}`, data)
    return result
  }

  return { ok: true, analytics: { instanceId, track } }
}
