// `npm test`: every check, one after another (the first failure stops the run), each with its time,
// and the whole run's time at the end: the suite must stay well under the time CI allows as it grows.
// Run side by side, the steps only took the cores from each other: the build's brotli 11 takes both,
// Playwright's three workers too (build ∥ type checks: 68 s → 67 s; vitest ∥ engines: 40 s → 38 s).
import { spawn } from 'node:child_process'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..', '..')
type Command = [file: string, ...args: string[]]
const node = (...args: string[]): Command => [process.execPath, ...args]
const bin = (name: string, ...args: string[]): Command => [join(root, 'node_modules', '.bin', name), ...args]

const STEPS = [
  { name: 'lint', command: bin('biome', 'ci', '--reporter=summary', '.') },
  { name: 'build with budget', command: node('build.ts', '--budget') },
  { name: 'dependency rules', command: node('tools/checks/check-dependencies.ts') },
  { name: 'typecheck', command: node('tools/checks/typecheck.ts') },
  { name: 'deploy dry run', command: node('tools/checks/deploy-check.ts') },
  { name: 'vitest', command: bin('vitest', 'run') },
  { name: 'browser tests (Playwright, Chromium)', command: bin('playwright', 'test') },
  // The browser tests measured each first screen's coverage: what each document carries that it never calls.
  { name: 'never called on the first screens', command: node('tools/checks/never-called.ts') },
  { name: 'cross-engine smoke suite (WebKit, Firefox)', command: node('e2e-engines/run.ts') },
]

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

const run = ([file, ...args]: Command) =>
  new Promise<string | null>((done) => {
    const child = spawn(file, args, { cwd: root, stdio: 'inherit' })
    child.on('error', (error) => done(String(error)))
    child.on('close', (code, signal) => done(code === 0 ? null : (signal ?? `exit code ${code}`)))
  })

const started = performance.now()
const times: string[] = []
for (const { name, command } of STEPS) {
  console.log(`\n── ${name}`)
  const since = performance.now()
  const failure = await run(command)
  times.push(`${failure ? '✗' : '✓'} ${name} (${seconds(since)})`)
  if (failure) {
    console.error(`\n${times.join('\n')}\nnpm test failed: ${name} (${failure}), after ${seconds(started)}`)
    process.exit(1)
  }
}
console.log(`\n${times.join('\n')}\nnpm test passed in ${seconds(started)}`)
