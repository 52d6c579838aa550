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

export interface AnalyticsConfig {
  /** `bi_url` of the session details. */
  biUrl: string
  client: string
  /** Defaults to 24.21.1. */
  clientVersion?: string
  sessionId: string
  /** Verbosity, 0 (silent, the default) to 6; from 4 up, every event is passed to `io.log`. */
  logLevel?: number
  /** Random in 1000–9999 unless given. */
  instanceId?: number
  strategy: string
  locale: string
  experiments?: unknown[]
  uiContext?: string
  clientName?: string
}

const isString = (value: unknown): value is string => typeof value === 'string'
const matches = (pattern: RegExp) => (value: unknown) => isString(value) && pattern.test(value)
const wholeIn = (min: number, max: number) => (value: unknown) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max
const isHttpUrl = (value: unknown) => {
  try {
    return isString(value) && /^https?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}

/**
 * Checked by hand, not with valibot: esbuild keeps valibot as one module,
 * so a lazy chunk that imports it splits it out of the chunk it shares with
 * preact, and the first screen pays (measured: 19,866 → 20,108 B brotli,
 * past the 20,000 limit). Issues come back as data, as valibot's would.
 */
const RULES: Record<keyof AnalyticsConfig, [valid: (value: unknown) => boolean, message: string, required?: true]> = {
  biUrl: [isHttpUrl, 'biUrl must be an http(s) URL', true],
  client: [
    matches(CLIENT),
    'client must be a string of a-z, 0-9, _ and - (at most 64, starting with a letter or digit)',
    true,
  ],
  clientVersion: [matches(VERSION), 'clientVersion must be a MAJOR.MINOR.PATCH version string'],
  sessionId: [matches(SESSION_ID), 'sessionId must be a string of 1 to 128 letters, digits, _ or -', true],
  logLevel: [wholeIn(0, 6), 'logLevel must be a whole number from 0 to 6'],
  instanceId: [wholeIn(1000, 9999), 'instanceId must be a whole number from 1000 to 9999'],
  strategy: [isString, 'strategy must be a string', true],
  locale: [isString, 'locale must be a string', true],
  experiments: [Array.isArray, 'experiments must be an array'],
  uiContext: [isString, 'uiContext must be a string'],
  clientName: [isString, 'clientName must be a string'],
}

function configIssues(input: unknown): string[] {
  if (typeof input !== 'object' || input === null) return ['the analytics configuration must be an object']
  const record = input as Record<string, unknown>
  return Object.entries(RULES).flatMap(([key, [valid, message, required]]) => {
    if (record[key] === undefined) return required ? [`${key} is required`] : []
    return valid(record[key]) ? [] : [message]
  })
}

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
 * (edge/RELAY_API.md). The configuration is checked here (spec §5); like
 * the client token, a bad one comes back as issues, not as a throw.
 */
export function createAnalytics(
  input: unknown,
  io: AnalyticsIo,
  /** The strategy the shopper is in now (after a switch of method), read at each event; else the configured one. */
  currentStrategy?: () => string,
): AnalyticsResult {
  const issues = configIssues(input)
  if (issues.length) return { ok: false, issues }
  const {
    biUrl,
    client,
    clientVersion = ANALYTICS_CLIENT_VERSION,
    sessionId,
    logLevel = 0,
    instanceId: given,
    strategy,
    locale,
    experiments = [],
    uiContext,
    clientName,
  } = input as AnalyticsConfig
  const instanceId = given ?? 1000 + Math.floor(io.random() * 9000)
  const base = `${biUrl.replace(/\/+$/, '')}/v1/${client}/${clientVersion}/`
  let quota = BEACON_QUOTA_BYTES

  const track = (event: string, data?: Record<string, unknown>): TrackResult => {
    if (!EVENT.test(event)) return 'invalid'
    let body: string
    try {
      body = scrubToken(
        JSON.stringify({ strategy: currentStrategy?.() ?? strategy, locale, experiments, uiContext, clientName, data }),
      )
    } catch {
      return 'invalid' // data JSON cannot hold (a cycle, a BigInt)
    }
    const query = new URLSearchParams({
      instance_id: String(instanceId),
      session_id: sessionId,
      timestamp: String(io.now()),
    })
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
