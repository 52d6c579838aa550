import { expect, test, type Page } from '@playwright/test'
import { expectTerminal, FRAME, openWidget } from './demo'
import { EDGE } from './ports'

/**
 * Who may frame the widget, per merchant (docs/merchants.md), in a real
 * browser: the edge's CSP is the browser's to enforce. The corner shop is the
 * demo's second merchant, with a checkout on an origin of its own, listed and
 * unlisted here through the demo's switch (`/dev/merchants`), which writes the
 * edge's local KV with wrangler as an operator would. Its tests run one after
 * another (this file is the only one that switches it).
 */
// Listing and unlisting run wrangler's `kv` command (a couple of seconds, more on a loaded machine) and a refusal
// waits out the SDK's handshake time: these tests take longer than most.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

/** The edge re-reads a merchant after MERCHANT_CACHE_SECONDS (wrangler.toml: 2 s locally). */
const CACHE_MS = 2_000
/** The host SDK's handshake time after the frame loads (contracts/protocol.ts), and some room for a loaded machine. */
const HANDSHAKE_MS = 5_000

async function listCornerShop(page: Page, listed: boolean) {
  const answer = await page.request.post('/dev/merchants/corner-shop', { data: { listed } })
  expect(answer.status()).toBe(200)
  const merchants = (await answer.json()) as Array<{ id: string; listed: boolean; page: string | null }>
  expect(merchants.find((m) => m.id === 'corner-shop')?.listed).toBe(listed)
  // Whatever an isolate kept of the old record is gone after the cache time.
  await page.waitForTimeout(CACHE_MS + 200)
  return merchants.find((m) => m.id === 'corner-shop')!.page!
}

/** The frames' documents the browser got from the edge, with the frame-ancestors they were sent with. */
function watchDocuments(page: Page) {
  const documents: Array<{ url: string; status: number; frameAncestors: string }> = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'document' || new URL(response.url()).origin !== EDGE) return
    const csp = response.headers()['content-security-policy'] ?? ''
    documents.push({
      url: response.url(),
      status: response.status(),
      frameAncestors: /frame-ancestors ([^;]*)/.exec(csp)?.[1] ?? '',
    })
  })
  return documents
}

test('an unlisted merchant’s checkout: the browser refuses the frame and the SDK aborts with a reason to act on', async ({
  page,
}) => {
  const shop = await listCornerShop(page, false)
  const documents = watchDocuments(page)
  const refusals: string[] = []
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refusals.push(message.text())
  })
  await page.goto(`${shop}shop/inline/`)
  const started = Date.now()
  await page.getByRole('button', { name: 'Verify and pay' }).click()
  await expect(page.getByRole('status')).toHaveText('Not verified (handshake_timeout).', {
    timeout: HANDSHAKE_MS + 5_000,
  })
  expect(Date.now() - started).toBeLessThan(HANDSHAKE_MS + 5_000)
  // The document the frame asked for names the corner shop, and nobody may frame it.
  expect(documents).toEqual([
    expect.objectContaining({ status: 403, frameAncestors: "'none'", url: expect.stringContaining('m=corner-shop') }),
  ])
  // Nothing of the widget ran in the frame: the browser shows its own refusal, and says why in the console.
  const frame = page.frames().find((f) => f.url().startsWith(EDGE))
  expect(frame ? await frame.locator('#root').count() : 0).toBe(0)
  expect(refusals.join('\n')).toMatch(/frame-ancestors 'none'/)
})

test('listed live, its own checkout opens the widget inline and as a modal; unlisted, its next session is refused', async ({
  page,
}) => {
  const shop = await listCornerShop(page, true)
  const documents = watchDocuments(page)

  await page.goto(`${shop}shop/inline/`)
  await page.getByRole('button', { name: 'Verify and pay' }).click()
  const inline = page.frameLocator(`#idv-slot ${FRAME}`)
  await expect(inline.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible()
  await expect(inline.getByRole('button', { name: 'Send code' })).toBeVisible()

  await page.goto(`${shop}shop/modal/`)
  await page.getByRole('button', { name: 'Verify and pay' }).click()
  const modal = page.frameLocator(`.idv-widget-overlay ${FRAME}`)
  await expect(modal.getByRole('heading', { name: 'Confirm it’s you' })).toBeFocused()
  // Framed by the corner shop's own origin, and only by it.
  expect(documents.map((d) => [d.status, d.frameAncestors])).toEqual([
    [200, new URL(shop).origin],
    [200, new URL(shop).origin],
  ])

  // An operator removes the merchant while the shop is open: the next session is refused within the cache time.
  await listCornerShop(page, false)
  await page.goto(`${shop}shop/inline/`)
  await page.getByRole('button', { name: 'Verify and pay' }).click()
  await expect(page.getByRole('status')).toHaveText('Not verified (handshake_timeout).', {
    timeout: HANDSHAKE_MS + 5_000,
  })
  expect(documents.at(-1)).toMatchObject({ status: 403, frameAncestors: "'none'" })
})

test('the same widget URL framed from an origin its merchant does not list is refused, even while it is listed', async ({
  page,
}) => {
  await listCornerShop(page, true)
  const documents = watchDocuments(page)
  // The demo checkout is the demo merchant's origin, not the corner shop's.
  await openWidget(page, { merchant: 'corner-shop' })
  const aborted = await expectTerminal(page, 'onAbort')
  expect(aborted).toMatchObject({
    reason: 'handshake_timeout',
    error: expect.stringContaining(new URL(page.url()).origin),
  })
  expect(documents).toEqual([
    expect.objectContaining({ status: 200, frameAncestors: expect.not.stringContaining('8788') }),
  ])
})

test.afterAll(async ({ request }) => {
  // As the product starts: the corner shop unlisted (a later run on the same product counts on it).
  await request.post('/dev/merchants/corner-shop', { data: { listed: false } })
})

test('a merchant the edge has no record of is refused in the demo checkout too', async ({ page }) => {
  const documents = watchDocuments(page)
  await openWidget(page, { merchant: 'no-such-merchant' })
  expect(await expectTerminal(page, 'onAbort')).toMatchObject({ reason: 'handshake_timeout' })
  expect(documents).toEqual([expect.objectContaining({ status: 403, frameAncestors: "'none'" })])
})

test('the demo merchant (every session the demo mints) is framed by loopback pages, as before', async ({ page }) => {
  const documents = watchDocuments(page)
  const widget = await openWidget(page)
  await expect(widget.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible()
  expect(documents).toEqual([
    expect.objectContaining({
      status: 200,
      url: expect.stringContaining('m=demo-checkout'),
      frameAncestors: 'http://127.0.0.1:* http://localhost:*',
    }),
  ])
})
