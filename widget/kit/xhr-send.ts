/** The part of XMLHttpRequest an upload uses (a stand-in in tests). */
export type XhrLike = Pick<
  XMLHttpRequest,
  'open' | 'setRequestHeader' | 'send' | 'abort' | 'getResponseHeader' | 'status' | 'responseText'
> & {
  upload: Pick<XMLHttpRequestUpload, 'onprogress'>
  onload: (() => void) | null
  onerror: (() => void) | null
  onabort: (() => void) | null
}

/**
 * A fetch for the session's HTTP client (its `send` option) that uploads
 * `file` as the request's body, under the file's own type, and reports how
 * much of it has gone: fetch cannot (its upload streams need HTTP/2 and are
 * not in every browser). The client adds the bearer token and reads the
 * answer, a Response like any other; a dropped connection is a TypeError
 * and an elapsed timeout the signal's reason, as with fetch.
 */
export function xhrSend(
  file: Blob,
  onProgress: (share: number) => void,
  createXhr: () => XhrLike = () => new XMLHttpRequest() as unknown as XhrLike,
): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init.signal
      if (signal?.aborted) return reject(signal.reason)
      const xhr = createXhr()
      const onAbort = () => xhr.abort()
      xhr.open(init.method ?? 'GET', String(input))
      for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>))
        xhr.setRequestHeader(name, value)
      if (file.type) xhr.setRequestHeader('content-type', file.type)
      xhr.upload.onprogress = (event) =>
        event.lengthComputable && event.total > 0 && onProgress(Math.min(1, event.loaded / event.total))
      const settle = () => signal?.removeEventListener('abort', onAbort)
      xhr.onload = () => {
        settle()
        const status = xhr.status
        // A Response cannot carry a body with these statuses.
        const body = status === 204 || status === 205 || status === 304 ? null : xhr.responseText
        resolve(
          new Response(body, { status, headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' } }),
        )
      }
      xhr.onerror = () => {
        settle()
        reject(new TypeError('Network error'))
      }
      xhr.onabort = () => {
        settle()
        reject(signal?.reason ?? new DOMException('The upload was aborted', 'AbortError'))
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      xhr.send(file)
    })
}
