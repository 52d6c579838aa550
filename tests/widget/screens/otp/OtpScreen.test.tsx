import { findNotice, getNotice } from '../../notice'
import { act, fireEvent, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import OtpScreen from '../../../../widget/screens/otp/OtpScreen'
import { WidgetError } from '../../../../widget/widget-error'
import { typeAsRead } from '../../fixtures'
import { harness, type HarnessOptions } from '../../screen-harness'

const inProgress = {
  status: 'in_progress',
  pending: { kind: 'code' },
  contact_detail: '+46 70 ••• •• 67',
  resend_available_in: 30,
}
const wrongCode = () =>
  new WidgetError('client', '422', { status: 422, body: { error: 'wrong_code', attempts_remaining: 2 } })

function setup(
  answers: Record<string, Array<unknown | Error>>,
  type = 'otp_phone',
  hideErrorScreen = false,
  more: HarnessOptions = {},
) {
  const h = harness({ type, answers, hideErrorScreen, ...more })
  h.mount(OtpScreen)
  return h
}

const codeField = () => screen.getByLabelText('Enter the 6-digit code here') as HTMLInputElement
const typeCode = (value: string) => fireEvent.input(codeField(), { target: { value } })

async function sendCode() {
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
  await screen.findByRole('heading', { name: 'Enter the 6-digit code' })
}

describe('OTP screen', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  it('introduces the channel, sends the code once however often it is pressed', async () => {
    const { calls } = setup({ start: [inProgress] })
    expect(screen.getByText(/by text message to the mobile number/)).toBeTruthy()
    const send = screen.getByRole('button', { name: 'Send code' })
    fireEvent.click(send)
    fireEvent.click(send)
    await screen.findByRole('heading', { name: 'Enter the 6-digit code' })
    expect(calls.filter((c) => c.action === 'start')).toHaveLength(1)
    // The matcher folds no-break spaces; the DOM must keep them so the number never wraps.
    expect(screen.getByText('We sent a code to +46 70 ••• •• 67.').textContent).toBe(
      'We sent a code to +46\u00a070\u00a0•••\u00a0••\u00a067.',
    )
    expect(screen.getByText('Message and data rates may apply.')).toBeTruthy()
  })

  it('renders the contact detail from the server as text, never as markup', async () => {
    setup({ start: [{ ...inProgress, contact_detail: '<img src=x onerror=alert(1)>' }] })
    await sendCode()
    expect(screen.getByText('We sent a code to <img src=x onerror=alert(1)>.')).toBeTruthy()
    expect(document.querySelector('img')).toBeNull()
  })

  it.each(['otp_email', 'otp-email'])('says e-mail for %s and leaves out message rates', async (spelt) => {
    setup({ start: [{ ...inProgress, contact_detail: 's•••@example.com' }] }, typeAsRead(spelt))
    expect(screen.getByText(/to the e-mail address/)).toBeTruthy()
    await sendCode()
    expect(screen.queryByText('Message and data rates may apply.')).toBeNull()
  })

  it('has an accessible one-time-code field that accepts a pasted code with separators', async () => {
    const { calls, bridge } = setup({ start: [inProgress], verify: [{ status: 'success', token: 'rt_ok' }] })
    await sendCode()
    const field = codeField()
    expect(field.getAttribute('autocomplete')).toBe('one-time-code')
    expect(field.getAttribute('inputmode')).toBe('numeric')
    typeCode('12 34-56')
    await waitFor(() => expect(bridge.post).toHaveBeenCalledWith('onComplete', { status: 'success', token: 'rt_ok' }))
    expect(calls.find((c) => c.action === 'verify')?.body).toEqual({ code: '123456' })
    expect(field.value).toBe('123456')
  })

  it('drops letters and emoji and does not submit fewer than 6 digits', async () => {
    const { calls } = setup({ start: [inProgress] })
    await sendCode()
    typeCode('12a😀3')
    expect(codeField().value).toBe('123')
    expect(calls.some((c) => c.action === 'verify')).toBe(false)
  })

  it('shows the first wrong-code message, then the second, and clears the field', async () => {
    setup({ start: [inProgress], verify: [wrongCode(), wrongCode()] })
    await sendCode()
    typeCode('111111')
    expect((await findNotice()).textContent).toBe('Whoops! That’s the wrong code.')
    await waitFor(() => expect(codeField().value).toBe(''))
    expect(codeField().getAttribute('aria-invalid')).toBe('true')
    typeCode('222222')
    await waitFor(() => expect(getNotice().textContent).toBe('You’ve entered the wrong code. Please try again.'))
  })

  it('ends on the too-many-attempts failure screen whose button completes with the error', async () => {
    const { bridge, flow } = setup({
      start: [inProgress],
      verify: [{ status: 'failure', reason: 'too-many-attempts', token: 'rt_f' }],
    })
    await sendCode()
    typeCode('333333')
    await waitFor(() => expect(flow.view.value.kind).toBe('failure'))
    expect(flow.view.value).toMatchObject({
      failure: { strategy: 'otp_phone', reason: 'too-many-attempts', token: 'rt_f' },
    })
    expect(bridge.post).not.toHaveBeenCalledWith('onComplete', expect.anything())
  })

  it('counts the resend cooldown down in seconds, then resends', async () => {
    const { calls } = setup({
      start: [{ ...inProgress, resend_available_in: 3 }],
      resend: [{ ...inProgress, resend_available_in: 30 }],
    })
    await sendCode()
    expect(screen.getByText('You can get a new code in 3 seconds.')).toBeTruthy()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000)
    })
    expect(screen.getByText('You can get a new code in 1 second.')).toBeTruthy()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500)
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }))
    await screen.findByText('We sent you a new code.')
    expect(calls.filter((c) => c.action === 'resend')).toHaveLength(1)
    expect(screen.getByText('You can get a new code in 30 seconds.')).toBeTruthy()
  })

  it('keeps the code and offers a retry when the network drops', async () => {
    const { bridge } = setup({
      start: [inProgress],
      verify: [new WidgetError('network', 'offline'), { status: 'success', token: 'rt_2' }],
    })
    await sendCode()
    typeCode('123456')
    expect((await findNotice()).textContent).toContain('Lost internet connection')
    expect(codeField().value).toBe('123456')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(bridge.post).toHaveBeenCalledWith('onComplete', { status: 'success', token: 'rt_2' }))
  })

  it('fails with technical-issue when the server answers 500, and session-timeout on 401', async () => {
    const a = setup({ start: [new WidgetError('server', '500', { status: 500 })] })
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    await waitFor(() => expect(a.flow.view.value).toMatchObject({ failure: { reason: 'technical-issue' } }))
  })

  it('fails with session-timeout when the token is no longer accepted', async () => {
    const { flow } = setup({
      start: [new WidgetError('client', '401', { status: 401, body: { error: 'unauthorized' } })],
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    await waitFor(() => expect(flow.view.value).toMatchObject({ failure: { reason: 'session-timeout' } }))
  })

  it('treats an answer outside the contract as a technical issue, reported as "Could not start strategy"', async () => {
    const { flow, props } = setup({ start: [{ status: 'in_progress', resend_available_in: 'soon' }] })
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    await waitFor(() => expect(flow.view.value).toMatchObject({ failure: { reason: 'technical-issue' } }))
    expect(props.report).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'invalid-response', message: 'Could not start strategy' }),
    )
  })

  it('walks /otp/intro → /otp/input, and the back arrow returns to the intro', async () => {
    const h = setup({ start: [inProgress] })
    await waitFor(() => expect(h.path()).toBe('/otp/intro'))
    await sendCode()
    expect(h.path()).toBe('/otp/input')
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }))
    await screen.findByRole('heading', { name: 'Confirm it’s you' })
    expect(h.path()).toBe('/otp/intro')
  })

  describe('the cooldown holds for every send (spec §2.3)', () => {
    it('back at the intro from the code step, “Send code” waits out the cooldown, saying why on focus, without chatter', async () => {
      const { calls } = setup({
        start: [
          { ...inProgress, resend_available_in: 5 },
          { ...inProgress, resend_available_in: 30 },
        ],
      })
      await sendCode()
      fireEvent.click(screen.getByRole('button', { name: 'Go back' }))
      await screen.findByRole('heading', { name: 'Confirm it’s you' })
      const send = screen.getByRole('button', { name: 'Send code' })
      expect(send.getAttribute('aria-disabled')).toBe('true')
      const why = document.getElementById(send.getAttribute('aria-describedby')!)!
      expect(why.textContent).toBe('You can get a new code in 5 seconds.')
      // Read on focus, never announced as it ticks.
      expect(why.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull()
      fireEvent.click(send)
      await act(async () => void (await vi.advanceTimersByTimeAsync(2000)))
      expect(why.textContent).toBe('You can get a new code in 3 seconds.')
      expect(calls.filter((c) => c.action === 'start')).toHaveLength(1)
      await act(async () => void (await vi.advanceTimersByTimeAsync(3500)))
      expect(send.getAttribute('aria-disabled')).toBe('false')
      expect(send.getAttribute('aria-describedby')).toBeNull()
      fireEvent.click(send)
      await screen.findByRole('heading', { name: 'Enter the 6-digit code' })
      expect(calls.filter((c) => c.action === 'start')).toHaveLength(2)
    })

    it('a send the session refuses as too soon says so on the intro, once, and counts down from its wait', async () => {
      const { calls } = setup({
        start: [
          new WidgetError('client', '429', {
            status: 429,
            body: { error: 'resend_too_soon', resend_available_in: 12 },
          }),
          inProgress,
        ],
      })
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
      const notice = await screen.findByRole('status')
      expect(notice.textContent).toBe('It’s too soon to send another code. You can get a new code in 12 seconds.')
      expect(screen.queryByText(/couldn’t send/)).toBeNull()
      expect(screen.getByRole('heading', { name: 'Confirm it’s you' })).toBeTruthy()
      expect(screen.getByRole('button', { name: 'Send code' }).getAttribute('aria-disabled')).toBe('true')
      await act(async () => void (await vi.advanceTimersByTimeAsync(12_500)))
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
      await screen.findByRole('heading', { name: 'Enter the 6-digit code' })
      expect(calls.filter((c) => c.action === 'start')).toHaveLength(2)
    })
  })

  it('after a reload opens the code input when the session says a code was sent', async () => {
    const h = setup({}, 'otp_phone', false, { resume: { known: inProgress, answer: Promise.resolve(inProgress) } })
    await screen.findByRole('heading', { name: 'Enter the 6-digit code' })
    expect(h.path()).toBe('/otp/input')
    expect(screen.getByText('We sent a code to +46 70 ••• •• 67.')).toBeTruthy()
    // Nothing to go back to: the intro was done before the reload.
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull()
  })

  it('moves to the input when the session’s answer arrives after the intro was drawn', async () => {
    let arrive!: (raw: unknown) => void
    const h = setup({}, 'otp_phone', false, { resume: { answer: new Promise((resolve) => (arrive = resolve)) } })
    await screen.findByRole('heading', { name: 'Confirm it’s you' })
    await act(async () => arrive(inProgress))
    await screen.findByRole('heading', { name: 'Enter the 6-digit code' })
    expect(h.path()).toBe('/otp/input')
  })

  it('ends the flow when the session says the strategy already succeeded', async () => {
    const done = { status: 'success', token: 'rt_done' }
    const h = setup({}, 'otp_phone', false, { resume: { known: done, answer: Promise.resolve(done) } })
    await waitFor(() =>
      expect(h.bridge.post).toHaveBeenCalledWith('onComplete', { status: 'success', token: 'rt_done' }),
    )
  })

  describe('send errors (spec §8)', () => {
    const refused = (error: string, extra: Record<string, unknown> = {}) =>
      new WidgetError('client', '422', { status: 422, body: { error, ...extra } })

    it.each([
      ['voip_is_blocked', 'We can’t send codes to internet phone numbers. Please use a mobile number.'],
      ['landline_is_blocked', 'We can’t send codes to landline numbers. Please use a mobile number.'],
      [
        'geofence_unsupported_country',
        'We can’t send codes to phone numbers from this country. Please use another number.',
      ],
    ])('%s: says why, and changing the number ends the session with change_phone_number', async (error, words) => {
      const { props } = setup({ start: [refused(error)] })
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
      expect((await screen.findByRole('alert')).textContent).toBe(words)
      fireEvent.click(screen.getByRole('button', { name: 'Change phone number' }))
      expect(props.cancel).toHaveBeenCalledWith('change_phone_number')
    })

    it('invalid recipient names where the code could not go; by e-mail the way out is another method', async () => {
      const { props } = setup(
        { start: [refused('invalid_recipient', { contact_detail: 's•••@example.com' })] },
        'otp_email',
      )
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
      expect((await screen.findByRole('alert')).textContent).toBe(
        'We couldn’t send a code to s•••@example.com. Please check that it’s correct.',
      )
      expect(screen.queryByRole('button', { name: 'Change phone number' })).toBeNull()
      fireEvent.click(screen.getByRole('button', { name: 'Choose another method' }))
      await waitFor(() => expect(props.changeMethod).toHaveBeenCalled())
    })

    it('sendout delays and technical issues say so and leave the send button for another try', async () => {
      const { calls } = setup({ start: [refused('sendout_delays'), refused('technical_issue'), inProgress] })
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
      expect((await screen.findByRole('alert')).textContent).toBe(
        'We’re experiencing delays with verification codes. Please try again later.',
      )
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
      await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Something went wrong on our side'))
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
      await screen.findByRole('heading', { name: 'Enter the 6-digit code' })
      expect(calls.filter((c) => c.action === 'start')).toHaveLength(3)
    })

    it('a session that timed out while sending leads back to the checkout through its failure', async () => {
      const { flow } = setup({ start: [refused('session_timeout')] })
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Your session timed out. Please go back to the checkout and start again.',
      )
      fireEvent.click(screen.getByRole('button', { name: 'Go back to checkout' }))
      await waitFor(() => expect(flow.view.value).toMatchObject({ failure: { reason: 'session-timeout' } }))
    })

    it('a resend refused for a reason says it in the code step', async () => {
      setup({ start: [{ ...inProgress, resend_available_in: 0 }], resend: [refused('sendout_delays')] })
      await sendCode()
      fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }))
      expect((await findNotice()).textContent).toBe(
        'We’re experiencing delays with verification codes. Please try again later.',
      )
    })
  })

  describe('code entry’s own refusals (spec §8)', () => {
    const problem = (status: number, body: Record<string, unknown>) =>
      new WidgetError('client', String(status), { status, body })

    it('a new code asked for too soon says so and when one can be asked for, then the countdown keeps time', async () => {
      const { calls } = setup({
        start: [{ ...inProgress, resend_available_in: 0 }],
        resend: [problem(429, { error: 'resend_too_soon', resend_available_in: 12 }), inProgress],
      })
      await sendCode()
      fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }))
      const notice = await findNotice('info')
      expect(notice.textContent).toBe('It’s too soon to send another code. You can get a new code in 12 seconds.')
      expect(screen.queryByText(/couldn’t send/)).toBeNull()
      // The words a sighted shopper reads: the countdown says when.
      expect(screen.getByText('You can get a new code in 12 seconds.', { selector: '.resend p' })).toBeTruthy()
      expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull()
      await act(async () => void (await vi.advanceTimersByTimeAsync(12_500)))
      fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }))
      await screen.findByText('We sent you a new code.')
      expect(calls.filter((c) => c.action === 'resend')).toHaveLength(2)
    })

    it('too soon without a wait from the session: the sentence alone', async () => {
      setup({
        start: [{ ...inProgress, resend_available_in: 0 }],
        resend: [problem(429, { error: 'resend_too_soon' })],
      })
      await sendCode()
      fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }))
      expect((await findNotice('info')).textContent).toBe('It’s too soon to send another code.')
    })

    it('a check the session refuses for sendout delays says codes are delayed', async () => {
      setup({ start: [inProgress], verify: [problem(422, { error: 'sendout_delays' })] })
      await sendCode()
      typeCode('123456')
      expect((await findNotice()).textContent).toBe(
        'We’re experiencing delays with verification codes. Please try again later.',
      )
    })

    it('any other refusal of the check says the code could not be checked, not sent', async () => {
      setup({ start: [inProgress], verify: [problem(409, { error: 'not_started' })] })
      await sendCode()
      typeCode('123456')
      expect((await findNotice()).textContent).toBe('We couldn’t check the code. Please try again.')
    })
  })

  it('warns before the last try how many are left', async () => {
    setup({
      start: [inProgress],
      verify: [new WidgetError('client', '422', { status: 422, body: { error: 'wrong_code', attempts_remaining: 1 } })],
    })
    await sendCode()
    typeCode('111111')
    await screen.findByText('You have 1 attempt left.')
  })

  it('after “Send a new code” focus goes to the code field, never to the page', async () => {
    setup({ start: [{ ...inProgress, resend_available_in: 0 }], resend: [inProgress] })
    await sendCode()
    const link = screen.getByRole('button', { name: 'Send a new code' })
    link.focus()
    fireEvent.click(link)
    await screen.findByText('We sent you a new code.')
    await waitFor(() => expect(document.activeElement).toBe(codeField()))
  })

  it('the code field is described by where the code went', async () => {
    setup({ start: [inProgress] })
    await sendCode()
    const ids = codeField().getAttribute('aria-describedby')!.split(' ')
    expect(ids.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain('We sent a code to +46')
  })

  it('a long contact detail may wrap (only a short masked number is kept on one line)', async () => {
    const long = `${'very-long-address.'.repeat(15)}@example.com`
    setup({ start: [{ ...inProgress, contact_detail: long }] }, 'otp_email')
    await sendCode()
    const line = document.getElementById('otp-sent-to')!
    expect(line.textContent).toBe(`We sent a code to ${long}.`)
    expect(line.className).toBe('contact-detail')
  })

  it('greets the shopper by name and names the number when the session already knows them', async () => {
    const h = harness({
      type: 'otp_phone',
      answers: {},
      resume: { answer: Promise.resolve({ status: 'in_progress', pending: null, contact_detail: '+46 70 ••• •• 67' }) },
    })
    h.mount(OtpScreen, { strategy: { type: 'otp_phone', market: 'SE', first_name: 'Åsa' } })
    expect(screen.getByRole('heading').textContent).toBe('Confirm it’s you, Åsa')
    await screen.findByText('We’ll send a 6-digit code by text message to +46 70 ••• •• 67.')
  })
})
