export type UpstreamResult = { ok: true; response: Response } | { ok: false; failure: 'timeout' | 'unreachable' }

/**
 * One POST to an upstream, given up after `timeoutMs` (until its headers
 * arrive). Never retried: a client that retries an edge that retries
 * multiplies the load on an upstream that is already struggling.
 * Redirects are not followed, so an upstream cannot send the edge elsewhere.
 */
export async function forward(url: string, body: string, headers: Headers, timeoutMs: number): Promise<UpstreamResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    })
    return { ok: true, response }
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name
    const timedOut = name === 'TimeoutError' || name === 'AbortError'
    console.warn(`upstream ${new URL(url).host}: ${timedOut ? `no answer within ${timeoutMs} ms` : 'unreachable'}`)
    return { ok: false, failure: timedOut ? 'timeout' : 'unreachable' }
  }
}

/** Frees the connection without reading what the upstream said: its body is never passed on. */
export const discardBody = (response: Response) => response.body?.cancel().catch(() => {})
