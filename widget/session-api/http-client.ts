import { WidgetError } from '../widget-error'
import { readResponse } from './read-response'

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: Record<string, string | undefined>
  body?: unknown
  timeoutMs?: number
  /** Cancels the call (a search superseded by the next keystroke); it then rejects like a lost connection. Takes the place of `timeoutMs`. */
  signal?: AbortSignal
  /** Sends the request instead of fetch: a file's upload, which carries the file and reports its progress (kit/xhr-send.ts). */
  send?: typeof fetch
  /**
   * Sends within the caller's task instead of yielding first: for a call whose caller blocks the main thread
   * right after (a hand-off opening its window), so the request is on its way meanwhile.
   */
  now?: boolean
}

export type HttpClient = (url: string, options?: RequestOptions) => Promise<unknown>

/** `scheduler.yield()` where the browser has it (Chromium, Firefox); elsewhere the request starts at once, as before. */
const yieldToMain = (): Promise<void> | undefined =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.()

/**
 * Calls the session server with the bearer token. Like the spec's shared
 * client it adds no default headers beyond authorization and has no timeout
 * of its own: callers pass one where the spec names one.
 */
export function createHttpClient(clientToken: string, fetchImpl: typeof fetch = fetch): HttpClient {
  return async (url, { method = 'GET', query, body, timeoutMs, signal, send = fetchImpl, now = false } = {}) => {
    const target = new URL(url)
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) target.searchParams.set(key, value)

    const headers: Record<string, string> = { authorization: `Bearer ${clientToken}` }
    if (body !== undefined) headers['content-type'] = 'application/json'

    // A read or a poll yields first: starting a request costs a slow phone's main thread several milliseconds,
    // and whatever the page is doing meanwhile goes first. The shopper's act (`now`) does not wait for that.
    if (!now) await yieldToMain()
    let response: Response
    try {
      // Superseded while it yielded: not sent at all.
      signal?.throwIfAborted()
      response = await send(target, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ?? (timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined),
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
      })
    } catch (cause) {
      const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError'
      throw new WidgetError(timedOut ? 'timeout' : 'network', timedOut ? 'Request timed out' : 'Network error', {
        cause,
      })
    }
    return readResponse(response)
  }
}
