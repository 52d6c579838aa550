// Throughput and latency of the edge on loopback, against a bare Hono worker
// (tests/bench/bare-worker/) in the same runtime (wrangler dev, workerd):
// GET /v1/text/sv and the POST beacon relay, whose upstream is a trivial
// sink in this process. A benchmark, not a test: it prints numbers and fails
// only when a request does.
//
//   npm run build && node tests/bench/edge-throughput.mjs
//
// BENCH_SECONDS (4 a round), BENCH_ROUNDS (3), BENCH_CONCURRENCY (32),
// BENCH_EDGE_PORT (8897), BENCH_BARE_PORT (8898). BENCH_AGAINST=<checkout>
// (BENCH_AGAINST_PORT, 8899) adds the edge of another checkout, built (say, the
// commit before, from `git archive` with node_modules, dist and .build linked
// in), to the same alternating rounds: this machine's speed drifts too much
// between sittings to compare two builds any other way. Every beacon names its own session, so the edge's
// per-session rate limit (60 per 10 s) is still consulted on each one but
// never refuses.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { WRANGLER_BIN as bin, wranglerEnv } from '../../dev/wrangler-env.ts'

const root = join(import.meta.dirname, '..', '..')
const seconds = Number(process.env.BENCH_SECONDS ?? 4)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32)
const ports = {
  edge: Number(process.env.BENCH_EDGE_PORT ?? 8897),
  bare: Number(process.env.BENCH_BARE_PORT ?? 8898),
  against: Number(process.env.BENCH_AGAINST_PORT ?? 8899),
}
const against = process.env.BENCH_AGAINST
/** The workers of each round, in the order they take turns. */
const sides = against ? ['edge', 'against', 'bare'] : ['edge', 'bare']
const MAX_REQUESTS = 500_000

if (!existsSync(join(root, '.build', 'documents.json')) || !existsSync(join(root, '.build', 'text.json'))) {
  console.error('Build first: npm run build')
  process.exit(1)
}

// The analytics upstream: answers at once and counts, so the relay's own cost is what is measured.
const arrived = { count: 0 }
const sink = createServer((req, res) => {
  req.resume()
  req.on('end', () => {
    arrived.count += 1
    res.writeHead(204).end()
  })
})
await new Promise((resolve) => sink.listen(0, '127.0.0.1', resolve))
const sinkUrl = `http://127.0.0.1:${sink.address().port}`

