import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const WIDTH = 640
const HEIGHT = 480
const FPS = 10
/** How far the picture moves at a turn: 8 % of its width, a head turning. */
const TURN = 50
/**
 * Where the picture is, frame by frame (one loop, 5 s): still in the middle
 * (a person looking straight ahead), over to one side and back, still again,
 * over to the other side and back.
 */
const PATH = [...Array(15).fill(0), 0.5, 1, 1, 0.5, ...Array(15).fill(0), -0.5, -1, -1, -0.5].map((share) =>
  Math.round(share * TURN),
)

/**
 * What Chromium's fake camera shows in the ID scan's tests
 * (`--use-file-for-fake-video-capture`): an ID card with lines of print, on
 * a table, held still, then moved to one side and back, then to the other,
 * so the live checks see print and the facial scan sees a straight look and
 * both turns, as with a person. Chromium's own test pattern (a turning pie)
 * moves in no direction; the scan would wait for its time-outs. A Y4M file
 * (4:2:0), written once per machine.
 */
export function fakeCameraFile(): string {
  const dir = join(tmpdir(), 'idv-e2e')
  // Named after what it shows: a changed picture is a new file.
  const version = createHash('sha256')
    .update(JSON.stringify([WIDTH, HEIGHT, FPS, PATH, draw.toString()]))
    .digest('hex')
    .slice(0, 12)
  const file = join(dir, `fake-camera-${version}.y4m`)
  if (existsSync(file)) return file
  mkdirSync(dir, { recursive: true })
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`)
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128)
  const frames: Buffer[] = [header]
  const picture = new Map<number, Buffer>()
  for (const dx of PATH) {
    if (!picture.has(dx)) picture.set(dx, draw(dx))
    frames.push(Buffer.from('FRAME\n'), picture.get(dx)!, chroma)
  }
  writeFileSync(file, Buffer.concat(frames))
  return file
}

/** The luma plane: the card moved `dx` pixels right, on a faintly textured table. */
function draw(dx: number): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT)
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const u = x - dx
      const card = u > 60 && u < 580 && y > 70 && y < 410
      // The card's print: short dark bars in lines; its photo, a darker block.
      const photo = card && u > 90 && u < 220 && y > 140 && y < 330
      const print = card && u > 250 && u < 560 && y > 110 && y < 380 && (y - 120) % 34 < 12 && (u * 7) % 23 < 15
      luma[y * WIDTH + x] = photo ? 95 : print ? 35 : card ? 215 : 70 + ((x * 13 + y * 7) % 9)
    }
  return luma
}
