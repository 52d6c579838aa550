import { expect, test } from '@playwright/test'
import { expectTerminal } from './demo'

test('a bad token shows the failure screen and completes with Invalid token details', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Open with a bad token' }).click()
  const widget = page.frameLocator('#widget iframe')
  await expect(widget.getByRole('heading', { name: 'We couldn’t complete the purchase' })).toBeVisible()
  await widget.getByRole('button', { name: 'Go back to checkout' }).click()
  const complete = await expectTerminal(page, 'onComplete')
  expect(complete).toMatchObject({ status: 'failure', error: 'Invalid token details', reason: 'technical-issue' })
})
