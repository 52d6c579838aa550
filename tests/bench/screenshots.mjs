// Screenshots of every screen state, light and dark, 360 px (full screen) and
// 800 px (a card) wide, each also at 200 % zoom, through the running product
// (`npm start`): the widget alone at the frame's width, as a phone shows it,
// with the simulated outside world driven through the mock's /dev routes.
// Usage: node tests/bench/screenshots.mjs [outDir] [scene-name-filter]
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { fakeCameraFile } from '../../e2e/fake-camera.ts'

const EDGE = `http://127.0.0.1:${process.env.EDGE_PORT ?? 8787}`
const DEMO = `http://127.0.0.1:${process.env.MOCK_PORT ?? 8788}`
const out = process.argv[2] ?? 'screenshots'
const only = process.argv[3] ?? ''
await mkdir(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // The ID scan's camera: the e2e tests' fake one (an ID card held still, then turned to each side).
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${fakeCameraFile()}`,
  ],
})

/** The simulated outside world of a session (design.md). */
const outside = (page, sessionId) => (body) => page.request.post(`${DEMO}/dev/sessions/${sessionId}/external`, { data: body })

/** A photo made with a canvas on the page: an ID card with print, or a face (the ID scan's uploads). */
const photo = async (page, kind) =>
  Buffer.from(
    await page.evaluate((kind) => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 1200, height: kind === 'card' ? 760 : 900 })
      const c = canvas.getContext('2d')
      c.fillStyle = '#5a5f66'
      c.fillRect(0, 0, canvas.width, canvas.height)
      c.fillStyle = kind === 'card' ? '#ebe4d6' : '#d2a184'
      if (kind === 'card') c.fillRect(40, 40, 1120, 680)
      else c.beginPath(), c.ellipse(600, 450, 260, 330, 0, 0, Math.PI * 2), c.fill()
      c.fillStyle = '#1d1d28'
      c.font = 'bold 38px sans-serif'
      if (kind === 'card') for (let line = 0; line < 9; line++) c.fillText(`SPECIMEN ${line} · ANNA EXAMPLE`, 420, 140 + line * 62)
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]
    }, kind),
    'base64',
  )

/** The ID scan up to the wait: the document with the camera, the selfie, the facial scan. */
async function scanWithCamera(page, shot) {
  await page.locator('button[aria-disabled="false"]', { hasText: 'Take photo' }).waitFor()
  await page.waitForTimeout(1500) // the guidance's first measurements
  await shot?.('2-capture')
  await page.getByRole('button', { name: 'Take photo' }).click()
  await page.getByRole('heading', { name: 'Check your photo' }).waitFor()
  await shot?.('3-review')
  await page.getByRole('button', { name: /^(Use this photo|Use it anyway)$/ }).click()
  await page.locator('button[aria-disabled="false"]', { hasText: 'Take selfie' }).waitFor()
  await page.waitForTimeout(800)
  await shot?.('4-selfie')
  await page.getByRole('button', { name: 'Take selfie' }).click()
  await page.getByRole('button', { name: /^(Use this photo|Use it anyway)$/ }).click()
  await page.getByRole('heading', { name: 'Facial scan' }).waitFor()
  await page.getByText(/Turn your head slowly/).waitFor()
  await shot?.('5-facial-scan')
}

/**
 * A scene opens a session and walks its screens; `shot(name)` captures the
 * current state. Each scene runs once per theme × width × zoom. `url`
 * changes the widget URL (KYC-anytime mode), `init` prepares the page.
 */
const scenes = {
  otp: {
    token: { strategy: 'otp_phone' },
    async walk(page, shot) {
      await page.getByRole('button', { name: 'Send code' }).waitFor()
      await shot('1-intro')
      await page.getByRole('button', { name: 'Close' }).click()
      await page.getByRole('alertdialog').waitFor()
      await page.waitForTimeout(400) // the fade-in
      await shot('1b-cancel-confirmation')
      await page.getByRole('button', { name: 'Continue verifying' }).click()
      await page.getByRole('button', { name: 'Send code' }).click()
      await page.getByLabel('Enter the 6-digit code here').fill('111111')
      await page.getByRole('alert').waitFor()
      await shot('2-entry-wrong')
      await page.getByLabel('Enter the 6-digit code here').fill('123456')
      await page.getByText('Thanks, you’re verified.').waitFor()
      await shot('3-verified')
    },
  },
  'otp-failure-sv': {
    token: { strategy: 'otp_phone', locale: 'sv', scenario: 'failure:too-many-attempts' },
    async walk(page, shot) {
      await page.getByRole('button', { name: 'Skicka kod' }).click()
      await page.getByRole('heading', { name: 'Du har gjort fler försök än tillåtet' }).waitFor()
      await shot('failure')
    },
  },
  consent: {
    token: { strategy: 'otp_phone', presentation_data: { require_consent: true } },
    async walk(page, shot) {
      await page.getByRole('heading', { name: 'Verify your identity' }).waitFor()
      await shot('consent')
    },
  },
  'bank-id-se': {
    token: { strategies: [{ type: 'bank_id_se' }, { type: 'otp_phone' }] },
    async walk(page, shot, world) {
      await page.getByRole('heading', { name: 'Identify with Mobile BankID' }).waitFor()
      await shot('1-choose')
      await page.getByRole('button', { name: 'Use BankID on another device' }).click()
      await page.getByRole('img', { name: /QR code for BankID/ }).waitFor()
      await shot('2-qr')
      await world({ hint: 'started' })
      await page.getByRole('heading', { name: 'Continue in the BankID app' }).waitFor({ timeout: 5000 })
      await shot('3-continue-in-app')
      await world({ hint: 'userSign' })
      await page.getByRole('heading', { name: 'Finish authentication' }).waitFor({ timeout: 5000 })
      await shot('4-finish')
      await world({ hint: 'certificateErr' })
      await page.getByRole('heading', { name: 'The identification didn’t go through' }).waitFor({ timeout: 5000 })
      await shot('5-failed-order')
      await page.getByRole('button', { name: 'Open BankID on this device' }).click()
      await page.getByRole('link', { name: 'Open the BankID app' }).waitFor()
      await shot('6-this-device')
      await world({ outcome: 'reject', reason: 'user-not-trusted' })
      await page.getByRole('heading', { name: 'We couldn’t verify you with BankID' }).waitFor({ timeout: 5000 })
      await shot('7-failure')
    },
  },
  'bank-id-se-offline': {
    token: { strategy: 'bank_id_se' },
    async walk(page, shot) {
      await page.getByRole('button', { name: 'Use BankID on another device' }).click()
      await page.getByRole('img', { name: /QR code for BankID/ }).waitFor()
      await page.context().setOffline(true)
      await page.getByText('We’ll keep trying until you’re back online.').waitFor({ timeout: 15_000 })
      await shot('lost-connection')
      await page.context().setOffline(false)
    },
  },
  'app-approval': {
    token: { strategy: 'klapp_authenticator' },
    async walk(page, shot, world) {
      await page.getByText('Waiting for your approval…').waitFor()
      await page.getByText(/You can send the request again/).waitFor()
      await shot('1-waiting')
      await page.getByRole('button', { name: 'Close' }).click()
      await page.getByRole('alertdialog').waitFor()
      await page.waitForTimeout(400)
      await shot('2-cancel-confirmation')
      await page.getByRole('button', { name: 'Continue verifying' }).click()
      await world({ outcome: 'cancel' })
      await page.getByRole('heading', { name: 'The request wasn’t approved' }).waitFor({ timeout: 5000 })
      await shot('3-dismissed')
    },
  },
  passcode: {
    token: { strategy: 'global_passcode' },
    async walk(page, shot) {
      const field = page.getByLabel('Passcode', { exact: true })
      await field.waitFor()
      await shot('1-entry')
      await field.fill('0000')
      await page.getByRole('alert').waitFor()
      await shot('2-wrong')
    },
  },
  'id-scan': {
    token: { strategy: 'id_scan', market: 'IE', verify_seconds: 600 },
    async walk(page, shot, world) {
      await page.getByRole('heading', { name: 'Scan your ID' }).waitFor()
      await shot('1-intro')
      await page.getByRole('button', { name: 'Scan' }).click()
      await scanWithCamera(page, shot)
      await page.getByRole('heading', { name: 'Verifying your ID' }).waitFor({ timeout: 30_000 })
      await shot('6-verifying')
      await world({ hint: 'glare' })
      await page.getByRole('heading', { name: 'We couldn’t accept your ID' }).waitFor({ timeout: 5000 })
      await shot('7-retry')
    },
  },
  'id-scan-sending': {
    token: { strategy: 'id_scan', market: 'GB', verify_seconds: 600 },
    async walk(page, shot) {
      // Uploads as slow as a phone's uplink in a basement: the progress shows.
      await page.route(/\/images\//, async (route) => (await new Promise((r) => setTimeout(r, 4000)), route.continue()))
      await page.getByRole('radio', { name: 'Passport' }).check()
      await page.getByRole('button', { name: 'Scan' }).click()
      await scanWithCamera(page)
      await page.getByRole('heading', { name: 'Sending your photos' }).waitFor({ timeout: 30_000 })
      await shot('sending')
    },
  },
  'id-scan-consent-us': {
    token: { strategy: 'id_scan', market: 'US' },
    async walk(page, shot) {
      await page.getByRole('heading', { name: 'Next Step - Identity Verification' }).waitFor()
      await shot('consent')
    },
  },
  'id-scan-mx': {
    token: { strategy: 'id_scan', market: 'MX', locale: 'en_mx' },
    async walk(page, shot) {
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.getByText(/CURP/).first().waitFor()
      await shot('intro-curp')
    },
  },
  'id-scan-kyc-later': {
    token: { strategy: 'id_scan', market: 'IE' },
    url: (widgetUrl) => widgetUrl.replace('/#', '/?kyca=1#'),
    async walk(page, shot) {
      await page.getByRole('heading', { name: 'Verify your ID now or later' }).waitFor()
      await shot('later')
    },
  },
  'id-scan-denied': {
    token: { strategy: 'id_scan', market: 'IE' },
    init: (page) => page.addInitScript(() => (navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError')))),
    async walk(page, shot) {
      await page.getByRole('button', { name: 'Scan' }).click()
      await page.getByRole('heading', { name: 'Camera access is blocked' }).waitFor()
      await shot('1-problem')
      await page.getByRole('button', { name: 'Upload photos instead' }).click()
      await page.getByRole('button', { name: 'Choose a photo' }).waitFor()
      await shot('2-upload')
      await page.locator('input[type=file]').first().setInputFiles({ name: 'id.jpg', mimeType: 'image/jpeg', buffer: await photo(page, 'card') })
      await page.getByRole('heading', { name: 'Check your photo' }).waitFor()
      await shot('3-review-upload')
    },
  },
  'id-scan-failure-es': {
    token: { strategy: 'id_scan', market: 'ES', locale: 'es', scenario: 'failure:user-mismatch' },
    init: (page) => page.addInitScript(() => (navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('none', 'NotFoundError')))),
    async walk(page, shot) {
      await page.getByRole('radio').nth(1).check()
      await page.locator('footer button').click()
      await page.locator('footer button').first().click()
      for (const kind of ['card', 'face']) {
        await page.locator('input[type=file]').first().setInputFiles({ name: `${kind}.jpg`, mimeType: 'image/jpeg', buffer: await photo(page, kind) })
        await page.locator('footer button').first().click()
      }
      await page.getByRole('button', { name: 'Volver al pago' }).waitFor({ timeout: 15_000 })
      await shot('failure')
    },
  },
  switching: {
    token: { strategies: [{ type: 'global_passcode' }, { type: 'klapp_authenticator' }] },
    async walk(page, shot) {
      await page.route(/\/v1\/text\//, async (route) => (await new Promise((r) => setTimeout(r, 1500)), route.continue()))
      await page.getByRole('button', { name: 'Forgot your passcode?' }).click()
      await page.getByRole('heading', { name: 'Please wait' }).waitFor()
      await shot('loading-next-method')
    },
  },
}

let count = 0
for (const [name, scene] of Object.entries(scenes)) {
  if (!name.includes(only)) continue
  for (const theme of ['light', 'dark'])
    for (const width of [360, 800])
      for (const zoom of [1, 2]) {
        // 200 % zoom: the same device pixels, half the CSS pixels.
        const page = await browser.newPage({ viewport: { width: width / zoom, height: 720 / zoom }, deviceScaleFactor: zoom })
        const token = await (await page.request.post(`${DEMO}/dev/tokens`, { data: { ...scene.token, presentation_data: { ...scene.token.presentation_data, theme: { color_scheme: theme } } } })).json()
        await scene.init?.(page)
        await page.goto(scene.url ? scene.url(token.widget_url) : token.widget_url)
        const shot = async (step) => {
          await page.screenshot({ path: `${out}/${name}-${step}-${theme}-${width}${zoom === 2 ? '-zoom200' : ''}.png`, fullPage: true })
          count++
        }
        await scene.walk(page, shot, outside(page, token.session_id))
        await page.close()
      }
}

if (!only || 'skeleton'.includes(only))
  for (const theme of ['light', 'dark'])
    for (const width of [360, 800]) {
      const skeleton = await browser.newPage({ viewport: { width, height: 720 }, colorScheme: theme })
      await skeleton.route(/\/v1\/text\//, () => {})
      await skeleton.goto(`${EDGE}/#x.y.z`)
      await skeleton.screenshot({ path: `${out}/skeleton-${theme}-${width}.png` })
      await skeleton.close()
      count++
    }

await browser.close()
console.log(`${count} screenshots in ${out}/`)
