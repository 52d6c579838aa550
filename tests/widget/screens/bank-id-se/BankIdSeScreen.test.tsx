import { act, fireEvent, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ScreenProps } from '../../../../widget/kit/screen-props'
import { ShellContext } from '../../../../widget/ui/shell-context'
import { DEFAULT_SWITCHES } from '../../../../widget/ui/switches'
import BankIdSeScreen from '../../../../widget/screens/bank-id-se/BankIdSeScreen'
import { WidgetError } from '../../../../widget/widget-error'
import { harness, type HarnessOptions } from '../../screen-harness'

const TOKEN = '67df3917-fa0d-44e5-b327-edcc928297f8'
const qr = (n: number) => ({
  qr: `bankid.${TOKEN}.${n}.${String(n)
    .repeat(64)
    .slice(0, 64)
    .replace(/\d/g, (d) => 'abcdef0123'[Number(d)]!)}`,
})
const waiting = (hint: string, device: 'this' | 'other' = 'other') => ({
  status: 'in_progress',
  pending: { kind: 'bankid_app', hint },
  device,
  ...(device === 'this' ? { autostart_token: TOKEN } : {}),
})

/** The QR code on screen, as its drawn path. */
const shownCode = () =>
  screen
    .getByRole('img', { name: /QR code for BankID/ })
    .querySelector('path')!
    .getAttribute('d')

function setup(answers: Record<string, Array<unknown | Error>>, more: HarnessOptions = {}) {
  const h = harness({ type: 'bank_id_se', answers, ...more })
  h.mount(BankIdSeScreen)
  return h
}

