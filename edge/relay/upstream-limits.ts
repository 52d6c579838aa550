/** A bare 429 without Retry-After blocks this long (Sentry's transports do the same). */
export const DEFAULT_RETRY_AFTER_SECONDS = 60
/** A broken upstream saying "come back next year" should not silence telemetry for longer than this. */
const MAX_RETRY_AFTER_SECONDS = 3600
const ALL = ''

/** Retry-After in seconds, from delay-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  // All three HTTP-date forms start with the day's name; Date.parse alone would also take "-5".
  const date = /^[A-Za-z]{3}/.test(trimmed) ? Date.parse(trimmed) : Number.NaN
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}

export interface RateLimitEntry {
  seconds: number
  /** Empty: every category. */
  categories: string[]
  scope: string
}

/** `X-IDV-Rate-Limits` (Sentry's grammar): `retry_after:cat;cat:scope, …`. Unreadable entries are skipped. */
export function parseRateLimits(value: string | null): RateLimitEntry[] {
  if (!value) return []
  return value.split(',').flatMap((item) => {
    const [seconds = '', categories = '', scope = ''] = item.trim().split(':')
    if (!/^\d+(\.\d+)?$/.test(seconds)) return []
    return [
      {
        seconds: Math.ceil(Number(seconds)),
        categories: categories
          .split(';')
          .map((c) => c.trim())
          .filter(Boolean),
        scope: scope.trim(),
      },
    ]
  })
}

/**
 * What one upstream has said about its own limits, by category, until they
 * expire. Kept in module memory, so per isolate: each isolate learns a limit
 * from its own first 429, which costs the upstream at most one extra request
 * per isolate per limit, and it keeps enforcing its limit anyway. Shared
 * state (the Cache API, a Durable Object) would cost a lookup on every relayed
 * request to save those few. Only the upstream's known categories are kept,
 * so the map cannot grow.
 */
export class UpstreamLimits {
  readonly #until = new Map<string, { at: number; scope: string }>()
  readonly #categories: ReadonlySet<string>
  readonly #now: () => number

  constructor(categories: readonly string[], now: () => number = Date.now) {
    this.#categories = new Set(categories)
    this.#now = now
  }

  /** Learns from any upstream answer: X-IDV-Rate-Limits when present, else a 429's Retry-After for every category. */
  record(response: Response): void {
    const entries = parseRateLimits(response.headers.get('X-IDV-Rate-Limits'))
    if (!entries.length && response.status === 429) {
      const seconds = parseRetryAfter(response.headers.get('Retry-After'), this.#now()) ?? DEFAULT_RETRY_AFTER_SECONDS
      entries.push({ seconds, categories: [], scope: '' })
    }
    for (const { seconds, categories, scope } of entries) {
      const at = this.#now() + Math.min(seconds, MAX_RETRY_AFTER_SECONDS) * 1000
      const keys = categories.length ? categories.filter((c) => this.#categories.has(c)) : [ALL]
      for (const key of keys) if ((this.#until.get(key)?.at ?? 0) < at) this.#until.set(key, { at, scope })
    }
  }

  /** Whole seconds until `category` may be sent again; 0 when it may now. */
  remaining(category: string): number {
    const at = Math.max(this.#until.get(category)?.at ?? 0, this.#until.get(ALL)?.at ?? 0)
    return Math.max(0, Math.ceil((at - this.#now()) / 1000))
  }

  /** The limits still running, as X-IDV-Rate-Limits, for a 429 the edge answers itself. */
  header(): string {
    const now = this.#now()
    return [...this.#until]
      .filter(([, { at }]) => at > now)
      .map(([category, { at, scope }]) => `${Math.ceil((at - now) / 1000)}:${category}:${scope || 'organization'}`)
      .join(', ')
  }

  clear(): void {
    this.#until.clear()
  }
}

/** The error upstream's limits, by the batch categories of RELAY_API.md. */
export const errorUpstreamLimits = new UpstreamLimits(['error', 'log'])
/** The analytics upstream's: every beacon is in the one category `analytics`. */
export const analyticsUpstreamLimits = new UpstreamLimits(['analytics'])
