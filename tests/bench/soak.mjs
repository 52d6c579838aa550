// A shopper who leaves a BankID order waiting (design.md, Budgets: "a long wait
// holds no memory"): the demo checkout opens BankID SE through the host SDK,
// the order is started on this device (or, `--device other`, by QR code), the
// app takes it and asks for the security code, and the shopper walks away:
// the widget collects every 2 s, for as long as the soak runs. The frame
// is sampled (a twentieth of the run apart, at most 30 s) after a forced GC: JS
// heap, DOM nodes, listeners.
// It fails when the heap grows over the second half (the first half holds the
// one-time loads: the QR encoder, the held-back parts, the complete text).
// Minutes, not a CI test; loopback only; it stops by itself.
//
//   npm run build && PATH=node_modules/.bin:$PATH node tests/bench/soak.mjs [--minutes 10] [--device this|other]
//     [--snapshots <dir>] [--jit] [--plant <bytes a collect>] [--max-bytes-per-poll 64]
//
// Uses the product on EDGE_PORT/MOCK_PORT, or starts it. The demo page is
// opened on another site than the edge, so the widget's frame has a renderer
// of its own and the figures are the widget's, not the demo page's. `--snapshots <dir>` writes a heap snapshot at the start
// of the second half and at the end, and prints which constructors grew
// between them (count and bytes), to find what is kept.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { CHROMIUM } from '../../e2e/chromium.ts'
import { EDGE, MOCK_PORT } from '../../e2e/ports.ts'
import { ensureProduct } from '../../tools/ensure-product.mjs'
import { heapSnapshotDiff } from './heap-snapshot-diff.mjs'

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    device: { type: 'string', default: 'this' },
    snapshots: { type: 'string' },
    jit: { type: 'boolean', default: false },
    // A leak planted in the frame, in bytes a collect: shows the soak catches one that size.
    plant: { type: 'string' },
    // Growth of the heap after GC allowed over the second half, per collect.
    'max-bytes-per-poll': { type: 'string', default: '64' },
  },
})
const minutes = Math.min(60, Math.max(2, Number(values.minutes)))
const device = values.device === 'other' ? 'other' : 'this'
const maxBytesPerPoll = Number(values['max-bytes-per-poll'])
const SAMPLE_MS = Math.min(30_000, (minutes * 60_000) / 20)
const COLLECT_MS = 2000

const root = join(import.meta.dirname, '..', '..')
const product = await ensureProduct(root, EDGE)
// V8's optimising tiers compile hot functions as they get hot, in steps, for many minutes: code the engine
// keeps (bounded: one per function), which a short soak would read as growth. Without them (interpreter only,
// `--jit` to keep them) what is left is what the widget keeps.
const jsFlags = values.jit ? [] : ['--js-flags=--no-opt --no-maglev --no-sparkplug']
const browser = await chromium.launch({ ...CHROMIUM, args: [...CHROMIUM.args, ...jsFlags] })
// The demo page on another site than the edge (localhost, not 127.0.0.1): the widget's frame then has a renderer
// of its own (site isolation), so its heap and DOM counters are the widget's alone.
const DEMO = `http://localhost:${MOCK_PORT}`
const stopAt = Date.now() + (minutes + 2) * 60_000
// Bounded whatever happens: a hung page must not keep the browser and the product running.
const guard = setTimeout(() => {
  console.error('soak: did not finish in time')
  process.exit(2)
}, stopAt - Date.now()).unref()