describe('Swedish BankID screen', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  it('starts nothing until the shopper picks a device; other device shows the QR and collects every 2 s', async () => {
    const h = setup({
      start: [waiting('outstandingTransaction')],
      qr: [qr(0), qr(1), qr(2)],
      bank_id_se: [waiting('outstandingTransaction'), waiting('userSign')],
    })
    await screen.findByRole('heading', { name: 'Identify with Mobile BankID' })
    // The QR code's encoder is a chunk of its own (kit/lazy-part.tsx), fetched as the choice shows.
    await vi.dynamicImportSettled()
    expect(h.calls).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Use BankID on another device' }))
    await screen.findByRole('heading', { name: 'Scan the QR code' })
    expect(h.calls[0]).toMatchObject({ action: 'start', body: { device: 'other' } })
    expect(h.path()).toBe('/bank_id_se/qr')
    await screen.findByRole('img', { name: /QR code for BankID/ })
    const first = shownCode()
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)))
    expect(shownCode()).not.toBe(first)
    const collects = () => h.calls.filter((c) => c.action === 'bank_id_se').length
    expect(collects()).toBe(0)
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)))
    expect(collects()).toBe(1)
    await act(async () => void (await vi.advanceTimersByTimeAsync(2000)))
    expect(collects()).toBe(2)
    await screen.findByRole('heading', { name: 'Finish authentication' })
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull()
  })

  it('publishes spec §8’s failure events: an order that could not start, and the first of a run of QR codes and collects that got no answer', async () => {
    const offline = () => new WidgetError('network', 'offline')
    const h = harness({
      type: 'bank_id_se',
      answers: {
        start: [offline(), waiting('outstandingTransaction')],
        qr: [offline(), offline(), ...Array.from({ length: 30 }, (_, i) => qr(i + 2))],
        bank_id_se: [offline(), offline(), ...Array.from({ length: 30 }, () => waiting('outstandingTransaction'))],
      },
    })
    const publish = vi.fn()
    h.mount((props: ScreenProps) => (
      <ShellContext.Provider value={{ strategyType: 'bank_id_se', switches: DEFAULT_SWITCHES, publish }}>
        <BankIdSeScreen {...props} />
      </ShellContext.Provider>
    ))
    fireEvent.click(await screen.findByRole('button', { name: 'Use BankID on another device' }))
    await waitFor(() =>
      expect(publish).toHaveBeenCalledWith('bank_id_se_could_not_start', { device: 'other', cause: 'network' }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Use BankID on another device' }))
    await screen.findByRole('heading', { name: 'Scan the QR code' })
    await act(async () => void (await vi.advanceTimersByTimeAsync(20_000)))
    const published = (name: string) => publish.mock.calls.filter(([event]) => event === name)
    expect(published('bank_id_se_qr_error')).toEqual([['bank_id_se_qr_error', { cause: 'offline' }]])
    expect(published('bank_id_se_polling_error')).toEqual([['bank_id_se_polling_error', { cause: 'offline' }]])
    // Both came back: the code changes and the collects go on.
    expect(h.calls.filter((c) => c.action === 'qr').length).toBeGreaterThan(4)
    expect(h.calls.filter((c) => c.action === 'bank_id_se').length).toBeGreaterThan(4)
    expect(publish.mock.calls.flat().join()).not.toContain(TOKEN)
  })

  it('this device opens the app from the tap with the autostart link', async () => {
    const launched: string[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      launched.push(`${this.target} ${this.href}`)
    })
    setup({ start: [waiting('outstandingTransaction', 'this')] })
    fireEvent.click(await screen.findByRole('button', { name: 'Open BankID on this device' }))
    await screen.findByRole('heading', { name: 'Open BankID' })
    expect(launched).toEqual([`_top bankid:///?autostarttoken=${TOKEN}&redirect=null`])
    expect(screen.getByRole('link', { name: 'Open the BankID app' }).getAttribute('href')).toBe(
      `bankid:///?autostarttoken=${TOKEN}&redirect=null`,
    )
    expect(screen.getByRole('status').textContent).toBe('Trying to start your BankID app.')
    click.mockRestore()
  })

  it('a failed order shows BankID’s message, stops collecting, and tries again on the same device', async () => {
    const h = setup({
      start: [waiting('outstandingTransaction'), waiting('outstandingTransaction')],
      qr: [qr(0), qr(1)],
      bank_id_se: [{ status: 'in_progress', pending: null, device: 'other', failed_hint: 'certificateErr' }],
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Use BankID on another device' }))
    await screen.findByRole('heading', { name: 'Scan the QR code' })
    await act(async () => void (await vi.advanceTimersByTimeAsync(2100)))
    await screen.findByRole('heading', { name: 'The identification didn’t go through' })
    expect(screen.getByText(/blocked or too old/)).toBeTruthy()
    await act(async () => void (await vi.advanceTimersByTimeAsync(10_000)))
    expect(h.calls.filter((c) => c.action === 'bank_id_se')).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByRole('heading', { name: 'Scan the QR code' })
    expect(h.calls.filter((c) => c.action === 'start').map((c) => c.body)).toEqual([
      { device: 'other' },
      { device: 'other' },
    ])
    // Trying again replaced the step: back still leads to the choice.
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }))
    await screen.findByRole('heading', { name: 'Identify with Mobile BankID' })
  })

  it('an order’s answer that carries its first code shows it at once: one call, the next code a second later', async () => {
    const h = setup({
      start: [{ ...waiting('outstandingTransaction'), ...qr(0) }],
      qr: [qr(1), qr(2)],
      bank_id_se: [waiting('outstandingTransaction')],
    })
    await vi.dynamicImportSettled()
    fireEvent.click(await screen.findByRole('button', { name: 'Use BankID on another device' }))
    await screen.findByRole('img', { name: /QR code for BankID/ })
    expect(h.calls.map((c) => c.action)).toEqual(['start'])
    const first = shownCode()
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)))
    expect(h.calls.map((c) => c.action)).toEqual(['start', 'qr'])
    expect(shownCode()).not.toBe(first)
  })

  it('a rejection while a new order’s QR code is being set up ends on the failure screen', async () => {
    // The QR read of the failed order is still out when the shopper tries again, and answers 409 once the
    // rejection has landed: the new order's code still shows, and the next collect ends on the failure screen.
    let answerOldRead: (value: unknown) => void = () => {}
    const heldRead = new Promise((resolve) => void (answerOldRead = resolve)).then(() => {
      throw new WidgetError('client', 'no_qr', { status: 409, body: { error: 'no_qr' } })
    })
    const rejected = { status: 'failure', reason: 'user-not-trusted', token: 'rt_1', pending: null, device: 'other' }
    const h = setup({
      start: [waiting('outstandingTransaction'), waiting('outstandingTransaction')],
      qr: [heldRead, qr(1)],
      bank_id_se: [{ status: 'in_progress', pending: null, device: 'other', failed_hint: 'userCancel' }, rejected],
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Use BankID on another device' }))
    await screen.findByRole('heading', { name: 'Scan the QR code' })
    await act(async () => void (await vi.advanceTimersByTimeAsync(2100)))
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    await screen.findByRole('heading', { name: 'Scan the QR code' })
    answerOldRead(null)
    await act(async () => void (await vi.advanceTimersByTimeAsync(50)))
    // The new order's code shows: its reads go on.
    await screen.findByRole('img', { name: /QR code for BankID/ })
    expect(h.calls.filter((c) => c.action === 'qr')).toHaveLength(2)
    await act(async () => void (await vi.advanceTimersByTimeAsync(2100)))
    expect(h.flow.view.value).toMatchObject({ kind: 'failure', failure: { reason: 'user-not-trusted' } })
  })

  it('a new order the session refuses because the strategy has ended ends on its failure screen', async () => {
    const h = setup({
      start: [new WidgetError('client', 'over', { status: 409, body: { error: 'strategy_finished' } })],
      bank_id_se: [{ status: 'failure', reason: 'user-not-trusted', token: 'rt_1', pending: null }],
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Use BankID on another device' }))
    await waitFor(() =>
      expect(h.flow.view.value).toMatchObject({
        kind: 'failure',
        failure: { reason: 'user-not-trusted', token: 'rt_1' },
      }),
    )
    expect(screen.queryByText('We couldn’t start BankID. Please try again.')).toBeNull()
  })

  it('after a reload opens the device step of the order that waits', async () => {
    const known = waiting('started', 'this')
    const h = setup({ bank_id_se: [known] }, { resume: { known, answer: Promise.resolve(known) } })
    await screen.findByRole('heading', { name: 'Continue in the BankID app' })
    expect(h.path()).toBe('/bank_id_se/this_device')
    expect(h.calls.filter((c) => c.action === 'start')).toHaveLength(0)
  })

  it('“Don’t have Mobile BankID?” asks the shell for another method', async () => {
    const h = setup({})
    fireEvent.click(await screen.findByRole('button', { name: 'Don’t have Mobile BankID?' }))
    await waitFor(() => expect(h.props.changeMethod).toHaveBeenCalled())
  })
})
