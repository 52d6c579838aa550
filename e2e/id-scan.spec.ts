import { expect, test } from '@playwright/test'
import { expectAccessible, expectTerminal, messages, openWidget, outsideWorld } from './demo'
import {
  CAMERA_FLOW_MS,
  cameraReady,
  scanToVerifying,
  start,
  takePhoto,
  tracks,
  untilVerifying,
  upload,
  watchCameras,
  widgetFrame,
} from './id-scan'
import { SESSIONS } from './ports'
import { arrivals } from './sink'

/** The ID scan in the demo checkout, with Chromium's fake camera (the `camera` project). */
test.describe('ID scan with the camera', () => {
  test('the full capture: guidance, a retake, selfie, facial scan, waiting, onComplete; the camera stops after every capture; no picture leaves but to the session', async ({
    page,
  }) => {
    test.setTimeout(CAMERA_FLOW_MS)
    await watchCameras(page)
    const elsewhere: string[] = []
    const uploads: string[] = []
    page.on('request', (request) => {
      const body = request.postDataBuffer()
      const url = request.url()
      const jpeg = !!body && body.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))
      if (url.startsWith(`${SESSIONS}/v1/sessions/`)) {
        // (Chromium does not show Playwright an XMLHttpRequest's Blob body: the type says what went.)
        if (request.method() === 'PUT' && request.headers()['content-type'] === 'image/jpeg')
          uploads.push(url.split('/').pop()!)
        return
      }
      // Nothing picture-like anywhere else: no JPEG, no base64 of one, no data URL, nothing large.
      if (jpeg || /\/9j\/|data:image/.test(`${url} ${body?.toString('latin1') ?? ''}`) || (body?.length ?? 0) > 16_384)
        elsewhere.push(url)
    })

    const widget = await start(page)
    await expect(widget.getByRole('heading', { name: 'Scan your ID' })).toBeFocused()
    await expectAccessible(page)
    await widget.getByRole('radio', { name: 'Driving licence' }).check()
    await widget.getByRole('button', { name: 'Scan' }).click()

    await expect(widget.getByRole('heading', { name: 'Front of your ID' })).toBeFocused()
    await expect(widget.getByText('Step 1 of 4')).toBeVisible()
    await expect(widget.getByRole('img', { name: 'Camera view' })).toBeVisible()
    // Live guidance, measured on the video.
    await expect(widget.getByRole('status')).toHaveText(
      /Looks good|Move closer|Hold still|too dark|glare|Point the camera/,
    )
    await expectAccessible(page)
    await cameraReady(widget)
    await widget.getByRole('button', { name: 'Take photo' }).click()
    await expect(widget.getByRole('heading', { name: 'Check your photo' })).toBeFocused()
    await expect(widget.getByRole('img', { name: 'Your photo' })).toBeVisible()
    expect(await tracks(page)).toEqual(['ended'])
    await expectAccessible(page)
    await widget.getByRole('button', { name: 'Retake' }).click()
    await takePhoto(widget, 'Take photo')
    await expect(widget.getByRole('heading', { name: 'Back of your ID' })).toBeVisible()
    await takePhoto(widget, 'Take photo')
    await expect(widget.getByRole('heading', { name: 'Take a selfie' })).toBeVisible()
    await takePhoto(widget, 'Take selfie')
    await expect(widget.getByRole('heading', { name: 'Facial scan' })).toBeVisible()
    await expect(widget.getByRole('status')).toHaveText(/Look straight at the camera|Turn your head slowly to the left/)
    await expectAccessible(page)
    await untilVerifying(widget)
    await expect(widget.getByText('This takes less than 2 minutes.', { exact: true })).toBeVisible()
    await expect(widget.getByText('Please don’t close this window.')).toBeVisible()
    // Every camera the widget opened is off: four photos (one retaken) and the facial scan.
    expect(await tracks(page)).toEqual(Array(5).fill('ended'))
    await expectAccessible(page)

    await outsideWorld(page).waitsOn('of the ID pictures')
    await outsideWorld(page).press('Approve')
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({
      status: 'success',
      token: expect.stringMatching(/^rt_/),
    })
    expect(uploads.sort()).toEqual(['document_back', 'document_front', 'face_left', 'face_right', 'selfie'])
    expect(elsewhere).toEqual([])
    const sink = JSON.stringify(await arrivals(page))
    expect(sink).not.toMatch(/\/9j\/|data:image/)
  })

  test('keyboard only: focus on each step’s heading, every control reachable with Tab, the facial scan needs no key', async ({
    page,
  }) => {
    test.setTimeout(CAMERA_FLOW_MS)
    const widget = await start(page, { market: 'GB' })
    const tabTo = async (name: RegExp) => {
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press('Tab')
        const focused = await widget
          .locator(':focus')
          .evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent)
        if (name.test(focused ?? '')) return
      }
      throw new Error(`Tab never reached ${name}`)
    }
    await expect(widget.getByRole('heading', { name: 'Scan your ID' })).toBeFocused()
    await tabTo(/^Passport$/)
    await page.keyboard.press('ArrowDown')
    await expect(widget.getByRole('radio', { name: 'National identity card' })).toBeChecked()
    await tabTo(/^Scan$/)
    await page.keyboard.press('Enter')
    for (const [heading, take] of [
      ['Front of your ID', /^Take photo$/],
      ['Back of your ID', /^Take photo$/],
      ['Take a selfie', /^Take selfie$/],
    ] as const) {
      await expect(widget.getByRole('heading', { name: heading })).toBeFocused()
      await cameraReady(widget, take.source.includes('selfie') ? 'Take selfie' : 'Take photo')
      await tabTo(take)
      await page.keyboard.press('Enter')
      await expect(widget.getByRole('heading', { name: 'Check your photo' })).toBeFocused()
      await tabTo(/^(Use this photo|Use it anyway)$/)
      await page.keyboard.press('Enter')
    }
    await untilVerifying(widget)
    await expect(widget.getByRole('heading', { name: 'Verifying your ID' })).toBeFocused()
    await outsideWorld(page).send({ outcome: 'approve' })
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
  })

  test('a rejected document: the retry step says why, the document is taken again (the selfie stays), then success', async ({
    page,
  }) => {
    test.setTimeout(CAMERA_FLOW_MS)
    const widget = await start(page)
    await scanToVerifying(widget)
    const world = outsideWorld(page)
    await world.waitsOn('of the ID pictures')
    await world.press('glare')
    await expect(widget.getByRole('heading', { name: 'We couldn’t accept your ID' })).toBeFocused()
    await expect(widget.getByText('There was glare on your ID, so we couldn’t read it.')).toBeVisible()
    await expectAccessible(page)
    await widget.getByRole('button', { name: 'Scan again' }).click()
    await expect(widget.getByRole('heading', { name: 'Your passport photo page' })).toBeVisible()
    await expect(widget.getByText('Step 1 of 1')).toBeVisible()
    await takePhoto(widget, 'Take photo')
    await untilVerifying(widget)
    await world.waitsOn('of the ID pictures')
    await world.press('Approve')
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
  })

  test('a reload while the session verifies comes back to the wait, without starting again', async ({ page }) => {
    test.setTimeout(CAMERA_FLOW_MS)
    const widget = await start(page)
    await scanToVerifying(widget)
    const calls: string[] = []
    page.on(
      'request',
      (r) =>
        r.url().startsWith(`${SESSIONS}/v1/sessions/`) &&
        r.method() !== 'GET' &&
        r.method() !== 'OPTIONS' &&
        calls.push(r.url()),
    )
    await widgetFrame(page).evaluate(() => location.reload())
    await expect(widget.getByRole('heading', { name: 'Verifying your ID' })).toBeVisible()
    await outsideWorld(page).press('Approve')
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
    expect(calls).toEqual([])
  })

  test('closing in the middle of the capture asks first, then ends the session, and the camera goes off', async ({
    page,
  }) => {
    await watchCameras(page)
    const widget = await start(page)
    await widget.getByRole('button', { name: 'Scan' }).click()
    await expect(widget.getByRole('img', { name: 'Camera view' })).toBeVisible()
    expect(await tracks(page)).toEqual(['live'])
    await widget.getByRole('button', { name: 'Close' }).click()
    const confirm = widget.getByRole('alertdialog', { name: 'Stop verifying your ID?' })
    await confirm.getByRole('button', { name: 'End verification' }).click()
    expect(await expectTerminal(page, 'onAbort')).toMatchObject({
      reason: 'go_back',
      token: expect.stringMatching(/^rt_/),
    })
    await expect.poll(() => tracks(page)).toEqual(['ended'])
  })

  test('Spain: a failure when the pictures are handed in shows its with-contact text; its button completes', async ({
    page,
  }) => {
    test.setTimeout(CAMERA_FLOW_MS)
    const widget = await start(page, { market: 'ES', scenario: 'failure:id-number-missing' })
    await widget.getByRole('radio', { name: 'Passport' }).check()
    await widget.getByRole('button', { name: 'Scan' }).click()
    await widget.getByRole('button', { name: 'Upload a photo instead' }).click()
    await upload(page, widget, 'card')
    await upload(page, widget, 'face')
    await expect(widget.getByRole('heading', { name: 'We couldn’t read the ID number' })).toBeVisible({
      timeout: 20_000,
    })
    await expect(
      widget.getByText(
        /contact our customer service: by chat Mon–Sun 9am–5pm, by phone on \+44\u00a020\u00a07946\u00a00000 Mon–Fri 9am–5pm/,
      ),
    ).toBeVisible()
    await expect(
      widget.getByRole('link', { name: 'Call customer service on +44\u00a020\u00a07946\u00a00000' }),
    ).toHaveAttribute('href', 'tel:+442079460000')
    await expectAccessible(page)
    await widget.getByRole('button', { name: 'Go back to checkout' }).click()
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'failure', reason: 'id-number-missing' })
  })

  test('the documents the session names: a one-page one is one picture; one the widget does not know reads as its code', async ({
    page,
  }) => {
    test.setTimeout(CAMERA_FLOW_MS)
    const widget = await start(page, {
      market: 'GB',
      documents: ['tax_id', 'birth_certificate'],
      extraDocument: 'library_card',
    })
    await expect(widget.getByRole('radio')).toHaveCount(3)
    for (const [i, name] of ['Tax ID card', 'Birth certificate', 'Library card'].entries())
      await expect(widget.getByRole('radio').nth(i)).toHaveAccessibleName(name)
    await expectAccessible(page)
    await widget.getByRole('radio', { name: 'Birth certificate' }).check()
    await widget.getByRole('button', { name: 'Scan' }).click()
    await expect(widget.getByRole('heading', { name: 'Your document' })).toBeFocused()
    await widget.getByRole('button', { name: 'Upload a photo instead' }).click()
    await upload(page, widget, 'card')
    // One page: the selfie is next, no back.
    await expect(widget.getByRole('heading', { name: 'Take a selfie' })).toBeVisible()
    await upload(page, widget, 'face')
    await expect(widget.getByRole('heading', { name: 'Verifying your ID' })).toBeVisible({ timeout: 20_000 })
    await outsideWorld(page).press('Approve')
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
  })

  test('selfie registration: the selfie and the facial scan alone', async ({ page }) => {
    test.setTimeout(CAMERA_FLOW_MS)
    const widget = await openWidget(page, { strategy: 'selfie_registration', market: 'DE' })
    await expect(widget.getByRole('heading', { name: 'Take a selfie' })).toBeFocused()
    await expectAccessible(page)
    await widget.getByRole('button', { name: 'Start' }).click()
    await takePhoto(widget, 'Take selfie')
    await expect(widget.getByRole('heading', { name: 'Checking your selfie' })).toBeVisible({ timeout: 45_000 })
    await outsideWorld(page).press('Approve')
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
  })
})

