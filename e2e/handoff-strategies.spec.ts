import { expect, test } from '@playwright/test'
import { expectAccessible, expectTerminal, openWidget, outsideWorld } from './demo'
import { handOff } from './handoff'

test.describe('Norwegian BankID', () => {
  test('the signature variant shows what is signed, then signs with a code device in BankID’s window', async ({
    page,
  }) => {
    const widget = await openWidget(page, { strategy: 'bank_id_no_signature', market: 'NO' })
    await expect(widget.getByRole('heading', { name: 'Review what you’ll sign' })).toBeFocused()
    const text = widget.getByRole('region', { name: 'Text to sign' })
    await expect(text).toContainText('I confirm the purchase at Demo Shop')
    await expectAccessible(page)
    await widget.getByRole('button', { name: 'Continue' }).click()
    await expect(widget.getByRole('heading', { name: 'Sign with BankID' })).toBeFocused()
    await expectAccessible(page)
    const bankId = await handOff(page, () => widget.getByRole('button', { name: /Code device and password/ }).click())
    await expect(bankId.child.getByText('I confirm the purchase at Demo Shop')).toBeVisible()
    await bankId.approve('Sign')
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
  })

  test('keyboard only, in Norwegian: choose the app, identify, done', async ({ page }) => {
    const widget = await openWidget(page, { strategy: 'bank_id_no_v2', market: 'NO', locale: 'nb' })
    await expect(widget.getByRole('heading', { name: 'Identifiser deg med BankID' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(widget.getByRole('button', { name: /BankID-appen/ })).toBeFocused()
    const bankId = await handOff(page, () => page.keyboard.press('Enter'))
    await expect(widget.getByRole('heading', { name: 'Fortsett i vinduet vi åpnet for BankID' })).toBeFocused()
    await bankId.approve('Identify')
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
  })
})

test.describe('Finnish bank identification', () => {
  test('search, pick a bank, identify there as the last step', async ({ page }) => {
    const widget = await openWidget(page, { strategy: 'bank_id_fi', market: 'FI' })
    await expect(widget.getByRole('heading', { name: 'Identify with your bank' })).toBeFocused()
    await expectAccessible(page)
    await widget.getByRole('button', { name: 'Why do we ask?' }).click()
    await expect(widget.getByRole('heading', { name: 'Why do we ask you to identify?' })).toBeFocused()
    await expectAccessible(page)
    await widget.getByRole('button', { name: 'Got it' }).click()
    await widget.getByLabel('Search for your bank').fill('saasto')
    await expect(widget.getByRole('list', { name: 'Banks' }).getByRole('button')).toHaveCount(2)
    const bank = await handOff(page, () => widget.getByRole('button', { name: /^Säästöpankki/ }).click())
    await expect(
      widget.getByRole('heading', { name: 'Continue in the window we opened for Säästöpankki' }),
    ).toBeVisible()
    await expect(widget.getByText('Last step: identification at your bank')).toBeVisible()
    await expect(bank.child.getByRole('heading', { name: 'Säästöpankki' })).toBeVisible()
    await bank.approve('Identify')
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
  })

  test('user-not-trusted at the bank: “Sadly we couldn’t verify your identity”, OK', async ({ page }) => {
    const widget = await openWidget(page, { strategy: 'bank_id_fi', market: 'FI' })
    const bank = await handOff(page, () => widget.getByRole('button', { name: /^Nordea/ }).click())
    await bank.reject('user-not-trusted')
    await expect(widget.getByRole('heading', { name: 'Sadly we couldn’t verify your identity' })).toBeVisible()
    await widget.getByRole('button', { name: 'OK' }).click()
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'failure', reason: 'user-not-trusted' })
  })

  test('user-mismatch says the national ID number must match the identifying bank account', async ({ page }) => {
    const widget = await openWidget(page, { strategy: 'bank_id_fi', market: 'FI', scenario: 'failure:user-mismatch' })
    await widget.getByRole('button', { name: /^OP/ }).click()
    await expect(
      widget.getByText(
        'Make sure the national ID number you gave matches the one on the bank account you identify with.',
      ),
    ).toBeVisible()
  })
})

test.describe('iDIN', () => {
  test('a confirmation, then the bank chosen and confirmed at the partner', async ({ page }) => {
    const widget = await openWidget(page, { strategy: 'idin', market: 'NL', locale: 'nl' })
    await expect(widget.getByRole('heading', { name: 'Bevestig je identiteit met iDIN' })).toBeFocused()
    await expectAccessible(page)
    const idin = await handOff(page, () => widget.getByRole('button', { name: 'Verder naar iDIN' }).click())
    await idin.child.getByLabel('Your bank').selectOption('ING')
    await idin.approve('Log in and confirm')
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
  })

  test('a signicatUrl that is not iDIN’s is “Invalid token details”', async ({ page }) => {
    const logged: string[] = []
    page.on('console', (m) => logged.push(m.text()))
    const token = await (
      await page.request.post('/dev/tokens', {
        data: { strategies: [{ type: 'idin', market: 'NL', signicatUrl: 'https://phish.example/idin' }] },
      })
    ).json()
    await page.goto(token.widget_url)
    await expect(page.getByRole('heading', { name: 'We couldn’t complete the purchase' })).toBeVisible()
    expect(logged.some((line) => line.includes('Invalid token details'))).toBe(true)
  })
})

test.describe('check-in', () => {
  test('the session’s consent, then Checkin.com’s, the partner in its window, then “verification takes under 2 minutes”', async ({
    page,
  }) => {
    const widget = await openWidget(page, { strategy: 'checkin', requireConsent: true })
    // Spec §2.1: the session's consent first (check-in is not one that carries its own), then the partner's.
    await widget.getByRole('button', { name: 'Continue' }).click()
    await expect(widget.getByRole('heading', { name: 'Verify your identity with Checkin.com' })).toBeFocused()
    await expectAccessible(page)
    const checkin = await handOff(page, () => widget.getByRole('button', { name: 'Agree and continue' }).click())
    await checkin.approve('Finish')
    await expect(widget.getByRole('heading', { name: 'Please wait' })).toBeVisible()
    await expect(widget.getByText('Verification takes under 2 minutes.', { exact: true })).toBeVisible()
    await expectAccessible(page)
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
  })

  test('a reload in the middle of the check resumes the check, not the consent', async ({ page }) => {
    const widget = await openWidget(page, { strategy: 'checkin' })
    const checkin = await handOff(page, () => widget.getByRole('button', { name: 'Agree and continue' }).click())
    await checkin.approve('Finish')
    await expect(widget.getByRole('heading', { name: 'Please wait' })).toBeVisible()
    await page
      .frames()
      .find((f) => f.url().includes('#'))!
      .evaluate(() => location.reload())
    await expect(widget.getByText('Verification takes under 2 minutes.', { exact: true })).toBeVisible()
    await expect(widget.getByRole('heading', { name: 'Verify your identity with Checkin.com' })).toHaveCount(0)
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
  })

  test('No thanks chooses another method', async ({ page }) => {
    const widget = await openWidget(page, { strategy: 'checkin', next: 'otp_phone' })
    await widget.getByRole('button', { name: 'No thanks' }).click()
    await expect(widget.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible()
  })
})

test.describe('Kosma ID', () => {
  test('intro, Kosma’s window, then the check under 3 minutes', async ({ page }) => {
    const widget = await openWidget(page, { strategy: 'kosma_id', locale: 'fi' })
    await expect(widget.getByRole('heading', { name: 'Vahvista henkilöllisyystodistuksesi Kosmalla' })).toBeFocused()
    await expectAccessible(page)
    const kosma = await handOff(page, () =>
      widget.getByRole('button', { name: 'Aloita henkilöllisyyden vahvistus' }).click(),
    )
    await kosma.approve('Finish')
    await expect(widget.getByText('Vahvistus kestää alle 3 minuuttia.', { exact: true })).toBeVisible()
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
  })

  test('a rejected document shows the ID-scan reason in Kosma’s own words', async ({ page }) => {
    const widget = await openWidget(page, { strategy: 'kosma_id' })
    const kosma = await handOff(page, () => widget.getByRole('button', { name: 'Start ID verification' }).click())
    await kosma.reject('invalid-document')
    await expect(widget.getByRole('heading', { name: 'We couldn’t accept this document' })).toBeVisible()
    await widget.getByRole('button', { name: 'Go back to checkout' }).click()
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'failure', reason: 'invalid-document' })
  })
})

