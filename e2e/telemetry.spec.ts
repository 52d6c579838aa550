import { expect, test } from '@playwright/test'
import { expectTerminal, openWidget } from './demo'
import { arrivals, sessionOf, type Arrival } from './sink'

type Batch = { events: Array<{ message: string; url: string; tags: Record<string, string> }> }

/** The batch with this test's chunk failure (no session is named in error reports). */
const chunkBatch = (received: Arrival[]) =>
  received.find(
    (a) => a.kind === 'errors' && (a.body as Batch).events?.some((e) => e.message === 'Loading chunk otp failed'),
  )

test('beacons and an error batch travel widget → edge → upstream sink, without the client token', async ({ page }) => {
  // A chunk that fails gives the error reporter something real to send.
  // Every request for it fails until the shopper tries again (its preload beside the kit's groups, and the import).
  let failing = true
  await page.route(/\/assets\/OtpScreen-[\w-]+\.js(\?.*)?$/, (route) =>
    failing ? route.abort('connectionreset') : route.continue(),
  )
  // Without hints the document carries no screen: the widget fetches the one-time code's chunk.
  const widget = await openWidget(page, { hints: 'none' })
  const retry = widget.getByRole('button', { name: 'Try again' })
  await retry.waitFor()
  failing = false
  await retry.click()
  await widget.getByRole('button', { name: 'Send code' }).click()
  await widget.getByLabel('Enter the 6-digit code here').fill('123456')
  await expectTerminal(page, 'onComplete')
  const token = new URL((await page.locator('#widget iframe').getAttribute('src'))!).hash.slice(1)
  const sessionId = sessionOf(token)

  // Leaving the page flushes what the error reporter still holds.
  await page.goto('about:blank')
  await expect.poll(async () => !!chunkBatch(await arrivals(page)), { timeout: 15_000 }).toBe(true)
  const received = await arrivals(page)

  const beacons = received.filter((a) => a.kind === 'beacon' && a.query.session_id === sessionId)
  const names = beacons.map((b) => b.path.split('/').pop())
  expect(names).toEqual(expect.arrayContaining(['start', 'chunk_load_error', 'component_mounted']))
  for (const beacon of beacons) {
    expect(beacon.path).toMatch(/^\/dev\/sink\/bi\/v1\/idv-widget\/24\.21\.1\//)
    expect(beacon.query).toMatchObject({
      instance_id: expect.stringMatching(/^[1-9]\d{3}$/),
      session_id: expect.any(String),
      timestamp: expect.stringMatching(/^\d+$/),
    })
    expect(beacon.body).toMatchObject({ strategy: 'otp_phone', locale: 'en' })
  }

  const chunkError = (chunkBatch(received)!.body as Batch).events.find((e) => e.message === 'Loading chunk otp failed')!
  expect(chunkError.tags).toMatchObject({ system: 'authentication', version: expect.any(String) })
  expect(chunkError.url).not.toContain('#')

  expect(token.split('.')).toHaveLength(3)
  expect(JSON.stringify(received)).not.toContain(token)
  expect(JSON.stringify(received)).not.toContain(token.split('.')[1])
})
