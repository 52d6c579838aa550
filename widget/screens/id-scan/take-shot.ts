import {
  canvasEncode,
  compressImage,
  createFrameReader,
  MAX_SIDE,
  sizeOf,
  type Encode,
  type Source,
} from './compress-image'
import { assess, fitWithin, type Issue, type Subject } from './rules/image-checks'

/** A photo taken (or chosen) and not yet accepted: what is shown, what would be sent, and what the checks found. */
export interface Shot {
  /** The picture at the size it is sent, for the review. */
  still: HTMLCanvasElement
  /** JPEG, at most MAX_SIDE on its longest side and MAX_BYTES. */
  photo: Blob
  issues: Issue[]
}

/** Uploads smaller than this cannot be read by anyone; the camera's own pictures are larger. */
export const MIN_LONG_SIDE = 480
export const MIN_SHORT_SIDE = 300
export const tooSmall = (source: Source) => {
  const { width, height } = sizeOf(source)
  return Math.max(width, height) < MIN_LONG_SIDE || Math.min(width, height) < MIN_SHORT_SIDE
}

/** The picture now (a video's current frame, or a decoded photo), at the size it is sent. */
export function grabStill(source: Source, maxSide = MAX_SIDE): HTMLCanvasElement {
  const natural = sizeOf(source)
  // A video without its first frame yet has no size: no photo rather than a 1 × 1 one.
  if (!natural.width || !natural.height) throw new Error('the picture is not there yet')
  const { width, height } = fitWithin(natural.width, natural.height, maxSide)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  canvas.getContext('2d')!.drawImage(source, 0, 0, width, height)
  return canvas
}

/** Takes a photo: the same checks live guidance runs, on the picture itself, and the bounded JPEG to send. */
export async function takeShot(
  source: Source,
  subject: Subject,
  { maxSide = MAX_SIDE, encode = canvasEncode }: { maxSide?: number; encode?: Encode } = {},
): Promise<Shot> {
  const still = grabStill(source, maxSide)
  const pixels = createFrameReader()(still)
  return {
    still,
    photo: await compressImage(still, encode, { maxSide }),
    issues: pixels ? assess(pixels, subject) : [],
  }
}
