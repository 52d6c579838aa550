import { expect, test } from '@playwright/test'
import { messages, openWidget } from './demo'

test('when the text cannot load the shopper sees a message and a retry that recovers, with one start event', async ({ page }) => {
  let failed = 0
  await page.route('**/v1/text/**', (route) => (failed++ === 0 ? route.abort('internetdisconnected') : route.continue()))
  const widget = await openWidget(page)
  await expect(widget.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await widget.getByRole('button', { name: 'Try again' }).click()
  await expect(widget.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible()
  const starts = (await messages(page)).filter((m) => m.type === 'onEvent' && m.payload.name === 'start')
  expect(starts).toHaveLength(1)
})