test.describe('Veriff', () => {
  test('no consent route even when asked for; the hosted flow in its window, then the decision', async ({ page }) => {
    const widget = await openWidget(page, { strategy: 'veriff', market: 'DE', locale: 'de', requireConsent: true })
    await expect(widget.getByRole('heading', { name: 'Bestätige deine Identität mit Veriff' })).toBeFocused()
    await expectAccessible(page)
    const veriff = await handOff(page, () => widget.getByRole('button', { name: 'Verifizierung starten' }).click())
    await veriff.approve('Finish')
    await expect(widget.getByRole('heading', { name: 'Bitte warten' })).toBeVisible()
    await outsideWorld(page).send({ outcome: 'reject', reason: 'user-not-trusted' })
    await expect(
      widget.getByRole('heading', { name: 'Leider konnten wir deine Identität nicht bestätigen' }),
    ).toBeVisible()
  })
})

test.describe('Monthio', () => {
  test('the lending-data partner in its window, then the review of the overview', async ({ page }) => {
    const widget = await openWidget(page, { strategy: 'monthio', market: 'DK', locale: 'da' })
    await expect(widget.getByRole('heading', { name: 'Del et overblik over din økonomi' })).toBeFocused()
    await expectAccessible(page)
    const monthio = await handOff(page, () => widget.getByRole('button', { name: 'Fortsæt til Monthio' }).click())
    await monthio.approve('Share and finish')
    await expect(widget.getByText('Gennemgår dit overblik…', { exact: true })).toBeVisible()
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
  })

  test('cancelled at Monthio, then another method', async ({ page }) => {
    const widget = await openWidget(page, { strategy: 'monthio', market: 'DK', next: 'otp_phone' })
    const monthio = await handOff(page, () => widget.getByRole('button', { name: 'Continue to Monthio' }).click())
    await monthio.cancel()
    await expect(widget.getByRole('heading', { name: 'You didn’t finish at Monthio' })).toBeVisible()
    await widget.getByRole('button', { name: 'Choose another method' }).click()
    await expect(widget.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible()
  })
})
