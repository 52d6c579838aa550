import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createUploads, type SendPart, type SendResult } from '../../../../widget/screens/id-scan/uploads'

const photo = (label: string) => new Blob([label], { type: 'image/jpeg' })
const settle = () => vi.advanceTimersByTimeAsync(0)

describe('photos on their way', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('sends a photo, showing how much has gone, and forgets it once it is sent', async () => {
    let progress!: (share: number) => void
    let done!: (result: SendResult) => void
    const send = vi.fn<SendPart>(
      (_, __, onProgress) => ((progress = onProgress), new Promise((resolve) => (done = resolve))),
    )
    const uploads = createUploads(send)
    uploads.put('selfie', photo('a'))
    expect(uploads.states.value.selfie).toEqual({ kind: 'sending', share: 0 })
    progress(0.4)
    expect(uploads.states.value.selfie).toEqual({ kind: 'sending', share: 0.4 })
    done('sent')
    await settle()
    expect(uploads.states.value.selfie).toEqual({ kind: 'sent' })
    expect(uploads.allSent(['selfie'])).toBe(true)
    expect(uploads.allSent(['selfie', 'document_front'])).toBe(false)
  })

  it('retries a lost connection by itself twice, then waits for “Send again” with the same photo', async () => {
    const send = vi.fn<SendPart>(async () => 'offline')
    const uploads = createUploads(send)
    uploads.put('document_front', photo('front'))
    await settle()
    expect(send).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(send).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(3000)
    expect(send).toHaveBeenCalledTimes(3)
    expect(uploads.states.value.document_front).toEqual({ kind: 'offline' })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(send).toHaveBeenCalledTimes(3)
    send.mockImplementation(async () => 'sent')
    uploads.retry()
    await settle()
    expect(send).toHaveBeenCalledTimes(4)
    expect(await (send.mock.calls[3]![1] as Blob).text()).toBe('front')
    expect(uploads.states.value.document_front).toEqual({ kind: 'sent' })
  })

  it('a photo the session cannot use is marked for retaking', async () => {
    const uploads = createUploads(async () => 'unusable')
    uploads.put('document_back', photo('b'))
    await settle()
    expect(uploads.states.value.document_back).toEqual({ kind: 'unusable' })
    uploads.forget('document_back')
    expect(uploads.states.value.document_back).toBeUndefined()
  })

  it('a retaken photo replaces the one on its way: the older answer changes nothing', async () => {
    const answers: Array<(result: SendResult) => void> = []
    const send = vi.fn<SendPart>(() => new Promise((resolve) => answers.push(resolve)))
    const uploads = createUploads(send)
    uploads.put('selfie', photo('old'))
    uploads.put('selfie', photo('new'))
    answers[0]!('unusable')
    await settle()
    expect(uploads.states.value.selfie).toEqual({ kind: 'sending', share: 0 })
    answers[1]!('sent')
    await settle()
    expect(uploads.states.value.selfie).toEqual({ kind: 'sent' })
  })

  it('clear drops every photo and pending retry; a part the session holds counts as sent', async () => {
    const send = vi.fn<SendPart>(async () => 'offline')
    const uploads = createUploads(send)
    uploads.put('selfie', photo('s'))
    await settle()
    uploads.clear()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(send).toHaveBeenCalledTimes(1)
    expect(uploads.states.value).toEqual({})
    uploads.markSent('face_left')
    expect(uploads.allSent(['face_left'])).toBe(true)
  })
})