test.describe('ID scan without the camera', () => {
  test('a frame without allow="camera": its own screen, the console names the cause, and the upload path completes', async ({
    page,
  }) => {
    test.setTimeout(CAMERA_FLOW_MS)
    const warnings: string[] = []
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()))
    const widget = await start(page, { noCamera: true })
    await widget.getByRole('button', { name: 'Scan' }).click()
    await expect(widget.getByRole('heading', { name: 'The camera can’t be used on this page' })).toBeFocused()
    expect(warnings.filter((w) => w.includes('allow="camera"'))).toHaveLength(1)
    await expectAccessible(page)
    await widget.getByRole('button', { name: 'Upload photos instead' }).click()
    await expect(widget.getByRole('heading', { name: 'Your passport photo page' })).toBeFocused()
    await expect(widget.getByRole('button', { name: 'Use the camera instead' })).toHaveCount(0)
    await expectAccessible(page)
    await upload(page, widget, 'card')
    await expect(widget.getByRole('heading', { name: 'Take a selfie' })).toBeVisible()
    await upload(page, widget, 'face')
    await untilVerifying(widget)
    await outsideWorld(page).press('Approve')
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
    const sessionId = await outsideWorld(page).panel.getAttribute('data-session-id')
    const beacons = (await arrivals(page))
      .filter((r) => r.query.session_id === sessionId)
      .map((r) => [r.path.split('/').pop(), r.body])
    expect(beacons).toContainEqual([
      'id_scan:permissions-unavailable',
      expect.objectContaining({ strategy: 'id_scan', data: { problem: 'frame' } }),
    ])
  })
})

