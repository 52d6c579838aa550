// What framing per merchant costs the first-screen document (docs/merchants.md): its time to first
// byte under `wrangler dev` with a warm isolate, on loopback, for a URL without a merchant (the
// deployment's FRAME_ANCESTORS, as before) and for one naming one of 100 merchants listed in the
// local KV namespace (read once, then from the isolate's cache). Requests alternate between the two,
// one at a time, so both see the same machine. A benchmark, not a test: it prints numbers and fails
// only when a request does.
//
//   npm run build && node tests/bench/merchant-ttfb.mjs
//
// BENCH_REQUESTS (2000 of each), BENCH_PORT (8896), BENCH_MERCHANTS (100).
import { execFile, spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { promisify } from 'node:util'
import { WRANGLER_BIN as bin, wranglerEnv } from '../../dev/wrangler-env.ts'

const root = join(import.meta.dirname, '..', '..')
const requests = Number(process.env.BENCH_REQUESTS ?? 2000)
const port = Number(process.env.BENCH_PORT ?? 8896)
const merchantCount = Number(process.env.BENCH_MERCHANTS ?? 100)
const env = wranglerEnv()

const state = await mkdtemp(join(tmpdir(), 'idv-bench-kv-'))
const records = Array.from({ length: merchantCount }, (_, i) => ({
  key: `shop-${i}`,
  value: JSON.stringify({ frame_ancestors: [`http://127.0.0.1:${9000 + i}`, 'http://localhost:*'] }),
}))
await writeFile(join(state, 'merchants.json'), JSON.stringify(records))
await promisify(execFile)(
  join(bin, 'wrangler'),
  ['kv', 'bulk', 'put', join(state, 'merchants.json'), '--binding', 'MERCHANTS', '--local', '--persist-to', state],
  { cwd: root, env },
)

// The longest cache the edge allows, so the whole run is one cache time: what a busy merchant sees.
const edge = spawn(
  join(bin, 'wrangler'),
  [
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(port + 1442),
    '--log-level',
    'error',
    '--show-interactive-dev-session=false',
    '--persist-to',
    state,
    '--var',
    'MERCHANT_CACHE_SECONDS:60',
  ],
  { cwd: root, detached: true, stdio: ['ignore', 'ignore', 'inherit'], env },
)
const stop = async () => {
  try {
    process.kill(-edge.pid, 'SIGTERM')
  } catch {
    // already gone
  }
  await rm(state, { recursive: true, force: true })
}

/** Milliseconds to the response's first byte (its status line and headers). */
const ttfb = (path) =>
  new Promise((resolve, reject) => {
    const started = performance.now()
    const req = request({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'br' } }, (res) => {
      const ms = performance.now() - started
      res.resume()
      res.on('end', () => (res.statusCode === 200 ? resolve(ms) : reject(new Error(`${path}: ${res.statusCode}`))))
    })
    req.on('error', reject)
    req.end()
  })

try {
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      await ttfb('/?l=sv&s=otp')
      break
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  // Warm both paths; the first request per merchant reads KV (timed apart below).
  const first = []
  for (let i = 0; i < merchantCount; i++) first.push(await ttfb(`/?l=sv&s=otp&m=shop-${i}`))
  for (let i = 0; i < 200; i++) await ttfb('/?l=sv&s=otp')
  const times = { static: [], merchant: [] }
  for (let i = 0; i < requests; i++) {
    times.static.push(await ttfb('/?l=sv&s=otp'))
    times.merchant.push(await ttfb(`/?l=sv&s=otp&m=shop-${i % merchantCount}`))
  }
  const quantile = (list, q) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))]
  const row = (name, list) =>
    `${name.padEnd(44)} p50 ${quantile(list, 0.5).toFixed(2)} ms   p99 ${quantile(list, 0.99).toFixed(2)} ms`
  console.log(`Document time to first byte, ${requests} of each, alternating, warm isolate (wrangler dev, loopback):`)
  console.log(row('no merchant (FRAME_ANCESTORS, as before)', times.static))
  console.log(row(`merchant, cached read (${merchantCount} merchants)`, times.merchant))
  console.log(row('merchant, its first request (reads KV)', first))
  console.log(
    `difference: p50 ${(quantile(times.merchant, 0.5) - quantile(times.static, 0.5)).toFixed(2)} ms, ` +
      `p99 ${(quantile(times.merchant, 0.99) - quantile(times.static, 0.99)).toFixed(2)} ms (budget: 2 ms p50)`,
  )
} finally {
  await stop()
}
