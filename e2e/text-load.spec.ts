import { expect, test } from '@playwright/test'
import { expectTerminal, messages, openWidget } from './demo'
import { arrivals, newestArrival } from './sink'

test('when the text cannot load the shopper sees a message and a retry that recovers, with one start event', async ({
  page,
}) => {
  let failed = 0
  await page.route('**/v1/text/**', (route) =>
    failed++ === 0 ? route.abort('internetdisconnected') : route.continue(),
  )
  // Without hints the document carries no text: the widget fetches it.
  const widget = await openWidget(page, { hints: 'none' })
  await expect(widget.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await widget.getByRole('button', { name: 'Try again' }).click()
  await expect(widget.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible()
  const starts = (await messages(page)).filter((m) => m.type === 'onEvent' && m.payload.name === 'start')
  expect(starts).toHaveLength(1)
})

test('text that never loads: the message takes focus, the way back completes the flow, and the failure is still reported', async ({
  page,
}) => {
  const since = await newestArrival(page)
  await page.route('**/v1/text/**', (route) => route.abort('internetdisconnected'))
  const widget = await openWidget(page, { hints: 'none' })
  const heading = widget.getByRole('heading', { name: 'Something went wrong' })
  await expect(heading).toBeFocused()
  await widget.getByRole('button', { name: 'Go back to checkout' }).click()
  expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'failure', reason: 'technical-issue' })
  // Telemetry loads after a failed load too: the failure reaches error reporting, flushed as the page goes.
  await page.goto('about:blank')
  await expect
    .poll(async () => JSON.stringify(await arrivals(page, since)), { timeout: 15_000 })
    .toContain('Text could not be loaded')
})
