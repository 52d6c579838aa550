// @vitest-environment node
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { WRANGLER_BIN, wranglerEnv } from '../../dev/wrangler-env'

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })

const dir = await mkdtemp(join(tmpdir(), 'idv-wrangler-env-'))
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('the environment wrangler runs in (dev/wrangler-env.ts)', () => {
  it('starts `wrangler dev` without asking the internet for Request.cf: no warning, no stack trace, nothing cached', async () => {
    const [port, inspector] = [await freePort(), await freePort()]
    // An empty cache, so a cf.json fetched on an earlier start cannot hide a fetch; and no NODE_ENV=test
    // (vitest's), under which miniflare skips the fetch by itself: as `npm start` runs it.
    const cache = join(dir, 'cache')
    const env = wranglerEnv({ ...process.env, NODE_ENV: undefined, MINIFLARE_CACHE_DIR: cache })
    const edge = spawn(
      join(WRANGLER_BIN, 'wrangler'),
      ['dev', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspector)].concat([
        '--log-level',
        'warn',
        '--show-interactive-dev-session=false',
        '--persist-to',
        join(dir, 'state'),
      ]),
      { stdio: ['ignore', 'pipe', 'pipe'], env },
    )
    let output = ''
    edge.stdout.on('data', (chunk) => (output += chunk))
    edge.stderr.on('data', (chunk) => (output += chunk))
    const exited = new Promise((done) => edge.once('exit', done))
    try {
      const deadline = Date.now() + 45_000
      for (;;) {
        const answered = await fetch(`http://127.0.0.1:${port}/`).then(
          () => true,
          () => false,
        )
        if (answered) break
        if (edge.exitCode !== null || Date.now() > deadline) throw new Error(`wrangler dev did not start:\n${output}`)
        await new Promise((r) => setTimeout(r, 250))
      }
    } finally {
      edge.kill('SIGTERM')
      await exited
    }
    expect(output).not.toMatch(/Request\.cf|\n\s+at /)
    expect(existsSync(join(cache, 'cf.json'))).toBe(false)
  }, 60_000)
})