test.describe('ID scan consent by market, and KYC later', () => {
  test('US “I consent” with the provider’s terms, Canada “Start Verification” without, Mexico Continue and the CURP', async ({
    page,
  }) => {
    let widget = await start(page, { market: 'US' })
    await expect(widget.getByRole('heading', { name: 'Next Step - Identity Verification' })).toBeFocused()
    await expect(widget.getByRole('link', { name: /Terms of our identity verification provider/ })).toBeVisible()
    await expectAccessible(page)
    await widget.getByRole('button', { name: 'I consent' }).click()
    await expect(widget.getByRole('radio', { name: 'Driving licence' })).toBeChecked()

    widget = await start(page, { market: 'CA' })
    await expect(widget.getByRole('button', { name: 'Start Verification' })).toBeVisible()
    await expect(widget.getByRole('link', { name: /identity verification provider/ })).toHaveCount(0)

    widget = await start(page, { market: 'MX', locale: 'en_mx' })
    await expect(widget.getByText(/personal and biometric data/)).toBeVisible()
    await widget.getByRole('button', { name: 'Continue' }).click()
    await expect(
      widget.getByText('We can only accept a document that includes your CURP, such as your voter ID (INE).'),
    ).toBeVisible()
    await expect(widget.getByRole('radio', { name: 'Voter ID (INE)' })).toBeChecked()
    await expectAccessible(page)
  })

  test('KYC anytime: “Maybe later” completes with that choice; “Upload ID” goes on to the scan', async ({ page }) => {
    let widget = await start(page, { kyca: true })
    await expect(widget.getByRole('heading', { name: 'Verify your ID now or later' })).toBeFocused()
    await expectAccessible(page)
    await widget.getByRole('button', { name: 'Maybe later' }).click()
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({
      status: 'success',
      kyc: 'later',
      token: expect.stringMatching(/^rt_/),
    })
    expect((await messages(page)).filter((m) => m.type !== 'onEvent')).toHaveLength(1)

    widget = await start(page, { kyca: true })
    await widget.getByRole('button', { name: 'Upload ID' }).click()
    await expect(widget.getByRole('heading', { name: 'Scan your ID' })).toBeFocused()
    await widget.getByRole('button', { name: 'Go back' }).click()
    await expect(widget.getByRole('heading', { name: 'Verify your ID now or later' })).toBeVisible()
  })
})
