import { findNotice } from '../../notice'
import { act, fireEvent, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { entryOf } from '../../../../widget/app/family-registry'
import IdCheckScreen from '../../../../widget/screens/id-check/IdCheckScreen'
import { WidgetError } from '../../../../widget/widget-error'
import { harness, type HarnessOptions } from '../../screen-harness'

const document = { status: 'in_progress', pending: { kind: 'document' }, documents_verified: [] }
const verifying = { status: 'in_progress', pending: { kind: 'verifying' } }
const success = { status: 'success', token: 'rt_id' }

/** The ID check as the shell mounts it: with the props the registry gives id-check (spec §2.1). */
function setup(
  answers: Record<string, Array<unknown | Error>> = {},
  more: HarnessOptions & { requireConsent?: boolean } = {},
) {
  const h = harness({ type: 'id_check', market: 'AU', answers: { start: [document], ...answers }, ...more })
  h.props.strategy.first_name = 'Jane'
  h.props.strategy.last_name = 'Citizen'
  h.props.details.presentation_data.require_consent = !!more.requireConsent
  const extras = entryOf('id_check').extras!(h.props, { kycAnytime: false })
  h.mount(IdCheckScreen, extras)
  return h
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } })
// preact/compat listens to focusout for onBlur, and to change on a select (testing-library's fireEvent.change fires input).
const leave = (label: string) => fireEvent.focusOut(field(label))
const choose = (label: string, value: string) => {
  field(label).value = value
  fireEvent(field(label), new Event('change', { bubbles: true }))
}
const verify = () => fireEvent.click(screen.getByRole('button', { name: 'Verify ID' }))
const errorOf = (label: string) => {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.filter((id) => id.endsWith('-error')).map((id) => document_.getElementById(id)!.textContent)[0]
}
const document_ = globalThis.document

async function toForm(h: ReturnType<typeof setup>) {
  await screen.findByRole('heading', { name: 'Verify your identity' })
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
  await screen.findByRole('heading', { name: 'Verify your ID' })
  return h
}
function fillNswLicence() {
  choose('State or territory of issue', 'NSW')
  type('Licence number', 'ab 12 3456')
  type('Card number', '2163 1234 56')
}

