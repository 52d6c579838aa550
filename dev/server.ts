import { randomBytes } from 'node:crypto'
import { serve } from '@hono/node-server'
import type { MerchantStore } from './merchants.ts'
import { createMockServer } from './mock-server.ts'

const host = process.env.MOCK_HOST ?? '127.0.0.1'
const port = Number(process.env.MOCK_PORT ?? 8788)
const edgePort = Number(process.env.EDGE_PORT ?? 8787)
/** The second demo merchant's checkout (dev/merchants.ts), on a port of its own. */
export const secondShopPort = Number(process.env.SECOND_SHOP_PORT ?? port + 2)

const listen = (fetch: (request: Request) => Response | Promise<Response>, at: number) =>
  new Promise<ReturnType<typeof serve>>((resolve) => {
    const server = serve({ fetch, hostname: host, port: at }, () => resolve(server))
  })

/** Starts the mock session server and demo checkout, and the second merchant's checkout; resolves once both listen. */
export async function startMockServer(options: { merchants?: MerchantStore } = {}) {
  const app = createMockServer({
    // `localhost`, not 127.0.0.1: session urls must be loopback or the provider's domain, and this keeps
    // the session server a different origin from the demo page, as in production.
    publicOrigin: process.env.MOCK_PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    widgetOrigin: process.env.WIDGET_ORIGIN ?? `http://127.0.0.1:${edgePort}`,
    secret: process.env.MOCK_TOKEN_SECRET ?? randomBytes(32).toString('hex'),
    merchants: options.merchants,
    secondShopOrigin: `http://${host}:${secondShopPort}`,
  })
  const [server, secondShop] = await Promise.all([
    listen(app.fetch, port),
    listen(app.secondShop.fetch, secondShopPort),
  ])
  return {
    close() {
      server.close()
      secondShop.close()
    },
  }
}

if (import.meta.main) await startMockServer()
