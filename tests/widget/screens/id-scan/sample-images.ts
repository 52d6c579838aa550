import type { Pixels } from '../../../../widget/screens/id-scan/rules/image-checks'

/** Sample pictures made in the test, at the analysis size: an ID card, and what goes wrong with photos of one. */

const blank = (width: number, height: number, value: number): Pixels => {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let p = 0; p < data.length; p += 4) data.set([value, value, value, 255], p)
  return { data, width, height }
}

const fill = (image: Pixels, x0: number, y0: number, w: number, h: number, rgb: [number, number, number]) => {
  for (let y = Math.max(0, y0); y < Math.min(image.height, y0 + h); y++)
    for (let x = Math.max(0, x0); x < Math.min(image.width, x0 + w); x++) image.data.set(rgb, (y * image.width + x) * 4)
}

/** A deterministic pseudo-random sequence, so every run draws the same card. */
function random(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff
}

/**
 * An ID card: a light card with a photo block and lines of small dark print,
 * `scale` of the frame wide, centred on a plain table of grey `background`.
 */
export function idCard({ width = 320, height = 200, scale = 0.92, background = 90 } = {}): Pixels {
  const image = blank(width, height, background)
  const cw = Math.round(width * scale)
  const ch = Math.round(height * scale)
  const x0 = Math.round((width - cw) / 2)
  const y0 = Math.round((height - ch) / 2)
  fill(image, x0, y0, cw, ch, [232, 226, 214])
  fill(
    image,
    x0 + Math.round(cw * 0.05),
    y0 + Math.round(ch * 0.2),
    Math.round(cw * 0.25),
    Math.round(ch * 0.6),
    [120, 96, 80],
  )
  const next = random(7)
  for (let line = 0; line < 8; line++) {
    const y = y0 + Math.round(ch * (0.15 + line * 0.09))
    for (let x = x0 + Math.round(cw * 0.36); x < x0 + cw * 0.95; ) {
      const glyph = 1 + Math.round(next() * 3)
      fill(image, x, y, glyph, Math.max(2, Math.round(ch * 0.05)), [30, 30, 40])
      x += glyph + 1 + Math.round(next() * 2)
    }
  }
  return image
}

/** Each channel multiplied: a room without light. */
export function darken(image: Pixels, factor: number): Pixels {
  const data = new Uint8ClampedArray(image.data.length)
  for (let p = 0; p < data.length; p += 4)
    data.set([image.data[p]! * factor, image.data[p + 1]! * factor, image.data[p + 2]! * factor, 255], p)
  return { ...image, data }
}

/** Box blur `passes` times with a (2r+1)² kernel: a camera out of focus, or a hand that moved. */
export function blur(image: Pixels, radius = 2, passes = 3): Pixels {
  let src = image.data
  const { width, height } = image
  for (let pass = 0; pass < passes; pass++) {
    const out = new Uint8ClampedArray(src.length)
    // Unit tests run in a vm context, whose globals (Math here) are slow to reach from a hot loop: 1.6 s a
    // blur with Math.min and Math.max per sample, 50 ms with plain comparisons.
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        let r = 0
        let g = 0
        let b = 0
        let n = 0
        for (let dy = -radius; dy <= radius; dy++)
          for (let dx = -radius; dx <= radius; dx++) {
            const xx = x + dx < 0 ? 0 : x + dx >= width ? width - 1 : x + dx
            const yy = y + dy < 0 ? 0 : y + dy >= height ? height - 1 : y + dy
            const p = (yy * width + xx) * 4
            r += src[p]!
            g += src[p + 1]!
            b += src[p + 2]!
            n++
          }
        const p = (y * width + x) * 4
        out[p] = r / n
        out[p + 1] = g / n
        out[p + 2] = b / n
        out[p + 3] = 255
      }
    src = out
  }
  return { ...image, data: src }
}

/** A blown-out white ellipse covering about `share` of the picture: light reflected off the laminate. */
export function glare(image: Pixels, share = 0.08): Pixels {
  const data = new Uint8ClampedArray(image.data)
  const { width, height } = image
  const rx = Math.sqrt((share * width * height) / Math.PI) * 1.3
  const ry = rx / 1.69
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (((x - width * 0.6) / rx) ** 2 + ((y - height * 0.4) / ry) ** 2 <= 1)
        data.set([255, 255, 255, 255], (y * width + x) * 4)
  return { ...image, data }
}

/** A face-like picture: a skin-toned oval with darker eyes and mouth on a wall, centred at `cx` (share of the width). */
export function face({ width = 240, height = 320, cx = 0.5, light = 1 } = {}): Pixels {
  const image = blank(width, height, Math.round(170 * light))
  const ox = width * cx
  const oy = height * 0.5
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inside = ((x - ox) / (width * 0.28)) ** 2 + ((y - oy) / (height * 0.3)) ** 2 <= 1
      if (inside) image.data.set([205 * light, 160 * light, 130 * light, 255].map(Math.round), (y * width + x) * 4)
    }
  const feature = (fx: number, fy: number, w: number, h: number) =>
    fill(image, Math.round(ox + fx * width - w / 2), Math.round(oy + fy * height), w, h, [
      Math.round(50 * light),
      Math.round(35 * light),
      Math.round(30 * light),
    ])
  feature(-0.1, -0.06, 18, 8)
  feature(0.1, -0.06, 18, 8)
  feature(0, 0.06, 8, 22)
  feature(0, 0.15, 40, 6)
  return image
}
