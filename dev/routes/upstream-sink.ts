import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as v from 'valibot'

export interface SinkEntry {
  id: number
  at: string
  kind: 'beacon' | 'errors'
  path: string
  query: Record<string, string>
  headers: Record<string, string>
  body: unknown
  /** What the sink answered: 429 while its rate-limit switch is on. */
  status: number
}

export interface UpstreamSinkOptions {
  /** How many arrivals it keeps, newest first. */
  capacity?: number
  now?: () => number
}

/** Headers that must never arrive from the edge: seeing one here means the relay leaks. */
const LEAKS = [
  'cookie',
  'authorization',
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  'true-client-ip',
  'cf-connecting-ip',
]

const RateLimitRequest = v.object({
  seconds: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3600)),
  /** Empty: every category (beacons are `analytics`, batches `error` or `log`). */
  categories: v.optional(v.array(v.picklist(['analytics', 'error', 'log'])), []),
})

/**
 * What the sink keeps of a body: the same value, cut below a depth a page
 * can render. Anything may arrive here (that is what the sink is for
 * watching), and a 30,000-level body must not take the page down with it.
 */
export function keepable(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value
  if (depth >= 20) return '[… deeper levels not kept …]'
  if (Array.isArray(value)) return value.map((item) => keepable(item, depth + 1))
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, keepable(item, depth + 1)]))
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/**
 * The analytics and error upstream of local development, mounted at `/dev`
 * by the mock server: it keeps what the edge relays so a person can watch
 * beacons and error batches arrive (`/dev/sink`, `/dev/sink.json`), and can
 * be switched to answer 429 (`POST /dev/sink/rate-limit`) to exercise the
 * edge's handling of an upstream's rate limit.
 */
export function createUpstreamSink({ capacity = 200, now = Date.now }: UpstreamSinkOptions = {}) {
  const entries: SinkEntry[] = []
  let nextId = 1
  let limit = { until: 0, categories: [] as string[] }

  const secondsLeft = () => Math.max(0, Math.ceil((limit.until - now()) / 1000))
  const limits = (categories: string[]) =>
    secondsLeft() > 0 && (limit.categories.length === 0 || categories.some((c) => limit.categories.includes(c)))
  const rateLimitHeaders = () => ({
    'Retry-After': String(secondsLeft()),
    'X-IDV-Rate-Limits': `${secondsLeft()}:${limit.categories.join(';')}:organization`,
  })

  const receive = (kind: SinkEntry['kind']) => async (c: Context) => {
    const raw = await c.req.text()
    let body: unknown = raw
    try {
      body = keepable(JSON.parse(raw))
    } catch {
      // kept as text: showing what arrived matters more than its shape (a body too deep to parse included)
    }
    const batch = body as { events?: { category?: string }[] } | null
    const events = kind === 'errors' && Array.isArray(batch?.events) ? batch.events : []
    const limited = limits(kind === 'beacon' ? ['analytics'] : events.map((e) => String(e.category)))
    const status = limited ? 429 : kind === 'beacon' ? 204 : 200
    const url = new URL(c.req.url)
    entries.unshift({
      id: nextId++,
      at: new Date(now()).toISOString(),
      kind,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(c.req.raw.headers),
      body,
      status,
    })
    entries.length = Math.min(entries.length, capacity)
    if (limited) return c.json({ error: 'rate_limited' }, 429, rateLimitHeaders())
    return kind === 'beacon' ? c.body(null, 204) : c.json({ accepted: events.length }, 200)
  }

  const state = () => ({ rateLimit: { seconds: secondsLeft(), categories: limit.categories }, received: entries })

  const app = new Hono()
  // Error batches may be 256 KiB (RELAY_API.md), more than the session API's limit.
  app.use('/sink/*', bodyLimit({ maxSize: 512 * 1024, onError: (c) => c.json({ error: 'payload_too_large' }, 413) }))
  app.post('/sink/bi/*', receive('beacon'))
  app.post('/sink/errors', receive('errors'))

  app.post('/sink/rate-limit', async (c) => {
    const form = c.req.header('content-type')?.startsWith('application/x-www-form-urlencoded')
    const input = form
      ? await c.req.parseBody().then((f) => ({
          seconds: Number(f.seconds),
          categories: String(f.categories ?? '')
            .split(/[\s,;]+/)
            .filter(Boolean),
        }))
      : await c.req.json().catch(() => undefined)
    const parsed = v.safeParse(RateLimitRequest, input)
    if (!parsed.success) {
      return c.json(
        { error: 'invalid_request', issues: parsed.issues.map((i) => `${v.getDotPath(i) ?? 'body'}: ${i.message}`) },
        400,
      )
    }
    limit = { until: now() + parsed.output.seconds * 1000, categories: parsed.output.categories }
    return form ? c.redirect('/dev/sink', 303) : c.json(state().rateLimit)
  })

  app.get('/sink.json', (c) => c.json(state(), 200, { 'Cache-Control': 'no-store' }))
  app.delete('/sink', (c) => {
    entries.length = 0
    return c.body(null, 204)
  })
  app.post('/sink/clear', (c) => {
    entries.length = 0
    return c.redirect('/dev/sink', 303)
  })
  app.get('/sink', (c) =>
    c.html(sinkPage(state(), c.req.query('refresh') !== '0'), 200, { 'Cache-Control': 'no-store' }),
  )

  return app
}

