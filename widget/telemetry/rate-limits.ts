/**
 * Deadlines (ms since the epoch) before which nothing of a category may be
 * sent; `all` holds every category back.
 */
export type RateLimits = Readonly<Record<string, number>>

export interface HeaderReader {
  get(name: string): string | null
}

export const DEFAULT_BACKOFF_MS = 60_000

/**
 * Reads an answer's rate limits the way Sentry's transport does:
 * `X-IDV-Rate-Limits` (`seconds:categories:scope, …`, no categories meaning
 * all) wins; without it `Retry-After` (seconds or an HTTP date) on a 429 or
 * 503 holds back everything; a bare 429 does so for 60 s. A 413 is about
 * the body, not the sender, so its status alone never backs off.
 */
export function parseRateLimits(response: { status: number; headers: HeaderReader }, now: number): RateLimits {
  const limits: Record<string, number> = {}
  const header = response.headers.get('x-idv-rate-limits')
  if (header) {
    for (const entry of header.split(',')) {
      const [seconds = '', categories = ''] = entry.trim().split(':')
      const until = now + secondsOr(seconds, DEFAULT_BACKOFF_MS)
      for (const category of categories ? categories.split(';').filter(Boolean) : ['all']) {
        limits[category] = Math.max(limits[category] ?? 0, until)
      }
    }
  } else if (response.status === 429 || response.status === 503) {
    const retryAfter = response.headers.get('retry-after')
    // A 503 without Retry-After says nothing about when to come back.
    if (response.status === 429 || retryAfter) limits.all = now + retryAfterMs(retryAfter, now)
  }
  return limits
}

/** `Retry-After` as a delay: delta-seconds or an HTTP date; unreadable or absent means the default. */
export function retryAfterMs(value: string | null, now: number): number {
  const seconds = secondsOr(value ?? '', NaN)
  if (!Number.isNaN(seconds)) return seconds
  const date = value ? Date.parse(value) : NaN
  return Number.isNaN(date) ? DEFAULT_BACKOFF_MS : Math.max(0, date - now)
}

const secondsOr = (text: string, fallback: number): number =>
  /^\d+$/.test(text.trim()) ? Number(text.trim()) * 1000 : fallback

/** When `category` may be sent again: its own limit or the one on all, whichever is later. */
export const disabledUntil = (limits: RateLimits, category: string): number =>
  Math.max(limits[category] ?? 0, limits.all ?? 0)

export const isRateLimited = (limits: RateLimits, category: string, now: number): boolean =>
  disabledUntil(limits, category) > now
