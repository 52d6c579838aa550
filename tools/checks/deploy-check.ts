// Would this deploy? `wrangler deploy --dry-run` of the production environment with the
// production build in dist/ (run `npm run build` first): bundles the worker as Cloudflare
// would, reads the assets, and checks the configuration, without an account. Fails when
// wrangler refuses, when the worker passes its own size or start-up limit, when the
// production rate limits drift from the numbers the worker advertises, or when production
// lacks the MERCHANTS namespace the documents are framed from. The bundle stays in
// .build/deploy.
import { spawnSync } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { startupTimes } from './startup-time.ts'

const root = join(import.meta.dirname, '..', '..')
const outdir = join(root, '.build', 'deploy')
/**
 * The worker's limits, and why (docs/architecture.md "Budgets": the edge worker holds code, not data).
 *
 * Size: 100 KiB gzip. The worker is routing, headers, relays and limits; its data (documents,
 * text, their manifest) are static assets (contracts/edge-assets.ts), so nothing in it grows
 * with a family or a locale. It measured 2,890 KiB / 821 KiB gzip when it held the data, close
 * to Cloudflare's 3 MiB free-plan ceiling; 100 KiB leaves room for the code to grow threefold,
 * and a worker that passes it has almost surely taken data back in.
 *
 * Start-up: 20 ms of workerd's CPU to parse, compile and evaluate the bundle
 * (./startup-time.ts, the least of three fresh runtimes). Every new isolate pays it before the
 * first request it serves, the shopper's first screen included. Measured on this project's
 * 2-core machine: the code-only worker 9-11 ms, the worker that held the data 24-27 ms (an empty
 * worker 0-4 ms). Cloudflare refuses a worker over 1 s; 20 ms keeps today's worker with room to
 * grow, and fails one that takes data back in or starts doing at load what should wait for a request.
 */
const LIMIT_GZIP = 100 * 1024
const LIMIT_STARTUP_MS = 20

const run = spawnSync(
  join(root, 'node_modules', '.bin', 'wrangler'),
  ['deploy', '--dry-run', '--env', 'production', '--outdir', outdir],
  {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
  },
)
const output = `${run.stdout}\n${run.stderr}`
if (run.status !== 0) {
  console.error(output)
  console.error('deploy dry run failed: this bundle would not deploy')
  process.exit(1)
}

// The RateLimit headers promise what the bindings enforce (edge/middleware/rate-limit.ts).
const policies = await readFile(join(root, 'edge', 'middleware', 'rate-limit.ts'), 'utf8')
const problems: string[] = []
for (const [, binding, limit, period] of policies.matchAll(/binding: '(\w+)', limit: (\d+), period: (\d+)/g))
  if (!output.includes(`env.${binding} (${limit} requests/${period}s)`))
    problems.push(
      `${binding}: production must limit ${limit} requests per ${period} s, as edge/middleware/rate-limit.ts says`,
    )

// Who may frame the widget is read per merchant from the MERCHANTS namespace (docs/merchants.md): an
// environment inherits no bindings, and a worker without it would refuse every merchant's widget.
const merchants = /env\.MERCHANTS \((\w+)\)\s+KV Namespace/.exec(output)
if (!merchants)
  problems.push(
    'production has no MERCHANTS KV namespace: declare it under [[env.production.kv_namespaces]] (docs/deploy.md)',
  )
const notices: string[] = []
if (merchants && /^0+$/.test(merchants[1]!))
  notices.push(
    'MERCHANTS still has the placeholder namespace id: put the one `wrangler kv namespace create MERCHANTS --env production` printed before a real deploy (docs/deploy.md)',
  )

const worker = await readFile(join(outdir, 'index.js'))
const size = { raw: worker.length, gzip: gzipSync(worker, { level: 9 }).length }
if (size.gzip > LIMIT_GZIP)
  problems.push(
    `the worker is ${size.gzip} B gzip, over its ${LIMIT_GZIP} B: has data moved back into the script? (tools/checks/deploy-check.ts says why the limit)`,
  )
const upload = /Total Upload: ([^\n]+)/.exec(output)?.[1]?.trim()
const compatibilityDate = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(
  await readFile(join(root, 'wrangler.toml'), 'utf8'),
)?.[1]
if (!compatibilityDate) throw new Error('wrangler.toml names no compatibility_date')
const startup = await startupTimes(join(outdir, 'index.js'), { runs: 3, compatibilityDate })
const startupMs = Math.min(...startup)
if (startupMs > LIMIT_STARTUP_MS)
  problems.push(
    `the worker takes ${startupMs.toFixed(1)} ms of CPU to start in workerd, over its ${LIMIT_STARTUP_MS} ms (tools/checks/deploy-check.ts says why the limit)`,
  )
await writeFile(
  join(outdir, 'size.json'),
  JSON.stringify(
    { ...size, limitGzip: LIMIT_GZIP, wrangler: upload, startupMs: startup, limitStartupMs: LIMIT_STARTUP_MS },
    null,
    2,
  ),
)

console.log(
  `deploy dry run (production): worker ${(size.raw / 1024).toFixed(1)} KiB, ${(size.gzip / 1024).toFixed(1)} KiB gzip (limit ${LIMIT_GZIP / 1024} KiB); ` +
    `start-up in workerd ${startup.map((ms) => ms.toFixed(1)).join(' / ')} ms CPU (limit ${LIMIT_STARTUP_MS} ms); wrangler: ${upload}`,
)
for (const notice of notices) console.log(`note: ${notice}`)
if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
