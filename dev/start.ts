// `npm start` after the build: the edge under `wrangler dev` and the mock
// session server with the demo checkout, both on loopback, offline.
import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { localKvMerchants } from './local-kv.ts'
import { DEMO_MERCHANT, demoMerchantRecord } from './merchants.ts'
import { secondShopPort, startMockServer } from './server.ts'
import { WRANGLER_BIN, wranglerEnv } from './wrangler-env.ts'

const edgePort = process.env.EDGE_PORT ?? '8787'
const mockPort = process.env.MOCK_PORT ?? '8788'
const sink = `http://127.0.0.1:${mockPort}/dev/sink`

// The edge's local state (its KV namespace) starts afresh on every start, one folder per port so two
// instances do not list each other's merchants: the demo merchant listed, the second one not (dev/merchants.ts).
const state = join(import.meta.dirname, '..', '.wrangler', `state-${edgePort}`)
await rm(state, { recursive: true, force: true })
const merchants = localKvMerchants(state)
await merchants.seed({ [DEMO_MERCHANT]: demoMerchantRecord })

const edge = spawn(
  join(WRANGLER_BIN, 'wrangler'),
  [
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    edgePort,
    '--log-level',
    process.env.WRANGLER_LOG ?? 'warn',
    '--show-interactive-dev-session=false',
    '--persist-to',
    state,
    // Its own devtools port, so two checkouts (or a test run beside `npm start`) can run at once.
    '--inspector-port',
    process.env.INSPECTOR_PORT ?? String(Number(edgePort) + 1442),
    // The mock server is the relays' upstream, on whatever port it really listens.
    '--var',
    `ANALYTICS_UPSTREAM:${sink}/bi`,
    '--var',
    `ERROR_UPSTREAM:${sink}/errors`,
  ],
  {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: wranglerEnv(),
  },
)
const mock = await startMockServer({ merchants })

async function waitForEdge(deadline = Date.now() + 60_000): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${edgePort}/v1/text/en`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('the edge did not start within 60 s')
}

let stopping = false
const stop = (code = 0) => {
  if (stopping) return
  stopping = true
  mock.close()
  edge.kill('SIGTERM')
  setTimeout(() => process.exit(code), 2000).unref()
  edge.once('exit', () => process.exit(code))
}
process.on('SIGINT', () => stop())
process.on('SIGTERM', () => stop())
edge.on('exit', (code) => {
  if (!stopping) {
    console.error(`wrangler dev exited (${code}); stopping.`)
    stop(1)
  }
})

await waitForEdge()
console.log(`
  Edge (widget, text)       http://127.0.0.1:${edgePort}
  Session server (mock)     http://localhost:${mockPort}
  Demo checkout             http://127.0.0.1:${mockPort}/   ← open this
  Upstream sink             ${sink}   (what the edge relayed; ${sink}.json)
  Second merchant's shop    http://127.0.0.1:${secondShopPort}/   (not set up: the widget is refused there
                            until the demo's outside-world panel lists it)

  Ctrl-C stops both.
`)
