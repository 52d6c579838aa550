// Each family's main path for tests/bench/steps.mjs: the session to mint
// (`POST /dev/tokens`, dev/SESSION_API.md), the first screen's mark, and each
// step after it as the shopper takes it, with the documented test inputs
// (code 123456, passcode 1357, bank login demo/1234). `next` is the next
// step's heading or control (`css` and a piece of its text or label), in the
// widget's frame, or with `path` in the child window a hand-off opens.

const heading = (text) => ({ css: 'h1, h2', text })
const button = (text) => ({ css: 'button', text })

/** Approves on the stand-in partner page (dev/routes/partner-pages.ts) in the child window. */
const partnerApprove = { css: 'button[name=decision][value=approve]', path: '/partner/' }

/** The child window a hand-off opened, once it exists. */
const child = (ctx) => async () => {
  for (;;) {
    const page = ctx.context.pages().find((p) => p !== ctx.page && new URL(p.url()).pathname.startsWith('/partner/'))
    if (page) return page
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const done = heading('You’re all set')

/**
 * A hand-off from its first screen: the tap that opens the child window (the widget's waiting step, and the
 * partner page in the window), then the approval there, back to the widget.
 */
// After the return: success, or (the partners that verify afterwards: dev/strategies/partners.ts) their wait.
const handoff = ({
  token,
  open,
  waiting = 'Continue in the window we opened',
  after = ['Please wait', done.text],
}) => ({
  token,
  async drive(ctx) {
    await ctx.first(open)
    await ctx.step(`“${[open.text].flat()[0]}” → the widget’s waiting step`, {
      tap: () =>
        ctx.widget
          .locator(open.css, { hasText: [open.text].flat()[0] })
          .first()
          .click(),
      next: heading(waiting),
      also: [{ name: '… → the partner page in the child window', ...partnerApprove }],
    })
    const partner = child(ctx)
    await ctx.step('approve in the child window → back in the widget', {
      tapIn: partner,
      tap: async () => (await partner()).locator('button[name=decision][value=approve]').click(),
      next: heading(after),
    })
  },
})

export const FLOWS = {
  otp: {
    token: { strategy: 'otp_phone', market: 'SE', locale: 'en' },
    async drive(ctx) {
      const { widget } = ctx
      await ctx.first(button('Send code'))
      await ctx.step('“Send code” → code input', {
        tap: () => widget.getByRole('button', { name: 'Send code' }).click(),
        next: heading('Enter the 6-digit code'),
      })
      const code = widget.getByLabel('Enter the 6-digit code here')
      await ctx.step('code’s last digit → success', {
        prepare: () => code.fill('12345'),
        tap: () => code.press('6'),
        next: done,
      })
    },
  },
  bank_id_se_here: {
    token: { strategy: 'bank_id_se', market: 'SE', locale: 'en' },
    async drive(ctx) {
      await ctx.first(button('Open BankID on this device'))
      await ctx.step('“Open BankID on this device” → “Open BankID”', {
        tap: () => ctx.widget.getByRole('button', { name: 'Open BankID on this device' }).click(),
        next: heading('Open BankID'),
      })
      await ctx.step('approved in the app → success', { outside: ctx.outsideWorld({ outcome: 'approve' }), next: done })
    },
  },
  bank_id_se_qr: {
    token: { strategy: 'bank_id_se', market: 'SE', locale: 'en' },
    async drive(ctx) {
      await ctx.first(button('Use BankID on another device'))
      await ctx.step('“Use BankID on another device” → QR code', {
        tap: () => ctx.widget.getByRole('button', { name: 'Use BankID on another device' }).click(),
        next: { css: '[role=img]', text: 'QR code for BankID' },
      })
      await ctx.step('approved on the other device → success', {
        outside: ctx.outsideWorld({ outcome: 'approve' }),
        next: done,
      })
    },
  },
  bank_id_no: handoff({
    token: { strategy: 'bank_id_no_v2', market: 'NO', locale: 'en' },
    open: button('BankID app'),
  }),
  bank_id_fi: handoff({ token: { strategy: 'bank_id_fi', market: 'FI', locale: 'en' }, open: button('Nordea') }),
  idin: handoff({ token: { strategy: 'idin', market: 'NL', locale: 'en' }, open: button('Continue to iDIN') }),
  checkin: handoff({
    token: { strategy: 'checkin', market: 'SE', locale: 'en' },
    open: button('Agree and continue'),
  }),
  kosma_id: handoff({
    token: { strategy: 'kosma_id', market: 'SE', locale: 'en' },
    open: button('Start ID verification'),
  }),
  veriff: handoff({ token: { strategy: 'veriff', market: 'SE', locale: 'en' }, open: button('Start verification') }),
  monthio: handoff({ token: { strategy: 'monthio', market: 'SE', locale: 'en' }, open: button('Continue to Monthio') }),
  bank_login: {
    // Sparkasse asks for the bank's code (dev/strategies/bank-directory.ts); the account check answers at once.
    token: { strategy: 'bank_login', market: 'DE', locale: 'en', answer_delay_seconds: 0 },
    async drive(ctx) {
      const { widget } = ctx
      await ctx.first(button('Choose another bank'))
      await ctx.step('“Choose another bank” → “Find your bank”', {
        tap: () => widget.getByRole('button', { name: 'Choose another bank' }).click(),
        next: heading('Find your bank'),
      })
      const search = widget.getByRole('combobox', { name: 'Bank name, IBAN or BIC' })
      // From the first key: the list follows each key (what it filters may come from the session server).
      await ctx.step('typing “sparkasse” → the bank listed', {
        tap: () => search.pressSequentially('sparkasse'),
        next: { css: '[role=option]', text: 'Sparkasse KölnBonn' },
      })
      await ctx.step('the bank → its login', {
        tap: () => widget.getByRole('option', { name: /^Sparkasse KölnBonn/ }).click(),
        next: heading('Log in to Sparkasse KölnBonn'),
      })
      const fields = widget.locator('form input')
      await ctx.step('“Log in” → the bank’s code', {
        prepare: async () => {
          await fields.nth(0).fill('demo')
          await fields.nth(1).fill('1234')
        },
        tap: () => widget.getByRole('button', { name: 'Log in', exact: true }).click(),
        next: heading('Enter the code from your bank'),
      })
      const code = widget.getByLabel('Code from your bank', { exact: true })
      await ctx.step('the code’s last digit → the check, or success', {
        prepare: () => code.fill('12345'),
        tap: () => code.press('6'),
        next: heading(['Verifying your identity', 'You’re all set']),
      })
    },
  },
  id_check: {
    token: {
      strategy: 'id_check',
      market: 'AU',
      locale: 'en',
      first_name: 'Jane',
      last_name: 'Citizen',
      answer_delay_seconds: 0,
    },
    async drive(ctx) {
      const { widget } = ctx
      await ctx.first(button('Continue'))
      await ctx.step('“Continue” → the document step', {
        tap: () => widget.getByRole('button', { name: 'Continue' }).click(),
        next: heading('Verify your ID'),
      })
      // Each document type's own fields (the licence's are there first).
      for (const [type, field] of [
        ['Passport', 'Passport number'],
        ['Medicare card', 'Medicare card number'],
        ['Driver licence', 'Licence number'],
        ['Passport', 'Passport number'],
      ])
        await ctx.step(`“${type}” → its fields`, {
          tap: () => widget.getByLabel(type, { exact: true }).check(),
          next: { css: 'label', text: field },
        })
      await ctx.step('“Verify ID” (passport) → the check, or success', {
        prepare: () => widget.getByLabel('Passport number').fill('N1234567'),
        tap: () => widget.getByRole('button', { name: 'Verify ID' }).click(),
        next: heading(['Checking your ID', 'You’re all set']),
      })
    },
  },
  bureau_retry: {
    // New Zealand's bureau finds no match at first: the retry form is the first screen.
    token: {
      strategy: 'bureau_check',
      market: 'NZ',
      locale: 'en',
      scenario: 'retry',
      first_name: 'Jane',
      last_name: 'Citizen',
      answer_delay_seconds: 0,
    },
    async drive(ctx) {
      const { widget } = ctx
      await ctx.first(button('Confirm'))
      await ctx.step('“Confirm” (the retry) → the wait, or success', {
        prepare: async () => {
          await widget.getByLabel('Day').fill('28')
          await widget.getByLabel('Month').fill('2')
          await widget.getByLabel('Year').fill('1987')
        },
        tap: () => widget.getByRole('button', { name: 'Confirm' }).click(),
        next: heading(['Please wait', 'You’re all set']),
      })
    },
  },
  id_scan: {
    camera: true,
    token: { strategy: 'id_scan', market: 'US', locale: 'en' },
    async drive(ctx) {
      const { widget } = ctx
      await ctx.first(button('I consent'))
      await ctx.step('“I consent” → “Scan your ID”', {
        tap: () => widget.getByRole('button', { name: 'I consent' }).click(),
        next: heading('Scan your ID'),
      })
      await ctx.step('“Scan” → “Front of your ID”', {
        // The document is chosen while reading: a radio, no step of its own.
        prepare: () => widget.getByRole('radio', { name: 'Driving licence' }).check(),
        tap: () => widget.getByRole('button', { name: 'Scan' }).click(),
        next: heading('Front of your ID'),
        also: [
          {
            name: '… → the camera’s first frame (“Take photo” enabled)',
            css: 'button[aria-disabled=false]',
            text: 'Take photo',
          },
        ],
      })
    },
  },
  passcode: {
    token: { strategy: 'global_passcode', market: 'SE', locale: 'en' },
    async drive(ctx) {
      const field = ctx.widget.getByLabel('Passcode', { exact: true })
      await ctx.first({ css: 'input', text: '' })
      await ctx.step('passcode’s last digit → success', {
        prepare: () => field.fill('135'),
        tap: () => field.press('7'),
        next: done,
      })
    },
  },
  app_approval: {
    token: { strategy: 'klapp_authenticator', market: 'SE', locale: 'en' },
    async drive(ctx) {
      await ctx.first(heading('Approve in the app'))
      await ctx.step('approved in the app → success', { outside: ctx.outsideWorld({ outcome: 'approve' }), next: done })
    },
  },
}