// Local state (the rate limiter's counters) in memory: wrangler dev keeps it in SQLite under
// .wrangler/state, and on this machine's shared disk that write, once per beacon, cost more than
// the whole relay (×0.48 of bare Hono on disk, ×0.84 the same build in memory, alternating).
// Cloudflare's binding counts in memory too.
const state = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'edge-throughput-'))
const workers = []
function startWorker(name, args, cwd = root) {
  // Its own process group, so stopping it stops workerd too.
  const child = spawn(
    join(bin, 'wrangler'),
    [
      'dev',
      '--ip',
      '127.0.0.1',
      '--persist-to',
      join(state, name),
      '--log-level',
      'error',
      '--show-interactive-dev-session=false',
      ...args,
    ],
    {
      cwd,
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: wranglerEnv(),
    },
  )
  workers.push(child)
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${name}: wrangler dev exited (${code})`)
      stop(1)
    }
  })
}

let stopping = false
function stop(code = 0) {
  stopping = true
  for (const child of workers) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  sink.close()
  setTimeout(() => rmSync(state, { recursive: true, force: true }), 1000).unref()
  process.exitCode = code
  setTimeout(() => process.exit(code), 3000).unref()
}
process.on('SIGINT', () => stop(130))

const pause = (ms) => new Promise((r) => setTimeout(r, ms))

async function ready(url, deadline = Date.now() + 60_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await pause(250)
  }
  throw new Error(`${url} did not come up within 60 s`)
}

const beaconBody = JSON.stringify({
  strategy: 'otp_phone',
  locale: 'sv',
  experiments: [],
  uiContext: 'checkout',
  clientName: 'bench',
  data: { step: 'code' },
})
let session = 0
const allScenarios = {
  'GET /v1/text/sv': { status: 200, request: (origin) => [`${origin}/v1/text/sv`] },
  'POST beacon relay': {
    status: 204,
    request: (origin) => [
      `${origin}/bi/v1/idv-widget/24.21.1/bench_event?instance_id=1234&session_id=bench-${++session}&timestamp=${Date.now()}`,
      { method: 'POST', body: beaconBody, headers: { 'content-type': 'text/plain;charset=UTF-8' } },
    ],
  },
}

// BENCH_ONLY=text|beacon runs one of the two.
const scenarios = Object.fromEntries(
  Object.entries(allScenarios).filter(([name]) => !process.env.BENCH_ONLY || name.includes(process.env.BENCH_ONLY)),
)

/** Keeps `concurrency` requests in flight for `ms`, timing each to its last byte, into `into`. */
async function load(origin, { status, request }, ms, into = { latencies: [], failures: 0, seconds: 0 }) {
  const deadline = performance.now() + ms
  const started = performance.now()
  const loop = async () => {
    while (performance.now() < deadline && into.latencies.length < MAX_REQUESTS) {
      const t0 = performance.now()
      const response = await fetch(...request(origin))
      await response.arrayBuffer()
      into.latencies.push(performance.now() - t0)
      if (response.status !== status) into.failures += 1
    }
  }
  await Promise.all(Array.from({ length: concurrency }, loop))
  into.seconds += (performance.now() - started) / 1000
  return into
}

function summary({ latencies, failures, seconds }) {
  const sorted = latencies.toSorted((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
  return { requests: sorted.length, failures, rps: sorted.length / seconds, p50: at(0.5), p99: at(0.99) }
}

try {
  const origins = Object.fromEntries(sides.map((side) => [side, `http://127.0.0.1:${ports[side]}`]))
  // One after the other: two wrangler devs starting together can race for the same internal port.
  startWorker('edge', ['--port', String(ports.edge), '--var', `ANALYTICS_UPSTREAM:${sinkUrl}/bi`])
  await ready(`${origins.edge}/v1/text/sv`)
  if (against) {
    startWorker('against', ['--port', String(ports.against), '--var', `ANALYTICS_UPSTREAM:${sinkUrl}/bi`], against)
    await ready(`${origins.against}/v1/text/sv`)
  }
  startWorker('bare', [
    '--config',
    'tests/bench/bare-worker/wrangler.toml',
    '--port',
    String(ports.bare),
    '--var',
    `ANALYTICS_UPSTREAM:${sinkUrl}/bi`,
  ])
  await ready(`${origins.bare}/v1/text/sv`)

  console.log(
    `loopback, wrangler dev (workerd), ${concurrency} in flight, ${rounds} rounds of ${seconds} s per worker and route (${sides.join(', ')} alternating), after a 1 s warm-up; Node ${process.version}\n`,
  )
  const rows = []
  let failed = false
  for (const [name, scenario] of Object.entries(scenarios)) {
    const runs = {}
    const relayed = Object.fromEntries(sides.map((side) => [side, 0]))
    /** Each round's req/s: the median of the rounds' ratios is steadier than the pooled one when a neighbour's burst hits one round. */
    const perRound = Object.fromEntries(sides.map((side) => [side, []]))
    for (const which of sides) await load(origins[which], scenario, 1000)
    await pause(500)
    // Alternating rounds, so a neighbour's burst on this shared machine hits both sides alike.
    for (let round = 0; round < rounds; round++) {
      for (const which of sides) {
        const before = arrived.count
        const requestsBefore = runs[which]?.latencies.length ?? 0
        const secondsBefore = runs[which]?.seconds ?? 0
        runs[which] = await load(origins[which], scenario, seconds * 1000, runs[which])
        perRound[which].push((runs[which].latencies.length - requestsBefore) / (runs[which].seconds - secondsBefore))
        // Relays run after the answer (waitUntil): let the last ones land before counting.
        if (scenario.status === 204) await pause(500)
        relayed[which] += arrived.count - before
      }
    }
    const result = {}
    for (const which of sides) {
      result[which] = {
        ...summary(runs[which]),
        rounds: perRound[which],
        ...(scenario.status === 204 ? { relayed: relayed[which] } : {}),
      }
      if (result[which].failures) failed = true
    }
    rows.push([name, result])
  }

  const ms = (value) => `${value.toFixed(2)} ms`
  const label = { edge: 'edge', against: 'against', bare: 'bare Hono' }
  for (const [name, result] of rows) {
    const { bare } = result
    console.log(name)
    for (const [which, r] of sides.map((side) => [label[side], result[side]])) {
      const relayed = r.relayed === undefined ? '' : `, ${r.relayed} relayed`
      console.log(
        `  ${which.padEnd(10)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${ms(r.p50).padStart(9)}   p99 ${ms(r.p99).padStart(9)}   (${r.requests} requests, ${r.failures} failed${relayed})`,
      )
    }
    const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]
    for (const side of sides.filter((side) => side !== 'bare')) {
      const r = result[side]
      const roundRatio = median(r.rounds.map((rps, i) => rps / bare.rounds[i]))
      console.log(
        `  ${`${side}/bare`.padEnd(13)} throughput ×${(r.rps / bare.rps).toFixed(2)} (median of rounds ×${roundRatio.toFixed(2)}), p50 ×${(r.p50 / bare.p50).toFixed(2)}, p99 ×${(r.p99 / bare.p99).toFixed(2)}`,
      )
    }
    console.log('')
  }
  stop(failed ? 1 : 0)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  stop(1)
}
