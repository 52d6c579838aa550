// Screenshots of every screen of the OTP flow, the cancel confirmation and the
// skeleton, light and dark, at 360 px (full screen) and 800 px (a card) wide, through the demo checkout. Needs `npm start` running.
// Usage: node tests/bench/screenshots.mjs [outDir]
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'

const EDGE = `http://127.0.0.1:${process.env.EDGE_PORT ?? 8787}`
const DEMO = `http://127.0.0.1:${process.env.MOCK_PORT ?? 8788}`

const out = process.argv[2] ?? 'screenshots'
await mkdir(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})

async function widgetPage(width, setup) {
  const page = await browser.newPage({ viewport: { width, height: 720 } })
  const response = await page.request.post(`${DEMO}/dev/tokens`, { data: { strategy: 'otp_phone', ...setup } })
  const { widget_url } = await response.json()
  // The widget alone, at the frame's width, as a phone would show it.
  await page.goto(widget_url)
  return page
}

for (const theme of ['light', 'dark']) {
  for (const width of [360, 800]) {
    const name = (step) => `${out}/${step}-${theme}-${width}.png`
    const page = await widgetPage(width, { locale: 'en', presentation_data: { theme: { color_scheme: theme } } })
    await page.getByRole('button', { name: 'Send code' }).waitFor()
    await page.screenshot({ path: name('1-intro') })
    await page.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('alertdialog').waitFor()
    await page.waitForTimeout(400) // the fade-in
    await page.screenshot({ path: name('1b-cancel-confirmation') })
    await page.getByRole('button', { name: 'Continue verifying' }).click()
    await page.getByRole('button', { name: 'Send code' }).click()
    await page.getByLabel('Enter the 6-digit code here').fill('111111')
    await page.getByRole('alert').waitFor()
    await page.screenshot({ path: name('2-entry-wrong') })
    await page.getByLabel('Enter the 6-digit code here').fill('123456')
    await page.getByText('Thanks, you’re verified.').waitFor()
    await page.screenshot({ path: name('3-verified') })
    await page.close()

    const failed = await widgetPage(width, { locale: 'sv', scenario: 'failure:too-many-attempts', presentation_data: { theme: { color_scheme: theme } } })
    await failed.getByRole('button', { name: 'Skicka kod' }).click()
    await failed.getByRole('heading', { name: 'Du har gjort fler försök än tillåtet' }).waitFor()
    await failed.screenshot({ path: name('4-failure-sv') })
    await failed.close()

    const skeleton = await browser.newPage({ viewport: { width, height: 720 } })
    await skeleton.route(/\/v1\/text\//, () => {})
    await skeleton.goto(`${EDGE}/#x.y.z`)
    await skeleton.screenshot({ path: name('0-skeleton') })
    await skeleton.close()

    const consent = await widgetPage(width, { locale: 'en', presentation_data: { require_consent: true, theme: { color_scheme: theme } } })
    await consent.getByRole('heading', { name: 'Verify your identity' }).waitFor()
    await consent.screenshot({ path: name('0-consent') })
    await consent.close()
  }
}

const demo = await browser.newPage({ viewport: { width: 1280, height: 800 } })
await demo.goto(`${DEMO}/`)
await demo.getByRole('button', { name: 'Pay and verify' }).click()
const frame = demo.frameLocator('#widget iframe')
await frame.getByRole('button', { name: 'Send code' }).click()
await frame.getByLabel('Enter the 6-digit code here').fill('123456')
await demo.locator('#events li[data-type="onComplete"]').waitFor()
await demo.screenshot({ path: `${out}/demo-checkout-complete.png` })
await browser.close()
console.log(`screenshots in ${out}/`)
