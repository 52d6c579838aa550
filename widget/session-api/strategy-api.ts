import * as v from 'valibot'
import { WidgetError } from '../widget-error'
import type { HttpClient } from './http-client'

const FINISHED = ['success', 'failure', 'cancelled', 'expired', 'denied'] as const

/**
 * Every strategy call answers with the strategy's status (dev/SESSION_API.md).
 * Built from the primitives the first screen already loads: esbuild keeps
 * valibot as one module, so any extra function here would cost every screen.
 */
const StrategyAnswerSchema = v.pipe(
  v.looseObject({
    status: v.picklist(['in_progress', ...FINISHED]),
    contact_detail: v.optional(v.pipe(v.string(), v.maxLength(320))),
    resend_available_in: v.optional(v.number()),
    token: v.optional(v.string()),
    reason: v.optional(v.string()),
  }),
  v.check((a) => a.status !== 'success' || !!a.token, 'success must carry a token'),
  v.check((a) => a.resend_available_in === undefined || (Number.isInteger(a.resend_available_in) && a.resend_available_in >= 0 && a.resend_available_in <= 3600), 'resend_available_in must be whole seconds up to an hour'),
)

export type StrategyAnswer =
  | { status: 'in_progress'; contact_detail?: string; resend_available_in: number }
  | { status: 'success'; token: string }
  | { status: Exclude<(typeof FINISHED)[number], 'success'>; reason?: string; token?: string }

function toAnswer(raw: v.InferOutput<typeof StrategyAnswerSchema>): StrategyAnswer {
  if (raw.status === 'in_progress') return { status: 'in_progress', contact_detail: raw.contact_detail, resend_available_in: raw.resend_available_in ?? 30 }
  if (raw.status === 'success') return { status: 'success', token: raw.token! }
  return { status: raw.status as Exclude<typeof raw.status, 'in_progress' | 'success'>, reason: raw.reason, token: raw.token }
}

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
    const answer = v.safeParse(StrategyAnswerSchema, await http(`${base}/${action}`, { method: 'POST', body, timeoutMs: CALL_TIMEOUT_MS }))
    if (!answer.success) throw new WidgetError('invalid-response', `Unexpected answer to ${action}`)
    return toAnswer(answer.output)
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
