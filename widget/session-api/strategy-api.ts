import * as v from 'valibot'
import { WidgetError } from '../widget-error'
import type { HttpClient, RequestOptions } from './http-client'

/** Spec §3: the statuses a strategy can have; the last five end it. */
export const FINAL_STATUSES = ['success', 'failure', 'cancelled', 'expired', 'denied'] as const
export type StrategyStatus = 'in_progress' | 'activated' | (typeof FINAL_STATUSES)[number]

/** What the strategy waits on outside the widget (the BankID app, the provider's app, a bank's page…). */
export interface Pending {
  kind: string
  /** How far the outside step has come (BankID's hint code, for one). */
  hint?: string
}

const isPending = (value: unknown): value is Pending | null =>
  value === null ||
  (typeof value === 'object' &&
    typeof (value as Pending).kind === 'string' &&
    (value as Pending).kind.length <= 40 &&
    ((value as Pending).hint === undefined ||
      (typeof (value as Pending).hint === 'string' && (value as Pending).hint!.length <= 40)))

const Text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)))

/**
 * Every strategy call answers with the strategy's state (dev/SESSION_API.md).
 * Families add the fields only they use. Built from the valibot functions the
 * first screen already loads: esbuild keeps valibot as one module, so any
 * other function used here would be paid for on every first screen.
 */
function stateSchema<F extends v.ObjectEntries>(fields: F) {
  return v.pipe(
    v.looseObject({
      status: v.picklist(['in_progress', 'activated', ...FINAL_STATUSES]),
      token: Text(4000),
      reason: Text(100),
      pending: v.optional(v.custom<Pending | null>(isPending, 'pending must be null or { kind, hint? }')),
      /** The strategy to continue with; checked like the token's strategies by the shell. */
      next_strategy: v.optional(v.unknown()),
      ...fields,
    }),
    v.check((a) => a.status !== 'success' || !!a.token, 'success must carry a token'),
  )
}

export type StrategyState<F extends v.ObjectEntries = {}> = v.InferOutput<ReturnType<typeof stateSchema<F>>>

/** 4xx bodies the widget understands (`{ error, … }`); anything else is treated as a server fault. */
const StrategyProblem = v.looseObject({
  error: v.pipe(v.string(), v.maxLength(100)),
  attempts_remaining: v.optional(v.number()),
  resend_available_in: v.optional(v.number()),
  /** Where a code could not go (masked by the session), with `invalid_recipient`. */
  contact_detail: v.optional(v.string()),
})
export type Problem = v.InferOutput<typeof StrategyProblem>

/** The machine-readable `error` of a 4xx answer, if it has one. */
export function problemOf(error: unknown): Problem | null {
  if (!(error instanceof WidgetError) || error.code !== 'client') return null
  const parsed = v.safeParse(StrategyProblem, error.details.body)
  return parsed.success ? parsed.output : null
}

export type StrategyAction =
  | 'state'
  | 'start'
  | 'verify'
  | 'resend'
  | 'deactivate'
  | 'report_unsupported_bank'
  | (string & {})

/** Spec §8's product messages: what error reporting is told when a call fails. */
export const productMessage = (action: StrategyAction): string =>
  action === 'start'
    ? 'Could not start strategy'
    : action === 'deactivate'
      ? 'Could not deactivate strategy'
      : action === 'report_unsupported_bank'
        ? 'Could not report unsupported bank'
        : 'Could not verify strategy'

/** A family's own read: its query, and a signal that cancels it (then no timeout of 31 s applies: the caller owns it). */
export interface ReadOptions {
  query?: Record<string, string | undefined>
  signal?: AbortSignal
}

const CALL_TIMEOUT_MS = 31_000

/** Where every call of a strategy goes: `{url}/strategies/{type}`. */
const strategyUrl = (sessionUrl: string, strategyType: string) =>
  `${sessionUrl.replace(/\/$/, '')}/strategies/${encodeURIComponent(strategyType)}`

/**
 * A state read in the background (at start, and after a switch of method),
 * beside the screen's code: the raw answer, which the family checks
 * (`parse`), or null when none came (the family then reads it again itself).
 */
export const readState = (http: HttpClient, sessionUrl: string, strategyType: string): Promise<unknown> =>
  http(strategyUrl(sessionUrl, strategyType), { timeoutMs: CALL_TIMEOUT_MS }).catch(() => null)

export interface StrategyApi<F extends v.ObjectEntries> {
  /** `GET {url}/strategies/{type}`: where the strategy stands (resume after reload, polling). */
  state(): Promise<StrategyState<F>>
  /** `POST {url}/strategies/{type}/{action}` with an optional JSON body (`now`: sent within the caller's task). */
  post(
    action: Exclude<StrategyAction, 'state'>,
    body?: unknown,
    options?: Pick<RequestOptions, 'now'>,
  ): Promise<StrategyState<F>>
  /** A family's own read, `GET {url}/strategies/{type}/{path}`, checked against `schema`. */
  read<T>(path: string, schema: v.GenericSchema<unknown, T>, options?: ReadOptions): Promise<T>
  /** Checks an answer that arrived some other way (the state fetched at start-up). */
  parse(raw: unknown, action?: StrategyAction): StrategyState<F>
  /**
   * `PUT {url}/strategies/{type}/{path}` through `send`, a transport that
   * carries a file (kit/xhr-send.ts), its answer checked against `schema`. PUT:
   * sending the same part again replaces it, so a retried upload never
   * duplicates one.
   */
  upload<T>(path: string, send: typeof fetch, schema: v.GenericSchema<unknown, T>, timeoutMs?: number): Promise<T>
}

/**
 * The strategy calls of dev/SESSION_API.md. A failed call throws a
 * WidgetError that keeps the failure's code (network, client, server,
 * invalid-response) and carries spec §8's product message.
 */
export function createStrategyApi<F extends v.ObjectEntries = {}>(
  http: HttpClient,
  sessionUrl: string,
  strategyType: string,
  fields?: F,
): StrategyApi<F> {
  const base = strategyUrl(sessionUrl, strategyType)
  const schema = stateSchema(fields ?? ({} as F))
  const check = <T>(schema: v.GenericSchema<unknown, T>, raw: unknown, action: StrategyAction): T => {
    const parsed = v.safeParse(schema, raw)
    if (!parsed.success)
      throw new WidgetError('invalid-response', productMessage(action), {
        body: parsed.issues.map((i) => `${v.getDotPath(i) ?? 'answer'}: ${i.message}`),
      })
    return parsed.output
  }
  const call = async <T>(
    action: StrategyAction,
    url: string,
    schema: v.GenericSchema<unknown, T>,
    method: 'GET' | 'POST' | 'PUT',
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<T> => {
    let raw: unknown
    try {
      raw = await http(url, { method, body, timeoutMs: CALL_TIMEOUT_MS, ...options })
    } catch (cause) {
      const error = cause instanceof WidgetError ? cause : new WidgetError('network', 'Network error', { cause })
      throw new WidgetError(error.code, productMessage(action), { ...error.details, cause })
    }
    return check(schema, raw, action)
  }
  return {
    state: () => call('state', base, schema, 'GET'),
    post: (action, body, options) => call(action, `${base}/${action}`, schema, 'POST', body, options),
    read: (path, readSchema, options) => call(path, `${base}/${path}`, readSchema, 'GET', undefined, options),
    parse: (raw, action = 'state') => check(schema, raw, action),
    upload: (path, send, uploadSchema, timeoutMs = CALL_TIMEOUT_MS) =>
      call(path, `${base}/${path}`, uploadSchema, 'PUT', undefined, { send, timeoutMs }),
  }
}
