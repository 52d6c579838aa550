/**
 * The demo's merchants (docs/merchants.md), as the edge reads them from its
 * MERCHANTS KV namespace. The demo checkout and the merchant test shop
 * (`/shop/…`) are one merchant on any loopback port, as a developer embedding
 * the local widget in their own checkout expects; the corner shop is a second
 * merchant with a checkout of its own on another port, unlisted at start, so
 * the demo shows a refusal and, listed from the outside world's panel, the
 * same page working.
 */
export const DEMO_MERCHANT = 'demo-checkout'
export const SECOND_MERCHANT = 'corner-shop'

/** A merchant's record in MERCHANTS (edge/merchants/merchant-record.ts). */
export interface MerchantRecord {
  name: string
  frame_ancestors: string[]
}

export const demoMerchantRecord: MerchantRecord = {
  name: 'Demo checkout and merchant test shop',
  frame_ancestors: ['http://127.0.0.1:*', 'http://localhost:*'],
}

/** The corner shop's record when listed: its own checkout's origin only. */
export const secondMerchantRecord = (shopOrigin: string): MerchantRecord => ({
  name: 'Corner shop (second demo merchant)',
  frame_ancestors: [shopOrigin],
})

/** Where the mock lists and unlists merchants: wrangler's local KV under `npm start`, memory in tests. */
export interface MerchantStore {
  put(id: string, record: MerchantRecord): Promise<void>
  remove(id: string): Promise<void>
}

export function memoryMerchantStore(): MerchantStore & { records: Map<string, MerchantRecord> } {
  const records = new Map<string, MerchantRecord>()
  return {
    put: async (id, record) => void records.set(id, record),
    remove: async (id) => void records.delete(id),
    records,
  }
}
