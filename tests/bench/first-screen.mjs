// The first screen on emulated slow 3G (400 ms RTT, 50,000 B/s) with a 4×
// slower CPU, in a cross-origin frame, against docs/architecture.md's budgets:
//
// - PAINTED: the screen's heading and proceed control in the DOM and visible,
//   and the frame's first contentful paint done, whichever is last. Goal
//   ≤ 800 ms: one flight of 14,600 B (400 ms + 14,600 / 50,000 B/s) × 1.15.
// - USABLE: a tap on the proceed control acts (the widget's own busy state,
//   or the next step) and the call it makes has left (its request sent to
//   the session server; `acted` alone is the first of the two). A page script
//   taps it from the moment it exists; a tap the page holds before the code is
//   ready (widget/boot/early-taps.ts) counts when the widget carries it out,
//   not before. Goal ≤ 1.15 × the floor, 400 ms + document bytes / 50,000 B/s,
//   and ≤ 1,150 ms.
// - the bytes on the wire of the critical responses, the sequential round
//   trips among them, the cold-connection flights the document needs (an
//   initial window of 10 × 1,460 B, doubling), the cumulative layout shift
//   until a second after usable (goal 0), and how long after the document's
//   last byte the tap acted (script's parse, run and hydration).
//
// Each run starts a fresh browser (empty cache, cold connections), mints a
// session through the mock (`POST /dev/tokens`), and frames its `widget_url`
// (with whatever hints the mock puts in it) in a page on the mock's origin.
//
// Needs `npm start` on EDGE_PORT/MOCK_PORT.
// Usage: node tests/bench/first-screen.mjs [runs] [strategy/locale[/market] …]
//   e.g. node tests/bench/first-screen.mjs 7 otp_phone/en otp_phone/el bank_id_se/sv id_check/en/AU
// BENCH_AGAINST=edgePort:mockPort runs every scenario against a second
// `npm start` too (another checkout, started with EDGE_PORT, MOCK_PORT and
// INSPECTOR_PORT of its own), alternating run by run: a before/after on a
// machine whose speed drifts. BENCH_JSON=file writes the results as JSON too. BENCH_TRACE=dir writes a
// Chromium trace of each run there (with V8's sampling profile, for DevTools'
// Performance panel): where the main thread spends the time after the last byte.
import { writeFile } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { CHROMIUM } from '../../e2e/chromium.ts'
import { BPS, CPU, RTT, TARGETS } from './bench-targets.mjs'

const [runsArg, ...scenarioArgs] = process.argv.slice(2)
const runs = Number(runsArg ?? 5)
const scenarios = (scenarioArgs.length ? scenarioArgs : ['otp_phone/en', 'otp_phone/el', 'bank_id_se/sv']).map((s) => {
  const [strategy, locale = 'en', market] = s.split('/')
  return { strategy, locale, market }
})

/**
 * Runs in every frame at document start; acts only in the widget's. Watches
 * for the heading and the proceed control to be visible, collects layout
 * shifts, taps the control each frame until the widget acts on a tap, and
 * reports epoch ms: visible, first contentful paint, acted; and the layout
 * shift a second after that.
 */
