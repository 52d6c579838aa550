import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { httpError } from '../http/problem'

type LimiterName = { [K in keyof Env]-?: Env[K] extends RateLimit ? K : never }[keyof Env]

export interface RateLimitPolicy {
  /** Names the policy in RateLimit and RateLimit-Policy. */
  name: string
  binding: LimiterName
  /** The same numbers as the binding's [ratelimits.simple] in wrangler.toml: the binding answers only yes or no. */
  limit: number
  period: 10 | 60
  per: string
}

export const BEACON_POLICY: RateLimitPolicy = {
  name: 'beacons',
  binding: 'BEACON_LIMITER',
  limit: 60,
  period: 10,
  per: 'session',
}
export const ERROR_POLICY: RateLimitPolicy = {
  name: 'errors',
  binding: 'ERROR_LIMITER',
  limit: 20,
  period: 10,
  per: 'client address',
}

/**
 * Seconds until the current window ends. The simulator's windows are aligned
 * to the wall clock; Cloudflare does not say where its windows start, so in
 * production this is an estimate that never exceeds one period.
 */
export const secondsLeftInWindow = (period: number, now = Date.now()): number =>
  Math.max(1, Math.ceil(period - ((now / 1000) % period)))

/**
 * Counts one request against the policy's binding under `key` and throws
 * 429 (Retry-After, and the IETF draft's RateLimit and RateLimit-Policy) once
 * the window's quota is spent, before any upstream is called. A function as
 * well as middleware: a hot route calls it from its handler and saves a layer
 * of middleware on every request.
 */
export async function enforceRateLimit(env: Env, policy: RateLimitPolicy, key: string): Promise<void> {
  let success = true
  try {
    ;({ success } = await env[policy.binding].limit({ key }))
  } catch (error) {
    // Telemetry is worth less than availability: a limiter outage must not take the relay down with it.
    console.error(`rate limiter ${policy.binding} failed`, error instanceof Error ? error.message : 'unknown')
  }
  if (!success) {
    const retryAfter = secondsLeftInWindow(policy.period)
    throw httpError(429, `More than ${policy.limit} requests in ${policy.period} s for this ${policy.per}`, {
      headers: {
        'Retry-After': String(retryAfter),
        RateLimit: `"${policy.name}";r=0;t=${retryAfter}`,
        'RateLimit-Policy': `"${policy.name}";q=${policy.limit};w=${policy.period}`,
      },
    })
  }
}

/** enforceRateLimit as middleware, keyed by what `key` reads from the request. */
export const rateLimit = <E extends { Bindings: Env }>(policy: RateLimitPolicy, key: (c: Context<E>) => string) =>
  createMiddleware<E>(async (c, next) => {
    await enforceRateLimit(c.env, policy, key(c))
    await next()
  })