describe('ID check', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  it('consent first (Continue is the consent, recorded by the session), then the driver licence with the names prefilled', async () => {
    const h = await toForm(setup())
    expect(h.path()).toBe('/id_check/AU/driver_licence')
    await waitFor(() => expect(h.calls[0]).toMatchObject({ action: 'start', body: { consent: true } }))
    expect(field('First name').value).toBe('Jane')
    expect(field('Last name').value).toBe('Citizen')
    expect(field('Middle name (optional)').value).toBe('')
    expect(screen.getByText(/usually takes less than 2 minutes, and you only need to do it once/)).toBeTruthy()
    expect((screen.getByLabelText('Driver licence') as HTMLInputElement).checked).toBe(true)
  })

  it('a submit with nothing filled in: a message at every field, focus on the first, nothing sent', async () => {
    const h = await toForm(setup())
    type('First name', '')
    verify()
    await waitFor(() => expect(document_.activeElement).toBe(field('State or territory of issue')))
    expect(errorOf('State or territory of issue')).toBe('Choose the state or territory that issued your licence')
    expect(errorOf('Licence number')).toBe('Enter your licence number')
    expect(errorOf('Card number')).toBe('Enter the card number of your licence')
    expect(errorOf('First name')).toBe('Enter your first name')
    expect(field('Licence number').getAttribute('aria-invalid')).toBe('true')
    expect(h.calls.filter((c) => c.action === 'verify')).toEqual([])
  })

  it('a licence number of the wrong form for its state is refused as the field is left, and follows the state', async () => {
    await toForm(setup())
    choose('State or territory of issue', 'VIC')
    type('Licence number', 'AB1234')
    expect(errorOf('Licence number')).toBeUndefined()
    leave('Licence number')
    await waitFor(() => expect(errorOf('Licence number')).toBe('VIC licence numbers have up to 10 digits'))
    expect(screen.getByText('As printed on your licence: up to 10 digits')).toBeTruthy()
    choose('State or territory of issue', 'NSW')
    await waitFor(() => expect(errorOf('Licence number')).toBeUndefined())
    expect(screen.getByText('On the front of your licence card: 10 digits')).toBeTruthy()
    leave('Licence number')
    choose('State or territory of issue', 'WA')
    // Shown once: changing the state restates it for the new state.
    await waitFor(() => expect(errorOf('Licence number')).toBeUndefined())
    leave('Licence number')
    await waitFor(() => expect(errorOf('Licence number')).toBe('WA licence numbers have 7 digits'))
    choose('State or territory of issue', 'VIC')
    await waitFor(() => expect(errorOf('Licence number')).toBe('VIC licence numbers have up to 10 digits'))
  })

  it('sends the licence as the registry compares it, shows the check while it runs, and succeeds', async () => {
    const h = await toForm(setup({ verify: [verifying], id_check: [verifying, success] }))
    fillNswLicence()
    type('Middle name (optional)', ' Ann ')
    verify()
    await screen.findByRole('heading', { name: 'Checking your ID' })
    expect(h.path()).toBe('/id_check/loading')
    expect(h.calls.find((c) => c.action === 'verify')!.body).toEqual({
      document_type: 'driver_licence',
      state: 'NSW',
      licence_number: 'AB123456',
      card_number: '2163123456',
      first_name: 'Jane',
      middle_name: 'Ann',
      last_name: 'Citizen',
    })
    expect(screen.getByRole('status').textContent).toBe('Checking your details… This usually takes a few seconds.')
    await act(async () => void (await vi.advanceTimersByTimeAsync(4100)))
    await waitFor(() => expect(h.bridge.post).toHaveBeenCalledWith('onComplete', { status: 'success', token: 'rt_id' }))
  })

  it('a document that does not match: back at the form, everything typed still there, attempts left said', async () => {
    const h = await toForm(setup({ verify: [{ ...document, document_result: 'rejected', attempts_remaining: 2 }] }))
    fillNswLicence()
    verify()
    expect(await findNotice()).toHaveProperty(
      'textContent',
      'We couldn’t verify this document. Please check that every detail is exactly as printed on it, or choose another document. You have 2 attempts left.',
    )
    expect(h.path()).toBe('/id_check/AU/driver_licence')
    expect(field('Licence number').value).toBe('ab 12 3456')
    expect(field('Card number').value).toBe('2163 1234 56')
  })

  it('one document verified: “Thank you!”, then one further document of another type', async () => {
    const h = await toForm(
      setup({ verify: [{ ...document, documents_verified: ['driver_licence'], document_result: 'verified' }] }),
    )
    fillNswLicence()
    verify()
    await screen.findByRole('heading', { name: 'Thank you!' })
    expect(h.bridge.post).toHaveBeenCalledWith('onEvent', {
      name: 'document_verified',
      document_type: 'driver_licence',
      documents: 1,
    })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByRole('heading', { name: 'Add one more ID' })
    expect(h.path()).toBe('/id_check/AU/passport')
    expect(screen.queryByLabelText('Driver licence')).toBeNull()
    expect(screen.getByLabelText('Medicare card')).toBeTruthy()
  })

  it('Medicare: the check digit, the card colour’s valid-to format, the name as on the card', async () => {
    const h = await toForm(setup({ verify: [success] }))
    fireEvent.click(screen.getByLabelText('Medicare card'))
    await screen.findByLabelText('Medicare card number')
    expect(h.path()).toBe('/id_check/AU/medicare')
    expect(field('Name on card').value).toBe('Jane Citizen')
    type('Medicare card number', '2123 45671 1')
    leave('Medicare card number')
    await waitFor(() =>
      expect(errorOf('Medicare card number')).toBe(
        'This isn’t a valid Medicare card number. Check the 10 digits on your card',
      ),
    )
    type('Medicare card number', '2123 45670 1')
    expect(errorOf('Medicare card number')).toBeUndefined()
    type('Individual reference number', '1')
    fireEvent.click(screen.getByLabelText('Blue'))
    expect(screen.getByText('As printed on your card: DD/MM/YY, for example 31/05/27')).toBeTruthy()
    type('Valid to', '31/02/30')
    verify()
    await waitFor(() => expect(errorOf('Valid to')).toBe('Enter a date that exists'))
    expect(document_.activeElement).toBe(field('Valid to'))
    fireEvent.click(screen.getByLabelText('Green'))
    await waitFor(() => expect(errorOf('Valid to')).toBe('Enter the date as a green card shows it: MM/YYYY'))
    type('Valid to', '12/2099')
    verify()
    await waitFor(() => expect(errorOf('Valid to')).toBe('Check the year: it’s too far in the future'))
    type('Valid to', '12/2030')
    verify()
    await waitFor(() => expect(h.bridge.post).toHaveBeenCalledWith('onComplete', { status: 'success', token: 'rt_id' }))
    expect(h.calls.find((c) => c.action === 'verify')!.body).toEqual({
      document_type: 'medicare',
      card_number: '2123456701',
      reference_number: '1',
      colour: 'green',
      valid_to: '2030-12',
      name_on_card: 'Jane Citizen',
    })
  })

  it('names and sorts the countries only when a document asks for its country (a passport), once', async () => {
    const named = vi.spyOn(Intl, 'DisplayNames')
    const sorted = vi.spyOn(Intl, 'Collator')
    try {
      await toForm(setup())
      expect(named).not.toHaveBeenCalled()
      fireEvent.click(screen.getByLabelText('Passport'))
      const country = (await screen.findByLabelText('Country of issue')) as HTMLSelectElement
      expect([...country.options].slice(0, 3).map((o) => o.value)).toEqual(['AU', 'AF', 'AX'])
      fireEvent.click(screen.getByLabelText('Driver licence'))
      fireEvent.click(await screen.findByLabelText('Passport'))
      await screen.findByLabelText('Country of issue')
      expect(named).toHaveBeenCalledTimes(1)
      // One collator for the whole sort, not one looked up per comparison.
      expect(sorted).toHaveBeenCalledTimes(1)
    } finally {
      named.mockRestore()
      sorted.mockRestore()
    }
  })

  it('values typed for one document stay when the shopper looks at another and comes back', async () => {
    await toForm(setup())
    fillNswLicence()
    fireEvent.click(screen.getByLabelText('Passport'))
    await screen.findByLabelText('Passport number')
    expect((screen.getByLabelText('Country of issue') as HTMLSelectElement).value).toBe('AU')
    expect(screen.getByText('As printed on your passport, for example N1234567')).toBeTruthy()
    fireEvent.click(screen.getByLabelText('Driver licence'))
    await screen.findByLabelText('Card number')
    expect(field('Licence number').value).toBe('ab 12 3456')
  })

  it('no answer: back at the form with the lost connection said, then sent again', async () => {
    const h = await toForm(setup({ verify: [new WidgetError('network', 'offline'), success] }))
    fillNswLicence()
    verify()
    await screen.findByText('Lost internet connection')
    expect(field('Card number').value).toBe('2163 1234 56')
    verify()
    await waitFor(() => expect(h.bridge.post).toHaveBeenCalledWith('onComplete', { status: 'success', token: 'rt_id' }))
    expect(h.calls.filter((c) => c.action === 'verify')).toHaveLength(2)
  })

  it('fields the session names are shown at the field, the first focused', async () => {
    await toForm(
      setup({
        verify: [
          new WidgetError('client', '422', {
            status: 422,
            body: { error: 'invalid_fields', fields: { card_number: 'format', first_name: 'mismatch' } },
          }),
        ],
      }),
    )
    fillNswLicence()
    verify()
    await waitFor(() => expect(errorOf('Card number')).toBe('NSW licence card numbers have 10 digits'))
    expect(errorOf('First name')).toBe('Please check this detail: it doesn’t match the document')
    await waitFor(() => expect(document_.activeElement).toBe(field('Card number')))
  })

  it('a verdict ends on the failure screen (spec §8) through the registry’s failure handler', async () => {
    const h = await toForm(setup({ verify: [{ status: 'failure', reason: 'invalid-address', token: 'rt_f' }] }))
    fillNswLicence()
    verify()
    await waitFor(() =>
      expect(h.flow.view.value).toMatchObject({
        kind: 'failure',
        failure: { strategy: 'id_check', market: 'AU', reason: 'invalid-address', token: 'rt_f' },
      }),
    )
  })

  it('consent already given in the shell: the form first, and the session hears of it before the document', async () => {
    const h = setup({ verify: [success] }, { requireConsent: true })
    await screen.findByRole('heading', { name: 'Verify your ID' })
    expect(h.calls).toEqual([])
    fillNswLicence()
    verify()
    await waitFor(() => expect(h.calls.map((c) => c.action)).toEqual(['start', 'verify']))
    expect(h.calls[0]!.body).toEqual({ consent: true })
  })

  it('after a reload: the check under way opens the loading step; a verified document opens “Thank you!”', async () => {
    setup({ id_check: [verifying] }, { resume: { known: verifying, answer: new Promise(() => {}) } })
    await screen.findByRole('heading', { name: 'Checking your ID' })
    document_.body.innerHTML = ''
    const v = setup(
      {},
      {
        resume: {
          known: { ...document, documents_verified: ['passport'], document_result: 'verified' },
          answer: new Promise(() => {}),
        },
      },
    )
    await screen.findByRole('heading', { name: 'Thank you!' })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByRole('heading', { name: 'Add one more ID' })
    expect(v.path()).toBe('/id_check/AU/driver_licence')
    expect(screen.queryByLabelText('Passport')).toBeNull()
  })

  it('New Zealand: licence number and version, or a passport', async () => {
    const h = harness({ type: 'id_check', market: 'NZ', answers: { start: [document], verify: [success] } })
    h.mount(IdCheckScreen, entryOf('id_check').extras!(h.props, { kycAnytime: false }))
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    await screen.findByLabelText('Version number')
    expect(h.path()).toBe('/id_check/NZ/driver_licence')
    expect(screen.queryByLabelText('Medicare card')).toBeNull()
    type('Licence number', 'A1234567')
    leave('Licence number')
    await waitFor(() =>
      expect(errorOf('Licence number')).toBe('Enter two letters and six numbers, for example AB123456'),
    )
    type('Licence number', 'ab123456')
    type('Version number', '12')
    type('First name', 'Jane')
    type('Last name', 'Citizen')
    verify()
    await waitFor(() =>
      expect(errorOf('Version number')).toBe('Enter the three numbers of the version, for example 123'),
    )
    type('Version number', '123')
    verify()
    await waitFor(() =>
      expect(h.calls.find((c) => c.action === 'verify')!.body).toEqual({
        document_type: 'driver_licence',
        licence_number: 'AB123456',
        version: '123',
        first_name: 'Jane',
        last_name: 'Citizen',
      }),
    )
  })

  it('a further document asked for when every type is verified is a session fault: technical-issue', async () => {
    const h = await toForm(
      setup({
        verify: [
          { ...document, documents_verified: ['driver_licence', 'passport', 'medicare'], document_result: 'verified' },
        ],
      }),
    )
    fillNswLicence()
    verify()
    await waitFor(() =>
      expect(h.flow.view.value).toMatchObject({ kind: 'failure', failure: { reason: 'technical-issue' } }),
    )
    expect(h.props.report).toHaveBeenCalled()
  })

  it('a market without ID documents is a session fault: technical-issue', async () => {
    const h = harness({ type: 'id_check', market: 'SE' })
    h.mount(IdCheckScreen, entryOf('id_check').extras!(h.props, { kycAnytime: false }))
    await waitFor(() =>
      expect(h.flow.view.value).toMatchObject({ kind: 'failure', failure: { reason: 'technical-issue' } }),
    )
    expect(h.props.report).toHaveBeenCalled()
  })
})
