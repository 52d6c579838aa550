import type { Send } from './error-transport'

/**
 * The transport's `send` over fetch, to the edge's `POST /v1/errors`.
 * No cookies and no referrer: nothing but the batch leaves the page.
 */
export function fetchSend(endpoint: string, fetchImpl: typeof fetch = fetch): Send {
  return async ({ body, keepalive }) => {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      body,
      keepalive,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      headers: { 'content-type': 'application/json' },
    })
    return { status: response.status, headers: response.headers }
  }
}
