import { randomBytes } from 'node:crypto'
import { serve } from '@hono/node-server'
import { createMockServer } from './mock-server.ts'

const host = process.env.MOCK_HOST ?? '127.0.0.1'
const port = Number(process.env.MOCK_PORT ?? 8788)
const edgePort = Number(process.env.EDGE_PORT ?? 8787)

/** Starts the mock session server and demo checkout; resolves once it listens. */
export function startMockServer() {
  const app = createMockServer({
    // `localhost`, not 127.0.0.1: session urls must be loopback or the provider's domain, and this keeps
    // the session server a different origin from the demo page, as in production.
    publicOrigin: process.env.MOCK_PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    widgetOrigin: process.env.WIDGET_ORIGIN ?? `http://127.0.0.1:${edgePort}`,
    secret: process.env.MOCK_TOKEN_SECRET ?? randomBytes(32).toString('hex'),
  })
  return new Promise<ReturnType<typeof serve>>((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: host, port }, () => resolve(server))
  })
}

if (import.meta.main) await startMockServer()
