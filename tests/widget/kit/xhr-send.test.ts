import { describe, expect, it, vi } from 'vitest'
import { xhrSend, type XhrLike } from '../../../widget/kit/xhr-send'

/** An XMLHttpRequest stand-in the test drives: progress, an answer, a dropped connection. */
function fakeXhr() {
  const xhr = {
    opened: [] as string[],
    headers: {} as Record<string, string>,
    sent: undefined as unknown,
    aborted: false,
    status: 0,
    responseText: '',
    contentType: 'application/json',
    upload: { onprogress: null as ((event: ProgressEvent) => void) | null },
    onload: null as (() => void) | null,
    onerror: null as (() => void) | null,
    onabort: null as (() => void) | null,
    open(method: string, url: string) {
      this.opened = [method, url]
    },
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value
    },
    send(body: unknown) {
      this.sent = body
    },
    abort() {
      this.aborted = true
      this.onabort?.()
    },
    getResponseHeader(name: string) {
      return name === 'content-type' ? this.contentType : null
    },
  }
  return xhr
}

const photo = new Blob(['jpeg bytes'], { type: 'image/jpeg' })

describe('xhrSend: an upload that says how much has gone', () => {
  it('PUTs the file under its own type with the client’s headers, reports progress, answers a Response', async () => {
    const xhr = fakeXhr()
    const progress = vi.fn()
    const send = xhrSend(photo, progress, () => xhr as unknown as XhrLike)
    const answer = send(new URL('https://api.provider.com/s/images/selfie'), {
      method: 'PUT',
      headers: { authorization: 'Bearer t' },
    })
    expect(xhr.opened).toEqual(['PUT', 'https://api.provider.com/s/images/selfie'])
    expect(xhr.headers).toEqual({ authorization: 'Bearer t', 'content-type': 'image/jpeg' })
    expect(xhr.sent).toBe(photo)
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent)
    xhr.upload.onprogress!({ lengthComputable: false, loaded: 7, total: 0 } as ProgressEvent)
    expect(progress.mock.calls).toEqual([[0.5]])
    Object.assign(xhr, { status: 422, responseText: '{"error":"unreadable_image"}' })
    xhr.onload!()
    const response = await answer
    expect(response.status).toBe(422)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(await response.json()).toEqual({ error: 'unreadable_image' })
  })

  it('a dropped connection is a TypeError, as with fetch', async () => {
    const xhr = fakeXhr()
    const answer = xhrSend(
      photo,
      () => {},
      () => xhr as unknown as XhrLike,
    )('https://x.provider.com', { method: 'PUT' })
    xhr.onerror!()
    await expect(answer).rejects.toBeInstanceOf(TypeError)
  })

  it('an elapsed timeout aborts the upload with the signal’s reason', async () => {
    const xhr = fakeXhr()
    const controller = new AbortController()
    const answer = xhrSend(
      photo,
      () => {},
      () => xhr as unknown as XhrLike,
    )('https://x.provider.com', { method: 'PUT', signal: controller.signal })
    controller.abort(new DOMException('late', 'TimeoutError'))
    await expect(answer).rejects.toMatchObject({ name: 'TimeoutError' })
    expect(xhr.aborted).toBe(true)
  })

  it('answers 204 without a body', async () => {
    const xhr = fakeXhr()
    const answer = xhrSend(
      photo,
      () => {},
      () => xhr as unknown as XhrLike,
    )('https://x.provider.com', { method: 'PUT' })
    Object.assign(xhr, { status: 204, responseText: '' })
    xhr.onload!()
    expect((await answer).status).toBe(204)
  })
})
