// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { memoryMerchantStore, type MerchantStore } from '../../../dev/merchants'
import { createMockServer } from '../../../dev/mock-server'

const setup = (merchants: MerchantStore = memoryMerchantStore()) => {
  const app = createMockServer({
    publicOrigin: 'http://localhost:8788',
    widgetOrigin: 'http://127.0.0.1:8787',
    secret: 'test-secret',
    merchants,
    secondShopOrigin: 'http://127.0.0.1:8790',
  })
  const list = async () =>
    (await app.request('/dev/merchants')).json() as Promise<Array<{ id: string; listed: boolean }>>
  const set = (id: string, body: unknown) =>
    app.request(`/dev/merchants/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  return { app, list, set }
}

describe('/dev/merchants: the demo merchants the edge frames, and a live switch for the second', () => {
  it('lists the demo checkout as listed and the corner shop as not, with its own page', async () => {
    const { list } = setup()
    expect(await list()).toEqual([
      expect.objectContaining({ id: 'demo-checkout', listed: true, page: null }),
      expect.objectContaining({ id: 'corner-shop', listed: false, record: null, page: 'http://127.0.0.1:8790/' }),
    ])
  })

  it('lists the corner shop for its own origin only, and unlists it, writing the store as an operator would', async () => {
    const store = memoryMerchantStore()
    const { list, set } = setup(store)
    expect((await set('corner-shop', { listed: true })).status).toBe(200)
    expect(store.records.get('corner-shop')).toEqual({
      name: expect.any(String),
      frame_ancestors: ['http://127.0.0.1:8790'],
    })
    expect((await list())[1]).toMatchObject({ listed: true })
    expect((await set('corner-shop', { listed: false })).status).toBe(200)
    expect(store.records.has('corner-shop')).toBe(false)
    expect((await list())[1]).toMatchObject({ listed: false })
  })

  it('refuses to switch the demo merchant or a bad body, and says so when the store cannot be written', async () => {
    const { set } = setup({
      put: () => Promise.reject(new Error('wrangler exited 1')),
      remove: () => Promise.reject(new Error('wrangler exited 1')),
    })
    expect((await set('demo-checkout', { listed: false })).status).toBe(404)
    expect((await set('corner-shop', { listed: 'yes' })).status).toBe(400)
    const failed = await set('corner-shop', { listed: true })
    expect(failed.status).toBe(503)
    expect(await failed.json()).toMatchObject({ error: 'store_unavailable' })
  })

  it('serves the corner shop’s checkout on its own listener, minting its sessions for the corner shop', async () => {
    const { app } = setup()
    expect((await app.secondShop.request('/')).headers.get('location')).toBe('/shop/inline/')
    const minted = (await (await app.secondShop.request('/shop/verification', { method: 'POST' })).json()) as {
      client_token: string
    }
    const payload = JSON.parse(Buffer.from(minted.client_token.split('.')[1]!, 'base64url').toString())
    expect(payload.merchant_id).toBe('corner-shop')
  })
})
