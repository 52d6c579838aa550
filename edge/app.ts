import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { textRoutes } from './routes/text'

const problem = (status: number, title: string) =>
  new Response(JSON.stringify({ type: 'about:blank', title, status }), {
    status,
    headers: { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store' },
  })

/** The worker's routes; static widget files are served by the assets layer before it. */
export function createApp() {
  const app = new Hono<{ Bindings: Env }>()
  app.route('/v1/text', textRoutes)
  app.notFound(() => problem(404, 'Not Found'))
  app.onError((error) => {
    if (error instanceof HTTPException) return problem(error.status, error.message || 'Error')
    console.error('edge error', error instanceof Error ? error.message : 'unknown')
    return problem(500, 'Internal Server Error')
  })
  return app
}
