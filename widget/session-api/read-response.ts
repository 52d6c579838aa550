import { WidgetError } from '../widget-error'

/**
 * The shared response helper (spec §7): 2xx returns the parsed body, 4xx
 * raises a `client` error carrying the answer, anything else a `server` error.
 */
export async function readResponse(response: Response): Promise<unknown> {
  const body = await readBody(response)
  if (response.status >= 200 && response.status < 300) return body
  const code = response.status >= 400 && response.status < 500 ? 'client' : 'server'
  throw new WidgetError(code, `Session server answered ${response.status}`, { status: response.status, body })
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text
  try {
    return JSON.parse(text)
  } catch {
    // A proxy's HTML error page under a JSON content type: keep it as text for the error.
    return text
  }
}
