// Throughput and latency of the edge on loopback, against a bare Hono worker
// (tests/bench/bare-worker/) in the same runtime (wrangler dev, workerd):
// GET /v1/text/sv and the POST beacon relay, whose upstream is a trivial
// sink in this process. A benchmark, not a test: it prints numbers and fails
// only when a request does.
//
//   npm run build && node tests/bench/edge-throughput.mjs
//
// BENCH_SECONDS (4 a round), BENCH_ROUNDS (3), BENCH_CONCURRENCY (32),
// BENCH_EDGE_PORT (8897), BENCH_BARE_PORT (8898). Every beacon names its own session, so the edge's
// per-session rate limit (60 per 10 s) is still consulted on each one but
// never refuses.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { WRANGLER_BIN as bin, wranglerEnv } from '../../dev/wrangler-env.ts'

const root = join(import.meta.dirname, '..', '..')
const seconds = Number(process.env.BENCH_SECONDS ?? 4)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32)
const ports = { edge: Number(process.env.BENCH_EDGE_PORT ?? 8897), bare: Number(process.env.BENCH_BARE_PORT ?? 8898) }
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

const workers = []
function startWorker(name, args) {
  // Its own process group, so stopping it stops workerd too.
  const child = spawn(
    join(bin, 'wrangler'),
    ['dev', '--ip', '127.0.0.1', '--log-level', 'error', '--show-interactive-dev-session=false', ...args],
    {
      cwd: root,
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
const scenarios = {
  'GET /v1/text/sv': { status: 200, request: (origin) => [`${origin}/v1/text/sv`] },
  'POST beacon relay': {
    status: 204,
    request: (origin) => [
      `${origin}/bi/v1/idv-widget/24.21.1/bench_event?instance_id=1234&session_id=bench-${++session}&timestamp=${Date.now()}`,
      { method: 'POST', body: beaconBody, headers: { 'content-type': 'text/plain;charset=UTF-8' } },
    ],
  },
}

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
  const origins = { edge: `http://127.0.0.1:${ports.edge}`, bare: `http://127.0.0.1:${ports.bare}` }
  // One after the other: two wrangler devs starting together can race for the same internal port.
  startWorker('edge', ['--port', String(ports.edge), '--var', `ANALYTICS_UPSTREAM:${sinkUrl}/bi`])
  await ready(`${origins.edge}/v1/text/sv`)
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
    `loopback, wrangler dev (workerd), ${concurrency} in flight, ${rounds} rounds of ${seconds} s per worker and route (edge and bare alternating), after a 1 s warm-up; Node ${process.version}\n`,
  )
  const rows = []
  let failed = false
  for (const [name, scenario] of Object.entries(scenarios)) {
    const runs = { edge: undefined, bare: undefined }
    const relayed = { edge: 0, bare: 0 }
    for (const which of ['edge', 'bare']) await load(origins[which], scenario, 1000)
    await pause(500)
    // Alternating rounds, so a neighbour's burst on this shared machine hits both sides alike.
    for (let round = 0; round < rounds; round++) {
      for (const which of ['edge', 'bare']) {
        const before = arrived.count
        runs[which] = await load(origins[which], scenario, seconds * 1000, runs[which])
        // Relays run after the answer (waitUntil): let the last ones land before counting.
        if (scenario.status === 204) await pause(500)
        relayed[which] += arrived.count - before
      }
    }
    const result = {}
    for (const which of ['edge', 'bare']) {
      result[which] = { ...summary(runs[which]), ...(scenario.status === 204 ? { relayed: relayed[which] } : {}) }
      if (result[which].failures) failed = true
    }
    rows.push([name, result])
  }

  const ms = (value) => `${value.toFixed(2)} ms`
  for (const [name, { edge, bare }] of rows) {
    console.log(name)
    for (const [which, r] of [
      ['edge', edge],
      ['bare Hono', bare],
    ]) {
      const relayed = r.relayed === undefined ? '' : `, ${r.relayed} relayed`
      console.log(
        `  ${which.padEnd(10)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${ms(r.p50).padStart(9)}   p99 ${ms(r.p99).padStart(9)}   (${r.requests} requests, ${r.failures} failed${relayed})`,
      )
    }
    console.log(
      `  edge/bare  throughput ×${(edge.rps / bare.rps).toFixed(2)}, p50 ×${(edge.p50 / bare.p50).toFixed(2)}, p99 ×${(edge.p99 / bare.p99).toFixed(2)}\n`,
    )
  }
  stop(failed ? 1 : 0)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  stop(1)
}
