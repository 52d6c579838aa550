// `npm run test:engines [webkit|firefox …]`: the cross-engine smoke suite (docs/testing.md, "Other engines"). Uses
// the product running on EDGE_PORT/MOCK_PORT or starts it, starts Xvfb for WebKitGTK when there is no
// display, runs every check in each engine, stops all it started, and exits 1 on any failure.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { EDGE } from '../e2e/ports.ts'
import { ensureProduct } from '../dev/ensure-product.ts'
import type { Engine, EnginePage } from './engine-page.ts'
import { firefox } from './firefox.ts'
import { stopAllGroups } from './process-group.ts'
import { SMOKE_CHECKS } from './smoke-checks.ts'
import { webkit } from './webkit.ts'
import { startXvfb } from './xvfb.ts'

const root = join(import.meta.dirname, '..')
const ENGINES: Record<string, Engine> = { webkit, firefox }
const asked = process.argv.slice(2)
const unknown = asked.filter((name) => !(name in ENGINES))
if (unknown.length) {
  console.error(`Unknown engine ${unknown.join(', ')}; choose from ${Object.keys(ENGINES).join(', ')}.`)
  process.exit(2)
}
if (!existsSync(join(root, 'dist', 'sdk', 'idv-host.js'))) {
  console.error('No build in dist/: run `npm run build` first.')
  process.exit(2)
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`
const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

// Whatever way the run ends, nothing it started stays behind (the product stops as the process exits).
let interrupted = false
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    interrupted = true
    console.error(`\n${signal}: stopping what the suite started.`)
    void stopAllGroups().finally(() => process.exit(130))
  })

const failures: string[] = []
let stopXvfb: (() => Promise<void>) | null = null
const ready = performance.now()
const product = await ensureProduct(root, EDGE)
console.log(`The product on ${EDGE} answers (${seconds(ready)}).`)
try {
  for (const engine of asked.length ? asked.map((name) => ENGINES[name]!) : Object.values(ENGINES)) {
    if (interrupted) break
    if (engine.needsDisplay && !process.env.DISPLAY) {
      const xvfb = await startXvfb()
      process.env.DISPLAY = xvfb.display
      stopXvfb = xvfb.stop
    }
    const started = performance.now()
    let page: EnginePage
    try {
      page = await engine.launch()
    } catch (error) {
      failures.push(`${engine.name}: could not start: ${message(error)}`)
      console.log(`✗ ${engine.name} could not start: ${message(error)}`)
      continue
    }
    console.log(`${engine.name} (${page.version}), started in ${seconds(started)}`)
    try {
      for (const check of SMOKE_CHECKS) {
        if (interrupted) break
        const since = performance.now()
        try {
          await check.run(page)
          console.log(`  ✓ ${check.name} (${seconds(since)})`)
        } catch (error) {
          failures.push(`${engine.name}: ${check.name}: ${message(error)}`)
          console.log(`  ✗ ${check.name} (${seconds(since)}): ${message(error)}`)
        }
      }
    } finally {
      await page.close()
    }
    console.log(`  ${engine.name}: ${seconds(started)} in all`)
  }
} finally {
  await stopXvfb?.()
  await product.stop()
}

if (failures.length) {
  console.error(`\nCross-engine smoke suite: ${failures.length} failed\n${failures.map((f) => `  ${f}`).join('\n')}`)
  process.exit(1)
}
console.log('\nCross-engine smoke suite: all passed')
