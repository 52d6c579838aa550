import { describe, expect, it, vi } from 'vitest'
import {
  constraintsFor,
  FRAME_WARNING,
  openCamera,
  problemEvent,
  problemOfError,
  problemUpFront,
  stopStream,
  type CameraEnvironment,
} from '../../../../widget/screens/id-scan/camera'

const env = (over: Partial<CameraEnvironment> = {}): CameraEnvironment => ({
  secure: true,
  getUserMedia: vi.fn(async () => ({}) as MediaStream),
  warn: vi.fn(),
  ...over,
})
const refused = (name: string) => vi.fn(async () => Promise.reject(new DOMException('no', name)))

describe('camera problems, each with its own name', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['PermissionDeniedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'none'],
    ['DevicesNotFoundError', 'none'],
    ['OverconstrainedError', 'none'],
    ['NotReadableError', 'busy'],
    ['TrackStartError', 'busy'],
    ['AbortError', 'busy'],
    ['TypeError', 'failed'],
  ])('%s is %s', (name, problem) => {
    expect(problemOfError(new DOMException('x', name), env())).toBe(problem)
  })

  it('a refusal where the frame’s policy forbids the camera is the frame’s, not the shopper’s', () => {
    expect(
      problemOfError(new DOMException('x', 'NotAllowedError'), env({ policy: { allowsFeature: () => false } })),
    ).toBe('frame')
    expect(
      problemOfError(new DOMException('x', 'NotAllowedError'), env({ policy: { allowsFeature: () => true } })),
    ).toBe('denied')
    // A policy object that throws is no answer: the error's type decides.
    expect(
      problemOfError(
        new DOMException('x', 'NotAllowedError'),
        env({
          policy: {
            allowsFeature: () => {
              throw new Error('?')
            },
          },
        }),
      ),
    ).toBe('denied')
  })

  it('knows before asking: an insecure page, no getUserMedia, a frame without allow="camera"', () => {
    expect(problemUpFront(env({ secure: false }))).toBe('insecure')
    expect(problemUpFront(env({ getUserMedia: undefined }))).toBe('unsupported')
    expect(problemUpFront(env({ policy: { allowsFeature: (f) => f !== 'camera' } }))).toBe('frame')
    expect(problemUpFront(env())).toBeNull()
  })

  it('maps every problem to spec §8’s analytics failure event', () => {
    expect(['denied', 'frame', 'insecure', 'unsupported'].map((p) => problemEvent(p as never))).toEqual(
      Array(4).fill('permissions-unavailable'),
    )
    expect(['none', 'busy', 'failed'].map((p) => problemEvent(p as never))).toEqual(Array(3).fill('could-not-start'))
  })
})

describe('openCamera', () => {
  it('asks for the rear camera for documents and the front one for the face, without sound', async () => {
    const e = env()
    await openCamera('environment', e)
    await openCamera('user', e)
    expect(e.getUserMedia).toHaveBeenNthCalledWith(1, constraintsFor('environment'))
    expect(constraintsFor('environment')).toMatchObject({
      audio: false,
      video: { facingMode: { ideal: 'environment' } },
    })
    expect(constraintsFor('user')).toMatchObject({ audio: false, video: { facingMode: { ideal: 'user' } } })
  })

  it('a frame the page does not allow: not even asked, and the console names the cause for the merchant’s developer', async () => {
    const e = env({ policy: { allowsFeature: () => false } })
    expect(await openCamera('environment', e)).toEqual({ problem: 'frame' })
    expect(e.getUserMedia).not.toHaveBeenCalled()
    expect(e.warn).toHaveBeenCalledWith(FRAME_WARNING)
    expect(FRAME_WARNING).toContain('allow="camera"')
  })

  it('a refusal is answered with its problem; the console hears only of the frame’s', async () => {
    const e = env({ getUserMedia: refused('NotReadableError') })
    expect(await openCamera('user', e)).toEqual({ problem: 'busy' })
    expect(e.warn).not.toHaveBeenCalled()
  })

  it('stopStream ends every track', () => {
    const tracks = [{ stop: vi.fn() }, { stop: vi.fn() }]
    stopStream({ getTracks: () => tracks } as unknown as MediaStream)
    stopStream(null)
    for (const track of tracks) expect(track.stop).toHaveBeenCalledOnce()
  })
})
