import * as v from 'valibot'
import { WidgetError } from '../widget-error'
import type { HttpClient } from './http-client'

/** Every strategy call answers with the strategy's status (dev/SESSION_API.md). */
export const StrategyAnswer = v.variant('status', [
  v.looseObject({
    status: v.literal('in_progress'),
    contact_detail: v.optional(v.pipe(v.string(), v.maxLength(320))),
    resend_available_in: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3600)), 30),
  }),
  v.looseObject({ status: v.literal('success'), token: v.pipe(v.string(), v.nonEmpty()) }),
  v.looseObject({
    status: v.picklist(['failure', 'cancelled', 'expired', 'denied']),
    reason: v.optional(v.string()),
    token: v.optional(v.string()),
  }),
])
export type StrategyAnswer = v.InferOutput<typeof StrategyAnswer>

/** 4xx bodies the widget understands; anything else is treated as a server fault. */
export const StrategyProblem = v.looseObject({
  error: v.string(),
  attempts_remaining: v.optional(v.number()),
  resend_available_in: v.optional(v.number()),
})

export interface StrategyApi {
  start(): Promise<StrategyAnswer>
  resend(): Promise<StrategyAnswer>
  verify(input: Record<string, unknown>): Promise<StrategyAnswer>
}

const CALL_TIMEOUT_MS = 31_000

export function createStrategyApi(http: HttpClient, sessionUrl: string, strategyType: string): StrategyApi {
  const base = `${sessionUrl.replace(/\/$/, '')}/strategies/${encodeURIComponent(strategyType)}`
  const call = async (action: string, body?: unknown) => {
    const answer = v.safeParse(StrategyAnswer, await http(`${base}/${action}`, { method: 'POST', body, timeoutMs: CALL_TIMEOUT_MS }))
    if (!answer.success) throw new WidgetError('invalid-response', `Unexpected answer to ${action}`)
    return answer.output
  }
  return {
    start: () => call('start'),
    resend: () => call('resend'),
    verify: (input) => call('verify', input),
  }
}

/** The machine-readable `error` of a 4xx answer, if it has one. */
export function problemOf(error: unknown): v.InferOutput<typeof StrategyProblem> | null {
  if (!(error instanceof WidgetError) || error.code !== 'client') return null
  const parsed = v.safeParse(StrategyProblem, error.details.body)
  return parsed.success ? parsed.output : null
}
