import { describe, expect, it, vi } from 'vitest'
import { compressImage, MAX_BYTES, MAX_SIDE, type Encode } from '../../../../widget/screens/id-scan/compress-image'
import { grabStill } from '../../../../widget/screens/id-scan/take-shot'

/** An encoder whose output size follows pixels × quality, like JPEG roughly does. */
const encoder = (bytesPerPixel: number) =>
  vi.fn<Encode>(
    async (_, width, height, quality) =>
      new Blob([new Uint8Array(Math.round(width * height * bytesPerPixel * quality))]),
  )

describe('compressImage', () => {
  it('scales a phone photo to MAX_SIDE on its longest side and takes the first quality under the limit', async () => {
    const encode = encoder(0.3)
    const photo = await compressImage({ width: 4032, height: 3024 } as never, encode)
    expect(encode).toHaveBeenCalledOnce()
    expect(encode.mock.calls[0]!.slice(1)).toEqual([MAX_SIDE, 1200, 0.85])
    expect(photo.size).toBeLessThanOrEqual(MAX_BYTES)
  })

  it('lowers the quality first, then the size, until it fits', async () => {
    const encode = encoder(1.3)
    const photo = await compressImage({ videoWidth: 1920, videoHeight: 1080 } as never, encode)
    const tries = encode.mock.calls.map(([, w, h, q]) => `${w}x${h}@${q}`)
    expect(tries).toEqual(['1600x900@0.85', '1600x900@0.72', '1600x900@0.6', '1200x675@0.85'])
    expect(photo.size).toBeLessThanOrEqual(MAX_BYTES)
  })

  it('never enlarges a small picture', async () => {
    const encode = encoder(0.1)
    await compressImage({ width: 640, height: 480 } as never, encode)
    expect(encode.mock.calls[0]!.slice(1, 3)).toEqual([640, 480])
  })

  it('gives up after a bounded number of tries, and on an empty picture', async () => {
    const encode = vi.fn<Encode>(async () => new Blob([new Uint8Array(MAX_BYTES + 1)]))
    await expect(compressImage({ width: 1600, height: 1200 } as never, encode)).rejects.toThrow(
      'could not be made small enough',
    )
    expect(encode).toHaveBeenCalledTimes(9)
    await expect(compressImage({ width: 0, height: 0 } as never, encode)).rejects.toThrow('empty')
  })

  it('a video that shows nothing yet gives no photo, rather than a 1 × 1 one', () => {
    expect(() => grabStill({ videoWidth: 0, videoHeight: 0, width: 0, height: 0 } as never)).toThrow('not there yet')
  })
})