type SinkState = { rateLimit: { seconds: number; categories: string[] }; received: SinkEntry[] }

function sinkPage({ rateLimit, received }: SinkState, refresh: boolean) {
  const rows = received
    .map((entry) => {
      const leaked = LEAKS.filter((name) => name in entry.headers)
      const headers = ['content-type', 'x-client-ip']
        .filter((name) => name in entry.headers)
        .map((name) => `${name}: ${entry.headers[name]}`)
      const query = new URLSearchParams(entry.query).toString()
      return `<li class="${entry.kind}${entry.status === 429 ? ' refused' : ''}">
  <div><b>${entry.kind === 'beacon' ? 'beacon' : 'error batch'}</b> · ${escapeHtml(entry.at)} · answered ${entry.status}</div>
  <code>POST ${escapeHtml(entry.path)}${query ? `?${escapeHtml(query)}` : ''}</code>
  <div class="headers">${escapeHtml(headers.join(' · '))}${leaked.length ? ` <b class="leak">leaked: ${escapeHtml(leaked.join(', '))}</b>` : ''}</div>
  <pre>${escapeHtml(JSON.stringify(entry.body, null, 2))}</pre>
</li>`
    })
    .join('\n')
  const status = rateLimit.seconds
    ? `Answering 429 for another ${rateLimit.seconds} s (${rateLimit.categories.length ? escapeHtml(rateLimit.categories.join(', ')) : 'every category'}).`
    : 'Accepting everything.'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
${refresh ? '<meta http-equiv="refresh" content="3" />' : ''}
<title>Upstream sink</title>
<style>
  body { font: 14px/1.5 system-ui, sans-serif; margin: 0; background: #f3f1ee; color: #1d1b19; }
  header { background: #1d1b19; color: #fff; padding: 12px 20px; }
  header a { color: #fff; margin-left: 16px; }
  main { padding: 16px 20px; max-width: 1000px; }
  form { display: inline-flex; gap: 8px; align-items: center; margin: 0 16px 12px 0; }
  input { font: inherit; padding: 4px 6px; width: 8em; }
  ol { list-style: none; padding: 0; }
  li { background: #fff; border-radius: 8px; padding: 10px 12px; margin: 0 0 8px; border-left: 4px solid #2f6fde; }
  li.errors { border-left-color: #c2410c; }
  li.refused { opacity: 0.6; }
  pre { margin: 6px 0 0; font: 12px/1.4 ui-monospace, monospace; white-space: pre-wrap; word-break: break-all; max-height: 16em; overflow: auto; }
  code, .headers { font: 12px ui-monospace, monospace; word-break: break-all; }
  .leak { color: #b91c1c; }
</style>
</head>
<body>
<header>Upstream sink: what the edge relayed <a href="/">demo checkout</a> <a href="/dev/sink.json">JSON</a> <a href="/dev/sink?refresh=${refresh ? '0' : '1'}">${refresh ? 'stop refreshing' : 'refresh every 3 s'}</a></header>
<main>
<p role="status">${status} ${received.length} arrivals kept, newest first.</p>
<form method="post" action="/dev/sink/rate-limit">
  <label>Answer 429 for <input name="seconds" type="number" min="0" max="3600" value="30" /> s</label>
  <label>categories <input name="categories" placeholder="all" title="analytics, error, log; empty for all" /></label>
  <button>Rate-limit</button>
</form>
<form method="post" action="/dev/sink/rate-limit"><input type="hidden" name="seconds" value="0" /><button>Stop rate-limiting</button></form>
<form method="post" action="/dev/sink/clear"><button>Clear</button></form>
<ol>
${rows || '<li>Nothing yet: open the widget from the demo checkout and its beacons and error batches appear here.</li>'}
</ol>
</main>
</body>
</html>`
}
