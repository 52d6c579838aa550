import { act, fireEvent, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import BankLoginScreen from '../../../../widget/screens/bank-login/BankLoginScreen'
import { failureText } from '../../../../widget/app/failure-text'
import { createText } from '../../../../widget/i18n/text'
import { WidgetError } from '../../../../widget/widget-error'
import { typeAsRead } from '../../fixtures'
import { english } from '../../render'
import { harness, type HarnessOptions } from '../../screen-harness'

const bank = (name: string, country = 'DE') => ({
  id: `${country.toLowerCase()}-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  country,
  bic: 'COBADEFFXXX',
})
const selected = (
  name: string,
  fields = [
    { name: 'user_id', kind: 'user_id' },
    { name: 'pin', kind: 'pin' },
  ],
) => ({ ...bank(name), login_fields: fields })
const state = (extra: Record<string, unknown> = {}) => ({
  status: 'in_progress',
  pending: null,
  consented: true,
  ...extra,
})

function setup(answers: Record<string, Array<unknown | Error>>, more: HarnessOptions = {}) {
  const h = harness({ type: 'bank_login', market: 'DE', answers, ...more })
  h.mount(BankLoginScreen)
  return h
}

const flush = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)))
const type = (value: string) =>
  fireEvent.input(screen.getByRole('combobox', { name: 'Bank name, IBAN or BIC' }), { target: { value } })

describe('bank login: start', () => {
  it('Show more reveals the rest of the consent and says it is open; outside the UK without the UK clause', async () => {
    setup({})
    await screen.findByRole('heading', { name: 'Log in to your bank' })
    const more = screen.getByRole('button', { name: 'Show more' })
    expect(more.getAttribute('aria-expanded')).toBe('false')
    const rest = document.getElementById(more.getAttribute('aria-controls')!)!
    expect(rest.hidden).toBe(true)
    fireEvent.click(more)
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true')
    expect(rest.hidden).toBe(false)
    expect(rest.textContent).toContain('We read your name')
    expect(rest.textContent).not.toContain('90 days')
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }))
    expect(rest.hidden).toBe(true)
  })

  it('in the UK the consent carries the 90-day transactions clause', async () => {
    const h = harness({ type: 'bank_login', market: 'GB' })
    h.mount(BankLoginScreen)
    fireEvent.click(await screen.findByRole('button', { name: 'Show more' }))
    expect(screen.getByText('We only read transactions from the last 90 days at most.')).toBeTruthy()
  })

  it.each(['bank_login_obu', 'bank-login-obu'])(
    '%s opens on the United Kingdom with its 90-day clause, whatever the market',
    async (spelt) => {
      const h = harness({ type: typeAsRead(spelt), market: 'DE', answers: { start: [state()] } })
      h.mount(BankLoginScreen)
      fireEvent.click(await screen.findByRole('button', { name: 'Show more' }))
      expect(screen.getByText('We only read transactions from the last 90 days at most.')).toBeTruthy()
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
      await screen.findByRole('heading', { name: 'Find your bank' })
      expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value).toBe('GB')
    },
  )

  it('Continue is the consent: it is sent, then the search opens (no suggested bank)', async () => {
    const h = setup({ start: [state()] })
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    await screen.findByRole('heading', { name: 'Find your bank' })
    expect(h.calls[0]).toMatchObject({ action: 'start', body: { consent: true }, method: 'POST' })
    expect(h.path()).toBe('/bank_login/baas_widget')
    // The consent given is behind: no way back to it.
    expect(h.steps.canGoBack()).toBe(false)
  })
})

describe('bank login: the search', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  it('says the three-character rule, then searches once typing pauses, and announces the count', async () => {
    const h = setup(
      { banks: [{ banks: [bank('Commerzbank')] }] },
      { resume: { known: state(), answer: Promise.resolve(state()) } },
    )
    await screen.findByRole('heading', { name: 'Find your bank' })
    type('co')
    await flush()
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Please enter at least three characters')).toBe(
      true,
    )
    type('com')
    type('comm')
    await act(async () => void (await vi.advanceTimersByTimeAsync(350)))
    await screen.findByRole('option', { name: /Commerzbank/ })
    expect(h.calls.filter((c) => c.action === 'banks')).toHaveLength(1)
    expect(
      screen.getAllByRole('status').some((s) => s.textContent === '1 bank found. Use the arrow keys to choose one.'),
    ).toBe(true)
    const box = screen.getByRole('combobox', { name: 'Bank name, IBAN or BIC' })
    expect(box.getAttribute('aria-expanded')).toBe('true')
  })

  it('an IBAN typed in full finds its bank by country and bank code; the account number is not sent', async () => {
    const h = setup(
      { banks: [{ banks: [bank('NatWest', 'GB')] }] },
      { resume: { known: state(), answer: Promise.resolve(state()) } },
    )
    await screen.findByRole('heading', { name: 'Find your bank' })
    type('GB29 NWBK 6016 1331 9268 19')
    await act(async () => void (await vi.advanceTimersByTimeAsync(350)))
    await screen.findByRole('option', { name: /NatWest/ })
    const url = h.calls.find((c) => c.action === 'banks')!
    expect(url.url).not.toContain('31926819')
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value).toBe('GB')
  })

  it('an IBAN with wrong check digits is an error of the field, and nothing is asked', async () => {
    const h = setup({}, { resume: { known: state(), answer: Promise.resolve(state()) } })
    await screen.findByRole('heading', { name: 'Find your bank' })
    type('DE88 3704 0044 0532 0130 00')
    await act(async () => void (await vi.advanceTimersByTimeAsync(350)))
    const box = screen.getByRole('combobox', { name: 'Bank name, IBAN or BIC' })
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(box.getAttribute('aria-describedby')!.split(' ')[1]!)!.textContent).toBe(
      'This IBAN isn’t valid. Please check it for typos.',
    )
    expect(h.calls.filter((c) => c.action === 'banks')).toHaveLength(0)
  })

  it('arrow keys move through the banks, Enter chooses; the bank’s login fields follow', async () => {
    const h = setup(
      {
        banks: [{ banks: [bank('Commerzbank'), bank('Deutsche Bank')] }],
        select: [state({ bank: selected('Deutsche Bank') })],
      },
      { resume: { known: state(), answer: Promise.resolve(state()) } },
    )
    await screen.findByRole('heading', { name: 'Find your bank' })
    type('bank')
    await act(async () => void (await vi.advanceTimersByTimeAsync(350)))
    const box = screen.getByRole('combobox', { name: 'Bank name, IBAN or BIC' })
    await screen.findByRole('option', { name: /Commerzbank/ })
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    expect(box.getAttribute('aria-activedescendant')).toBe('bank-search-option-1')
    expect(screen.getByRole('option', { name: /Deutsche Bank/ }).getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    expect(box.getAttribute('aria-activedescendant')).toBe('bank-search-option-0')
    fireEvent.keyDown(box, { key: 'ArrowUp' })
    fireEvent.keyDown(box, { key: 'Enter' })
    await screen.findByRole('heading', { name: 'Log in to Deutsche Bank' })
    expect(h.calls.find((c) => c.action === 'select')!.body).toEqual({ bank_id: 'de-deutsche-bank' })
    expect(screen.getByLabelText('User ID')).toBeTruthy()
    expect((screen.getByLabelText('PIN') as HTMLInputElement).type).toBe('password')
  })
})

describe('bank login: the bank’s login', () => {
  const atLogin = (extra: Record<string, unknown> = {}) => state({ bank: selected('Commerzbank'), ...extra })
  const mountAtLogin = (answers: Record<string, Array<unknown | Error>>) =>
    setup(answers, { resume: { known: atLogin(), answer: Promise.resolve(atLogin()) } })
  const fill = (userId: string, pin: string) => {
    fireEvent.input(screen.getByLabelText('User ID'), { target: { value: userId } })
    fireEvent.input(screen.getByLabelText('PIN'), { target: { value: pin } })
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
  }

  it('a reload resumes on the chosen bank’s login', async () => {
    const h = mountAtLogin({})
    await screen.findByRole('heading', { name: 'Log in to Commerzbank' })
    expect(h.path()).toBe('/bank_login/baas_widget/creds/Commerzbank')
  })

  it('empty fields are errors, focus on the first; nothing is sent', async () => {
    const h = mountAtLogin({})
    await screen.findByRole('heading', { name: 'Log in to Commerzbank' })
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(2)
    expect(document.activeElement).toBe(screen.getByLabelText('User ID'))
    expect(h.calls.filter((c) => c.action === 'login')).toHaveLength(0)
  })

  it('the credentials go in the login body once; the fields are empty at once, a wrong login says how many tries are left', async () => {
    const h = mountAtLogin({
      login: [
        new WidgetError('client', 'wrong', {
          status: 422,
          body: { error: 'wrong_credentials', attempts_remaining: 2 },
        }),
      ],
    })
    await screen.findByRole('heading', { name: 'Log in to Commerzbank' })
    fill('demo', 'S3cret-PIN')
    // Emptied as the call leaves, not when it answers.
    expect((screen.getByLabelText('PIN') as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText('User ID') as HTMLInputElement).value).toBe('')
    await screen.findByText(
      'These login details aren’t right. Please check them and try again. You have 2 attempts left.',
    )
    const login = h.calls.filter((c) => c.action === 'login')
    expect(login).toHaveLength(1)
    expect(login[0]!.body).toEqual({ bank_id: 'de-commerzbank', credentials: { user_id: 'demo', pin: 'S3cret-PIN' } })
    expect(login[0]!.url).not.toContain('S3cret')
  })

  it('a code asked for opens the code step; a right code leads to the check', async () => {
    const h = mountAtLogin({
      login: [atLogin({ pending: { kind: 'bank_code' }, code_length: 6 })],
      code: [atLogin({ pending: { kind: 'bank_data' } })],
    })
    await screen.findByRole('heading', { name: 'Log in to Commerzbank' })
    fill('demo', '1234')
    await screen.findByRole('heading', { name: 'Enter the code from your bank' })
    expect(h.path()).toBe('/bank_login/baas_widget/creds/Commerzbank/code')
    fireEvent.change(screen.getByLabelText('Code from your bank'), { target: { value: '123456' } })
    await screen.findByRole('heading', { name: 'Verifying your identity' })
    expect(h.calls.find((c) => c.action === 'code')!.body).toEqual({ code: '123456' })
    // The check took the code step's place: no way back to a code already used.
    expect(h.path()).toBe('/bank_login/verify')
    expect(h.steps.canGoBack()).toBe(false)
  })

  it('lost connection: said, nothing kept, and the shopper types again', async () => {
    mountAtLogin({ login: [new WidgetError('network', 'offline')] })
    await screen.findByRole('heading', { name: 'Log in to Commerzbank' })
    fill('demo', '1234')
    await screen.findByText('Lost internet connection')
    expect((screen.getByLabelText('PIN') as HTMLInputElement).value).toBe('')
  })
})

describe('bank login: failures name the bank', () => {
  it('a server fault at the login ends with technical-issue naming the chosen bank', async () => {
    const known = state({ bank: selected('Commerzbank') })
    const h = setup(
      { login: [new WidgetError('server', 'boom', { status: 500 })] },
      { resume: { known, answer: Promise.resolve(known) } },
    )
    await screen.findByRole('heading', { name: 'Log in to Commerzbank' })
    fireEvent.input(screen.getByLabelText('User ID'), { target: { value: 'demo' } })
    fireEvent.input(screen.getByLabelText('PIN'), { target: { value: '1234' } })
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await vi.waitFor(() => expect(h.flow.view.value.kind).toBe('failure'))
    const view = h.flow.view.value as Extract<typeof h.flow.view.value, { kind: 'failure' }>
    expect(view.failure.values).toEqual({ bankName: 'Commerzbank' })
    const text = failureText(createText('en', english), view.failure)
    expect(text.description).toBe(
      'Something went wrong while connecting to Commerzbank. Please try again later or choose another payment method.',
    )
    // The host hears the reason, never the placeholder values.
    expect(h.bridge.post).not.toHaveBeenCalled()
  })

  it('before a bank is chosen the text says “your bank”', async () => {
    const h = setup({ start: [new WidgetError('server', 'boom', { status: 500 })] })
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    await vi.waitFor(() => expect(h.flow.view.value.kind).toBe('failure'))
    const view = h.flow.view.value as Extract<typeof h.flow.view.value, { kind: 'failure' }>
    expect(failureText(createText('en', english), view.failure).description).toContain('connecting to your bank.')
  })
})
