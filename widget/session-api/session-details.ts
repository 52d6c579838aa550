import { canonicalStrategyType } from '../../contracts/screen-type'
import { isAllowedSessionUrl } from './session-host'

/**
 * The session details (spec §3) decoded from the client token, checked by
 * hand: this runs before the first screen on every start, where a schema
 * library's bytes and start-up cost more than they give. Every value is
 * still checked (tests/widget/boot/client-token.test.ts holds the rules).
 * Objects are kept loose: fields this widget does not know pass through,
 * so a newer server cannot break an older widget.
 */

type HostOptions = { sessionDomains: readonly string[]; idinHosts: readonly string[] }

/** One strategy of the session: the token's list, or the next one a session answer names. */
export interface Strategy {
  /** Spelt with underscores (`selfie_registration`), whichever spelling the session used (contracts/screen-type.ts). */
  type: string
  /** Upper case (`SE`). */
  market?: string
  first_name?: string
  middle_name?: string
  last_name?: string
  /** idin only: the partner's https URL on an allowed host. */
  signicatUrl?: string
  [key: string]: unknown
}

export interface SessionDetails {
  session_id: string
  url: string
  locale: string
  strategies: Strategy[]
  presentation_data: {
    require_consent: boolean
    ui_context?: string
    /** The merchant's name as shoppers know it: the cancel warning says the order won't be placed with it. */
    merchant_name?: string
    hide_error_screen: boolean
    /** Feature switches by snake_case name (ui/switches.ts); only booleans count. */
    features?: Record<string, unknown>
    theme?: { color_scheme?: 'light' | 'dark' | 'system'; [key: string]: unknown }
    [key: string]: unknown
  }
  /** Spec §1 flow type (generic, signup, instore-signup…); any string, since new flows must not break old widgets. */
  flow: string
  experiments: unknown[]
  client_name?: string
  bi_url?: string
  [key: string]: unknown
}

/** A value that broke a rule: its dot path and what is wrong. */
export interface Issue {
  path: string
  message: string
}

export type Checked<T> = { ok: true; value: T; defaulted: string[] } | { ok: false; issues: Issue[] }

type Json = Record<string, unknown>
export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isString = (value: unknown): value is string => typeof value === 'string'

/** A strategy's fields, at `path` (`strategies.0.`, `next_strategy.`). */
function strategyIssues(value: unknown, path: string, options: Pick<HostOptions, 'idinHosts'>): Issue[] {
  if (!isObject(value)) return [{ path: path.slice(0, -1), message: 'must be an object' }]
  const issues: Issue[] = []
  if (!isString(value.type) || !value.type || value.type.length > 60)
    issues.push({ path: `${path}type`, message: 'must be a string of 1 to 60 characters' })
  for (const key of ['market', 'first_name', 'middle_name', 'last_name', 'signicatUrl'])
    if (value[key] !== undefined && !isString(value[key]))
      issues.push({ path: path + key, message: 'must be a string' })
  if (!issues.length && value.type === 'idin' && !isIdinUrl(value.signicatUrl as string | undefined, options.idinHosts))
    issues.push({ path: path.slice(0, -1), message: 'signicatUrl must be https on an allowed host' })
  return issues
}

/** The type is read once, here, in its one spelling: every family compares that, and the session is called under it. */
const asStrategy = (value: Json): Strategy =>
  ({
    ...value,
    type: canonicalStrategyType(value.type as string),
    ...(isString(value.market) && { market: value.market.toUpperCase() }),
  }) as Strategy

/** One strategy a session answer names (the shell checks it before switching). */
export function checkStrategy(value: unknown, options: Pick<HostOptions, 'idinHosts'>, path = ''): Checked<Strategy> {
  const issues = strategyIssues(value, path ? `${path}.` : '', options)
  return issues.length ? { ok: false, issues } : { ok: true, value: asStrategy(value as Json), defaulted: [] }
}

const isBoolean = (value: unknown) => typeof value === 'boolean'
const isColorScheme = (value: unknown) => value === 'light' || value === 'dark' || value === 'system'

