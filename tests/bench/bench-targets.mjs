// What the benchmarks share: the checkouts they measure, and the phone they
// measure as (slow 3G and a 4× slower CPU, design.md's budget conditions).

const local = (port) => `http://127.0.0.1:${port}`

/**
 * This checkout's `npm start` (EDGE_PORT, MOCK_PORT), and with
 * BENCH_AGAINST=edgePort:mockPort a second one (another checkout started with
 * ports of its own), which the benchmarks alternate with run by run.
 */
export const TARGETS = [
  { name: 'this', edge: local(process.env.EDGE_PORT ?? 8787), demo: local(process.env.MOCK_PORT ?? 8788) },
]
if (process.env.BENCH_AGAINST) {
  const [edge, mock] = process.env.BENCH_AGAINST.split(':')
  TARGETS.push({ name: `against :${edge}`, edge: local(edge), demo: local(mock) })
}
/** Round-trip time (ms), throughput each way (B/s), CPU slowdown. */
export const RTT = 400
export const BPS = 50_000
export const CPU = 4
