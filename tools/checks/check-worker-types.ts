// The worker's Env types (edge/worker-configuration.d.ts) are checked in, so a change to
// wrangler.toml or to the pinned workerd cannot change them unseen. This regenerates them beside
// the committed file and fails when the two differ (`wrangler types --check` compares only the
// config's hash, not the runtime types). `npm run types` rewrites the committed file.
import { spawnSync } from 'node:child_process'
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { wranglerEnv } from '../../dev/wrangler-env.ts'
import { replaceOnce } from '../build/replace-once.ts'

const root = join(import.meta.dirname, '..', '..')
const committed = 'edge/worker-configuration.d.ts'
const fresh = 'edge/.worker-configuration.check.d.ts'
// The first lines name the file the types were written to: not part of what is compared.
// Asserted on what wrangler just wrote; the committed file may be anything (then it differs).
const body = (text: string, file: string) =>
  replaceOnce(text, `wrangler types ${file}`, 'wrangler types <file>', `${file} (wrangler's header)`)

try {
  const run = spawnSync(join(root, 'node_modules', '.bin', 'wrangler'), ['types', fresh], {
    cwd: root,
    encoding: 'utf8',
    env: wranglerEnv(),
  })
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr)
    process.exit(1)
  }
  const [want, have] = await Promise.all([
    readFile(join(root, fresh), 'utf8'),
    readFile(join(root, committed), 'utf8').catch(() => ''),
  ])
  if (body(want, fresh) !== have.replace(`wrangler types ${committed}`, 'wrangler types <file>')) {
    console.error(
      `${committed} is not what \`wrangler types\` makes from wrangler.toml and the installed workerd: run \`npm run types\` and commit it.`,
    )
    process.exit(1)
  }
  console.log(`${committed} is current.`)
} finally {
  await rm(join(root, fresh), { force: true })
}
