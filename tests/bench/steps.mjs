// Every step after the first screen, tapped as a shopper on a slow phone
// would: slow 3G (400 ms RTT, 50,000 B/s each way) on every target under the
// page (the widget's frame, a hand-off's child window), a 4× slower CPU, and
// 3 s of reading each screen before the tap (so what is fetched while the
// shopper reads is not waited for). For each step:
//
// - WAIT: from the tap (the input event's own time in the document tapped)
//   to the next step's heading or control visible, wherever it shows (the
//   widget's frame, or the child window).
// - ROUND TRIPS: the requests of every target sent after the tap whose answer
//   had begun to arrive when the next step showed; one sent after another
//   ended is a later round trip; a cache hit is none. Their BYTES on the wire.
//   CORS PREFLIGHTS apart: Chromium's emulation does not delay them.
// - FLOOR: round trips × 400 ms + bytes / 50,000 B/s, and the wait OVER it
//   (goal ≤ 100 ms, issue 33), with where it goes: from the tap to its first
//   request leaving (TO REQUEST), and from the last answer to the step shown
//   (AFTER ANSWER). The JSON has each step's requests (what could have been
//   fetched while the screen before was read).
//
// A step the shopper does not tap (an approval in an app, on another device)
// starts when the outside world answers (`POST /dev/sessions/{id}/external`):
// its wait holds the widget's poll interval, which the floor does not.
//
// Each run is a fresh browser (empty cache, cold connections). Needs
// `npm start` on EDGE_PORT/MOCK_PORT; stops by itself (each step within 60 s,
// each run within 3 min), loopback only.
// Usage: node tests/bench/steps.mjs [runs] [family …]   (families: `FLOWS` in step-flows.mjs)
//   e.g. node tests/bench/steps.mjs 5 otp bank_id_se_qr
// BENCH_AGAINST=edgePort:mockPort runs each family against a second `npm start`
// too, alternating run by run. BENCH_JSON=file writes the medians and each
// run's request log as JSON. BENCH_DEBUG=1 prints what the pages log.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { chromium } from '@playwright/test'
import { CHROMIUM, FAKE_CAMERA } from '../../e2e/chromium.ts'
import { fakeCameraFile } from '../../e2e/fake-camera.ts'
import { throttleEveryTarget } from './cdp-throttle.mjs'
import { FLOWS } from './step-flows.mjs'
import { BPS, CPU, RTT, TARGETS } from './bench-targets.mjs'

const READ_MS = 3_000
const STEP_MS = 60_000
const RUN_MS = 180_000

const [runsArg, ...familyArgs] = process.argv.slice(2)
const runs = Number(runsArg ?? 5)
const families = familyArgs.length ? familyArgs : Object.keys(FLOWS)
for (const family of families)
  if (!FLOWS[family]) throw new Error(`no family ${family}; known: ${Object.keys(FLOWS).join(' ')}`)

/**
 * Runs at the start of every document. Reports the time of the first input
 * event after a tap is armed (`__benchArmTap`), and of each wanted element
 * becoming visible: wanted from inside (`__benchWant`) or, for a document
 * that does not exist yet (a child window), through `self.__benchWants` set
 * by a later init script. Checks only while something is wanted, so the
 * screen being read is not slowed by the bench.
 */
