import { findNotice, getNotice } from '../../notice'
import { fireEvent, screen, waitFor } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import GlobalPasscodeScreen from '../../../../widget/screens/global-passcode/GlobalPasscodeScreen'
import { WidgetError } from '../../../../widget/widget-error'
import { harness } from '../../screen-harness'

const wrong = (left: number) =>
  new WidgetError('client', '422', { status: 422, body: { error: 'wrong_passcode', attempts_remaining: left } })
const field = () => screen.getByLabelText('Passcode') as HTMLInputElement
const type = (value: string) => fireEvent.input(field(), { target: { value } })

function setup(answers: Record<string, Array<unknown | Error>>) {
  const h = harness({ type: 'global_passcode', answers })
  h.mount(GlobalPasscodeScreen)
  return h
}

describe('passcode', () => {
  it('is one masked numeric field that never autofills, and submits itself when complete', async () => {
    const h = setup({ verify: [{ status: 'success', token: 'rt_p' }] })
    await waitFor(() => expect(document.activeElement).toBe(field()))
    expect([field().type, field().autocomplete, field().inputMode, field().maxLength]).toEqual([
      'password',
      'off',
      'numeric',
      4,
    ])
    type('12a4')
    expect(h.calls).toEqual([])
    type('1234')
    await waitFor(() => expect(h.bridge.post).toHaveBeenCalledWith('onComplete', { status: 'success', token: 'rt_p' }))
    expect(h.calls[0]).toMatchObject({ action: 'verify', body: { passcode: '1234' } })
  })

  it('a wrong passcode clears the field and says how many tries are left', async () => {
    setup({ verify: [wrong(2), wrong(1)] })
    type('0000')
    expect((await findNotice()).textContent).toBe('That passcode isn’t right. You have 2 attempts left.')
    await waitFor(() => expect(field().value).toBe(''))
    type('0001')
    await waitFor(() => expect(getNotice().textContent).toBe('That passcode isn’t right. You have 1 attempt left.'))
  })

  it('offline keeps the passcode for a retry', async () => {
    const h = setup({ verify: [new WidgetError('network', 'offline'), { status: 'success', token: 'rt' }] })
    type('2468')
    await screen.findByText(/Lost internet connection/)
    expect(field().value).toBe('2468')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() =>
      expect(h.calls.filter((c) => c.action === 'verify').map((c) => c.body)).toEqual([
        { passcode: '2468' },
        { passcode: '2468' },
      ]),
    )
  })

  it('uses the length the session gives', async () => {
    const h = harness({
      type: 'global_passcode',
      resume: { known: { status: 'in_progress', passcode_length: 6 }, answer: new Promise(() => {}) },
    })
    h.mount(GlobalPasscodeScreen)
    expect(field().maxLength).toBe(6)
    expect(screen.getByText('Enter the 6-digit passcode you use in the app.')).toBeTruthy()
  })
})
