import { Hono } from 'hono'
import { PRIVATE_ASSET_PREFIXES } from '../contracts/edge-assets'
import { HTTPException } from 'hono/http-exception'
import { problem, problemFor } from './http/problem'
import { securityHeaders } from './middleware/security-headers'
import { widgetCors } from './middleware/widget-cors'
import { beaconRoutes, rejectSuspiciousPaths } from './routes/beacons'
import { errorRoutes } from './routes/errors'
import { handoffPage } from './routes/handoff-page'
import { textRoutes } from './routes/text'
import { widgetPage } from './routes/widget-page'

const RATE_LIMIT_HEADERS = ['Retry-After', 'RateLimit', 'RateLimit-Policy']

/** The worker's routes; static widget files other than the HTML are served by the assets layer before it. */
export function createApp() {
  const app = new Hono<{ Bindings: Env }>()
  app.use(securityHeaders)
  app.use('/v1/text/*', widgetCors(['GET', 'HEAD'], ['ETag', 'X-Text-Locale', 'X-Text-Fallback']))
  app.use('/bi/*', widgetCors(['GET', 'POST'], RATE_LIMIT_HEADERS), rejectSuspiciousPaths)
  app.use('/v1/errors', widgetCors(['POST'], [...RATE_LIMIT_HEADERS, 'X-IDV-Rate-Limits']))

  // The build's data files are the worker's to read, with their headers: never served as files.
  for (const prefix of PRIVATE_ASSET_PREFIXES) app.all(`${prefix}*`, () => problem(404, 'No such route'))
  app.route('/', widgetPage)
  app.route('/handoff', handoffPage)
  app.route('/v1/text', textRoutes)
  app.route('/bi', beaconRoutes)
  app.route('/v1/errors', errorRoutes)

  app.notFound(() => problem(404, 'No such route'))
  app.onError((error) => {
    if (error instanceof HTTPException) return problemFor(error)
    console.error('edge error', error instanceof Error ? error.message : 'unknown')
    return problem(500)
  })
  return app
}
