// @vitest-environment node
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createMockServer } from '../../../dev/mock-server'

const EDGE = 'http://127.0.0.1:8787'
const app = createMockServer({ publicOrigin: 'http://localhost:8788', widgetOrigin: EDGE, secret: 'test-secret' })
const snippet = (name: string) =>
  readFile(join(import.meta.dirname, '..', '..', '..', 'docs', 'snippets', name), 'utf8')

describe('the merchant test shop (dev/shop)', () => {
  it('serves the guide’s page and scripts pointed at the edge, with the guide’s CSP', async () => {
    const page = await app.request('/shop/modal/')
    expect(page.headers.get('content-security-policy')).toBe(
      (await snippet('csp.txt')).trim().replaceAll('https://widget.provider.com', EDGE),
    )
    expect(await page.text()).toBe((await snippet('checkout.html')).replaceAll('https://widget.provider.com', EDGE))
    expect(await (await app.request('/shop/inline/checkout.js')).text()).toBe(await snippet('inline.js'))
    expect(await (await app.request('/shop/modal/checkout.js')).text()).toBe(await snippet('modal.js'))
  })

  it('plays the merchant’s server: a verification session with a client token', async () => {
    const answer = await app.request('/shop/verification', { method: 'POST' })
    const { client_token } = (await answer.json()) as { client_token: string }
    expect(client_token.split('.')).toHaveLength(3)
  })
})