function tapper(edge) {
  if (location.origin !== edge) return
  const at = { visible: 0, acted: 0 }
  let cls = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) cls += entry.value
  }).observe({ type: 'layout-shift', buffered: true })
  let title = null
  const shown = (element) => !!element && element.getClientRects().length > 0
  // The first step shown may be an alternative beside the root (a session without a first name), until hydration.
  const visible = (selector) => [...document.querySelectorAll(selector)].find(shown) ?? null
  const isLive = () =>
    document.documentElement.hasAttribute('data-idv-live') ||
    !document.documentElement.hasAttribute('data-idv-prerender')
  // Acting is the widget's DOM changing (its busy state, or the next step's heading): seen as it happens, not a frame later.
  const check = () => {
    if (at.acted || !isLive()) return
    // Live, the root holds the step (the alternative, if picked, moved into it): read the DOM alone. Asking for
    // client rects here forced a layout inside the widget's own task at each mutation (10-18 ms at 4x in a trace).
    const h1 = document.querySelector('#root h1')
    if (h1 && title === null) title = h1.textContent
    const acted =
      title !== null &&
      (document.querySelector('[role=dialog][aria-busy=true], .button[aria-busy=true]:not([data-idv-early])') ||
        (h1 && h1.textContent !== title))
    if (!acted) return
    at.acted = Date.now()
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]
    // Unknown (null) while the response has not formally ended: the parser already ran the last piece of its bytes.
    const { responseEnd } = performance.getEntriesByType('navigation')[0]
    const afterDocument = responseEnd ? performance.now() - responseEnd : null
    setTimeout(
      () => window.__benchReport({ ...at, fcp: fcp ? performance.timeOrigin + fcp.startTime : 0, afterDocument, cls }),
      1000,
    )
  }
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
    attributeFilter: ['aria-busy', 'data-idv-live'],
  })
  const tick = () => {
    const h1 = visible('h1')
    const button = visible('[role=dialog] .dialog__footer .button--primary')
    if (shown(h1) && shown(button) && !at.visible) at.visible = Date.now()
    check()
    if (at.acted) return
    // Taps from the moment the control shows; one held by the page before the code is ready is carried out by the
    // widget, which the observer above sees: no more frames of this, whose look at the boxes makes the page lay
    // itself out (2-4 ms at 4× CPU each frame, while the widget starts).
    if (at.visible && button?.hasAttribute('data-idv-early')) return
    button?.click()
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
}

/** Cold-connection flights for `bytes`: an initial window of 10 × 1,460 B, doubling each round trip. */
const flights = (bytes) => {
  let sent = 0
  let window = 14_600
  let count = 0
  while (sent < bytes) (sent += window), (window *= 2), count++
  return count
}

