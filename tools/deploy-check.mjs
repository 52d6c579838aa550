// Would this deploy? `wrangler deploy --dry-run` of the production environment with the
// production build in dist/ (run `npm run build` first): bundles the worker as Cloudflare
// would, reads the assets, and checks the configuration, without an account. Fails when
// wrangler refuses, when the worker outgrows the plan's limit, or when the production rate
// limits drift from the numbers the worker advertises. The bundle stays in .build/deploy.
import { spawnSync } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const root = join(import.meta.dirname, '..')
const outdir = join(root, '.build', 'deploy')
// Cloudflare's limit on a worker after compression: 3 MiB on the free plan (10 MiB paid). Stay under the lower.
const LIMIT_GZIP = 3 * 1024 * 1024

const run = spawnSync(join(root, 'node_modules', '.bin', 'wrangler'), ['deploy', '--dry-run', '--env', 'production', '--outdir', outdir], {
  cwd: root,
  encoding: 'utf8',
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
})
const output = `${run.stdout}\n${run.stderr}`
if (run.status !== 0) {
  console.error(output)
  console.error('deploy dry run failed: this bundle would not deploy')
  process.exit(1)
}

// The RateLimit headers promise what the bindings enforce (edge/middleware/rate-limit.ts).
const policies = await readFile(join(root, 'edge', 'middleware', 'rate-limit.ts'), 'utf8')
const problems = []
for (const [, binding, limit, period] of policies.matchAll(/binding: '(\w+)', limit: (\d+), period: (\d+)/g))
  if (!output.includes(`env.${binding} (${limit} requests/${period}s)`)) problems.push(`${binding}: production must limit ${limit} requests per ${period} s, as edge/middleware/rate-limit.ts says`)

const worker = await readFile(join(outdir, 'index.js'))
const size = { raw: worker.length, gzip: gzipSync(worker, { level: 9 }).length }
if (size.gzip > LIMIT_GZIP) problems.push(`the worker is ${size.gzip} B gzip, over Cloudflare's ${LIMIT_GZIP} B`)
const upload = /Total Upload: ([^\n]+)/.exec(output)?.[1]?.trim()
await writeFile(join(outdir, 'size.json'), JSON.stringify({ ...size, limitGzip: LIMIT_GZIP, wrangler: upload }, null, 2))

console.log(`deploy dry run (production): worker ${(size.raw / 1024).toFixed(1)} KiB, ${(size.gzip / 1024).toFixed(1)} KiB gzip (limit ${LIMIT_GZIP / 1024 / 1024} MiB); wrangler: ${upload}`)
if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
