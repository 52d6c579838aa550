import { ANALYSIS_SIZE, fitWithin, type Pixels } from './rules/image-checks'

/** Spec'd bounds of what is sent: long enough to read the print, small enough for a slow phone's uplink. */
export const MAX_SIDE = 1600
export const MAX_BYTES = 1_000_000

/** What a picture is drawn from: a video frame or a decoded photo. */
export type Source = CanvasImageSource & {
  readonly width?: number
  readonly height?: number
  readonly videoWidth?: number
  readonly videoHeight?: number
}

export const sizeOf = (source: Source): { width: number; height: number } => ({
  width: source.videoWidth || Number(source.width) || 0,
  height: source.videoHeight || Number(source.height) || 0,
})

/** Draws `source` at `width`×`height` and encodes it as JPEG at `quality`. */
export type Encode = (source: Source, width: number, height: number, quality: number) => Promise<Blob>

const canvasOf = (width: number, height: number) => {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  return canvas
}

/** Re-encoding through a canvas also drops the photo's metadata (the place it was taken, the device). */
export const canvasEncode: Encode = (source, width, height, quality) =>
  new Promise((resolve, reject) => {
    const canvas = canvasOf(width, height)
    canvas.getContext('2d')!.drawImage(source, 0, 0, width, height)
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the picture could not be encoded'))),
      'image/jpeg',
      quality,
    )
  })

const QUALITIES = [0.85, 0.72, 0.6]

/**
 * The picture scaled to at most MAX_SIDE on its longest side and encoded as
 * JPEG under MAX_BYTES: lower quality first, then smaller, a bounded number
 * of tries. Throws when even the smallest try is too large (never seen with
 * JPEG at these sizes; a broken encoder).
 */
export async function compressImage(
  source: Source,
  encode: Encode = canvasEncode,
  { maxSide = MAX_SIDE, maxBytes = MAX_BYTES } = {},
): Promise<Blob> {
  const { width, height } = sizeOf(source)
  let side = Math.max(width, height)
  if (!side) throw new Error('the picture is empty')
  side = Math.min(side, maxSide)
  for (let round = 0; round < 3; round++, side = Math.round(side * 0.75)) {
    const size = fitWithin(width, height, side)
    for (const quality of QUALITIES) {
      const blob = await encode(source, size.width, size.height, quality)
      if (blob.size <= maxBytes) return blob
    }
  }
  throw new Error('the picture could not be made small enough')
}

/**
 * Reads pictures at the analysis size through one small canvas, kept for
 * the next frame: a few frames a second without new allocations.
 */
export function createFrameReader(maxSide = ANALYSIS_SIZE) {
  let canvas: HTMLCanvasElement | null = null
  let context: CanvasRenderingContext2D | null = null
  return (source: Source): Pixels | null => {
    const natural = sizeOf(source)
    if (!natural.width || !natural.height) return null
    const { width, height } = fitWithin(natural.width, natural.height, maxSide)
    if (!canvas || canvas.width !== width || canvas.height !== height) {
      canvas = canvasOf(width, height)
      context = canvas.getContext('2d', { willReadFrequently: true })
    }
    if (!context) return null
    context.drawImage(source, 0, 0, width, height)
    return context.getImageData(0, 0, width, height)
  }
}