/**
 * The optional values, parents before children: each is kept when its test
 * passes, else it gets its default (or is left out when it has none) and is
 * listed. Defaults are made fresh for each session.
 */
const OPTIONAL: Array<[path: string, valid: (value: unknown) => boolean, fallback?: () => unknown]> = [
  ['locale', isString, () => 'en'],
  ['flow', isString, () => 'generic'],
  ['experiments', Array.isArray, () => []],
  ['client_name', isString],
  ['bi_url', isString],
  ['presentation_data', isObject, () => ({})],
  ['presentation_data.require_consent', isBoolean, () => false],
  ['presentation_data.hide_error_screen', isBoolean, () => false],
  ['presentation_data.ui_context', isString],
  ['presentation_data.merchant_name', (value) => isString(value) && value.length <= 100],
  ['presentation_data.features', isObject],
  ['presentation_data.theme', isObject],
  ['presentation_data.theme.color_scheme', isColorScheme],
]

/**
 * Validates the decoded client-token payload (spec §3 and §5). The values
 * a session cannot start without (session_id, url, strategies) make it
 * invalid; any other invalid value falls back to its default and is listed
 * in `defaulted`, to be reported: a theme or an experiments format this
 * widget does not know must not cost the shopper the session.
 */
export function checkSessionDetails(payload: unknown, options: HostOptions): Checked<SessionDetails> {
  if (!isObject(payload)) return { ok: false, issues: [{ path: 'payload', message: 'must be an object' }] }
  const issues: Issue[] = []
  if (!isString(payload.session_id) || !payload.session_id)
    issues.push({ path: 'session_id', message: 'must be a non-empty string' })
  if (!isString(payload.url)) issues.push({ path: 'url', message: 'must be a string' })
  else if (!isAllowedSessionUrl(payload.url, options.sessionDomains))
    issues.push({ path: 'url', message: 'url must be on an allowed host' })
  if (!Array.isArray(payload.strategies)) issues.push({ path: 'strategies', message: 'must be a list' })
  else if (!payload.strategies.length) issues.push({ path: 'strategies', message: 'strategies must not be empty' })
  else
    payload.strategies.forEach((strategy, i) => {
      issues.push(...strategyIssues(strategy, `strategies.${i}.`, options))
    })
  if (issues.length) return { ok: false, issues }
  return { ok: true, ...readSessionDetails(payload) }
}

/**
 * The payload's session details with their optional values checked: each
 * invalid one back to its default (or left out) and listed, markets upper
 * case. The values a session cannot start without are checkSessionDetails'
 * to check: the first-paint script (boot/first-paint.ts) reads a payload
 * with this alone, to decide what to paint, and leaves the verdict to the widget.
 */
export function readSessionDetails(payload: Json): { value: SessionDetails; defaulted: string[] } {
  // A copy of each object on the way, so the caller's payload is left as it was.
  const details: Json = {
    ...payload,
    strategies: (Array.isArray(payload.strategies) ? payload.strategies : [])
      .filter((s): s is Json => isObject(s) && isString(s.type))
      .map(asStrategy),
  }
  const defaulted: string[] = []
  for (const [path, valid, fallback] of OPTIONAL) {
    const keys = path.split('.')
    const key = keys.pop()!
    const parent = keys.reduce<Json | undefined>(
      (at, k) => (at && isObject(at[k]) ? (at[k] = { ...(at[k] as Json) }) : undefined),
      details,
    )
    if (!parent) continue
    if (parent[key] !== undefined && valid(parent[key])) continue
    if (parent[key] !== undefined) defaulted.push(path)
    if (fallback) parent[key] = fallback()
    else delete parent[key]
  }
  return { value: details as SessionDetails, defaulted }
}

function isIdinUrl(value: string | undefined, hosts: readonly string[]): boolean {
  if (!value) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && hosts.includes(url.hostname.toLowerCase())
  } catch {
    return false
  }
}
