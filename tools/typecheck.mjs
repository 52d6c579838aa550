// `npm run typecheck`: the text's generated types first (the others import them), then the worker's
// Env types and the three TypeScript projects side by side: each is one single-threaded process, and
// on two cores they overlap (18 s one after another → 15 s). Each one's output is printed whole when
// it ends, and the run fails if any failed.
import { spawn } from 'node:child_process'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const bin = (name) => join(root, 'node_modules', '.bin', name)

const run = (label, command, args) =>
  new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', (error) => done({ label, ok: false, output: String(error) }))
    child.on('close', (code) => done({ label, ok: code === 0, output }))
  })

const report = ({ label, ok, output }) => {
  if (!ok) console.error(`✗ ${label}\n${output}`)
  else if (output.trim()) console.log(output.trim())
  return ok
}

// Its own output is a progress log; only a failure's is worth showing.
const text = await run('typesafe-i18n', bin('typesafe-i18n'), ['--no-watch'])
if (!text.ok) report(text), process.exit(1)

const results = await Promise.all([
  run('worker Env types', process.execPath, [join(root, 'tools', 'check-worker-types.mjs')]),
  run('tsc -p .', bin('tsc'), ['-p', '.']),
  run('tsc -p edge', bin('tsc'), ['-p', 'edge']),
  run('tsc -p tsconfig.react.json', bin('tsc'), ['-p', 'tsconfig.react.json']),
])
if (!results.map(report).every(Boolean)) process.exit(1)
