import { Hono } from 'hono'
import * as v from 'valibot'
import { DEMO_MERCHANT, demoMerchantRecord, SECOND_MERCHANT, secondMerchantRecord } from '../merchants.ts'
import type { MockContext } from '../mock-context.ts'

const Listing = v.object({ listed: v.boolean() })

/**
 * `/dev/merchants`, for the demo's panel and the tests: which demo merchants
 * the edge frames, and a switch that lists or unlists the second one live, as
 * an operator's `wrangler kv key put|delete` would (docs/merchants.md). The
 * edge sees the change within its cache time (wrangler.toml
 * `MERCHANT_CACHE_SECONDS`).
 */
export function merchantList({ merchants, secondShopOrigin }: MockContext) {
  let secondListed = false
  const view = () => [
    { id: DEMO_MERCHANT, listed: true, record: demoMerchantRecord, page: null },
    {
      id: SECOND_MERCHANT,
      listed: secondListed,
      record: secondListed ? secondMerchantRecord(secondShopOrigin) : null,
      page: `${secondShopOrigin}/`,
    },
  ]
  // One change at a time: a second click while wrangler still writes the first would race it.
  let writing: Promise<unknown> = Promise.resolve()

  return new Hono()
    .get('/', (c) => c.json(view(), 200, { 'Cache-Control': 'no-store' }))
    .post('/:id', async (c) => {
      if (c.req.param('id') !== SECOND_MERCHANT)
        return c.json({ error: 'not_switchable', detail: `only ${SECOND_MERCHANT} can be listed or unlisted` }, 404)
      const input = v.safeParse(Listing, await c.req.json().catch(() => undefined))
      if (!input.success) return c.json({ error: 'invalid_request', issues: ['body must be { listed: boolean }'] }, 400)
      const { listed } = input.output
      const write = writing.then(() =>
        listed
          ? merchants.put(SECOND_MERCHANT, secondMerchantRecord(secondShopOrigin))
          : merchants.remove(SECOND_MERCHANT),
      )
      writing = write.catch(() => undefined)
      try {
        await write
      } catch (error) {
        console.error(
          'mock: could not write the local MERCHANTS namespace:',
          error instanceof Error ? error.message : error,
        )
        return c.json({ error: 'store_unavailable', merchants: view() }, 503)
      }
      secondListed = listed
      return c.json(view())
    })
}
