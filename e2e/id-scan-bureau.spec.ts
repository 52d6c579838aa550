import { expect, test } from '@playwright/test'
import { expectAccessible, expectTerminal, messages, openWidget } from './demo'
import { CAMERA_FLOW_MS, upload } from './id-scan'

// Spec §4, Mexico's bureau flow, in the camera project (its Chromium has a camera): fraud consent, document and selfie
// scan, the bureau's wait, then success. The session sequences it (dev/session-api/bureau-check.md).
test('Mexico’s bureau check: fraud consent, document and selfie scan, then the bureau’s wait, then success (dark)', async ({
  page,
}) => {
  test.setTimeout(CAMERA_FLOW_MS)
  const widget = await openWidget(page, { strategy: 'bureau_check', market: 'MX', delay: 2, theme: 'dark' })
  await expect(widget.getByRole('heading', { name: 'Next Step - Identity Verification' })).toBeFocused()
  await expect(widget.getByText('We’re verifying your remaining details.')).toHaveCount(0)
  await expect(widget.getByText(/consent to the processing of your personal and biometric data/)).toBeVisible()
  await expectAccessible(page)
  await widget.getByRole('button', { name: 'Continue' }).click()
  await expect(widget.getByRole('radio', { name: 'Voter ID (INE)' })).toBeChecked()
  await widget.getByRole('button', { name: 'Scan' }).click()
  await widget.getByRole('button', { name: 'Upload a photo instead' }).click()
  await upload(page, widget, 'card')
  await upload(page, widget, 'card')
  await upload(page, widget, 'face')
  await expect(widget.getByRole('heading', { name: 'Please wait' })).toBeVisible({ timeout: 20_000 })
  await expect(widget.getByText('We’re verifying your remaining details.')).toBeVisible()
  await expectAccessible(page)
  expect(await expectTerminal(page, 'onComplete')).toMatchObject({
    status: 'success',
    token: expect.stringMatching(/^rt_/),
  })
  const changes = (await messages(page))
    .filter((m) => m.payload.name === 'strategy_changed')
    .map((m) => [m.payload.from, m.payload.to])
  expect(changes).toEqual([
    ['bureau_check', 'id_scan'],
    ['id_scan', 'bureau_check'],
  ])
})
