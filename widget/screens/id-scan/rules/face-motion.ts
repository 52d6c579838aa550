/**
 * The facial scan's movement check, without a face-detection SDK: a crude
 * but measurable one. The column profile (mean brightness of each column)
 * of the face area is compared with the one taken while the shopper looked
 * straight ahead; the horizontal shift that best aligns them says which way
 * the features (eyes, nose, hair line) moved. Turning the head slides them
 * toward the turn. The verdict on liveness stays with the session server.
 */

/** Where the face is: the oval drawn over the video (shares of the picture's width and height). */
export const FACE_AREA = { left: 0.15, right: 0.85, top: 0.1, bottom: 0.9 }

/** Mean of each column of a grey picture, within `area` (the whole picture by default). */
export function columnProfile(
  gray: Uint8Array,
  width: number,
  height: number,
  area = { left: 0, right: 1, top: 0, bottom: 1 },
): Float32Array {
  const x0 = Math.floor(width * area.left)
  const x1 = Math.ceil(width * area.right)
  const y0 = Math.floor(height * area.top)
  const y1 = Math.ceil(height * area.bottom)
  const profile = new Float32Array(Math.max(0, x1 - x0))
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) profile[x - x0]! += gray[y * width + x]!
  for (let x = 0; x < profile.length; x++) profile[x]! /= y1 - y0 || 1
  return profile
}

/**
 * The shift (share of the width, −max…max) that best moves `reference`
 * onto `current`: positive when the content moved right in the raw camera
 * picture. Compared by mean absolute difference over the overlap, the means
 * removed first so a change of light is not taken for movement.
 */
export function profileShift(reference: Float32Array, current: Float32Array, max = 0.25): number {
  const n = reference.length
  const limit = Math.floor(n * max)
  const centre = (p: Float32Array) => {
    const mean = p.reduce((a, b) => a + b, 0) / (p.length || 1)
    return p.map((v) => v - mean)
  }
  const a = centre(reference)
  const b = centre(current)
  let best = 0
  let bestCost = Infinity
  // Smallest shifts first, and only a clearly better fit moves on: a flat picture shows no movement.
  for (let k = 0; k <= 2 * limit; k++) {
    const s = k % 2 ? (k + 1) / 2 : k ? -k / 2 : 0
    let cost = 0
    let count = 0
    for (let x = Math.max(0, -s); x < Math.min(n, n - s); x++, count++) cost += Math.abs(a[x]! - b[x + s]!)
    if (count && cost / count < bestCost - 1e-6) {
      bestCost = cost / count
      best = s
    }
  }
  return n ? best / n : 0
}

export type Turn = 'left' | 'right'

/** How far the features must slide for a turn to count: 3 % of the picture's width. */
export const TURN_THRESHOLD = 0.03

/**
 * Whether `shift` is the turn asked for. The shopper sees themselves
 * mirrored; turning to their left moves their features to the right of the
 * raw (unmirrored) camera picture.
 */
export const turned = (shift: number, turn: Turn): boolean => (turn === 'left' ? shift : -shift) >= TURN_THRESHOLD
