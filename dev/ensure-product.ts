// For scripts that need the running product (`npm run screenshots`): use the one already
// listening on EDGE_PORT/MOCK_PORT, or start `dev/start.ts` (after a build) and stop it after.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { wranglerEnv } from './wrangler-env.ts'

const up = async (url: string): Promise<boolean> => {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

export async function ensureProduct(root: string, edge: string): Promise<{ stop(): Promise<void> }> {
  if (await up(`${edge}/v1/text/en`)) return { stop: async () => {} }
  const child = spawn(process.execPath, [join(root, 'dev', 'start.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: wranglerEnv(),
  })
  const exited = new Promise((done) => child.once('exit', done))
  // Never left running, whatever way the script ends.
  process.once('exit', () => child.kill('SIGTERM'))
  const deadline = Date.now() + 90_000
  while (!(await up(`${edge}/v1/text/en`))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error('the product did not start (node dev/start.ts)')
    await new Promise((r) => setTimeout(r, 500))
  }
  return {
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
  }
}