function watcher() {
  const now = () => performance.timeOrigin + performance.now()
  const wants = []
  const seen = new Set()
  let tapKey = null
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'
  // A piece of its text or label; or any of several (a step that may show a wait first, or go straight on).
  const matches = (el, text) =>
    !text ||
    [text].flat().some((t) => (el.textContent ?? '').includes(t) || (el.getAttribute('aria-label') ?? '').includes(t))
  const pending = () =>
    [...wants, ...(self.__benchWants ?? [])].filter(
      (w) => !seen.has(w.key) && (!w.path || location.pathname.startsWith(w.path)),
    )
  let scheduled = false
  const check = () => {
    const list = pending()
    if (!list.length) return
    for (const w of list) {
      const el = [...document.querySelectorAll(w.css)].find((e) => matches(e, w.text) && shown(e))
      if (!el) continue
      seen.add(w.key)
      window.__benchSeen({ key: w.key, at: now() })
    }
    if (pending().length && !scheduled) {
      scheduled = true
      requestAnimationFrame(() => {
        scheduled = false
        check()
      })
    }
  }
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  })
  self.__benchWant = (spec) => {
    wants.push(spec)
    check()
  }
  self.__benchArmTap = (key) => {
    tapKey = key
  }
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(
      type,
      (event) => {
        if (!tapKey) return
        window.__benchTap({ key: tapKey, at: performance.timeOrigin + event.timeStamp })
        tapKey = null
      },
      true,
    )
  addEventListener('DOMContentLoaded', check)
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const path = (url) => {
  const u = new URL(url)
  return `${u.port}${u.pathname}`
}

/**
 * CORS preflights: Chromium's network emulation does not delay them (they take a few ms here), so they are
 * left out of the floor and counted apart; on a real network each is a round trip of its own before its call.
 */
const preflight = (r) => r.method === 'OPTIONS'

/** When a request ended: its last byte, or its first where DevTools never said (a window that navigated on). */
const ended = (r) => r.finished ?? r.response

/**
 * The requests a step made after its tap whose answer had begun to arrive when the next step showed (a
 * document shows as its bytes come, before its load formally ends), with their round trips.
 */
function account(requests, tap, visible) {
  const all = [...requests.values()]
  const made = all.filter((r) => r.sent >= tap && r.response !== undefined && r.response <= visible)
  made.sort((a, b) => a.sent - b.sent)
  // Answered from the browser's cache, or a preflight: no trip over the emulated network.
  const network = made.filter((r) => !r.cached && !preflight(r))
  const depth = new Map()
  for (const r of network)
    depth.set(r, 1 + Math.max(0, ...network.filter((q) => q !== r && ended(q) <= r.sent).map((q) => depth.get(q) ?? 1)))
  const roundTrips = Math.max(0, ...depth.values())
  const bytes = network.reduce((sum, r) => sum + (r.bytes ?? 0), 0)
  // Begun before the tap and still arriving after it: what the step may have waited for too.
  const inFlight = all.filter(
    (r) => r.sent < tap && (ended(r) === undefined || ended(r) > tap) && r.sent > tap - 30_000,
  )
  const line = (r) => ({
    trip: depth.get(r) ?? (r.cached ? 'cache' : preflight(r) ? 'preflight' : undefined),
    what: `${r.method} ${path(r.url)}`,
    type: r.type,
    target: r.target,
    bytes: r.bytes,
    start: Math.round(r.sent - tap),
    end: ended(r) === undefined ? null : Math.round(ended(r) - tap),
    ...(r.failed && { failed: r.failed }),
  })
  // After the tap but not done when the step showed: not waited for (a poll, a beacon, a prefetch).
  const later = all.filter((r) => r.sent >= tap && r.sent <= visible && !made.includes(r))
  return {
    roundTrips,
    bytes,
    preflights: made.filter(preflight).length,
    // Where the rest of the wait goes: the tap's own work before its first request leaves, and after the last answer.
    firstRequest: network.length ? Math.round(Math.min(...network.map((r) => r.sent)) - tap) : null,
    afterAnswer: network.length ? Math.round(visible - Math.max(...network.map(ended))) : null,
    log: made.map(line),
    inFlight: inFlight.map(line),
    notWaitedFor: later.map(line),
  }
}

