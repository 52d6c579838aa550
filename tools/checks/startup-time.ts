import * as esbuild from 'esbuild'
import { convertV4MiniflareOptions, Miniflare } from 'miniflare'
import WebSocket from 'ws'

/**
 * How long workerd takes to parse, compile and evaluate a bundled worker's
 * global scope: what a new isolate costs before the first request it
 * serves. workerd compiles a worker's modules as it loads them, out of a
 * profiler's sight (which is why `wrangler check startup` sees evaluation
 * alone); so the bundle is rewritten as one script and handed, as text, to
 * workerd's unsafe-eval binding inside a profiled request, with a sampling
 * interval (100 µs) fine enough for a small worker. Repeated on fresh
 * runtimes; returns each run's CPU milliseconds (the samples not idle).
 */
export async function startupTimes(
  bundle: string,
  { runs = 3, compatibilityDate }: { runs?: number; compatibilityDate: string },
): Promise<number[]> {
  const { outputFiles } = await esbuild.build({
    entryPoints: [bundle],
    bundle: false,
    format: 'iife',
    write: false,
    logLevel: 'silent',
    platform: 'neutral',
  })
  const script = outputFiles[0]!.text
  const times: number[] = []
  for (let i = 0; i < runs; i++) times.push(await profileOnce(script, compatibilityDate))
  return times
}

/** What the profiler's `Profiler.stop` answers, as read here. */
interface Profile {
  nodes: Array<{ id: number; callFrame: { functionName: string } }>
  samples: number[]
  timeDeltas: number[]
}

async function profileOnce(script: string, compatibilityDate: string): Promise<number> {
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      name: 'startup',
      compatibilityDate,
      modules: [
        {
          type: 'ESModule',
          path: 'entry.mjs',
          contents: `import script from './worker.txt'\nexport default { fetch(request, env) { env.EVAL.eval(script, 'worker.js'); return new Response('ok') } }`,
        },
        { type: 'Text', path: 'worker.txt', contents: script },
      ],
      unsafeEvalBinding: 'EVAL',
      inspectorPort: 0,
      handleStructuredLogs: () => {},
    }),
  )
  try {
    await mf.ready
    const inspector = await mf.getInspectorURL()
    const ws = new WebSocket(new URL('/core:user:startup', inspector.href))
    await new Promise((open, fail) => (ws.once('open', open), ws.once('error', fail)))
    let id = 0
    const send = (method: string, params = {}) =>
      new Promise<unknown>((done, fail) => {
        const me = ++id
        const onMessage = (data: unknown) => {
          const message = JSON.parse(String(data))
          if (message.id !== me) return
          ws.off('message', onMessage)
          message.error ? fail(new Error(`${method}: ${message.error.message}`)) : done(message.result)
        }
        ws.on('message', onMessage)
        ws.send(JSON.stringify({ id: me, method, params }))
      })
    await send('Profiler.enable')
    await send('Profiler.setSamplingInterval', { interval: 100 })
    await send('Profiler.start')
    const response = await mf.dispatchFetch('https://startup.test/')
    const body = await response.text()
    if (!response.ok)
      throw new Error(`the worker's global scope failed to evaluate: ${response.status} ${body.slice(0, 500)}`)
    const { profile } = (await send('Profiler.stop')) as { profile: Profile }
    ws.terminate()
    const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id))
    let busy = 0
    profile.samples.forEach((node, i) => {
      if (!idle.has(node)) busy += profile.timeDeltas[i] ?? 0
    })
    return busy / 1000
  } finally {
    await mf.dispose()
  }
}
