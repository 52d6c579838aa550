import { httpError } from '../http/problem'

const tooLarge = (maxBytes: number) => httpError(413, `The body is larger than ${maxBytes} bytes`)

/**
 * The request body, read chunk by chunk and abandoned as soon as it passes
 * `maxBytes`, so an oversized or endless body costs at most one chunk past
 * the cap. Content-Length is only trusted to refuse early: a client may
 * omit it (chunked) or understate it.
 */
export async function readCappedBody(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = request.headers.get('Content-Length')
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge(maxBytes)
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      reader.cancel().catch(() => {})
      throw tooLarge(maxBytes)
    }
    chunks.push(value)
  }
  const body = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

/** The body as JSON, or a 400 naming why not. */
export function parseJson(body: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(body))
  } catch {
    throw httpError(400, 'The body is not UTF-8 JSON')
  }
}
