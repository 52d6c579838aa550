import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { MerchantRecord, MerchantStore } from './merchants.ts'
import { WRANGLER_BIN, wranglerEnv } from './wrangler-env.ts'

const run = promisify(execFile)
const root = join(import.meta.dirname, '..')

/**
 * The MERCHANTS namespace as `wrangler dev` keeps it on this machine
 * (.wrangler/state), written with wrangler's own `kv` commands: the running
 * edge reads what they write, as production reads what an operator puts.
 * Each command starts wrangler (a second or two), so the seeding is one bulk
 * write into a state folder emptied first (dev/start.ts).
 */
export function localKvMerchants(
  persistTo: string,
): MerchantStore & { seed(records: Record<string, MerchantRecord>): Promise<void> } {
  const wrangler = (...args: string[]) =>
    run(
      join(WRANGLER_BIN, 'wrangler'),
      ['kv', ...args, '--binding', 'MERCHANTS', '--local', '--persist-to', persistTo],
      {
        cwd: root,
        env: wranglerEnv(),
      },
    )
  return {
    async seed(records) {
      const dir = await mkdtemp(join(tmpdir(), 'idv-kv-'))
      try {
        const file = join(dir, 'merchants.json')
        const entries = Object.entries(records).map(([key, value]) => ({ key, value: JSON.stringify(value) }))
        await writeFile(file, JSON.stringify(entries))
        await wrangler('bulk', 'put', file)
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    },
    put: (id, record) => wrangler('key', 'put', id, JSON.stringify(record)).then(() => undefined),
    remove: (id) => wrangler('key', 'delete', id).then(() => undefined),
  }
}
