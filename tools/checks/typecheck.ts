// `npm run typecheck`: the text's generated types first (the others import them), then the worker's
// Env types and the three TypeScript projects side by side. Each one's output is printed whole when
// it ends, and the run fails if any failed. The projects are checked by TypeScript 7, the compiler in Go
// (`typescript-7`; the root project 14 s → 3 s on two cores). TypeScript 6 stays as `typescript` for
// typesafe-i18n's generator alone, which calls the compiler's JavaScript API that 7 no longer has.
import { spawn } from 'node:child_process'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..', '..')
const bin = (name: string) => join(root, 'node_modules', '.bin', name)
const tsc = join(root, 'node_modules', 'typescript-7', 'bin', 'tsc')

interface Result {
  label: string
  ok: boolean
  output: string
}

const run = (label: string, command: string, args: string[]) =>
  new Promise<Result>((done) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', (error) => done({ label, ok: false, output: String(error) }))
    child.on('close', (code) => done({ label, ok: code === 0, output }))
  })

const report = ({ label, ok, output }: Result) => {
  if (!ok) console.error(`✗ ${label}\n${output}`)
  else if (output.trim()) console.log(output.trim())
  return ok
}

// Its own output is a progress log; only a failure's is worth showing.
const text = await run('typesafe-i18n', bin('typesafe-i18n'), ['--no-watch'])
if (!text.ok) report(text), process.exit(1)

const results = await Promise.all([
  run('worker Env types', process.execPath, [join(root, 'tools', 'checks', 'check-worker-types.ts')]),
  run('tsc -p .', process.execPath, [tsc, '-p', '.']),
  run('tsc -p edge', process.execPath, [tsc, '-p', 'edge']),
  run('tsc -p tsconfig.react.json', process.execPath, [tsc, '-p', 'tsconfig.react.json']),
])
if (!results.map(report).every(Boolean)) process.exit(1)