try {
  const context = await browser.newContext({ viewport: { width: 800, height: 900 } })
  const page = await context.newPage()
  let collects = 0
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/strategies\/bank_id_se\b/.test(request.url()) && !/\/qr\b/.test(request.url()))
      collects += 1
  })
  await page.goto(`${DEMO}/`)
  const form = page.locator('#setup')
  await form.getByLabel('Strategy').selectOption('bank_id_se')
  await form.getByLabel('Market').fill('SE')
  await form.getByRole('button', { name: 'Pay and verify' }).click()
  const widget = page.frameLocator('.idv-widget-frame')
  await widget
    .getByRole('button', { name: device === 'this' ? 'Open BankID on this device' : 'Use BankID on another device' })
    .click()
  await widget.getByRole('heading', { name: device === 'this' ? 'Open BankID' : 'Scan the QR code' }).waitFor()
  // The app has the order and asks for the security code; the shopper walks away. (An order nobody scans
  // expires after 30 s, as BankID's do; one in the app waits.) Through the mock's contract, as the panel does.
  const session = await page.locator('#outside').getAttribute('data-session-id')
  const answer = await page.request.post(`${DEMO}/dev/sessions/${session}/external`, { data: { hint: 'userSign' } })
  if (answer.status() !== 200) throw new Error(`the outside world answered ${answer.status()}`)
  await widget.getByRole('heading', { name: 'Finish authentication' }).waitFor()

  const frame = page.frames().find((f) => f.url().startsWith(EDGE))
  if (!frame) throw new Error('the widget’s frame was not found')
  if (values.plant)
    await frame.evaluate((bytes) => {
      const kept = []
      // Numbers that are not small integers: an array of doubles, `bytes` bytes on V8's heap every 2 s.
      setInterval(() => kept.push(new Array(Math.ceil(bytes / 8)).fill(0.5)), 2000)
    }, Number(values.plant))
  const cdp = await context.newCDPSession(frame)
  await cdp.send('HeapProfiler.enable')
  async function sample() {
    // Twice: what the first collection frees may release more (weak maps, finalizers).
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.collectGarbage')
    const heap = await cdp.send('Runtime.getHeapUsage')
    const dom = await cdp.send('Memory.getDOMCounters')
    return { at: Date.now(), collects, heap: heap.usedSize, nodes: dom.nodes, listeners: dom.jsEventListeners }
  }
  async function snapshot(name) {
    if (!values.snapshots) return undefined
    mkdirSync(values.snapshots, { recursive: true })
    const chunks = []
    const onChunk = ({ chunk }) => chunks.push(chunk)
    cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk)
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false })
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk)
    const file = join(values.snapshots, `${name}.heapsnapshot`)
    writeFileSync(file, chunks.join(''))
    return file
  }

  const started = Date.now()
  const samples = [await sample()]
  const print = (s) =>
    console.log(
      `${((s.at - started) / 60_000).toFixed(1).padStart(5)} min  ${String(s.collects).padStart(4)} collects  heap ${(s.heap / 1024).toFixed(1).padStart(8)} KB  ${String(s.nodes).padStart(5)} nodes  ${String(s.listeners).padStart(4)} listeners`,
    )
  console.log(
    `BankID SE, ${device} device, ${minutes} min, a sample after forced GC every ${SAMPLE_MS / 1000} s, ${values.jit ? 'with' : 'without'} V8's optimising tiers`,
  )
  print(samples[0])
  let firstSnapshot
  while (Date.now() - started < minutes * 60_000) {
    await page.waitForTimeout(SAMPLE_MS)
    // The order must still be waiting: a wait that ended would prove nothing.
    if (await widget.getByRole('button', { name: 'Try again' }).isVisible())
      throw new Error('the order stopped waiting')
    const s = await sample()
    samples.push(s)
    print(s)
    if (!firstSnapshot && s.at - started >= (minutes * 60_000) / 2) firstSnapshot = await snapshot('half')
  }
  const lastSnapshot = await snapshot('end')

  // The heap's slope over the second half, per collect: the median of the slopes between every two samples
  // (Theil–Sen), which one sample caught mid-request does not swing as it does a least-squares line.
  const half = samples.filter((s) => s.at - started >= (minutes * 60_000) / 2)
  const slopes = half.flatMap((a, i) =>
    half.slice(i + 1).flatMap((b) => (b.collects > a.collects ? [(b.heap - a.heap) / (b.collects - a.collects)] : [])),
  )
  const slope = slopes.toSorted((a, b) => a - b)[Math.floor(slopes.length / 2)] ?? Number.NaN
  const first = samples[0]
  const last = samples.at(-1)
  const expected = ((last.at - first.at) / COLLECT_MS) * 0.8
  console.log(
    `\nheap ${(first.heap / 1024).toFixed(1)} → ${(last.heap / 1024).toFixed(1)} KB over ${last.collects - first.collects} collects; second half ${slope.toFixed(1)} B a collect (limit ${maxBytesPerPoll}); nodes ${first.nodes} → ${last.nodes}, listeners ${first.listeners} → ${last.listeners}`,
  )
  if (firstSnapshot && lastSnapshot) console.log(`\n${heapSnapshotDiff(firstSnapshot, lastSnapshot)}`)
  const failures = []
  if (last.collects - first.collects < expected) failures.push(`only ${last.collects - first.collects} collects`)
  if (!(slope <= maxBytesPerPoll)) failures.push(`the heap grows ${slope.toFixed(1)} B a collect`)
  // Medians of the first and the second half: a sample may catch a collect's own listener in flight.
  const median = (xs) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)]
  const firstHalf = samples.filter((s) => !half.includes(s))
  for (const counter of ['nodes', 'listeners']) {
    const [before, after] = [firstHalf, half].map((part) => median(part.map((s) => s[counter])))
    if (after > before) failures.push(`${counter === 'nodes' ? 'DOM nodes' : counter} ${before} → ${after} (medians)`)
  }
  if (failures.length) {
    console.error(`FAIL: ${failures.join('; ')}`)
    process.exitCode = 1
  } else console.log('ok: flat')
} finally {
  clearTimeout(guard)
  await browser.close()
  await product.stop()
}
