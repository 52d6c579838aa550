import { Hono } from 'hono'
import { demoPage } from '../demo/demo-page.ts'
import type { MockContext } from '../mock-context.ts'
import { strategyMocks } from '../strategies/index.ts'

/** The demo checkout (`/`) and what its form and outside-world panel offer for each family (`/dev/strategies`). */
export function demoRoutes({ widgetOrigin }: MockContext) {
  const app = new Hono()
  app.get('/', (c) => c.html(demoPage(widgetOrigin)))
  app.get('/dev/strategies', (c) => c.json(strategyMocks.map((m) => ({ types: m.types, ...m.demo }))))
  return app
}
