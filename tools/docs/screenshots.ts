// Screenshots of every screen state, light and dark, 360 px (full screen) and
// 800 px (a card) wide, each also at 200 % zoom, through the running product
// (`npm start`): the widget alone at the frame's width, as a phone shows it,
// with the simulated outside world driven through the mock's /dev routes.
// Usage: node tools/docs/screenshots.ts [outDir] [scene-name-filter]
//
// `--gallery` (`npm run screenshots`, which starts the product when it is not
// running) makes the docs from whatever scenes exist below: every state in
// both themes at 360 px into docs/gallery/ with its index, axe-core (WCAG 2.2
// AA tags) on every state in both themes, and a reflow check of every state
// at 200 % zoom (360 and 800 px); then docs/accessibility.md from those
// results and the last Playwright run (tools/docs/accessibility-statement.ts).
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { ensureProduct } from '../../dev/ensure-product.ts'
import { type AuditEntry, writeAccessibilityStatement } from './accessibility-statement.ts'
import { CHROMIUM, FAKE_CAMERA } from '../../e2e/chromium.ts'
import { fakeCameraFile } from '../../e2e/fake-camera.ts'

/** A step's notice region's error (widget/ui/NoticeRegion.tsx): its notices take no role of their own. */
const NOTICE_ERROR = '[aria-live="polite"] .notice--error'

const EDGE = `http://127.0.0.1:${process.env.EDGE_PORT ?? 8787}`
const DEMO = `http://127.0.0.1:${process.env.MOCK_PORT ?? 8788}`
const gallery = process.argv.includes('--gallery')
const [outArg, onlyArg] = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const root = join(import.meta.dirname, '..', '..')
const out = gallery ? join(root, 'docs', 'gallery') : (outArg ?? 'screenshots')
const only = (gallery ? outArg : onlyArg) ?? ''
const product = gallery ? await ensureProduct(root, EDGE) : null
if (gallery && !only) await rm(out, { recursive: true, force: true })
await mkdir(out, { recursive: true })
const browser = await chromium.launch({
  ...CHROMIUM,
  args: [
    ...CHROMIUM.args,
    // The ID scan's camera: the e2e tests' fake one (an ID card held still, then turned to each side).
    ...FAKE_CAMERA,
    `--use-file-for-fake-video-capture=${fakeCameraFile()}`,
  ],
})

/** The simulated outside world of a session (docs/architecture.md "Simulating the outside world"). */
const outside = (page: Page, sessionId: string) => async (body: Record<string, unknown>) => {
  // A reused keep-alive socket the server has just closed resets now and then on a busy machine: try again.
  for (let attempt = 1; ; attempt++)
    try {
      return await page.request.post(`${DEMO}/dev/sessions/${sessionId}/external`, { data: body })
    } catch (error) {
      if (attempt === 3 || !/ECONNRESET|socket hang up/.test(String(error))) throw error
    }
}

/** A photo made with a canvas on the page: an ID card with print, or a face (the ID scan's uploads). */
const photo = async (page: Page, kind: 'card' | 'face') =>
  Buffer.from(
    await page.evaluate((kind) => {
      const canvas = Object.assign(document.createElement('canvas'), {
        width: 1200,
        height: kind === 'card' ? 760 : 900,
      })
      const c = canvas.getContext('2d')!
      c.fillStyle = '#5a5f66'
      c.fillRect(0, 0, canvas.width, canvas.height)
      c.fillStyle = kind === 'card' ? '#ebe4d6' : '#d2a184'
      if (kind === 'card') c.fillRect(40, 40, 1120, 680)
      else c.beginPath(), c.ellipse(600, 450, 260, 330, 0, 0, Math.PI * 2), c.fill()
      c.fillStyle = '#1d1d28'
      c.font = 'bold 38px sans-serif'
      if (kind === 'card')
        for (let line = 0; line < 9; line++) c.fillText(`SPECIMEN ${line} · ANNA EXAMPLE`, 420, 140 + line * 62)
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!
    }, kind),
    'base64',
  )

