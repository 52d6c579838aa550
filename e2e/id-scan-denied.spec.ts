import { expect, test } from '@playwright/test'
import { CHROMIUM, FAKE_DEVICE } from './chromium'
import { expectAccessible, expectTerminal, outsideWorld } from './demo'
import { CAMERA_FLOW_MS, start, untilVerifying, upload } from './id-scan'

// The fake camera, but no fake prompt: headless Chromium answers the permission prompt with no.
test.use({ launchOptions: { ...CHROMIUM, args: [...CHROMIUM.args, FAKE_DEVICE] } })

test.describe('ID scan with the camera permission denied', () => {
  test('says how to allow the camera and offers the upload, which completes', async ({ page }) => {
    test.setTimeout(CAMERA_FLOW_MS)
    const widget = await start(page)
    await widget.getByRole('button', { name: 'Scan' }).click()
    await expect(widget.getByRole('heading', { name: 'Camera access is blocked' })).toBeFocused()
    await expect(widget.getByText(/allow the camera, then try again/)).toBeVisible()
    await expectAccessible(page)
    await widget.getByRole('button', { name: 'Try the camera again' }).click()
    await expect(widget.getByRole('heading', { name: 'Camera access is blocked' })).toBeVisible()
    await widget.getByRole('button', { name: 'Upload photos instead' }).click()
    // Something that is not a photo is refused, saying so; nothing is lost.
    await widget
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') })
    await expect(widget.getByText('We couldn’t open this file. Please choose a photo (JPEG or PNG).')).toBeVisible()
    await upload(page, widget, 'card')
    await upload(page, widget, 'face')
    await untilVerifying(widget)
    await outsideWorld(page).press('Approve')
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
  })
})
