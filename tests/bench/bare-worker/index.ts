// The baseline of tests/bench/edge-throughput.mjs: the same two routes in
// bare Hono, in the same runtime, without validation, rate limits, header
// hygiene or security headers, so the ratio is what those cost.
import { Hono } from 'hono'
import bundle from '../../../.build/text.json'

const sv = bundle.locales.sv.root.body

const app = new Hono<{ Bindings: { ANALYTICS_UPSTREAM: string } }>()
app.get('/v1/text/:locale', (c) => c.body(sv, 200, { 'Content-Type': 'application/json; charset=utf-8' }))
app.post('/bi/v1/:client/:version/:event', async (c) => {
  const body = await c.req.text()
  const { client, version, event } = c.req.param()
  const relay = fetch(`${c.env.ANALYTICS_UPSTREAM}/v1/${client}/${version}/${event}${new URL(c.req.url).search}`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
  }).then((response) => response.body?.cancel())
  c.executionCtx.waitUntil(relay)
  return c.body(null, 204)
})

export default app
