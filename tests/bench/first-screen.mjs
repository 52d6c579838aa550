// Time to the first screen with text, Chromium on emulated slow 3G (400 ms
// RTT, 50,000 B/s) and 4× CPU slowdown, against the critical-path floor
// (round trips × 400 ms + bytes / 50,000 B/s) of design.md.
// Needs `npm start` running. Usage: node tests/bench/first-screen.mjs [runs]
import { chromium } from '@playwright/test'

const EDGE = `http://127.0.0.1:${process.env.EDGE_PORT ?? 8787}`
const DEMO = `http://127.0.0.1:${process.env.MOCK_PORT ?? 8788}`

const runs = Number(process.argv[2] ?? 5)
const RTT = 400
const BPS = 50_000
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})

const results = []
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext({ viewport: { width: 360, height: 720 } })
  const page = await context.newPage()
  const { widget_url } = await (await page.request.post(`${DEMO}/dev/tokens`, { data: { strategy: 'otp_phone', locale: 'sv' } })).json()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: RTT, downloadThroughput: BPS, uploadThroughput: BPS })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })

  let bytes = 0
  cdp.on('Network.loadingFinished', (e) => (bytes += e.encodedDataLength))
  const started = Date.now()
  await page.goto(widget_url, { waitUntil: 'commit' })
  await page.getByRole('heading', { name: 'Bekräfta att det är du' }).waitFor({ timeout: 60_000 })
  const elapsed = Date.now() - started
  // HTML → entry JS + CSS → text + strategy chunk: three sequential round trips on a warm connection.
  const floor = 3 * RTT + (bytes / BPS) * 1000
  results.push({ elapsed, bytes, floor: Math.round(floor), ratio: +(elapsed / floor).toFixed(2) })
  await context.close()
}
await browser.close()
results.sort((a, b) => a.elapsed - b.elapsed)
console.table(results)
const median = results[Math.floor(results.length / 2)]
console.log(`median: ${median.elapsed} ms to the first screen with text; floor ${median.floor} ms; ratio ${median.ratio} (goal ≤ 1.15)`)