async function run(family, target) {
  const dir = await mkdtemp(join(tmpdir(), 'idv-steps-'))
  const flow = FLOWS[family]
  const args = [...CHROMIUM.args, '--remote-debugging-port=0']
  if (flow.camera) args.push(...FAKE_CAMERA, `--use-file-for-fake-video-capture=${fakeCameraFile()}`)
  const context = await chromium.launchPersistentContext(dir, {
    ...CHROMIUM,
    args,
    viewport: { width: 360, height: 720 },
  })
  const cdp = await throttleEveryTarget(dir, {
    latency: RTT,
    bps: BPS,
    cpu: CPU,
    // As over HTTPS in production, where the CDN passes the edge's brotli through (see first-screen.mjs).
    headers: { 'Accept-Encoding': 'br' },
  })
  const waiters = new Map()
  const times = new Map()
  const settle =
    (kind) =>
    (_source, { key, at }) => {
      times.set(`${kind}:${key}`, at)
      waiters.get(`${kind}:${key}`)?.(at)
    }
  const when = (kind, key) =>
    times.has(`${kind}:${key}`)
      ? Promise.resolve(times.get(`${kind}:${key}`))
      : new Promise((resolve, reject) => {
          waiters.set(`${kind}:${key}`, resolve)
          // Unref'd: a mark already seen must not hold the process for a minute after the last run.
          setTimeout(
            () => reject(new Error(`${family}: ${kind} ${key} not within ${STEP_MS / 1000} s`)),
            STEP_MS,
          ).unref()
        })
  let timer
  try {
    await context.exposeBinding('__benchSeen', settle('seen'))
    await context.exposeBinding('__benchTap', settle('tap'))
    await context.addInitScript(watcher)
    const page = context.pages()[0] ?? (await context.newPage())
    if (process.env.BENCH_DEBUG) context.on('console', (m) => console.log('[page]', m.text()))
    await page.goto(`${target.demo}/dev/strategies`)
    const answer = await page.request.post(`${target.demo}/dev/tokens`, { data: flow.token })
    if (!answer.ok()) throw new Error(`POST /dev/tokens ${family}: ${answer.status()} ${await answer.text()}`)
    const { widget_url, session_id } = await answer.json()
    await page.evaluate((src) => {
      const frame = Object.assign(document.createElement('iframe'), {
        src,
        title: 'Identity verification',
        allow: 'camera; publickey-credentials-get',
      })
      // In view: Chromium does not render (or run animation frames in) an off-screen cross-origin frame.
      frame.style.cssText = 'position:fixed;inset:0;border:0;width:100%;height:100%'
      document.body.replaceChildren(frame)
    }, widget_url)
    const widget = page.frameLocator('iframe')
    const widgetFrame = async () => {
      for (;;) {
        const frame = page.frames().find((f) => f.url().startsWith(target.edge))
        if (frame) return frame
        await sleep(50)
      }
    }

    const steps = []
    let shownAt = 0
    let count = 0
    const ctx = {
      widget,
      page,
      context,
      /** The first screen, visible: the reading starts. */
      first: async (spec) => {
        const frame = await widgetFrame()
        await frame.waitForFunction(() => typeof self.__benchWant === 'function')
        await frame.evaluate((s) => self.__benchWant(s), { key: 'first', ...spec })
        shownAt = await when('seen', 'first')
      },
      /**
       * One step: `prepare` (what the shopper types while reading), then after 3 s of reading since the
       * screen showed, `tap` (an input event in `tapIn`: the widget's frame, or a page), then the next
       * step's element `next` visible (in the widget, or `next.path` in a document that is yet to open).
       */
      step: async (name, { prepare, tap, tapIn, next, also = [], outside }) => {
        const key = `s${count++}`
        await prepare?.()
        const frame = await widgetFrame()
        // The next step's mark, and any more the same tap leads to (the child window beside the widget's own step).
        const marks = [{ key, ...next }, ...also.map(({ name: _, ...spec }, i) => ({ key: `${key}.${i}`, ...spec }))]
        for (const mark of marks)
          if (mark.path)
            await context.addInitScript((w) => {
              self.__benchWants = [...(self.__benchWants ?? []), w]
            }, mark)
          else await frame.evaluate((s) => self.__benchWant(s), mark)
        const waitRead = shownAt + READ_MS - Date.now()
        if (waitRead > 0) await sleep(waitRead)
        let tapAt
        if (outside) {
          tapAt = Date.now()
          await outside(session_id)
        } else {
          const where = tapIn ? await tapIn() : frame
          await where.evaluate((k) => self.__benchArmTap(k), key)
          await tap()
          tapAt = await when('tap', key)
        }
        const visible = await when('seen', key)
        // Accounted for when the run is over: DevTools' word of a request's end may come after the page's.
        const record = (step, at, child) => steps.push({ step, tapAt, at, child, outside: !!outside })
        record(name, visible)
        for (const [i, mark] of also.entries()) record(mark.name, await when('seen', `${key}.${i}`), !!mark.path)
        // The reading starts when the last of them shows (a child window's page, a camera's first frame).
        shownAt = Math.max(visible, ...also.map((_, i) => times.get(`seen:${key}.${i}`)))
      },
      outsideWorld: (body) => async (id) => {
        const answer = await page.request.post(`${target.demo}/dev/sessions/${id}/external`, { data: body })
        if (!answer.ok()) throw new Error(`${family}: external ${JSON.stringify(body)}: ${answer.status()}`)
      },
    }
    await Promise.race([
      flow.drive(ctx),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${family}: not done within ${RUN_MS / 1000} s`)), RUN_MS)
      }),
    ])
    await sleep(1_000)
    return steps.map(({ step, tapAt, at, child, outside }) => {
      const seen = account(cdp.requests, tapAt, at)
      // The child window's first request is its document, seen leaving after the tap; else it left unthrottled.
      const unthrottledChild = child && seen.log.find((r) => r.target !== 'page 1')?.type !== 'Document'
      return { step, wait: Math.round(at - tapAt), ...seen, outside, ...(unthrottledChild && { unthrottledChild }) }
    })
  } finally {
    clearTimeout(timer)
    cdp.close()
    await context.close()
    await rm(dir, { recursive: true, force: true })
  }
}

const summary = []
const detail = []
for (const family of families) {
  const results = new Map(TARGETS.map((target) => [target, []]))
  // Alternating which goes first: neither gets the machine's better moments more often.
  for (let i = 0; i < runs; i++)
    for (const target of i % 2 ? [...TARGETS].reverse() : TARGETS) {
      const steps = await run(family, target)
      results.get(target).push(steps)
      detail.push({ family, target: target.name, run: i + 1, steps })
    }
  for (const [target, list] of results) {
    const label = `${family}${TARGETS.length > 1 ? ` (${target.name})` : ''}`
    const rows = list[0].map(({ step, outside }, index) => {
      // A run whose child window began unthrottled measured something else: left out (and said so), if any is left.
      const unsound = list.filter((steps) => steps[index].unthrottledChild).length
      const sound = unsound < list.length ? list.filter((steps) => !steps[index].unthrottledChild) : list
      const pick = (key) => median(sound.map((steps) => steps[index][key]).filter((value) => value !== null)) ?? null
      const wait = pick('wait')
      const roundTrips = pick('roundTrips')
      const bytes = pick('bytes')
      const preflights = pick('preflights')
      const floor = Math.round(roundTrips * RTT + (bytes / BPS) * 1000)
      return {
        family,
        target: target.name,
        step: outside ? `(outside) ${step}` : step,
        runs: sound.length,
        wait,
        roundTrips,
        bytes,
        floor,
        over: wait - floor,
        preflights,
        toRequest: pick('firstRequest'),
        afterAnswer: pick('afterAnswer'),
        ...(unsound && { note: `in ${unsound} run(s) the child window began unthrottled` }),
        waits: list.map((steps) => steps[index].wait).join(' '),
      }
    })
    console.log(`\n${label}: medians of ${list.length} fresh browsers (ms, bytes on the wire)`)
    console.table(rows.map(({ family: _f, target: _t, ...row }) => row))
    console.log('  requests after each tap in the last run (trip: method port/path bytes):')
    for (const s of list.at(-1))
      console.log(`  ${s.step}: ${s.log.map((r) => `${r.trip}:${r.what} ${r.bytes}`).join(', ') || 'none'}`)
    summary.push(...rows)
  }
}
if (process.env.BENCH_JSON) await writeFile(process.env.BENCH_JSON, JSON.stringify({ summary, runs: detail }, null, 2))
