// Screenshots of every screen state, light and dark, 360 px (full screen) and
// 800 px (a card) wide, each also at 200 % zoom, through the running product
// (`npm start`): the widget alone at the frame's width, as a phone shows it,
// with the simulated outside world driven through the mock's /dev routes.
// Usage: node tests/bench/screenshots.mjs [outDir] [scene-name-filter]
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'

const EDGE = `http://127.0.0.1:${process.env.EDGE_PORT ?? 8787}`
const DEMO = `http://127.0.0.1:${process.env.MOCK_PORT ?? 8788}`
const out = process.argv[2] ?? 'screenshots'
const only = process.argv[3] ?? ''
await mkdir(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})

/** The simulated outside world of a session (design.md). */
const outside = (page, sessionId) => (body) => page.request.post(`${DEMO}/dev/sessions/${sessionId}/external`, { data: body })

/**
 * A scene opens a session and walks its screens; `shot(name)` captures the
 * current state. Each scene runs once per theme × width × zoom.
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
  'id-check': {
    token: { strategy: 'id_check', market: 'AU', first_name: 'Jane', last_name: 'Citizen', scenario: 'second-document', answer_delay_seconds: 1 },
    async walk(page, shot) {
      await page.getByRole('heading', { name: 'Verify your identity' }).waitFor()
      await shot('1-consent')
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.getByRole('heading', { name: 'Verify your ID' }).waitFor()
      await shot('2-licence')
      await page.getByLabel('State or territory of issue').selectOption('NSW')
      await page.getByLabel('Licence number').fill('1234')
      await page.getByRole('button', { name: 'Verify ID' }).click()
      await page.locator('#id-check-cardNumber-error').waitFor()
      await shot('3-licence-errors')
      await page.getByLabel('Licence number').fill('12345678')
      await page.getByLabel('Card number').fill('2163123456')
      await page.getByRole('button', { name: 'Verify ID' }).click()
      await page.getByRole('heading', { name: 'Checking your ID' }).waitFor()
      await shot('4-checking')
      await page.getByRole('heading', { name: 'Thank you!' }).waitFor({ timeout: 5000 })
      await shot('5-thank-you')
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.getByLabel('Medicare card').check()
      await page.getByLabel('Medicare card number').fill('2123 45671 1')
      await page.getByLabel('Green').check()
      await page.getByLabel('Valid to').fill('31/02/30')
      await page.getByRole('button', { name: 'Verify ID' }).click()
      await page.locator('#id-check-validTo-error').waitFor()
      await shot('6-medicare-errors')
    },
  },
  'id-check-nz': {
    token: { strategy: 'id_check', market: 'NZ', first_name: 'Jane', last_name: 'Citizen', answer_delay_seconds: 0 },
    async walk(page, shot) {
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.getByLabel('Version number').waitFor()
      await shot('1-licence')
      await page.getByLabel('Passport').check()
      await page.getByLabel('Passport number').fill('LA100023')
      await page.getByRole('button', { name: 'Verify ID' }).click()
      await page.getByRole('alert').waitFor()
      await shot('2-passport-mismatch')
    },
  },
  'id-check-failure': {
    token: { strategy: 'id_check', market: 'NZ', first_name: 'Jane', last_name: 'Citizen', scenario: 'failure:invalid-address', answer_delay_seconds: 0 },
    async walk(page, shot) {
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.getByLabel('Passport').check()
      await page.getByLabel('Passport number').fill('LA123456')
      await page.getByRole('button', { name: 'Verify ID' }).click()
      await page.getByRole('heading', { name: 'We couldn’t verify your address' }).waitFor()
      await shot('invalid-address')
    },
  },
  bureau: {
    token: { strategy: 'bureau_check', market: 'AU', first_name: 'Jane', last_name: 'Citizen', scenario: 'retry', answer_delay_seconds: 2 },
    async walk(page, shot) {
      await page.getByRole('button', { name: 'Agree and continue' }).waitFor()
      await shot('1-consent')
      await page.getByRole('button', { name: 'Agree and continue' }).click()
      await page.getByRole('heading', { name: 'Please wait' }).waitFor()
      await page.waitForTimeout(800)
      await shot('2-wait')
      await page.getByRole('heading', { name: 'We can’t verify your identity' }).waitFor({ timeout: 8000 })
      await shot('3-retry')
      await page.getByLabel('Day').fill('31')
      await page.getByLabel('Month').fill('4')
      await page.getByLabel('Year').fill('85')
      await page.getByRole('button', { name: 'Confirm' }).click()
      await page.locator('#bureau-dateOfBirth-error').waitFor()
      await shot('4-retry-error')
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
        await page.goto(token.widget_url)
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