/** The ID scan up to the wait: the document with the camera, the selfie, the facial scan. */
async function scanWithCamera(page: Page, shot?: Shot) {
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
/** Captures the current state under a step's name. */
type Shot = (step: string) => Promise<void>
/** Tells the session's simulated outside world something (the mock server's `/external`). */
type World = ReturnType<typeof outside>

interface Scene {
  /** What the session is minted with (`POST /dev/tokens`). */
  token: Record<string, unknown> & { presentation_data?: Record<string, unknown> }
  walk(page: Page, shot: Shot, world: World): Promise<void>
  before?(page: Page): Promise<unknown>
  init?(page: Page): Promise<unknown>
  url?(widgetUrl: string): string
}

const scenes: Record<string, Scene> = {
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
      await page.locator(NOTICE_ERROR).waitFor()
      await shot('2-entry-wrong')
      await page.getByLabel('Enter the 6-digit code here').fill('123456')
      await page.getByRole('heading', { name: 'You’re all set' }).waitFor()
      await shot('3-verified')
    },
  },
  'otp-cooldown': {
    token: { strategy: 'otp_phone' },
    async walk(page, shot) {
      await page.getByRole('button', { name: 'Send code' }).click()
      await page.getByLabel('Enter the 6-digit code here').waitFor()
      await page.getByRole('button', { name: 'Go back' }).click()
      // Back at the intro the cooldown still holds: Send code waits, and says why.
      await page.getByText(/You can get a new code in/).waitFor()
      await shot('intro-waiting')
    },
  },
  'otp-send-error': {
    token: { strategy: 'otp_phone', scenario: 'send-error:voip_is_blocked' },
    async walk(page, shot) {
      // The send errors' part (its words and its way out) arrives while the intro shows.
      await page.getByRole('button', { name: 'Send code' }).click()
      await page.getByRole('button', { name: 'Change phone number' }).waitFor()
      await shot('intro-refused')
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
      await page.getByRole('heading', { name: 'Continue in the BankID app' }).waitFor({ timeout: 10_000 })
      await shot('3-continue-in-app')
      await world({ hint: 'userSign' })
      await page.getByRole('heading', { name: 'Finish authentication' }).waitFor({ timeout: 10_000 })
      await shot('4-finish')
      await world({ hint: 'certificateErr' })
      await page.getByRole('heading', { name: 'The identification didn’t go through' }).waitFor({ timeout: 10_000 })
      await shot('5-failed-order')
      await page.getByRole('button', { name: 'Open BankID on this device' }).click()
      await page.getByRole('link', { name: 'Open the BankID app' }).waitFor()
      await shot('6-this-device')
      await world({ outcome: 'reject', reason: 'user-not-trusted' })
      await page.getByRole('heading', { name: 'We couldn’t verify you with BankID' }).waitFor({ timeout: 10_000 })
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
      await page.getByRole('heading', { name: 'The request wasn’t approved' }).waitFor({ timeout: 10_000 })
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
      await page.locator(NOTICE_ERROR).waitFor()
      await shot('2-wrong')
    },
  },
  'bank-login': {
    token: { strategy: 'bank_login', market: 'DE' },
    async walk(page, shot, world) {
      await page.getByRole('button', { name: 'Show more' }).click()
      await shot('1-start')
      await page.getByRole('button', { name: 'Choose another bank' }).click()
      const box = page.getByRole('combobox', { name: 'Bank name, IBAN or BIC' })
      await box.fill('ba')
      await page.getByText('Please enter at least three characters').waitFor()
      await shot('2-three-characters')
      await box.fill('bank')
      await page.getByRole('listbox').getByRole('option').first().waitFor()
      await box.press('ArrowDown')
      await shot('3-results')
      await box.fill('DE88 3704 0044 0532 0130 00')
      await page.getByText('This IBAN isn’t valid. Please check it for typos.').waitFor()
      await shot('4-iban-invalid')
      await box.fill('DE89 3704 0044 0532 0130 00')
      await page.getByRole('option', { name: /^Commerzbank/ }).click()
      await page.getByRole('heading', { name: 'Log in to Commerzbank' }).waitFor()
      await page.getByRole('button', { name: 'Log in', exact: true }).click()
      await page.getByText('Please fill in this field.').first().waitFor()
      await shot('5-login-empty')
      await page.getByLabel('User ID').fill('demo')
      await page.getByLabel('PIN').fill('0000')
      await page.getByRole('button', { name: 'Log in', exact: true }).click()
      await page.getByRole('alert').waitFor()
      await shot('6-login-wrong')
      await page.getByLabel('User ID').fill('demo')
      await page.getByLabel('PIN').fill('1234')
      await page.getByRole('button', { name: 'Log in', exact: true }).click()
      await page.getByText('Waiting for your approval…').waitFor()
      await shot('7-app')
      await world({ outcome: 'approve' })
      // The session verifies for 2 s: a loaded machine may see its answer only once it is done.
      const verifying = page.getByRole('heading', { name: 'Verifying your identity' })
      const done = page.getByRole('heading', { name: 'You’re all set' })
      await verifying.or(done).waitFor({ timeout: 10_000 })
      if (await verifying.isVisible()) await shot('8-verify')
      await done.waitFor({ timeout: 10_000 })
      await shot('9-done')
    },
  },
  'bank-login-code': {
    token: { strategy: 'bank_login', market: 'DE' },
    async walk(page, shot) {
      await page.getByRole('button', { name: 'Choose another bank' }).click()
      await page.getByRole('combobox', { name: 'Bank name, IBAN or BIC' }).fill('sparkasse')
      await page.getByRole('option', { name: /^Sparkasse/ }).click()
      await page.getByLabel('Username').fill('demo')
      await page.getByLabel('PIN').fill('1234')
      await page.getByRole('button', { name: 'Log in', exact: true }).click()
      await page.getByLabel('Code from your bank', { exact: true }).fill('000000')
      await page.locator(NOTICE_ERROR).waitFor()
      await shot('code-wrong')
    },
  },
  'bank-login-report': {
    token: { strategy: 'bank_login', market: 'PL' },
    async walk(page, shot) {
      await page.getByRole('button', { name: 'Choose another bank' }).click()
      await page.getByRole('button', { name: 'My bank isn’t listed' }).click()
      await page.getByRole('button', { name: 'Send' }).click()
      await page.getByText('Please enter the name of your bank.').waitFor()
      await shot('1-form-empty')
      await page.getByLabel('Name of your bank').fill('Bank Spółdzielczy w Wąchocku')
      await page.getByRole('button', { name: 'Send' }).click()
      await page.getByRole('heading', { name: 'Thank you!' }).waitFor()
      await shot('2-thank-you')
    },
  },
  'bank-login-failure': {
    token: { strategy: 'bank_login', market: 'BE', scenario: 'failure:technical-issue' },
    async walk(page, shot) {
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.getByLabel('Customer number').fill('demo')
      await page.getByLabel('Password').fill('1234')
      await page.getByRole('button', { name: 'Log in', exact: true }).click()
      await page.getByRole('heading', { name: 'We couldn’t connect to your bank' }).waitFor()
      await shot('technical-issue')
    },
  },
  'bank-login-de': {
    token: { strategy: 'bank_login', market: 'AT', locale: 'de' },
    async walk(page, shot) {
      await page.getByRole('button', { name: 'Andere Bank wählen' }).click()
      await page.getByRole('combobox', { name: 'Name der Bank, IBAN oder BIC' }).fill('bank')
      await page.getByRole('listbox').getByRole('option').first().waitFor()
      await shot('selection')
    },
  },
  'bank-id-no': {
    token: { strategies: [{ type: 'bank_id_no', market: 'NO' }, { type: 'otp_phone' }] },
    async walk(page, shot, world) {
      await page.getByRole('heading', { name: 'Identify with BankID' }).waitFor()
      await shot('1-choose')
      let opened = page.waitForEvent('popup')
      await page.getByRole('button', { name: /BankID app/ }).click()
      const child = await opened
      await page.getByRole('heading', { name: 'Continue in the window we opened for BankID' }).waitFor()
      await shot('2-continue-in-window')
      // A window shut before it spoke reads as a blocker's (widget/kit/child-window.ts): let it load first.
      await child.waitForURL(/\/partner\//)
      await child.close()
      await page.getByRole('heading', { name: 'The window was closed' }).waitFor({ timeout: 10_000 })
      await shot('3-window-closed')
      opened = page.waitForEvent('popup')
      await page.getByRole('button', { name: 'Open BankID again' }).click()
      await (await opened).waitForURL(/\/partner\//)
      await world({ outcome: 'cancel' })
      await page.getByRole('heading', { name: 'You didn’t finish at BankID' }).waitFor({ timeout: 10_000 })
      await shot('4-not-finished')
      opened = page.waitForEvent('popup')
      await page.getByRole('button', { name: 'Open BankID again' }).click()
      await (await opened).waitForURL(/\/partner\//)
      await world({ outcome: 'reject', reason: 'session-timeout' })
      await page.getByRole('heading', { name: 'Whoops, we ran out of time' }).waitFor({ timeout: 10_000 })
      await shot('5-failure')
    },
  },
  'bank-id-no-signature': {
    token: { strategy: 'bank_id_no_signature', market: 'NO' },
    async walk(page, shot) {
      await page.getByRole('region', { name: 'Text to sign' }).waitFor()
      await shot('review')
    },
  },
  'handoff-blocked': {
    token: { strategy: 'bank_id_fi', market: 'FI' },
    // The browser's popup blocker: window.open gives nothing.
    before: (page) => page.addInitScript(() => (window.open = () => null)),
    async walk(page, shot) {
      await page.getByRole('button', { name: /^Nordea/ }).click()
      await page.getByRole('heading', { name: 'Your browser blocked the new window' }).waitFor()
      await shot('blocked')
    },
  },
  'bank-id-fi': {
    token: { strategy: 'bank_id_fi', market: 'FI', locale: 'fi' },
    async walk(page, shot, world) {
      await page.getByRole('heading', { name: 'Tunnistaudu pankkisi kautta' }).waitFor()
      await shot('1-banks')
      await page.getByLabel('Hae pankkiasi').fill('Revolut')
      await page.getByRole('status').waitFor()
      await shot('2-no-match')
      await page.getByLabel('Hae pankkiasi').fill('')
      await page.getByRole('button', { name: 'Miksi kysymme?' }).click()
      await page.getByRole('heading', { name: 'Miksi pyydämme sinua tunnistautumaan?' }).waitFor()
      await shot('3-why')
      await page.getByRole('button', { name: 'Selvä' }).click()
      const opened = page.waitForEvent('popup')
      await page.getByRole('button', { name: /^Oma Säästöpankki/ }).click()
      await (await opened).waitForURL(/\/partner\//)
      await page.getByText('Viimeinen vaihe: tunnistautuminen pankissasi').waitFor()
      await shot('4-last-step')
      await world({ outcome: 'reject', reason: 'user-not-trusted' })
      await page.getByRole('button', { name: 'OK' }).waitFor({ timeout: 10_000 })
      await shot('5-failure')
    },
  },
  idin: {
    token: { strategy: 'idin', market: 'NL', locale: 'nl' },
    async walk(page, shot) {
      await page.getByRole('heading', { name: 'Bevestig je identiteit met iDIN' }).waitFor()
      await shot('intro')
    },
  },
  checkin: {
    token: { strategy: 'checkin', market: 'SE' },
    async walk(page, shot, world) {
      await page.getByRole('heading', { name: 'Verify your identity with Checkin.com' }).waitFor()
      await shot('1-consent')
      const opened = page.waitForEvent('popup')
      await page.getByRole('button', { name: 'Agree and continue' }).click()
      await (await opened).waitForURL(/\/partner\//)
      await world({ outcome: 'approve' })
      await page.getByRole('heading', { name: 'Please wait' }).waitFor({ timeout: 10_000 })
      await shot('2-verifying')
    },
  },
  'kosma-id': {
    token: { strategy: 'kosma_id', locale: 'de' },
    async walk(page, shot) {
      await page.getByRole('heading', { name: 'Bestätige deinen Ausweis mit Kosma' }).waitFor()
      await shot('intro')
    },
  },
  veriff: {
    token: { strategy: 'veriff', market: 'GB', locale: 'el' },
    async walk(page, shot) {
      await page.getByRole('heading', { name: 'Επαληθεύστε την ταυτότητά σας με το Veriff' }).waitFor()
      await shot('intro')
    },
  },
  monthio: {
    token: { strategy: 'monthio', market: 'DK' },
    async walk(page, shot) {
      await page.getByRole('heading', { name: 'Share an overview of your finances' }).waitFor()
      await shot('intro')
    },
  },
  'id-check': {
    token: {
      strategy: 'id_check',
      market: 'AU',
      first_name: 'Jane',
      last_name: 'Citizen',
      scenario: 'second-document',
      answer_delay_seconds: 1,
    },
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
      await page.getByRole('heading', { name: 'Thank you!' }).waitFor({ timeout: 10_000 })
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
      await page.locator(NOTICE_ERROR).waitFor()
      await shot('2-passport-mismatch')
    },
  },
  'id-check-failure': {
    token: {
      strategy: 'id_check',
      market: 'NZ',
      first_name: 'Jane',
      last_name: 'Citizen',
      scenario: 'failure:invalid-address',
      answer_delay_seconds: 0,
    },
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
    token: {
      strategy: 'bureau_check',
      market: 'AU',
      first_name: 'Jane',
      last_name: 'Citizen',
      scenario: 'retry',
      answer_delay_seconds: 2,
    },
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
  'id-scan': {
    token: { strategy: 'id_scan', market: 'IE', answer_delay_seconds: 120 },
    async walk(page, shot, world) {
      await page.getByRole('heading', { name: 'Scan your ID' }).waitFor()
      await shot('1-intro')
      await page.getByRole('button', { name: 'Scan' }).click()
      await scanWithCamera(page, shot)
      await page.getByRole('heading', { name: 'Verifying your ID' }).waitFor({ timeout: 30_000 })
      await shot('6-verifying')
      await world({ hint: 'glare' })
      await page.getByRole('heading', { name: 'We couldn’t accept your ID' }).waitFor({ timeout: 10_000 })
      await shot('7-retry')
    },
  },
  'id-scan-sending': {
    token: { strategy: 'id_scan', market: 'GB', answer_delay_seconds: 120 },
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
    url: (widgetUrl) => {
      const url = new URL(widgetUrl)
      url.searchParams.set('kyca', '1')
      return url.href
    },
    async walk(page, shot) {
      await page.getByRole('heading', { name: 'Verify your ID now or later' }).waitFor()
      await shot('later')
    },
  },
  'id-scan-denied': {
    token: { strategy: 'id_scan', market: 'IE' },
    init: (page) =>
      page.addInitScript(
        () =>
          (navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'))),
      ),
    async walk(page, shot) {
      await page.getByRole('button', { name: 'Scan' }).click()
      await page.getByRole('heading', { name: 'Camera access is blocked' }).waitFor()
      await shot('1-problem')
      await page.getByRole('button', { name: 'Upload photos instead' }).click()
      await page.getByRole('button', { name: 'Choose a photo' }).waitFor()
      await shot('2-upload')
      await page
        .locator('input[type=file]')
        .first()
        .setInputFiles({ name: 'id.jpg', mimeType: 'image/jpeg', buffer: await photo(page, 'card') })
      await page.getByRole('heading', { name: 'Check your photo' }).waitFor()
      await shot('3-review-upload')
    },
  },
  'id-scan-failure-es': {
    token: { strategy: 'id_scan', market: 'ES', locale: 'es', scenario: 'failure:user-mismatch' },
    init: (page) =>
      page.addInitScript(
        () => (navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('none', 'NotFoundError'))),
      ),
    async walk(page, shot) {
      await page.getByRole('radio').nth(1).check()
      await page.locator('footer button').click()
      await page.locator('footer button').first().click()
      for (const kind of ['card', 'face'] as const) {
        await page
          .locator('input[type=file]')
          .first()
          .setInputFiles({ name: `${kind}.jpg`, mimeType: 'image/jpeg', buffer: await photo(page, kind) })
        await page.locator('footer button').first().click()
      }
      await page.getByRole('button', { name: 'Volver al pago' }).waitFor({ timeout: 15_000 })
      await shot('failure')
    },
  },
  switching: {
    token: { strategies: [{ type: 'global_passcode' }, { type: 'klapp_authenticator' }] },
    async walk(page, shot) {
      await page.route(
        /\/v1\/text\//,
        async (route) => (await new Promise((r) => setTimeout(r, 1500)), route.continue()),
      )
      await page.getByRole('button', { name: 'Forgot your passcode?' }).click()
      await page.getByRole('heading', { name: 'Please wait' }).waitFor()
      await shot('loading-next-method')
    },
  },
}

/** WCAG 2.2 AA, as e2e/demo.ts's expectAccessible. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** Every state the gallery measured: `{ scene, step, theme, width, zoom, violations?, overflowPx? }`. */
const audit: Array<AuditEntry & { file?: string }> = []

/** Each combination a run walks: the gallery saves 360 px at 100 % and measures reflow at 200 %. */
const combinations: Array<{ theme: AuditEntry['theme']; width: number; zoom: number; save?: boolean; axe?: boolean }> =
  gallery
    ? (['light', 'dark'] as const).flatMap((theme) => [
        { theme, width: 360, zoom: 1, save: true, axe: true },
        { theme, width: 360, zoom: 2 },
        { theme, width: 800, zoom: 2 },
      ])
    : (['light', 'dark'] as const).flatMap((theme) =>
        [360, 800].flatMap((width) => [1, 2].map((zoom) => ({ theme, width, zoom, save: true }))),
      )

let count = 0
const failures: string[] = []
for (const [name, scene] of Object.entries(scenes)) {
  if (!name.includes(only)) continue
  for (const { theme, width, zoom, save, axe } of combinations) {
    // 200 % zoom: the same device pixels, half the CSS pixels.
    // A context of its own: axe-core needs one (and nothing carries over between runs).
    const context = await browser.newContext({
      viewport: { width: width / zoom, height: 720 / zoom },
      deviceScaleFactor: zoom,
    })
    const page = await context.newPage()
    await scene.before?.(page)
    const token = await (
      await page.request.post(`${DEMO}/dev/tokens`, {
        data: {
          ...scene.token,
          presentation_data: { ...scene.token.presentation_data, theme: { color_scheme: theme } },
        },
      })
    ).json()
    await scene.init?.(page)
    await page.goto(scene.url ? scene.url(token.widget_url) : token.widget_url)
    const shot = async (step: string) => {
      const entry: AuditEntry & { file?: string } = { scene: name, step, theme, width, zoom }
      // A message fading in (a wait's rotating words) is measured once it has arrived, as the shopper reads it.
      await page
        .waitForFunction(
          () =>
            document
              .getAnimations()
              .every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running'),
          null,
          { timeout: 2000 },
        )
        .catch(() => {})
      if (save) {
        const file = gallery
          ? `${name}-${step}-${theme}.png`
          : `${name}-${step}-${theme}-${width}${zoom === 2 ? '-zoom200' : ''}.png`
        await page.screenshot({ path: join(out, file), fullPage: true })
        entry.file = file
        count++
      }
      if (axe)
        entry.violations = (await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        )
      // Reflow (WCAG 1.4.10): nothing may need sideways scrolling at 200 %.
      if (zoom === 2)
        entry.overflowPx = await page.evaluate(() =>
          Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
        )
      if (gallery) audit.push(entry)
    }
    try {
      await scene.walk(page, shot, outside(page, token.session_id))
    } catch (error) {
      // One scene that cannot finish (a slow machine, a changed screen) must not lose all the others: say so and go on.
      const message = String((error as Error | undefined)?.message ?? error).split('\n')[0]!
      failures.push(`${name} (${theme}, ${width} px, ${zoom * 100} %): ${message}`)
      if (gallery) audit.push({ scene: name, step: 'did not finish', theme, width, zoom, error: message })
    }
    await context.close()
  }
}

if (!only || 'skeleton'.includes(only))
  for (const theme of ['light', 'dark'] as const)
    for (const width of gallery ? [360] : [360, 800]) {
      const context = await browser.newContext({ viewport: { width, height: 720 }, colorScheme: theme })
      const skeleton = await context.newPage()
      await skeleton.route(/\/v1\/text\//, () => {})
      await skeleton.goto(`${EDGE}/#x.y.z`)
      const file = gallery ? `skeleton-loading-${theme}.png` : `skeleton-${theme}-${width}.png`
      await skeleton.screenshot({ path: join(out, file) })
      if (gallery)
        audit.push({
          scene: 'skeleton',
          step: 'loading',
          theme,
          width,
          zoom: 1,
          file,
          violations: (await new AxeBuilder({ page: skeleton }).withTags(AXE_TAGS).analyze()).violations.map(
            (v) => v.id,
          ),
        })
      await context.close()
      count++
    }

// The hand-off page a child window returns to, opened with nobody to tell: what it says then.
if (!only || 'handoff-page'.includes(only))
  for (const theme of ['light', 'dark'] as const)
    for (const width of [360, 800])
      for (const zoom of [1, 2]) {
        const page = await browser.newPage({
          viewport: { width: width / zoom, height: 720 / zoom },
          deviceScaleFactor: zoom,
          colorScheme: theme,
          locale: 'sv-SE',
        })
        await page.goto(`${EDGE}/handoff/return`)
        await page.getByRole('button', { name: 'Stäng' }).waitFor({ timeout: 10_000 })
        await page.screenshot({
          path: `${out}/handoff-page-done-${theme}-${width}${zoom === 2 ? '-zoom200' : ''}.png`,
          fullPage: true,
        })
        await page.close()
        count++
      }

await browser.close()
if (gallery) {
  await writeGalleryIndex(out, audit)
  await mkdir(join(root, '.build'), { recursive: true })
  await writeFile(join(root, '.build', 'a11y-scenes.json'), JSON.stringify(audit, null, 2))
  await writeAccessibilityStatement(root, audit)
}
await product?.stop()
console.log(`${count} screenshots in ${out}/`)
if (failures.length) {
  console.error(`Scenes that did not finish:\n  ${failures.join('\n  ')}`)
  process.exitCode = 1
}

/** docs/gallery/README.md: every state the scenes reached, light beside dark. */
async function writeGalleryIndex(dir: string, entries: Array<AuditEntry & { file?: string }>) {
  const files = new Set(await readdir(dir))
  const states = [...new Map(entries.filter((e) => e.file).map((e) => [`${e.scene}|${e.step}`, e])).values()]
  const lines = [
    '# Screen gallery',
    '',
    'Every screen state the product reaches in `tools/docs/screenshots.ts`, light and dark, 360 px wide (a phone).',
    'Generated from the running product by `npm run screenshots`; do not edit by hand. Accessibility results for the',
    'same states are in [../accessibility.md](../accessibility.md).',
  ]
  let scene = ''
  for (const { scene: name, step } of states) {
    if (name !== scene) lines.push(`## ${(scene = name)}`, '', '| light | dark |', '| --- | --- |')
    const cell = (theme: string) =>
      files.has(`${name}-${step}-${theme}.png`) ? `![${name} ${step}, ${theme}](${name}-${step}-${theme}.png)` : ''
    lines.push(`| **${step}**<br>${cell('light')} | **${step}**<br>${cell('dark')} |`)
  }
  const unfinished = entries.filter((e) => e.error && e.zoom === 1)
  if (unfinished.length)
    lines.push('## Scenes that did not finish', '', ...unfinished.map((e) => `- ${e.scene} (${e.theme}): ${e.error}`))
  await writeFile(join(dir, 'README.md'), `${lines.join('\n').replace(/\n(## )/g, '\n\n$1')}\n`)
}
