import { act, fireEvent, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import BureauCheckScreen from '../../../../widget/screens/bureau-check/BureauCheckScreen'
import { WidgetError } from '../../../../widget/widget-error'
import { harness, type HarnessOptions } from '../../screen-harness'

const bureau = { status: 'in_progress', pending: { kind: 'bureau' } }
const details = { status: 'in_progress', pending: { kind: 'details' } }
const success = { status: 'success', token: 'rt_b' }

function setup(market: string, answers: Record<string, Array<unknown | Error>> = {}, more: HarnessOptions = {}) {
  const h = harness({ type: 'bureau_check', market, answers, ...more })
  h.props.strategy.first_name = 'Jane'
  h.props.strategy.middle_name = 'Ann'
  h.props.strategy.last_name = 'Citizen'
  h.mount(BureauCheckScreen)
  return h
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } })
const errorIn = (id: string) => document.getElementById(`${id}-error`)?.textContent
const tick = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)))

describe('credit-bureau check', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  it('Australia: Agree and continue gives consent, then “Please wait” with progress toward 10 seconds, then the session decides', async () => {
    const h = setup('AU', { start: [bureau], bureau_check: [bureau, bureau, bureau, bureau, bureau, bureau, success] })
    await screen.findByRole('heading', { name: 'Verify your identity' })
    expect(screen.getByText(/By pressing Agree and continue you agree/)).toBeTruthy()
    expect(h.calls).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Agree and continue' }))
    await screen.findByRole('heading', { name: 'Please wait' })
    expect(h.calls[0]).toMatchObject({ action: 'start', body: { consent: true } })
    expect(screen.getByRole('status').textContent).toBe('Checking your details… This takes up to 10 seconds.')
    expect(document.querySelector('.progress__bar')!.getAttribute('style')).toContain('10000ms')
    await tick(10_100)
    // Past the 10 seconds the session still decides; the shopper is told it takes longer.
    expect(screen.getByRole('status').textContent).toBe(
      'Checking your details… This is taking a little longer than usual. Please keep this window open.',
    )
    expect(h.bridge.post).not.toHaveBeenCalledWith('onComplete', expect.anything())
    await tick(4100)
    await waitFor(() => expect(h.bridge.post).toHaveBeenCalledWith('onComplete', { status: 'success', token: 'rt_b' }))
  })

  it('Australia: No thanks is choosing another method', async () => {
    const h = setup('AU')
    fireEvent.click(await screen.findByRole('button', { name: 'No thanks' }))
    await waitFor(() => expect(h.props.changeMethod).toHaveBeenCalledTimes(1))
    expect(h.calls).toEqual([])
  })

  it('New Zealand starts at once; the retry form asks again, prefilled, and is checked before it is sent', async () => {
    const h = setup('NZ', { start: [details], verify: [bureau], bureau_check: [success] })
    await screen.findByRole('heading', { name: 'We can’t verify your identity' })
    expect(h.calls[0]).toMatchObject({ action: 'start', body: undefined })
    expect(
      screen.getByText(
        'Please double-check your details. If you have a middle name or more than one last name, add them too.',
      ),
    ).toBeTruthy()
    expect(field('Given name(s)').value).toBe('Jane Ann')
    expect(field('Last name(s)').value).toBe('Citizen')
    type('Day', '31')
    type('Month', '4')
    type('Year', '1985')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(errorIn('bureau-dateOfBirth')).toBe('Date of birth must be a real date'))
    expect(document.activeElement).toBe(field('Day'))
    expect(screen.getByRole('group', { name: 'Date of birth' }).getAttribute('aria-describedby')).toBe(
      'bureau-dateOfBirth-hint bureau-dateOfBirth-error',
    )
    expect(h.calls.filter((c) => c.action === 'verify')).toEqual([])
    type('Day', '30')
    type('Last name(s)', 'Citizen  Smith')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    await screen.findByRole('heading', { name: 'Please wait' })
    expect(h.calls.find((c) => c.action === 'verify')!.body).toEqual({
      given_names: 'Jane Ann',
      last_names: 'Citizen Smith',
      date_of_birth: '1985-04-30',
    })
    await tick(2100)
    await waitFor(() => expect(h.bridge.post).toHaveBeenCalledWith('onComplete', { status: 'success', token: 'rt_b' }))
  })

  it('names with digits or emoji, and a missing year, are refused at their fields', async () => {
    setup('NZ', { start: [details] })
    await screen.findByRole('heading', { name: 'We can’t verify your identity' })
    type('Given name(s)', 'J4ne 🙂')
    type('Last name(s)', '')
    type('Day', '1')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(errorIn('bureau-givenNames')).toBe('Use only letters, spaces, hyphens and apostrophes'))
    expect(errorIn('bureau-lastNames')).toBe('Enter your last name')
    expect(errorIn('bureau-dateOfBirth')).toBe('Enter your date of birth as a day, a month and a year')
    expect(document.activeElement).toBe(field('Given name(s)'))
    expect(field('Given name(s)').value).toBe('J4ne 🙂')
  })

  it('a failed bureau check falls back to a document: the session’s next strategy', async () => {
    const next = { type: 'id_check', market: 'AU' }
    const h = setup('NZ', { start: [bureau], bureau_check: [{ status: 'cancelled', next_strategy: next }] })
    await screen.findByRole('heading', { name: 'Please wait' })
    await tick(2100)
    await waitFor(() => expect(h.props.switchTo).toHaveBeenCalledWith(next))
  })

  it('Mexico (spec §4): no bureau wait before the document and selfie scan the session hands over to', async () => {
    const next = { type: 'id_scan', market: 'MX' }
    const h = setup('MX', { start: [{ status: 'cancelled', next_strategy: next }] })
    await waitFor(() => expect(h.props.switchTo).toHaveBeenCalledWith(next))
    expect(h.path()).toBe('/bureau_check/start')
    expect(screen.getByRole('status').textContent?.trim()).toBe('Getting things ready…')
    expect(screen.queryByText('We’re verifying your remaining details.')).toBeNull()
    expect(screen.queryByText(/10 seconds/)).toBeNull()
    expect(document.querySelector('.progress__bar')).toBeNull()
  })

  it('Mexico: a start that got no answer says so where it stands, and Try again starts it', async () => {
    const h = setup('MX', {
      start: [
        new WidgetError('network', 'offline'),
        { status: 'cancelled', next_strategy: { type: 'id_scan', market: 'MX' } },
      ],
    })
    await screen.findByText('Lost internet connection')
    expect(h.path()).toBe('/bureau_check/start')
    expect(screen.queryByText('We’re verifying your remaining details.')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(h.props.switchTo).toHaveBeenCalledTimes(1))
  })

  it('Mexico: back from the scan the session names the bureau at work: its wait, then the retry form or success', async () => {
    const h = setup(
      'MX',
      { bureau_check: [bureau, details] },
      { resume: { known: bureau, answer: Promise.resolve(bureau) } },
    )
    await screen.findByRole('heading', { name: 'Please wait' })
    expect(h.path()).toBe('/bureau_check/wait')
    expect(screen.getByText('We’re verifying your remaining details.')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain('This takes up to 10 seconds.')
    await tick(4100)
    await screen.findByRole('heading', { name: 'We can’t verify your identity' })
    expect(h.calls.filter((c) => c.action === 'start')).toEqual([])
  })

  it('Italy: a technical issue ends on the failure screen (the shell remaps it to technical-issue-fallback)', async () => {
    const h = setup('IT', { start: [{ status: 'failure', reason: 'technical-issue', token: 'rt_it' }] })
    await waitFor(() =>
      expect(h.flow.view.value).toMatchObject({
        kind: 'failure',
        failure: { strategy: 'bureau_check', market: 'IT', reason: 'technical-issue' },
      }),
    )
  })

  it('no answer to the start: said, and tried again', async () => {
    const h = setup('NZ', { start: [new WidgetError('network', 'offline'), bureau] })
    await screen.findByText('Lost internet connection')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByRole('status')
    expect(h.calls.filter((c) => c.action === 'start')).toHaveLength(2)
  })

  it('no answer to Confirm: back at the form, nothing lost; fields the session names are shown there', async () => {
    const h = setup('NZ', {
      start: [details],
      verify: [
        new WidgetError('network', 'offline'),
        new WidgetError('client', '422', {
          status: 422,
          body: { error: 'invalid_fields', fields: { last_names: 'mismatch' } },
        }),
      ],
    })
    await screen.findByRole('heading', { name: 'We can’t verify your identity' })
    type('Day', '27')
    type('Month', '3')
    type('Year', '1985')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    await screen.findByText('Lost internet connection')
    expect(field('Year').value).toBe('1985')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(errorIn('bureau-lastNames')).toBe('Please check this detail'))
    await waitFor(() => expect(document.activeElement).toBe(field('Last name(s)')))
    expect(h.calls.filter((c) => c.action === 'verify')).toHaveLength(2)
  })

  it('after a reload: the wait or the retry form the session names; no second start', async () => {
    const h = setup('AU', { bureau_check: [success] }, { resume: { known: bureau, answer: new Promise(() => {}) } })
    await screen.findByRole('heading', { name: 'Please wait' })
    await tick(2100)
    await waitFor(() => expect(h.bridge.post).toHaveBeenCalledWith('onComplete', { status: 'success', token: 'rt_b' }))
    expect(h.calls.map((c) => c.action)).toEqual(['bureau_check'])
    document.body.innerHTML = ''
    setup('AU', {}, { resume: { known: details, answer: new Promise(() => {}) } })
    await screen.findByRole('heading', { name: 'We can’t verify your identity' })
  })

  it('after a reload whose answer comes after the first render (New Zealand): waits for it rather than start again', async () => {
    let arrive!: (raw: unknown) => void
    const h = setup(
      'NZ',
      { bureau_check: [success] },
      { resume: { answer: new Promise((resolve) => (arrive = resolve)), started: true } },
    )
    await screen.findByRole('heading', { name: 'Please wait' })
    await tick(100)
    expect(h.calls).toEqual([])
    arrive(bureau)
    await tick(0)
    await tick(2100)
    await waitFor(() => expect(h.bridge.post).toHaveBeenCalledWith('onComplete', { status: 'success', token: 'rt_b' }))
    expect(h.calls.map((c) => c.action)).toEqual(['bureau_check'])
  })
})
