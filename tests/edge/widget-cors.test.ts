import { env } from 'cloudflare:workers'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { widgetCors } from '../../edge/middleware/widget-cors'

describe('widgetCors on a call without Origin (in workerd)', () => {
  it('adds Vary: Origin to the route’s own response instead of copying it (a copy per request cost a fifth of a text request)', async () => {
    let answered: Response | undefined
    const app = new Hono<{ Bindings: Env }>()
      .use(widgetCors(['GET'], []))
      .get('/', () => (answered = new Response('{}', { headers: { Vary: 'Accept-Encoding' } })))
    const response = await app.fetch(new Request('http://edge.test/'), env)
    expect(response).toBe(answered)
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Origin')
  })
})