async function run({ strategy, locale, market }, { edge: EDGE, demo: DEMO }) {
  const browser = await chromium.launch(CHROMIUM)
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 720 } })
    let report
    const reported = new Promise((resolve) => (report = resolve))
    await context.exposeBinding('__benchReport', (_source, data) => report(data))
    await context.addInitScript(tapper, EDGE)
    const page = await context.newPage()
    if (process.env.BENCH_DEBUG) page.on('console', (m) => console.log('[page]', m.text()))
    // A bare page served by the mock (another port: cross-origin to the edge, and as local to
    // Chromium's local-network checks as the edge, which a page made up by the test is not).
    await page.goto(`${DEMO}/dev/strategies`)
    const answer = await page.request.post(`${DEMO}/dev/tokens`, {
      data: { strategy, locale, ...(market && { market }) },
    })
    if (!answer.ok())
      throw new Error(`POST /dev/tokens ${strategy}/${locale}: ${answer.status()} ${await answer.text()}`)
    const { widget_url } = await answer.json()

    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    // As over HTTPS in production, where the CDN passes the edge's brotli through: wrangler dev
    // re-encodes to gzip for Chromium's usual "gzip, deflate, br, zstd" on plain http.
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'br' } })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: RTT,
      downloadThroughput: BPS,
      uploadThroughput: BPS,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU })
    const requests = new Map()
    cdp.on('Network.requestWillBeSent', (e) =>
      requests.set(e.requestId, { url: e.request.url, method: e.request.method, sent: e.wallTime * 1000 }),
    )
    // CDP's monotonic timestamps and the wall time of each request, to turn the others into epoch ms.
    const base = new Map()
    cdp.on('Network.requestWillBeSent', (e) => base.set(e.requestId, e.wallTime * 1000 - e.timestamp * 1000))
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId)
      if (r) r.response = base.get(e.requestId) + e.timestamp * 1000
    })
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId)
      if (r) Object.assign(r, { finished: base.get(e.requestId) + e.timestamp * 1000, bytes: e.encodedDataLength })
    })

    const trace = process.env.BENCH_TRACE
    if (trace)
      await browser.startTracing(undefined, {
        path: `${trace}/${strategy}-${locale}${market ? `-${market}` : ''}-${Date.now()}.json`,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'toplevel',
          'disabled-by-default-v8.cpu_profiler',
        ],
      })
    const started = Date.now()
    await page.evaluate((src) => {
      const frame = Object.assign(document.createElement('iframe'), { src, title: 'Identity verification' })
      // In view: Chromium does not render (or run animation frames in) an off-screen cross-origin frame.
      frame.style.cssText = 'position:fixed;inset:0;border:0;width:100%;height:100%'
      document.body.replaceChildren(frame)
    }, widget_url)
    const timeout = new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`${strategy}/${locale}: not usable within 60 s`)), 60_000),
    )
    const { visible, fcp, acted, afterDocument, cls } = await Promise.race([reported, timeout])
    // The tap's own call: the first strategy action sent to the session server (the start-up read is a GET).
    const call = () =>
      [...requests.values()].find((r) => r.method === 'POST' && /\/v1\/sessions\/[^/]+\/strategies\//.test(r.url))
    const deadline = Date.now() + 30_000
    while (!call() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
    if (!call()) throw new Error(`${strategy}/${locale}: the tap's call never left`)
    const usable = Math.max(acted, call().sent)
    if (trace) await browser.stopTracing()

    // Critical: the edge's responses that had finished when the screen became usable.
    const critical = [...requests.values()]
      .filter((r) => r.url.startsWith(EDGE) && r.finished && r.finished <= acted)
      .sort((a, b) => a.sent - b.sent)
    // A request depends on every critical response that had begun to arrive when it was sent.
    for (const r of critical)
      r.depth =
        1 +
        Math.max(
          0,
          ...critical
            .filter((q) => q !== r && q.response !== undefined && q.response <= r.sent)
            .map((q) => q.depth ?? 1),
        )
    const bytes = critical.reduce((sum, r) => sum + r.bytes, 0)
    const document = critical[0]
    const floor = RTT + (bytes / BPS) * 1000
    return {
      painted: Math.max(visible, fcp) - started,
      acted: acted - started,
      usable: usable - started,
      cls: +cls.toFixed(3),
      flights: flights(document.bytes),
      // From the frame's creation to the document's request, and to its last byte: what the floor leaves out.
      requested: Math.round(document.sent - started),
      documentDone: Math.round(document.finished - started),
      // How long after the document's last byte: the script's parse, run and first render (and any later requests).
      // When the widget acted before the frame saw its response end, from the browser's own end of the response.
      afterDocument: Math.round(afterDocument ?? usable - document.finished),
      bytes,
      roundTrips: Math.max(...critical.map((r) => r.depth)),
      requests: critical.length,
      floor: Math.round(floor),
      ratio: +((usable - started) / floor).toFixed(2),
      files: critical.map((r) => `${r.depth}:${new URL(r.url).pathname}${new URL(r.url).search ? '?…' : ''}`).join(' '),
    }
  } finally {
    await browser.close()
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const summary = []
for (const scenario of scenarios) {
  const results = new Map(TARGETS.map((target) => [target, []]))
  // Alternating which goes first: neither gets the machine's better moments more often.
  for (let i = 0; i < runs; i++)
    for (const target of i % 2 ? [...TARGETS].reverse() : TARGETS) results.get(target).push(await run(scenario, target))
  for (const [target, list] of results) {
    const label = `${scenario.strategy}/${scenario.locale}${scenario.market ? `/${scenario.market}` : ''}`
    console.log(`\n${label}${TARGETS.length > 1 ? ` (${target.name})` : ''}`)
    console.table(list.map(({ files, ...r }) => r))
    console.log(`  critical requests (round trip:path): ${list[0].files}`)
    const pick = (key) => median(list.map((r) => r[key]))
    const m = {
      painted: pick('painted'),
      acted: pick('acted'),
      usable: pick('usable'),
      afterDocument: pick('afterDocument'),
      bytes: pick('bytes'),
      roundTrips: pick('roundTrips'),
      flights: pick('flights'),
      cls: Math.max(...list.map((r) => r.cls)),
    }
    const floor = Math.round(RTT + (m.bytes / BPS) * 1000)
    summary.push({
      scenario: TARGETS.length > 1 ? `${label} (${target.name})` : label,
      runs,
      ...m,
      floor,
      ratio: +(m.usable / floor).toFixed(2),
    })
  }
}
console.log(
  '\nmedians (ms, bytes on the wire; cls: the largest of the runs); goals: painted ≤ 750, usable ≤ 1,150 and ratio ≤ 1.15, cls 0, ≤ 2 flights',
)
console.table(summary)
if (process.env.BENCH_JSON) await writeFile(process.env.BENCH_JSON, JSON.stringify(summary, null, 2))
