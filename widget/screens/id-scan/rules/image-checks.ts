/**
 * Picture checks run in the browser, on video frames (live guidance) and on
 * the photo taken or uploaded (review): spec §5's document rules (in focus,
 * no glare) plus light and framing. Pure functions on RGBA pixels, measured
 * at a small fixed size so thresholds hold whatever the camera's resolution.
 */

/** RGBA pixels, as ImageData holds them. */
export interface Pixels {
  data: Uint8ClampedArray | Uint8Array
  width: number
  height: number
}

/** What is wrong with a picture, most important first (the order guidance names them). */
export type Issue = 'dark' | 'blur' | 'glare' | 'far'

/** The longest side pictures are analysed at (callers downscale to this; thresholds are tuned for it). */
export const ANALYSIS_SIZE = 320

/** Luma (0–255) of every pixel, ITU-R BT.601 weights. */
export function toGray({ data, width, height }: Pixels): Uint8Array {
  const gray = new Uint8Array(width * height)
  for (let i = 0, p = 0; i < gray.length; i++, p += 4)
    gray[i] = (data[p]! * 299 + data[p + 1]! * 587 + data[p + 2]! * 114) / 1000
  return gray
}

export function meanLuminance(gray: Uint8Array): number {
  let sum = 0
  for (const g of gray) sum += g
  return gray.length ? sum / gray.length : 0
}

/**
 * Variance of the 4-neighbour Laplacian: sharp edges give large second
 * derivatives, a blurred picture small ones (the usual focus measure).
 */
export function laplacianVariance(gray: Uint8Array, width: number, height: number): number {
  let sum = 0
  let squares = 0
  let n = 0
  for (let y = 1; y < height - 1; y++)
    for (let x = 1, i = y * width + 1; x < width - 1; x++, i++) {
      const l = gray[i - 1]! + gray[i + 1]! + gray[i - width]! + gray[i + width]! - 4 * gray[i]!
      sum += l
      squares += l * l
      n++
    }
  return n ? squares / n - (sum / n) ** 2 : 0
}

/** Share of pixels blown out to white: a reflection on a laminated card. */
export function saturatedShare(gray: Uint8Array, level = 250): number {
  let count = 0
  for (const g of gray) if (g >= level) count++
  return gray.length ? count / gray.length : 0
}

/**
 * How much of the frame the document fills, from where the picture's edges
 * are: the span of columns and of rows holding the middle 90 % of the
 * gradient energy, multiplied. A card filling the frame has edges (its
 * border, its print) everywhere; a small card on a plain table only in the
 * middle. A crude proxy for finding the card's outline, and measurable.
 */
export function edgeCoverage(gray: Uint8Array, width: number, height: number): number {
  const columns = new Float64Array(width)
  const rows = new Float64Array(height)
  let total = 0
  for (let y = 1; y < height - 1; y++)
    for (let x = 1, i = y * width + 1; x < width - 1; x++, i++) {
      const e = Math.abs(gray[i + 1]! - gray[i - 1]!) + Math.abs(gray[i + width]! - gray[i - width]!)
      columns[x]! += e
      rows[y]! += e
      total += e
    }
  if (!total) return 0
  const span = (profile: Float64Array) => {
    let low = 0
    let high = profile.length - 1
    for (let acc = 0; low < profile.length && (acc += profile[low]!) < total * 0.05; low++);
    for (let acc = 0; high > 0 && (acc += profile[high]!) < total * 0.05; high--);
    return Math.max(0, high - low + 1) / profile.length
  }
  return span(columns) * span(rows)
}

/** Thresholds at ANALYSIS_SIZE; the face's are gentler (skin has less texture than print). */
const LIMITS = {
  document: { dark: 60, blur: 60, glare: 0.02, cover: 0.15 },
  face: { dark: 50, blur: 15, glare: 0.08, cover: 0 },
}

export type Subject = keyof typeof LIMITS

/** Every issue of a picture, most important first; an empty list is a good picture. */
export function assess(pixels: Pixels, subject: Subject): Issue[] {
  const limits = LIMITS[subject]
  const gray = toGray(pixels)
  const { width, height } = pixels
  const issues: Issue[] = []
  // Too dark a picture also measures as blurred (no contrast): name the cause, not the symptom.
  if (meanLuminance(gray) < limits.dark) return ['dark']
  if (laplacianVariance(gray, width, height) < limits.blur) issues.push('blur')
  if (saturatedShare(gray) > limits.glare) issues.push('glare')
  if (limits.cover && edgeCoverage(gray, width, height) < limits.cover) issues.push('far')
  return issues
}

/** A size that fits `maxSide` on the longest side, keeping the aspect ratio; never enlarged. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}
